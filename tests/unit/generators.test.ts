/**
 * Generated practice beside its property run (tests/unit/generators-*.test.ts, one file per group of
 * generators so Vitest's workers share them): every generator is in exactly one group, the shared
 * sheet rules read a question as QuestionSchema does however often they meet it, and the checkers'
 * own arithmetic is right on hand-worked cases.
 */
import { describe, expect, test } from "vitest";
import { evaluate, solveWhole } from "~/lib/generators/checks/expression";
import { sheetProblems } from "~/lib/generators/checks/sheet";
import { generateSheet } from "~/lib/generators/generator";
import { GENERATORS } from "~/lib/generators/registry";
import { QuestionSchema } from "~/lib/questions/model";
import { hasParts } from "~/lib/questions/kinds";
import { GENERATOR_GROUPS } from "../support/generator-properties";

test("every generator is proven in exactly one property file's group", () => {
  const groups = Object.values(GENERATOR_GROUPS);
  expect(GENERATORS.filter((generator) => groups.filter((inGroup) => inGroup(generator)).length !== 1)).toEqual([]);
});

describe("the shared sheet rules, which read each distinct question shell and part once", () => {
  const questionProblems = (question: unknown) =>
    QuestionSchema.safeParse(question).error?.issues.map((issue) => issue.message) ?? [];

  test("a spoiled part is found the first time and every time after, as QuestionSchema finds it", () => {
    for (let round = 0; round < 2; round++) {
      const sheet = generateSheet(GENERATORS[0]!, "core", "memo");
      const question = sheet.questions[1]!;
      if (!hasParts(question)) throw new Error("the first generator's second question has parts");
      const part = question.parts[0]!;
      // The same text as another, fine, part elsewhere in the run; only its choice list is wrong.
      Object.assign(part, { type: "choice", options: ["7", "7"], correct: [2] });
      expect(sheetProblems(sheet)).toEqual([`question 2: ${questionProblems(question).join("; ")}`]);
      expect(questionProblems(question)).toEqual(
        expect.arrayContaining(["correct option 2 does not exist", "two options are the same"]),
      );
    }
  });

  test("values JSON would write alike are read apart: NaN is not null", () => {
    const sheet = generateSheet(GENERATORS[0]!, "core", "memo");
    const question = sheet.questions.find(hasParts)!;
    const index = sheet.questions.indexOf(question) + 1;
    const choice = (second: null | number) => ({
      type: "choice" as const,
      question: "Which is right?",
      options: ["yes", "no"],
      correct: [0],
      optionFigures: [null, second as null],
    });
    question.parts[0] = choice(null);
    expect(sheetProblems(sheet).filter((problem) => problem.startsWith(`question ${index}:`))).toEqual([]);
    question.parts[0] = choice(Number.NaN);
    expect(sheetProblems(sheet).filter((problem) => problem.startsWith(`question ${index}:`))).toEqual([
      `question ${index}: ${questionProblems(question).join("; ")}`,
    ]);
  });

  test("a question's shell is read with its parts' count: too many parts is still too many", () => {
    const sheet = generateSheet(GENERATORS[0]!, "core", "memo");
    const question = sheet.questions.find(hasParts)!;
    const index = sheet.questions.indexOf(question) + 1;
    expect(sheetProblems(sheet).filter((problem) => problem.startsWith(`question ${index}:`))).toEqual([]);
    question.parts = Array.from({ length: 13 }, (_, at) => ({
      type: "number" as const,
      question: `${at} + 1 = ?`,
      value: String(at + 1),
    }));
    expect(sheetProblems(sheet).filter((problem) => problem.startsWith(`question ${index}:`))).toEqual([
      `question ${index}: ${questionProblems(question).join("; ")}`,
    ]);
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
