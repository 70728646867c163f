/**
 * The property run of generated practice (docs/decisions/0034, 0035), shared by the
 * tests/unit/generators-*.test.ts files: each runs it for one group of generators, so Vitest's
 * workers prove the groups side by side. For every generator and level, 10,000 seeds each make a
 * sheet that its independent checker (app/lib/generators/checks) finds correct, with fast-check
 * shrinking a failure to the smallest seed. Also: the same seed gives the same sheet, and a checker
 * does notice a wrong key.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CHECKERS } from "~/lib/generators/checks";
import { generateSheet, LEVELS, type Generator } from "~/lib/generators/generator";
import { GENERATORS } from "~/lib/generators/registry";
import { hasParts } from "~/lib/questions/kinds";
import { standardByCode } from "~/lib/standards/standards";

const SEEDS_PER_LEVEL = 10_000;
/** A level's 10,000 seeds take 1–3 s alone and several times that beside other test files. */
const PROPERTY_TIMEOUT_MS = 120_000;
/** Seed codes as URLs carry them: base 36, up to 8 characters. */
const seeds = fc.integer({ min: 0, max: 36 ** 8 - 1 }).map((n) => n.toString(36));

/** The groups the property files split the generators into, by the first grade each is for. */
export const GENERATOR_GROUPS = {
  "K–2": (generator: Generator) => generator.grades.from <= 2,
  "grade 3": (generator: Generator) => generator.grades.from === 3,
  "grade 4": (generator: Generator) => generator.grades.from === 4,
  "grades 5–6": (generator: Generator) => generator.grades.from >= 5,
} as const;

export function describeGeneratorProperties(group: keyof typeof GENERATOR_GROUPS) {
  const generators = GENERATORS.filter(GENERATOR_GROUPS[group]);

  test(`the ${group} group holds generators`, () => {
    expect(generators.length).toBeGreaterThan(0);
  });

  describe.each(generators.map((generator) => [generator.slug, generator] as const))("%s", (slug, generator) => {
    const check = CHECKERS[slug];

    test("has an independent checker, and practises real standards", () => {
      expect(check).toBeTypeOf("function");
      expect(generator.standards.length).toBeGreaterThan(0);
      expect(generator.standards.filter(({ code }) => !standardByCode(code))).toEqual([]);
      expect(generator.standards.filter(({ why }) => why.trim().length < 20)).toEqual([]);
    });

    test.each(LEVELS)(
      `%s: ${SEEDS_PER_LEVEL} seeds make sheets its checker finds right`,
      (level) => {
        fc.assert(
          fc.property(seeds, (seed) => {
            expect(check(generateSheet(generator, level, seed), level)).toEqual([]);
          }),
          { numRuns: SEEDS_PER_LEVEL },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );

    test("the same level and seed make the same sheet; another seed another sheet", () => {
      for (const level of LEVELS) {
        expect(JSON.stringify(generateSheet(generator, level, "abc123"))).toBe(
          JSON.stringify(generateSheet(generator, level, "abc123")),
        );
        expect(JSON.stringify(generateSheet(generator, level, "abc123"))).not.toBe(
          JSON.stringify(generateSheet(generator, level, "abc124")),
        );
      }
    });

    test("the three levels share one layout: questions and parts per question", () => {
      const shape = (level: (typeof LEVELS)[number]) =>
        generateSheet(generator, level, "7").questions.map((question) => (hasParts(question) ? question.parts.length : 1));
      expect(shape("support")).toEqual(shape("core"));
      expect(shape("challenge")).toEqual(shape("core"));
    });

    test("its checker notices a wrong key", () => {
      // Spoil the first number part (one more) or, where there is none, the first choice (the next option).
      const sheet = generateSheet(generator, "core", "1");
      const parts = sheet.questions.flatMap((question) => (hasParts(question) ? question.parts : [question]));
      const number = parts.find((part) => part.type === "number");
      const choice = parts.find((part) => part.type === "choice");
      if (number?.type === "number") number.value = String(Number(number.value) + 1);
      else if (choice?.type === "choice") choice.correct = [(choice.correct[0] + 1) % choice.options.length];
      else throw new Error("no number or choice part to spoil");
      expect(check(sheet, "core").join("\n")).toMatch(/key says/);
    });
  });
}
