/** The /standards coverage map counts what a teacher or principal would count: items per standard, once each. */
import { describe, expect, test } from "vitest";
import { quizIndex, worksheetIndex } from "~/lib/catalogue/catalogue.server";
import { coverageMap, k5Gaps, type TaggedItem } from "~/lib/standards/coverage";
import { ALL_STANDARDS, type Standard } from "~/lib/standards/standards";

function standard(code: string, domain: string, band: [number, number], parent: string | null = null): Standard {
  return {
    set: "ccss-math",
    code,
    grade: band[0] === band[1] ? band[0] : null,
    band,
    domain,
    description: `About ${code}.`,
    parent,
  };
}

const sets = [
  {
    set: "ccss-math" as const,
    name: "Maths",
    domains: [
      { code: "OA", name: "Operations" },
      { code: "NF", name: "Fractions" },
    ],
  },
];
const standards = [
  standard("3.OA.A.1", "OA", [3, 3]),
  standard("3.NF.A.2", "NF", [3, 3]),
  standard("4.NF.B.3", "NF", [4, 4]),
  standard("4.NF.B.3.a", "NF", [4, 4], "4.NF.B.3"),
  standard("4.NF.B.3.c", "NF", [4, 4], "4.NF.B.3"),
  standard("4.NF.A.1", "NF", [4, 4]),
];
const tagged = (kind: TaggedItem["kind"], ...codes: string[]): TaggedItem => ({
  kind,
  standards: codes.map((code) => ({ code })),
});

function find(map: ReturnType<typeof coverageMap>, code: string) {
  for (const grade of map[0].grades)
    for (const domain of grade.domains) for (const entry of domain.standards) if (entry.code === code) return entry;
  throw new Error(`${code} is not on the map`);
}

describe("coverage counting", () => {
  test("counts worksheets and quizzes apart, per standard", () => {
    const map = coverageMap(sets, standards, [
      tagged("worksheet", "3.NF.A.2"),
      tagged("worksheet", "3.NF.A.2"),
      tagged("quiz", "3.NF.A.2"),
    ]);
    expect(find(map, "3.NF.A.2")).toMatchObject({ worksheets: 2, quizzes: 1 });
    expect(find(map, "3.OA.A.1")).toMatchObject({ worksheets: 0, quizzes: 0 });
  });

  test("an item on a lettered part counts toward its parent, once however many parts it has", () => {
    const map = coverageMap(sets, standards, [tagged("worksheet", "4.NF.B.3.a", "4.NF.B.3.c"), tagged("quiz", "4.NF.B.3")]);
    expect(find(map, "4.NF.B.3")).toMatchObject({ worksheets: 1, quizzes: 1 });
    expect(find(map, "4.NF.B.3.a")).toMatchObject({ worksheets: 1, quizzes: 0 });
    expect(find(map, "4.NF.B.3.c")).toMatchObject({ worksheets: 1, quizzes: 0 });
  });

  test("a domain counts distinct items: a sheet on two of its standards is one sheet", () => {
    const map = coverageMap(sets, standards, [tagged("worksheet", "4.NF.A.1", "4.NF.B.3"), tagged("quiz", "4.NF.A.1")]);
    const grade4 = map[0].grades.find((grade) => grade.label === "4")!;
    expect(grade4.domains).toHaveLength(1);
    expect(grade4.domains[0]).toMatchObject({ code: "NF", name: "Fractions", worksheets: 1, quizzes: 1, covered: 2 });
    expect(grade4.domains[0].standards).toHaveLength(4);
  });

  test("grades and domains keep the data's order; a grade shows only domains with standards", () => {
    const map = coverageMap(sets, standards, []);
    expect(map[0].grades.map((grade) => grade.label)).toEqual(["3", "4"]);
    expect(map[0].grades[0].domains.map((domain) => domain.code)).toEqual(["OA", "NF"]);
  });

  test("a band standard is listed under its band, Kindergarten as K", () => {
    const map = coverageMap(sets, [standard("K.OA.A.2", "OA", [0, 0]), { ...standard("MS-X", "OA", [6, 8]), grade: null }], []);
    expect(map[0].grades.map((grade) => grade.label)).toEqual(["K", "6–8"]);
    expect(map[0].grades[1].band).toEqual([6, 8]);
  });
});

describe("the K–5 targets (issue 25)", () => {
  test("a gap closes when a worksheet, a quiz or any item teaches it, a lettered part counting for its parent", () => {
    const k5 = [
      standard("3.NF.A.3", "NF", [3, 3]),
      standard("3.NF.A.3.a", "NF", [3, 3], "3.NF.A.3"),
      standard("3.G.A.1", "G", [3, 3]),
      { ...standard("RF.1.3", "RF", [1, 1]), set: "ccss-ela" as const },
      { ...standard("3-LS4-1", "LS4", [3, 3]), set: "ngss" as const },
      standard("6.RP.A.1", "RP", [6, 6]),
    ];
    expect(k5Gaps(k5, [])).toEqual({
      mathWithoutWorksheet: ["3.NF.A.3", "3.NF.A.3.a", "3.G.A.1"],
      mathDomainsWithoutQuiz: ["3.NF", "3.G"],
      elaFoundationsWithoutItem: ["RF.1.3"],
      ngssIdeasWithoutItem: ["3 LS4"],
    });
    const items: TaggedItem[] = [
      { kind: "worksheet", standards: [{ code: "3.NF.A.3.a" }] },
      { kind: "quiz", standards: [{ code: "3.G.A.1" }, { code: "RF.1.3" }, { code: "3-LS4-1" }] },
    ];
    expect(k5Gaps(k5, items)).toEqual({
      mathWithoutWorksheet: ["3.G.A.1"],
      mathDomainsWithoutQuiz: ["3.NF"],
      elaFoundationsWithoutItem: [],
      ngssIdeasWithoutItem: [],
    });
  });

  test("the served catalogue meets every K–5 target", () => {
    const items = [...worksheetIndex.items, ...quizIndex.items];
    expect(k5Gaps(ALL_STANDARDS, items)).toEqual({
      mathWithoutWorksheet: [],
      mathDomainsWithoutQuiz: [],
      elaFoundationsWithoutItem: [],
      ngssIdeasWithoutItem: [],
    });
  });
});
