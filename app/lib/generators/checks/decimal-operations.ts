/**
 * The independent check of "Adding, Subtracting, Multiplying and Dividing Decimals": each prompt is
 * evaluated exactly on BigInt rationals by evaluate() and the key must be that value written out as a
 * decimal, which must end by the hundredths. Operands have at most two decimal places, results are
 * positive, whole multipliers and divisors are at least 2, and every item has a decimal in it.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { keyProblem } from "./parts";
import { checkEachPart, decimalOf } from "./rules-5-6";

const OPERATION = /^(\d+(?:\.\d+)?) ([+\u2212×÷]) (\d+(?:\.\d+)?)$/;
const LARGEST: Record<Level, number> = { support: 25, core: 100, challenge: 100 };

export function checkDecimalOperations(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    const match = OPERATION.exec(unit.question);
    if (unit.type !== "number" || !match) {
      problems.push(`${where}: not one operation on two numbers with a number answer`);
      return;
    }
    const [, a, op, b] = match;
    const worked = evaluate(unit.question);
    const decimal = decimalOf(worked);
    problems.push(...keyProblem(where, unit.value, decimal ?? "a decimal that does not end"));
    if (decimal && /\.\d{3,}$/.test(decimal)) problems.push(`${where}: the result goes beyond hundredths`);
    if (worked.n <= 0n) problems.push(`${where}: the result is not positive`);
    if (!a.includes(".") && !b.includes(".") && worked.d === 1n) problems.push(`${where}: no decimal in the item`);
    for (const [index, operand] of [a, b].entries()) {
      if (/\.\d{3,}$/.test(operand) || /\.\d*0$/.test(operand))
        problems.push(`${where}: ${operand} is not written to tenths or hundredths`);
      if (Number(operand) >= LARGEST[level]) problems.push(`${where}: ${operand} is beyond ${LARGEST[level]}`);
      if ((op === "×" || (op === "÷" && index === 1)) && !operand.includes(".") && Number(operand) < 2)
        problems.push(`${where}: × or ÷ by ${operand}`);
    }
  });
}
