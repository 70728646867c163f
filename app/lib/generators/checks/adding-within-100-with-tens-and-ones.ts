/**
 * The independent check of "Adding Within 100 with Tens and Ones": sums are added column by column
 * from the printed digits (ones, carry, tens) and compared with the exact evaluation of the prompt;
 * the blocks are valued rod by rod and cube by cube and must equal the sum (or the starting tens);
 * a missing addend is found by trying every whole number and must undo the subtraction it names.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate, isWhole, solveWhole } from "./expression";
import { figureOf } from "./figures-read";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** a + b by columns: the ones, a carried ten, then the tens; and whether a ten was carried. */
function columnSum(a: string, b: string) {
  const digits = (text: string) => [Number(text.at(-1)), Number(text.length > 1 ? text.at(-2) : "0")];
  const [aOnes, aTens] = digits(a);
  const [bOnes, bTens] = digits(b);
  const ones = aOnes + bOnes;
  const carry = ones >= 10 ? 1 : 0;
  return { sum: (aTens + bTens + carry) * 10 + (ones - carry * 10), carry };
}

export function checkAddingWithin100WithTensAndOnes(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type !== "number") {
      problems.push(`${where}: not a number part`);
      continue;
    }
    const numbers = (unit.question.match(/\d+/g) ?? []).map(Number);
    let worked: number | null;
    let size: number;
    if (question <= 2) {
      const match = /^(\d\d) \+ (\d0|\d)$/.exec(unit.question);
      const blocks = figureOf(unit, "base-ten", where, problems);
      if (!match || !blocks) continue;
      const { sum, carry } = columnSum(match[1], match[2]);
      const exact = evaluate(unit.question);
      if (!isWhole(exact) || Number(exact.n) !== sum)
        problems.push(`${where}: columns give ${sum}, the sum is ${exact.n}/${exact.d}`);
      let shown = 0;
      for (let rod = 0; rod < (blocks.tens ?? 0); rod++) shown += 10;
      for (let cube = 0; cube < (blocks.ones ?? 0); cube++) shown += 1;
      if (shown !== sum) problems.push(`${where}: the blocks show ${shown}, not ${sum}`);
      if (question === 1 && (match[2].length !== 1 || Number(match[2]) < 2)) problems.push(`${where}: not a number and ones`);
      if (question === 2 && (!match[2].endsWith("0") || match[2].length !== 2)) problems.push(`${where}: not a number and tens`);
      if (question === 1 && level === "support" && carry) problems.push(`${where}: makes a new ten in a support sheet`);
      if (question === 1 && level === "challenge" && !carry) problems.push(`${where}: makes no new ten in a challenge`);
      if (sum > 99) problems.push(`${where}: beyond 99`);
      [worked, size] = [sum, sum];
    } else if (question === 3) {
      const match = /^([1-9]0) \u2212 ([1-9]0)$/.exec(unit.question);
      const blocks = figureOf(unit, "base-ten", where, problems);
      if (!match || !blocks) {
        problems.push(`${where}: not tens take away tens`);
        continue;
      }
      if ((blocks.tens ?? 0) * 10 !== Number(match[1]) || (blocks.ones ?? 0) !== 0)
        problems.push(`${where}: the blocks do not show ${match[1]}`);
      // Tens from tens: take the tens digits away, then put the 0 back.
      const tensLeft = Number(match[1][0]) - Number(match[2][0]);
      const exact = evaluate(unit.question);
      if (tensLeft < 1 || !isWhole(exact) || Number(exact.n) !== tensLeft * 10)
        problems.push(`${where}: not a whole number of tens above 0`);
      if (level === "challenge" && Number(match[2]) < 20) problems.push(`${where}: − 10 in a challenge`);
      [worked, size] = [tensLeft * 10, Number(match[1])];
    } else if (question === 4) {
      if (numbers.length !== 3 || !/^\d \+ \d \+ \d$/.test(unit.question)) {
        problems.push(`${where}: not three one-digit numbers`);
        continue;
      }
      const exact = evaluate(unit.question);
      worked = isWhole(exact) ? Number(exact.n) : null;
      size = worked ?? 0;
      const makesTen = numbers.some((n, i) => numbers.some((m, j) => i < j && n + m === 10));
      if (level !== "challenge" && !makesTen) problems.push(`${where}: no two numbers make 10`);
      if (size > 20) problems.push(`${where}: beyond 20`);
    } else {
      const match = /^To find (\d+) \u2212 (\d+), think (\d+) \+ \? = (\d+)\.$/.exec(unit.question);
      if (!match || match[2] !== match[3] || match[1] !== match[4]) {
        problems.push(`${where}: the addition does not undo the subtraction`);
        continue;
      }
      worked = solveWhole(`${match[3]} + ? = ${match[4]}`, 0, 20);
      size = Number(match[1]);
      if (size > 18 || (level === "support" && size > 10)) problems.push(`${where}: ${size} is too large for the level`);
    }
    if (worked === null) {
      problems.push(`${where}: no whole-number answer`);
      continue;
    }
    problems.push(...keyProblem(where, unit.value, String(worked)));
    order.next(question, size, where);
  }
  return problems;
}
