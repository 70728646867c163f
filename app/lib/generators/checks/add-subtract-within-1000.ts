/**
 * The independent check of "Adding and Subtracting Within 1000": each item is worked twice from its
 * printed prompt, once in columns digit by digit as a child would (counting every carry and borrow)
 * and once by the exact evaluator, and the two must agree with the key. Then the level's regrouping
 * (none at support, at least once at core, at least twice at challenge), whole results from 0 to
 * 1000, no operand under 10 at challenge, and easiest first in each block.
 */
import type { GeneratedSheet, Level } from "../generator";
import { asText, evaluate } from "./expression";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const ITEM = /^(\d+) ([+\u2212]) (\d+)$/;

/** Column addition or subtraction of two digit strings; null when the subtraction would go below 0. */
export function columns(a: string, b: string, add: boolean): { result: string; regroups: number } | null {
  const width = Math.max(a.length, b.length);
  const [top, bottom] = [a.padStart(width, "0"), b.padStart(width, "0")];
  let [carry, regroups, result] = [0, 0, ""];
  for (let place = width - 1; place >= 0; place--) {
    let digit = add ? Number(top[place]) + Number(bottom[place]) + carry : Number(top[place]) - Number(bottom[place]) - carry;
    carry = add ? (digit >= 10 ? 1 : 0) : digit < 0 ? 1 : 0;
    digit = add ? digit % 10 : digit + 10 * carry;
    regroups += carry;
    result = String(digit) + result;
  }
  if (carry && !add) return null;
  if (carry) result = "1" + result;
  return { result: result.replace(/^0+(?=\d)/, ""), regroups };
}

export function checkAddSubtractWithin1000(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const fewest = { support: 0, core: 1, challenge: 2 }[level];
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const match = ITEM.exec(unit.question);
    if (unit.type !== "number" || !match) {
      problems.push(`${where}: not a sum or difference with a number answer`);
      continue;
    }
    const [, a, op, b] = match;
    const worked = columns(a, b, op === "+");
    if (!worked) {
      problems.push(`${where}: the result is below 0`);
      continue;
    }
    const exact = asText(evaluate(unit.question));
    if (exact !== worked.result) problems.push(`${where}: columns give ${worked.result}, the evaluator ${exact}`);
    problems.push(...keyProblem(where, unit.value, worked.result));
    const numbers = [Number(a), Number(b), Number(worked.result)];
    if (numbers.some((n) => n > 1000)) problems.push(`${where}: beyond 1000`);
    if (level === "support" ? worked.regroups > 0 : worked.regroups < fewest)
      problems.push(`${where}: ${worked.regroups} regroupings at ${level}`);
    if (level === "challenge" && Math.min(Number(a), Number(b)) < 10)
      problems.push(`${where}: an operand under 10 in a challenge`);
    order.next(question, Math.max(...numbers), where);
  }
  return problems;
}
