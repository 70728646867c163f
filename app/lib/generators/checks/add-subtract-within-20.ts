/**
 * The independent check of "Adding and Subtracting Within 20": every prompt is read back from its
 * printed text and worked out exactly (missing numbers by trying every whole number), then held to
 * grade 1's rules: whole numbers to 20, nothing negative, easiest first, no + 0 or − 0 in a challenge.
 */
import { evaluate, isWhole, numbersIn, solveWhole, asText } from "./expression";
import { itemsOf, sheetProblems } from "./sheet";
import type { GeneratedSheet, Level } from "../generator";

/** The value of a prompt with no unknown, or of an equation's left side; nothing for a missing number. */
function worked(prompt: string): number[] {
  if (prompt.includes("?")) return [];
  const value = evaluate(prompt.split("=")[0]);
  return [Number(value.n) / Number(value.d)];
}

export function checkAddSubtractWithin20(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  let lastQuestion = 0;
  let lastSize = 0;
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const numbers = numbersIn(unit.question);
    if (question !== lastQuestion) [lastQuestion, lastSize] = [question, 0];
    // Easiest first: no part's largest number (its result included) is smaller than the one before.
    const size = Math.max(...numbers, ...worked(unit.question));
    if (size < lastSize) problems.push(`${where}: harder part before it`);
    lastSize = size;
    if (numbers.some((n) => !Number.isInteger(n) || n > 20)) problems.push(`${where}: a number beyond whole numbers to 20`);
    if (level === "challenge" && numbers.some((n) => n < 2)) problems.push(`${where}: a degenerate 0 or 1 in a challenge`);
    if (unit.type === "number") {
      const expected = unit.question.includes("?") ? solveWhole(unit.question, 0, 40) : evaluate(unit.question);
      if (expected === null) {
        problems.push(`${where}: not exactly one whole-number answer`);
        continue;
      }
      const value = typeof expected === "number" ? String(expected) : asText(expected);
      if (typeof expected !== "number" && (!isWhole(expected) || expected.n < 0n))
        problems.push(`${where}: result ${value} is not a whole number`);
      if (value !== unit.value) problems.push(`${where}: key says ${unit.value}, worked out ${value}`);
      if (Number(value) > 20) problems.push(`${where}: result beyond 20`);
    } else if (unit.type === "truefalse") {
      const [left, right] = unit.question.split("=").map((side) => evaluate(side));
      const truth = left.n * right.d === right.n * left.d;
      if (truth !== unit.correct) problems.push(`${where}: key says ${unit.correct}, worked out ${truth}`);
    } else problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
  }
  return problems;
}
