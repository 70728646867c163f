/**
 * The independent check of "Dividing Unit Fractions and Whole Numbers": each division (a story read
 * back into one from its sentence) is evaluated exactly by evaluate() and the key must be that value
 * in lowest terms, asked in simplest form when it is a fraction. One side is always a unit fraction
 * 1/b and the other a whole number w, both within the level (never ÷ 1, never a whole 1/1).
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { keyProblem } from "./parts";
import { checkEachPart, mixedText } from "./rules-5-6";

const RANGES: Record<Level, { denominators: [number, number]; wholes: [number, number] }> = {
  support: { denominators: [2, 4], wholes: [2, 5] },
  core: { denominators: [2, 10], wholes: [2, 10] },
  challenge: { denominators: [3, 12], wholes: [3, 12] },
};

const SHARE =
  /^[A-Z][a-z]+ shares (1\/\d+) kg of raisins equally among (\d+) friends\. How many kilograms does each friend get\?$/;
const PIECES = /^([A-Z][a-z]+) cuts (\d+) m of ribbon into pieces (1\/\d+) m long\. How many pieces does \1 get\?$/;
const BARE = /^(1\/\d+|\d+) ÷ (1\/\d+|\d+)$/;

/** The printed division as "dividend ÷ divisor", read from a bare prompt or a story. */
function division(prompt: string): [string, string] | null {
  let match = SHARE.exec(prompt);
  if (match) return [match[1], match[2]];
  if ((match = PIECES.exec(prompt))) return [match[2], match[3]];
  if ((match = BARE.exec(prompt))) return [match[1], match[2]];
  return null;
}

export function checkDivideUnitFractionsAndWholeNumbers(sheet: GeneratedSheet, level: Level): string[] {
  const { denominators, wholes } = RANGES[level];
  return checkEachPart(sheet, (unit, where, problems) => {
    const sides = division(unit.question);
    if (unit.type !== "number" || !sides || sides[0].includes("/") === sides[1].includes("/")) {
      problems.push(`${where}: not a unit fraction and a whole number divided, with a number answer`);
      return;
    }
    const worked = evaluate(`${sides[0]} ÷ ${sides[1]}`);
    problems.push(...keyProblem(where, unit.value, mixedText(worked)));
    if (worked.d !== 1n && unit.form !== "simplest") problems.push(`${where}: a fraction answer not asked in simplest form`);
    const b = Number(sides.find((side) => side.includes("/"))!.slice(2));
    const w = Number(sides.find((side) => !side.includes("/")));
    if (b < denominators[0] || b > denominators[1]) problems.push(`${where}: denominator ${b} outside ${denominators.join("–")}`);
    if (w < wholes[0] || w > wholes[1]) problems.push(`${where}: whole number ${w} outside ${wholes.join("–")}`);
  });
}
