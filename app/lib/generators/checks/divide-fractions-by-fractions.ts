/**
 * The independent check of "Dividing Fractions by Fractions": each division (a story or a rectangle
 * read back into one from its sentence) is evaluated exactly by evaluate() on BigInt rationals, and the
 * key must be the quotient in lowest terms. Printed fractions (an area aside) are proper and in lowest
 * terms with denominators to 6, 10 or 12 by level, and the divisor is never a whole number.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { keyProblem } from "./parts";
import { checkEachPart, fractionProblems, mixedText } from "./rules-5-6";

const MAX_DENOMINATOR: Record<Level, number> = { support: 6, core: 10, challenge: 12 };
const NUMBER = String.raw`\d+(?: \d+\/\d+)?|\d+\/\d+`;
const BARE = new RegExp(`^(${NUMBER}) ÷ (${NUMBER})$`);
const PATH = new RegExp(
  `^A path (${NUMBER}) km long is split into sections (${NUMBER}) km long\\. How many sections are there\\?$`,
);
const SIDE = new RegExp(
  `^A rectangle has an area of (${NUMBER}) m² and a side of (${NUMBER}) m\\. How long is the other side\\?$`,
);

export function checkDivideFractionsByFractions(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    const [bare, path, side] = [BARE, PATH, SIDE].map((pattern) => pattern.exec(unit.question));
    const match = bare ?? path ?? side;
    if (unit.type !== "number" || !match) {
      problems.push(`${where}: not a division of fractions with a number answer`);
      return;
    }
    const [dividend, divisor] = [match[1], match[2]];
    const worked = evaluate(`${dividend} ÷ ${divisor}`);
    problems.push(...keyProblem(where, unit.value, mixedText(worked)));
    if (unit.form !== "simplest") problems.push(`${where}: not asked in simplest form`);
    if (path && worked.d !== 1n) problems.push(`${where}: a path that does not split into whole sections`);
    if (side && unit.unit !== "m") problems.push(`${where}: a side without m`);
    if (!divisor.includes("/")) problems.push(`${where}: the divisor is a whole number`);
    problems.push(...fractionProblems(side ? divisor : `${dividend} ${divisor}`, MAX_DENOMINATOR[level], where));
  });
}
