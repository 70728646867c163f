/**
 * Subjects as filters see them. The catalogue keeps each item's subject as authored, but where
 * quizzes and worksheets name one subject differently ("Math" and "Mathematics"), a filter treats
 * them as one subject under one name.
 */
const SAME_AS: Readonly<Record<string, string>> = { Math: "Mathematics" };

/** The name a subject filter uses for an authored subject. */
export function filterSubject(subject: string) {
  return SAME_AS[subject] ?? subject;
}

export function sameSubject(a: string, b: string) {
  return filterSubject(a) === filterSubject(b);
}

/** Fewer items than this and a subject joins its area's group instead of standing alone. */
const SMALL_SUBJECT = 10;

export interface SubjectGroup {
  /** null for the school subjects that stand alone; else "Also in Science". */
  label: string | null;
  subjects: { name: string; count: number }[];
}

/**
 * The subject list as a school's reads: the subjects with many items first, in the areas' order and
 * biggest first within an area; subjects with only a handful grouped under their area after them, so
 * "Medicine" and "Public Health" do not sit beside "Mathematics" as equals. `counts` are shown and
 * order the list; `sizes` (the whole catalogue's, by default the same) decide which subjects are
 * small, so a grade page groups the same subjects as the browse page.
 */
export function groupSubjects(
  counts: ReadonlyMap<string, number>,
  areas: readonly { name: string; subjects: readonly string[] }[],
  sizes: ReadonlyMap<string, number> = counts,
): SubjectGroup[] {
  const big = ({ name }: { name: string }) => (sizes.get(name) ?? 0) >= SMALL_SUBJECT;
  const main: SubjectGroup = { label: null, subjects: [] };
  const small: SubjectGroup[] = [];
  for (const area of areas) {
    const names = [...new Set(area.subjects.map(filterSubject))].filter((name) => (counts.get(name) ?? 0) > 0);
    const entries = names.map((name) => ({ name, count: counts.get(name)! })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    main.subjects.push(...entries.filter(big));
    const few = entries.filter((entry) => !big(entry)).sort((a, b) => a.name.localeCompare(b.name));
    if (few.length > 0) small.push({ label: `Also in ${area.name}`, subjects: few });
  }
  return [main, ...small];
}
