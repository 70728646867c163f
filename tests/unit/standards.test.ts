/**
 * The bundled standard sets are complete and well formed: every file satisfies StandardSetSchema (codes
 * well formed per set, unique, parents and domains resolve, grade and band agree with the code, short
 * descriptions), each grade has the official number of standards and domains, and the schema rejects the
 * mistakes it exists to catch.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  ALL_STANDARDS,
  STANDARD_SET_SOURCES,
  STANDARD_SETS,
  StandardSetSchema,
  standardByCode,
  type StandardSetId,
  type StandardSetSource,
} from "~/lib/standards/standards";

const source = (set: StandardSetId) => STANDARD_SET_SOURCES.find((candidate) => candidate.set === set)!;
const inSet = (set: StandardSetId) => ALL_STANDARDS.filter((standard) => standard.set === set);
const GRADES = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Standards (without sub-standards) and sub-standards per grade K–8, and the grade's domains. */
function census(set: StandardSetId) {
  return GRADES.map((grade) => {
    const entries = inSet(set).filter((standard) => standard.grade === grade);
    return {
      grade,
      standards: entries.filter(({ parent }) => parent === null).length,
      subStandards: entries.filter(({ parent }) => parent !== null).length,
      domains: [...new Set(entries.map(({ domain }) => domain))].sort().join(" "),
    };
  });
}

