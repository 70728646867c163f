/**
 * The independent check of "Division Facts Within 100": a fact is evaluated exactly from its prompt;
 * a fact family's gaps are found by trying every whole number in "7 × ? = 63" and by evaluating
 * "63 ÷ 7", which must agree; a story's two numbers are read back from its words in order and the
 * number of groups found by trying every count. Then the level's divisors, whole quotients to 10, and
 * smallest dividend first in each block.
 */
import type { GeneratedSheet, Level } from "../generator";
import { numbersIn, solveWhole } from "./expression";
import { EasiestFirst, keyProblem, wholeAnswer } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const FACT = /^(\d+) ÷ (\d+)$/;
const FAMILY = /^(\d+) × ___ = (\d+), so (\d+) ÷ (\d+) = ___\.$/;
const STORY =
  /^[A-Z][a-z]+ (shares \d+ [a-z]+ equally among \d+ [a-z]+\. How many [a-z]+ (does|go in) each [a-z]+( get)?\?|puts \d+ [a-z]+ into [a-z]+ of \d+ each\. How many [a-z]+ are filled\?)$/;

const DIVISORS: Record<Level, number[]> = {
  support: [2, 5, 10],
  core: [2, 3, 4, 5, 6, 7, 8, 9, 10],
  challenge: [6, 7, 8, 9],
};

export function checkDivisionFacts(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    let dividend: number, divisor: number, quotient: number | null;
    if (unit.type === "number" && FACT.exec(unit.question)) {
      [dividend, divisor] = numbersIn(unit.question);
      quotient = wholeAnswer(unit.question, 100);
      if (quotient !== null) problems.push(...keyProblem(where, unit.value, String(quotient)));
    } else if (unit.type === "number" && STORY.test(unit.question)) {
      const numbers = numbersIn(unit.question);
      if (numbers.length !== 2) {
        problems.push(`${where}: a story needs exactly two numbers`);
        continue;
      }
      [dividend, divisor] = numbers;
      // Sharing and grouping both ask how many of the divisor make the dividend.
      quotient = solveWhole(`? × ${divisor} = ${dividend}`, 0, 100);
      if (quotient !== null) problems.push(...keyProblem(where, unit.value, String(quotient)));
    } else if (unit.type === "blanks") {
      const match = FAMILY.exec(unit.text);
      if (!match || unit.question !== `Work out ${match[3]} ÷ ${match[4]}.` || match[1] !== match[4] || match[2] !== match[3]) {
        problems.push(`${where}: not a fact family for its division`);
        continue;
      }
      [divisor, dividend] = [Number(match[1]), Number(match[2])];
      const missing = solveWhole(`${divisor} × ? = ${dividend}`, 0, 100);
      quotient = wholeAnswer(`${dividend} ÷ ${divisor}`, 100);
      if (missing !== quotient) problems.push(`${where}: the multiplication and the division disagree`);
      const key = unit.blanks.map((accepted) => accepted.join("|")).join(", ");
      if (quotient !== null) problems.push(...keyProblem(where, key, `${quotient}, ${quotient}`));
    } else {
      problems.push(`${where}: not a division fact, fact family or story`);
      continue;
    }
    if (quotient === null) {
      problems.push(`${where}: no whole quotient`);
      continue;
    }
    if (!DIVISORS[level].includes(divisor)) problems.push(`${where}: divisor ${divisor} is not one of the level's`);
    if (quotient < (level === "challenge" ? 3 : 1) || quotient > 10) problems.push(`${where}: quotient ${quotient} out of range`);
    order.next(question, dividend, where);
  }
  return problems;
}
