/**
 * The independent check of "Dividing by a One-Digit Number": each division is worked by long division
 * digit by digit (bring down, divide, multiply, subtract) and, for exact ones, by the exact evaluator
 * too. A number part must have no remainder; a remainder appears only where the part asks for one,
 * as gaps "q R r" or as a choice judged option by option (q × d + r must make the dividend and r
 * must be less than d). Then the level's divisors, up to four digits, and smallest dividend first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { asText, evaluate } from "./expression";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const EXACT = /^(\d+) ÷ (\d)$/;
const GAPS = /^(\d+) ÷ (\d) = ___ R ___$/;
const CHOICE = /^What is (\d+) ÷ (\d), with a remainder\?$/;
const OPTION = /^(\d+) R (\d+)$/;
const DIVISORS: Record<Level, [number, number]> = { support: [2, 5], core: [2, 9], challenge: [6, 9] };

/** Long division of a digit string by one digit: the quotient's digits left to right, and what is left. */
export function longDivision(dividend: string, divisor: number) {
  let [quotient, left] = ["", 0];
  for (const digit of dividend) {
    const current = left * 10 + Number(digit);
    const times = Math.floor(current / divisor);
    quotient += String(times);
    left = current - times * divisor;
  }
  return { quotient: quotient.replace(/^0+(?=\d)/, ""), remainder: left };
}

export function checkLongDivisionOneDigitDivisor(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    let match: RegExpExecArray | null;
    if (unit.type === "number" && (match = EXACT.exec(unit.question))) {
      const worked = longDivision(match[1], Number(match[2]));
      if (worked.remainder !== 0) problems.push(`${where}: a remainder the part does not ask for`);
      const exact = asText(evaluate(unit.question));
      if (worked.remainder === 0 && exact !== worked.quotient)
        problems.push(`${where}: long division gives ${worked.quotient}, the evaluator ${exact}`);
      problems.push(...keyProblem(where, unit.value, worked.quotient));
    } else if (unit.type === "blanks" && (match = GAPS.exec(unit.text))) {
      if (unit.question !== `Divide ${match[1]} by ${match[2]}. Write the remainder.`)
        problems.push(`${where}: the gaps are about another division`);
      const worked = longDivision(match[1], Number(match[2]));
      if (worked.remainder === 0) problems.push(`${where}: asks for a remainder but there is none`);
      const key = unit.blanks.map((accepted) => accepted.join("|")).join(", ");
      problems.push(...keyProblem(where, key, `${worked.quotient}, ${worked.remainder}`));
    } else if (unit.type === "choice" && (match = CHOICE.exec(unit.question))) {
      const [n, d] = [BigInt(match[1]), BigInt(match[2])];
      problems.push(
        ...choiceProblems(where, unit, (option) => {
          const parts = OPTION.exec(option);
          return parts !== null && BigInt(parts[1]) * d + BigInt(parts[2]) === n && BigInt(parts[2]) < d;
        }),
      );
      if (longDivision(match[1], Number(match[2])).remainder === 0)
        problems.push(`${where}: asks for a remainder but there is none`);
    } else {
      problems.push(`${where}: not a division the sheet may use`);
      continue;
    }
    const [dividend, divisor] = [match[1], Number(match[2])];
    const [least, most] = DIVISORS[level];
    if (divisor < least || divisor > most) problems.push(`${where}: divisor ${divisor} outside ${least} to ${most}`);
    if (dividend.length > (level === "support" ? 3 : 4) || Number(dividend) < 10)
      problems.push(`${where}: dividend size outside the level`);
    order.next(question, Number(dividend), where);
  }
  return problems;
}