describe("the bundled files", () => {
  test.each(STANDARD_SET_SOURCES.map((file) => [file.set, file]))("%s satisfies StandardSetSchema", (_, file) => {
    const result = StandardSetSchema.safeParse(file);
    expect(result.success ? [] : result.error.issues.map(({ path, message }) => `${path.join(".")}: ${message}`)).toEqual([]);
  });

  test("no code appears in two sets, and every set has its name, source and licence", () => {
    expect(new Set(ALL_STANDARDS.map(({ code }) => code)).size).toBe(ALL_STANDARDS.length);
    expect(STANDARD_SETS.map(({ set }) => set)).toEqual(STANDARD_SET_SOURCES.map(({ set }) => set));
    for (const { source: url, licence } of STANDARD_SETS) {
      expect(url).toMatch(/^https:\/\//);
      expect(licence.length).toBeGreaterThan(40);
    }
  });

  // The same skill at two grades may read alike; within one grade (or band) each description must differ.
  test.each(STANDARD_SET_SOURCES.map((file) => [file.set]))("%s describes each standard of a grade differently", (set) => {
    const keys = inSet(set as StandardSetId).map(({ band, description }) => `${band.join("-")} ${description}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe("README's Standards section", () => {
  const readme = readFileSync(join(import.meta.dirname, "../../README.md"), "utf8");
  const counted = (set: StandardSetId) => {
    const entries = inSet(set);
    const subStandards = entries.filter(({ parent }) => parent !== null).length;
    return { standards: entries.length - subStandards, subStandards };
  };

  test("states each set's counts, source and licence", () => {
    const math = counted("ccss-math");
    const ela = counted("ccss-ela");
    expect(readme).toContain(`K–8: ${math.standards} standards and ${math.subStandards} lettered sub-standards`);
    expect(readme).toMatch(new RegExp(`${ela.standards} standards\\s+and ${ela.subStandards} lettered sub-standards`));
    expect(readme).toContain(`K–8: ${inSet("ngss").length} performance expectations`);
    for (const { source: url } of STANDARD_SETS) expect(readme).toContain(`<${url}>`);
    expect(readme).toContain("NGSS is a registered trademark of WestEd.");
    expect(readme).toMatch(
      /© Copyright 2010 National Governors Association Center for Best Practices and Council of\s+Chief State School Officers/,
    );
  });
});

describe("Common Core mathematics K–8", () => {
  test("has every standard and sub-standard of each grade, in the grade's domains", () => {
    expect(census("ccss-math")).toEqual([
      { grade: 0, standards: 22, subStandards: 3, domains: "CC G MD NBT OA" },
      { grade: 1, standards: 21, subStandards: 3, domains: "G MD NBT OA" },
      { grade: 2, standards: 26, subStandards: 2, domains: "G MD NBT OA" },
      { grade: 3, standards: 25, subStandards: 12, domains: "G MD NBT NF OA" },
      { grade: 4, standards: 28, subStandards: 9, domains: "G MD NBT NF OA" },
      { grade: 5, standards: 26, subStandards: 14, domains: "G MD NBT NF OA" },
      { grade: 6, standards: 29, subStandards: 18, domains: "EE G NS RP SP" },
      { grade: 7, standards: 24, subStandards: 19, domains: "EE G NS RP SP" },
      { grade: 8, standards: 28, subStandards: 8, domains: "EE F G NS SP" },
    ]);
  });

  test("a teacher's code finds the standard, its grade, domain and parent", () => {
    expect(standardByCode("4.NF.B.3")).toMatchObject({ set: "ccss-math", grade: 4, band: [4, 4], domain: "NF", parent: null });
    expect(standardByCode("4.NF.B.3.a")).toMatchObject({ grade: 4, parent: "4.NF.B.3" });
    expect(standardByCode("K.CC.A.1")).toMatchObject({ grade: 0, domain: "CC" });
    expect(source("ccss-math").domains).toContainEqual({ code: "NF", name: "Number and Operations—Fractions" });
    expect(standardByCode("4.NF.B.9")).toBeUndefined();
    expect(standardByCode("4.nf.b.3")).toBeUndefined();
  });
});

describe("Common Core English language arts K–8", () => {
  test("has every standard and sub-standard of each grade, in the grade's strands", () => {
    expect(census("ccss-ela")).toEqual([
      { grade: 0, standards: 35, subStandards: 29, domains: "L RF RI RL W" },
      { grade: 1, standards: 35, subStandards: 37, domains: "L RF RI RL W" },
      { grade: 2, standards: 34, subStandards: 28, domains: "L RF RI RL W" },
      { grade: 3, standards: 36, subStandards: 44, domains: "L RF RI RL W" },
      { grade: 4, standards: 37, subStandards: 40, domains: "L RF RI RL W" },
      { grade: 5, standards: 37, subStandards: 38, domains: "L RF RI RL W" },
      { grade: 6, standards: 35, subStandards: 34, domains: "L RI RL W" },
      { grade: 7, standards: 35, subStandards: 31, domains: "L RI RL W" },
      { grade: 8, standards: 35, subStandards: 33, domains: "L RI RL W" },
    ]);
  });

  test("reading literature skips standard 8, and writing starts its 4th, 9th and 10th standards later", () => {
    const codes = new Set(inSet("ccss-ela").map(({ code }) => code));
    for (const grade of ["K", "1", "2", "3", "4", "5", "6", "7", "8"]) {
      expect(codes.has(`RL.${grade}.8`)).toBe(false);
      expect(codes.has(`RI.${grade}.8`)).toBe(true);
      expect(codes.has(`L.${grade}.6`)).toBe(true);
    }
    expect(["W.K.4", "W.2.9", "W.2.10", "W.3.9", "L.1.3"].filter((code) => codes.has(code))).toEqual([]);
    expect(["W.3.4", "W.3.10", "W.4.9.b", "L.2.3.a", "RF.1.3.g"].filter((code) => !codes.has(code))).toEqual([]);
  });

  test("a teacher's code finds the standard, its grade, strand and parent", () => {
    expect(standardByCode("RL.3.1")).toMatchObject({ set: "ccss-ela", grade: 3, band: [3, 3], domain: "RL", parent: null });
    expect(standardByCode("RF.1.3.b")).toMatchObject({ grade: 1, domain: "RF", parent: "RF.1.3" });
    expect(standardByCode("L.K.1.d")).toMatchObject({ grade: 0, domain: "L", parent: "L.K.1" });
    expect(source("ccss-ela").domains.map(({ code }) => code)).toEqual(["RL", "RI", "RF", "W", "L"]);
  });
});

describe("NGSS performance expectations K–8", () => {
  /** Performance expectations per grade part of the code ("K", "1" … "5", "K-2", "3-5", "MS"). */
  const perGradePart = () => {
    const counts: Record<string, number> = {};
    for (const { code } of inSet("ngss")) {
      const part = code.replace(/-[A-Z]+\d-\d$/, "");
      counts[part] = (counts[part] ?? 0) + 1;
    }
    return counts;
  };

  test("has every performance expectation of each grade and band", () => {
    expect(perGradePart()).toEqual({ K: 10, "1": 9, "2": 11, "K-2": 3, "3": 15, "4": 14, "5": 13, "3-5": 3, MS: 59 });
  });

  test("middle school has every expectation of each disciplinary core idea", () => {
    const counts: Record<string, number> = {};
    for (const { code, domain } of inSet("ngss")) if (code.startsWith("MS-")) counts[domain] = (counts[domain] ?? 0) + 1;
    expect(counts).toEqual({
      PS1: 6,
      PS2: 5,
      PS3: 5,
      PS4: 3,
      LS1: 8,
      LS2: 5,
      LS3: 2,
      LS4: 6,
      ESS1: 4,
      ESS2: 6,
      ESS3: 5,
      ETS1: 4,
    });
  });

  test("grade-band codes carry no single grade but their band", () => {
    expect(standardByCode("MS-LS1-1")).toMatchObject({ set: "ngss", grade: null, band: [6, 8], domain: "LS1", parent: null });
    expect(standardByCode("3-5-ETS1-1")).toMatchObject({ grade: null, band: [3, 5], domain: "ETS1" });
    expect(standardByCode("K-2-ETS1-1")).toMatchObject({ grade: null, band: [0, 2], domain: "ETS1" });
    expect(standardByCode("K-PS2-1")).toMatchObject({ grade: 0, band: [0, 0], domain: "PS2" });
    expect(standardByCode("1-LS1-2")).toMatchObject({ grade: 1, band: [1, 1], domain: "LS1" });
    expect(source("ngss").domains).toContainEqual({ code: "PS2", name: "Motion and Stability: Forces and Interactions" });
  });
});

describe("StandardSetSchema rejects", () => {
  const file = source("ccss-math");
  const entry = file.standards.find(({ code }) => code === "3.NF.A.3.a")!;
  const issues = (changed: StandardSetSource["standards"], domains = file.domains) => {
    const result = StandardSetSchema.safeParse({ ...file, domains, standards: changed });
    return result.success ? [] : result.error.issues.map(({ message }) => message);
  };

  test.each([
    ["a duplicate code", [...file.standards, entry], "3.NF.A.3.a is listed twice"],
    ["a malformed code", [{ ...entry, code: "3.NF.3a" }], "3.NF.3a is not a well-formed ccss-math code"],
    ["a grade the code does not say", [{ ...entry, grade: 4 }], "3.NF.A.3.a should have grade 3"],
    ["a band the code does not say", [{ ...entry, band: [3, 5] }], "3.NF.A.3.a should have band [3, 3]"],
    ["a wrong parent", [{ ...entry, parent: null }], "3.NF.A.3.a should have parent 3.NF.A.3"],
    ["a missing parent", file.standards.filter(({ code }) => code !== "3.NF.A.3"), "3.NF.A.3.a's parent is missing"],
    [
      "a long description",
      [{ ...entry, description: `${"word ".repeat(40)}end.` }],
      "Too big: expected string to have <=160 characters",
    ],
    ["two sentences", [{ ...entry, description: "Compare fractions. Explain why." }], "must be one sentence"],
    ["an empty description", [{ ...entry, description: " " }], "must not be empty"],
  ] as const)("%s", (_, standards, message) => {
    expect(issues(standards as StandardSetSource["standards"])).toContain(message);
  });

  test("a middle-school expectation given a single grade, and a code of another set", () => {
    const ngss = source("ngss");
    const entry = ngss.standards.find(({ code }) => code === "MS-LS1-1")!;
    const standards = ngss.standards.map((other) =>
      other === entry ? { ...entry, grade: 7, band: [7, 7] as [number, number] } : other,
    );
    const result = StandardSetSchema.safeParse({ ...ngss, standards: [...standards, { ...entry, code: "7.RP.A.1" }] });
    expect(result.success ? [] : result.error.issues.map(({ message }) => message)).toEqual([
      "MS-LS1-1 should have grade null",
      "MS-LS1-1 should have band [6, 8]",
      "7.RP.A.1 is not a well-formed ngss code",
    ]);
  });

  test("a domain that is not listed", () => {
    expect(
      issues(
        file.standards,
        file.domains.filter(({ code }) => code !== "NF"),
      ),
    ).toContain("3.NF.A.3.a's domain NF is not listed");
  });
});
