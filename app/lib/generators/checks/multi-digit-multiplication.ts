/**
 * The independent check of "Multi-Digit Multiplication": each product is worked by long multiplication
 * digit by digit (a partial product for each digit of the second factor, carrying as a child does,
 * the partials then added in columns) and by the exact evaluator, and both must agree with the key.
 * Then grade 4's range (up to four digits by one, or two by two), no factor under 2, the level's
 * sizes and smallest product first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { columns } from "./add-subtract-within-1000";
import { asText, evaluate } from "./expression";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const ITEM = /^(\d+) × (\d+)$/;

/** `a` times one digit, right to left with a carry. */
function timesDigit(a: string, digit: number) {
  let [carry, result] = [0, ""];
  for (let place = a.length - 1; place >= 0; place--) {
    const value = Number(a[place]) * digit + carry;
    result = String(value % 10) + result;
    carry = Math.floor(value / 10);
  }
  return (carry ? String(carry) : "") + result;
}

/** Long multiplication: one partial product per digit of `b`, shifted by its place, added in columns. */
export function longMultiplication(a: string, b: string) {
  let total = "0";
  for (let place = 0; place < b.length; place++) {
    const partial = timesDigit(a, Number(b[b.length - 1 - place])) + "0".repeat(place);
    total = columns(total, partial, true)!.result;
  }
  return total.replace(/^0+(?=\d)/, "");
}

export function checkMultiDigitMultiplication(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const match = ITEM.exec(unit.question);
    if (unit.type !== "number" || !match) {
      problems.push(`${where}: not a product with a number answer`);
      continue;
    }
    const [a, b] = [match[1], match[2]];
    const worked = longMultiplication(a, b);
    const exact = asText(evaluate(unit.question));
    if (worked !== exact) problems.push(`${where}: long multiplication gives ${worked}, the evaluator ${exact}`);
    problems.push(...keyProblem(where, unit.value, worked));
    const shape = `${a.length}×${b.length}`;
    if (!["2×1", "3×1", "4×1", "2×2"].includes(shape)) problems.push(`${where}: ${shape} digits is not grade 4's`);
    if (Math.min(Number(a), Number(b)) < 2) problems.push(`${where}: a factor under 2`);
    if (
      level === "support" &&
      (shape === "4×1" || (shape === "2×2" && Math.max(Number(a), Number(b)) > 25 && Number(b) % 10 !== 0))
    )
      problems.push(`${where}: too large for support`);
    if (level === "challenge" && (shape === "2×1" || (shape === "2×2" && Math.min(Number(a), Number(b)) < 40) || Number(b) < 6))
      problems.push(`${where}: too easy for challenge`);
    order.next(question, Number(worked), where);
  }
  return problems;
}
