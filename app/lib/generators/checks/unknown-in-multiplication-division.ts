/**
 * The independent check of "Missing Numbers in Multiplication and Division": each equation's unknown is
 * worked out from the printed prompt by the inverse operation and put back to prove it, then the
 * completed equation is read back as a fact "a × b = c" or "c ÷ a = b" and held to the level: one
 * number from the level's tables, the other from 1 (3 at challenge) to 10, smallest product first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { EasiestFirst, keyProblem, solveByInverse } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const TABLES: Record<Level, number[]> = {
  support: [2, 5, 10],
  core: [2, 3, 4, 5, 6, 7, 8, 9, 10],
  challenge: [6, 7, 8, 9],
};

/** The fact an equation states, once its unknown is filled in: the two small numbers and the large one. */
function factOf(equation: string): { small: [number, number]; large: number } | null {
  const sides = equation.split(" = ");
  const [expression, result] = /[×÷]/.test(sides[0]) ? sides : [sides[1], sides[0]];
  const match = /^(\d+) ([×÷]) (\d+)$/.exec(expression ?? "");
  if (!match || !/^\d+$/.test(result ?? "")) return null;
  const [a, b, c] = [Number(match[1]), Number(match[3]), Number(result)];
  return match[2] === "×" ? { small: [a, b], large: c } : { small: [b, c], large: a };
}

export function checkUnknownInMultiplicationDivision(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const least = level === "challenge" ? 3 : 1;
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type !== "number" || unit.question.split("?").length !== 2 || unit.question.split("=").length !== 2) {
      problems.push(`${where}: not an equation with one unknown and a number answer`);
      continue;
    }
    const unknown = solveByInverse(unit.question);
    if (unknown === null) {
      problems.push(`${where}: not exactly one whole-number answer`);
      continue;
    }
    problems.push(...keyProblem(where, unit.value, String(unknown)));
    const fact = factOf(unit.question.replace("?", String(unknown)));
    if (!fact) {
      problems.push(`${where}: not a multiplication or division fact`);
      continue;
    }
    const [a, b] = fact.small;
    const fits = (table: number, other: number) => TABLES[level].includes(table) && other >= least && other <= 10;
    if (!fits(a, b) && !fits(b, a)) problems.push(`${where}: ${a} and ${b} are not a fact of the level's tables`);
    if (fact.large > 100) problems.push(`${where}: beyond 100`);
    order.next(question, fact.large, where);
  }
  return problems;
}
