/**
 * The coverage map of /standards: for every standard, how many worksheets and quizzes teach it, grouped
 * by set, grade and domain so a teacher or principal can see at a glance where material is thin. Pure,
 * so the page and the unit tests count the same way.
 */
import type { Standard, StandardSetId } from "./standards";

export interface TaggedItem {
  kind: "worksheet" | "quiz";
  standards: ReadonlyArray<{ code: string }>;
}

export interface StandardCoverage {
  code: string;
  description: string;
  /** A lettered sub-standard ("4.NF.B.3.a") sits under its parent on the page. */
  parent: string | null;
  worksheets: number;
  quizzes: number;
}

export interface DomainCoverage {
  code: string;
  name: string;
  /** Distinct items teaching any standard of the domain at this grade: an item tagged twice counts once. */
  worksheets: number;
  quizzes: number;
  /** How many of its standards have at least one item, of how many. */
  covered: number;
  total: number;
  standards: StandardCoverage[];
}

export interface GradeCoverage {
  /** The grade ("K", "1" … "8") or the band a code names ("K–2", "3–5", "6–8"). */
  label: string;
  band: readonly [number, number];
  domains: DomainCoverage[];
}

export interface SetCoverage {
  set: StandardSetId;
  name: string;
  grades: GradeCoverage[];
}

interface SetInfo {
  set: StandardSetId;
  name: string;
  domains: ReadonlyArray<{ code: string; name: string }>;
}

function gradeName(grade: number) {
  return grade === 0 ? "K" : String(grade);
}

function bandLabel({ band: [from, to] }: Standard) {
  return from === to ? gradeName(from) : `${gradeName(from)}–${gradeName(to)}`;
}

/**
 * Counts each standard's items: an item tagged with a standard or with one of its lettered parts
 * counts once toward it (a sheet on 4.NF.B.3.c teaches 4.NF.B.3). Sets, grades and domains keep the
 * data's order; a grade or domain without standards is left out.
 */
export function coverageMap(
  sets: readonly SetInfo[],
  standards: readonly Standard[],
  items: readonly TaggedItem[],
): SetCoverage[] {
  const itemsByCode = new Map<string, Set<TaggedItem>>();
  const note = (code: string, item: TaggedItem) => {
    let holders = itemsByCode.get(code);
    if (!holders) itemsByCode.set(code, (holders = new Set<TaggedItem>()));
    holders.add(item);
  };
  const parentOf = new Map(standards.map((standard) => [standard.code, standard.parent]));
  for (const item of items) {
    for (const { code } of item.standards) {
      note(code, item);
      const parent = parentOf.get(code);
      if (parent) note(parent, item);
    }
  }
  const tally = (holders: Iterable<TaggedItem>) => {
    let worksheets = 0;
    let quizzes = 0;
    for (const item of holders) {
      if (item.kind === "worksheet") worksheets++;
      else quizzes++;
    }
    return { worksheets, quizzes };
  };

  return sets.map(({ set, name, domains }) => {
    const grades = new Map<string, { band: readonly [number, number]; byDomain: Map<string, Standard[]> }>();
    for (const standard of standards) {
      if (standard.set !== set) continue;
      const label = bandLabel(standard);
      let grade = grades.get(label);
      if (!grade) grades.set(label, (grade = { band: standard.band, byDomain: new Map<string, Standard[]>() }));
      const { byDomain } = grade;
      byDomain.set(standard.domain, [...(byDomain.get(standard.domain) ?? []), standard]);
    }
    return {
      set,
      name,
      grades: [...grades].map(([label, { band, byDomain }]) => ({
        label,
        band,
        domains: domains.flatMap((domain) => {
          const list = byDomain.get(domain.code);
          if (!list) return [];
          const inDomain = new Set(list.flatMap((standard) => [...(itemsByCode.get(standard.code) ?? [])]));
          return [
            {
              code: domain.code,
              name: domain.name,
              ...tally(inDomain),
              covered: list.filter((standard) => itemsByCode.has(standard.code)).length,
              total: list.length,
              standards: list.map((standard) => ({
                code: standard.code,
                description: standard.description,
                parent: standard.parent,
                ...tally(itemsByCode.get(standard.code) ?? []),
              })),
            },
          ];
        }),
      })),
    };
  });
}

/** The K–5 coverage targets of issue 25, each as the codes (or "grade domain" groups) still missing. */
export interface K5Gaps {
  /** Mathematics standards without a worksheet. */
  mathWithoutWorksheet: string[];
  /** Mathematics domains per grade ("3.G") without a quiz. */
  mathDomainsWithoutQuiz: string[];
  /** ELA foundational skills (RF) and language (L) standards without any item. */
  elaFoundationsWithoutItem: string[];
  /** NGSS disciplinary core ideas per grade ("3 LS4"; "K ETS1" for the K–2 band) without any item. */
  ngssIdeasWithoutItem: string[];
}

/**
 * What the K–5 targets still lack. A tag on a lettered part counts toward its parent, as on /standards;
 * a grade's label is its first grade ("K" for K–2 engineering).
 */
export function k5Gaps(standards: readonly Standard[], items: readonly TaggedItem[]): K5Gaps {
  const parentOf = new Map(standards.map((standard) => [standard.code, standard.parent]));
  const taught = { worksheet: new Set<string>(), quiz: new Set<string>() };
  for (const item of items) {
    for (const { code } of item.standards) {
      taught[item.kind].add(code);
      const parent = parentOf.get(code);
      if (parent) taught[item.kind].add(parent);
    }
  }
  const any = (code: string) => taught.worksheet.has(code) || taught.quiz.has(code);
  const k5 = standards.filter((standard) => standard.band[1] <= 5);
  const label = (standard: Standard) => (standard.band[0] === 0 ? "K" : String(standard.band[0]));
  const groupsWithout = (list: readonly Standard[], key: (standard: Standard) => string, has: (code: string) => boolean) =>
    [...new Set(list.map(key))].filter((group) => !list.some((standard) => key(standard) === group && has(standard.code)));
  const math = k5.filter((standard) => standard.set === "ccss-math");
  return {
    mathWithoutWorksheet: math.filter(({ code }) => !taught.worksheet.has(code)).map(({ code }) => code),
    mathDomainsWithoutQuiz: groupsWithout(
      math,
      (standard) => `${label(standard)}.${standard.domain}`,
      (code) => taught.quiz.has(code),
    ),
    elaFoundationsWithoutItem: k5
      .filter(
        (standard) => standard.set === "ccss-ela" && (standard.domain === "RF" || standard.domain === "L") && !any(standard.code),
      )
      .map(({ code }) => code),
    ngssIdeasWithoutItem: groupsWithout(
      k5.filter((standard) => standard.set === "ngss"),
      (standard) => `${label(standard)} ${standard.domain}`,
      any,
    ),
  };
}
