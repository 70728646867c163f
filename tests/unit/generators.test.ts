/**
 * Generated practice is proven, not read: for every generator and level, 10,000 seeds each make a
 * sheet that its independent checker (app/lib/generators/checks) finds correct, with fast-check
 * shrinking a failure to the smallest seed. Also: the same seed gives the same sheet, and a checker
 * does notice a wrong key.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CHECKERS } from "~/lib/generators/checks";
import { evaluate, solveWhole } from "~/lib/generators/checks/expression";
import { generateSheet, LEVELS } from "~/lib/generators/generator";
import { GENERATORS } from "~/lib/generators/registry";
import { hasParts } from "~/lib/questions/model";
import { standardByCode } from "~/lib/standards/standards";

const SEEDS_PER_LEVEL = 10_000;
/** A level's 10,000 seeds take 1–3 s alone and several times that beside other test files. */
const PROPERTY_TIMEOUT_MS = 120_000;
/** Seed codes as URLs carry them: base 36, up to 8 characters. */
const seeds = fc.integer({ min: 0, max: 36 ** 8 - 1 }).map((n) => n.toString(36));

describe.each(GENERATORS.map((generator) => [generator.slug, generator] as const))("%s", (slug, generator) => {
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

describe("the checkers' own arithmetic, by hand-worked cases", () => {
  const text = (expression: string) => {
    const value = evaluate(expression);
    return value.d === 1n ? String(value.n) : `${value.n}/${value.d}`;
  };

  test("whole numbers, brackets and the order of operations", () => {
    expect(text("8 + 5")).toBe("13");
    expect(text("13 \u2212 5")).toBe("8");
    expect(text("2 + 3 × 4")).toBe("14");
    expect(text("(2 + 3) × 4")).toBe("20");
    expect(text("1000 \u2212 1")).toBe("999");
    expect(text("84 ÷ 4")).toBe("21");
  });

  test("fractions, mixed numbers and decimals exactly", () => {
    expect(text("3/4 + 1/8")).toBe("7/8");
    expect(text("2 3/4 \u2212 3/4")).toBe("2");
    expect(text("2/4")).toBe("1/2");
    expect(text("0.1 + 0.2")).toBe("3/10");
    expect(text("3/4 × 12")).toBe("9");
  });

  test("a missing number is found by trying every whole number, and only when it is unique", () => {
    expect(solveWhole("8 + ? = 13", 0, 40)).toBe(5);
    expect(solveWhole("15 \u2212 ? = 7", 0, 40)).toBe(8);
    expect(solveWhole("? × 0 = 0", 0, 40)).toBeNull();
    expect(solveWhole("? + 50 = 20", 0, 40)).toBeNull();
  });
});
