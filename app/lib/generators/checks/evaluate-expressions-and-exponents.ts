/**
 * The independent check of "Exponents and Evaluating Expressions": each power is expanded into a
 * repeated product written out ("4³" → "(4 × 4 × 4)"), each variable is replaced by its value
 * ("3x" → "3 × (4)"), and the text is then evaluated exactly by evaluate(). An exponent question
 * counts the equal factors of the printed product. Bases and exponents stay within the level.
 */
import type { GeneratedSheet, Level } from "../generator";
import { asText, evaluate } from "./expression";
import { keyProblem } from "./parts";
import { checkEachPart } from "./rules-5-6";

const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const LIMITS: Record<Level, [number, number]> = { support: [5, 3], core: [10, 4], challenge: [12, 5] };

/** The expression with each variable replaced and each power written as a repeated product. */
function expand(expression: string, values: Record<string, string>, where: string, problems: string[], level: Level) {
  const [maxBase, maxExponent] = LIMITS[level];
  const substituted = expression.replace(/(\d*)([a-z])/g, (_, k: string, name: string) => {
    if (values[name] === undefined) throw new Error(`no value for ${name}`);
    return k ? `${k} × (${values[name]})` : `(${values[name]})`;
  });
  return substituted.replace(/(\d+|\(\d+\))([⁰¹²³⁴⁵⁶⁷⁸⁹])/g, (_, base: string, sign: string) => {
    const e = SUPERSCRIPTS.indexOf(sign);
    const plain = base.replace(/[()]/g, "");
    if (!Object.values(values).includes(plain)) {
      if (Number(plain) < 2 || Number(plain) > maxBase) problems.push(`${where}: base ${plain} outside 2 to ${maxBase}`);
      if (e < 2 || e > maxExponent) problems.push(`${where}: exponent ${e} outside 2 to ${maxExponent}`);
    }
    return `(${Array.from({ length: e }, () => plain).join(" × ")})`;
  });
}

export function checkEvaluateExpressionsAndExponents(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    if (unit.type !== "number") {
      problems.push(`${where}: not a number answer`);
      return;
    }
    const product = /^(\d+)((?: × \d+)+) = (\d+) to the power of \?$/.exec(unit.question);
    if (product) {
      const factors = `${product[1]}${product[2]}`.split(" × ");
      if (factors.some((factor) => factor !== product[3])) problems.push(`${where}: the factors are not all ${product[3]}`);
      problems.push(...keyProblem(where, unit.value, String(factors.length)));
      return;
    }
    const [expression, given] = unit.question.split(" when ");
    const values: Record<string, string> = {};
    for (const [, name, value] of (given ?? "").matchAll(/([a-z]) = (\d+)/g)) values[name] = value;
    if (/[a-z]/.test(expression) !== (given !== undefined)) problems.push(`${where}: variables and values do not match`);
    const worked = evaluate(expand(expression, values, where, problems, level));
    problems.push(...keyProblem(where, unit.value, asText(worked)));
  });
}
