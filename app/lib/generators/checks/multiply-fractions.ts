/**
 * The independent check of "Multiplying Fractions": each product (or rectangle's area, read from its
 * sentence) is evaluated exactly by evaluate() and the key must be that value in lowest terms, in
 * m² for an area. Printed fractions are proper and in lowest terms with denominators to 6 (support),
 * 10 (core) or 12 (challenge); whole factors are 2 to 24, so nothing is multiplied by 0 or 1.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { keyProblem } from "./parts";
import { checkEachPart, fractionProblems, mixedText } from "./rules-5-6";

const MAX_DENOMINATOR: Record<Level, number> = { support: 6, core: 10, challenge: 12 };
const RECTANGLE = /^A rectangle is (.+) m long and (.+) m wide\. What is its area in square metres\?$/;
const PRODUCT = /^(\d+(?: \d+\/\d+)?|\d+\/\d+) × (\d+(?: \d+\/\d+)?|\d+\/\d+)$/;

export function checkMultiplyFractions(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    const area = RECTANGLE.exec(unit.question);
    const factors = area ? [area[1], area[2]] : PRODUCT.exec(unit.question)?.slice(1);
    if (unit.type !== "number" || !factors || factors.some((factor) => !/^\d+( \d+\/\d+)?$|^\d+\/\d+$/.test(factor))) {
      problems.push(`${where}: not a product of fractions with a number answer`);
      return;
    }
    const worked = evaluate(`${factors[0]} × ${factors[1]}`);
    problems.push(...keyProblem(where, unit.value, mixedText(worked)));
    if (unit.form !== "simplest") problems.push(`${where}: the prompt asks for simplest form but the key does not`);
    if (area && unit.unit !== "m²") problems.push(`${where}: an area without m²`);
    problems.push(...fractionProblems(unit.question, MAX_DENOMINATOR[level], where));
    for (const factor of factors) {
      const whole = /^\d+$/.test(factor) ? Number(factor) : null;
      if (whole !== null && (whole < 2 || whole > 24)) problems.push(`${where}: whole factor ${whole} outside 2 to 24`);
      if (!factor.includes("/")) continue;
      const mixedWhole = /^(\d+) /.exec(factor);
      if (mixedWhole && (Number(mixedWhole[1]) < 1 || Number(mixedWhole[1]) > 5))
        problems.push(`${where}: mixed number ${factor} outside 1 to 5`);
    }
    if (factors.every((factor) => /^\d+$/.test(factor))) problems.push(`${where}: no fraction to multiply`);
  });
}
