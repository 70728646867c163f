/**
 * The grade 3–4 generators' checkers against hand-worked cases: each is fed a tiny hand-made block of
 * parts and must accept the right key and reject a wrong one, in the words the property test looks for.
 */
import { describe, expect, test } from "vitest";
import { CHECKERS } from "~/lib/generators/checks";
import type { Level } from "~/lib/generators/generator";
import type { Answerable } from "~/lib/questions/model";

/** The checker's problems with one part, set alone in an otherwise empty sheet. */
function judge(slug: string, level: Level, part: Answerable, instruction = "Work these out.") {
  const problems = CHECKERS[slug](
    { example: { question: "q", answer: "a" }, questions: [{ question: instruction, parts: [part] }] },
    level,
  );
  return problems.filter((problem) => problem.includes(`"${part.question}"`));
}

const number = (question: string, value: string): Answerable => ({ type: "number", question, value });

describe("multiplication-facts", () => {
  test("accepts 7 × 8 = 56 and a missing factor 9 in ? × 8 = 72", () => {
    expect(judge("multiplication-facts", "core", number("7 × 8", "56"))).toEqual([]);
    expect(judge("multiplication-facts", "challenge", number("? × 8 = 72", "9"))).toEqual([]);
  });

  test("rejects 7 × 8 = 54 and 6 × ? = 48 keyed 7", () => {
    expect(judge("multiplication-facts", "core", number("7 × 8", "54")).join()).toMatch(/key says 54, worked out 56/);
    expect(judge("multiplication-facts", "core", number("6 × ? = 48", "7")).join()).toMatch(/key says 7, worked out 8/);
  });

  test("holds the levels to their tables", () => {
    expect(judge("multiplication-facts", "challenge", number("1 × 7", "7")).join()).toMatch(/degenerate/);
    expect(judge("multiplication-facts", "support", number("3 × 4", "12")).join()).toMatch(/not a 2s, 5s or 10s fact/);
    expect(judge("multiplication-facts", "core", number("11 × 4", "44")).join()).toMatch(/outside 1 to 10/);
  });
});
