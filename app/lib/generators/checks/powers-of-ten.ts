/**
 * The independent check of "Multiplying and Dividing by Powers of Ten": a power written with an
 * exponent is worked out as a BigInt power, each product or quotient evaluated exactly by evaluate(),
 * and a missing power of ten found by trying 10¹ to 10⁶ in turn. Results stop at whole numbers
 * (support), thousandths (core) or ten-thousandths (challenge), and exponents stay from 1 to 6.
 */
import { rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { keyProblem } from "./parts";
import { checkEachPart, decimalOf } from "./rules-5-6";

const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const PLACES: Record<Level, number> = { support: 0, core: 3, challenge: 4 };

/** The prompt with each 10ⁿ written out as a whole number, and the exponents it had. */
function expand(prompt: string): { text: string; exponents: number[] } {
  const exponents: number[] = [];
  const text = prompt.replace(/10([⁰¹²³⁴⁵⁶⁷⁸⁹])/g, (_, sign: string) => {
    const e = SUPERSCRIPTS.indexOf(sign);
    exponents.push(e);
    return (10n ** BigInt(e)).toString();
  });
  return { text, exponents };
}

export function checkPowersOfTen(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    if (unit.type !== "number" || !/^[\d.]+( [×÷] (\?|[\d.]+|10[⁰¹²³⁴⁵⁶⁷⁸⁹])( = [\d.]+)?)?$|^10[¹²³⁴⁵⁶]$/.test(unit.question)) {
      problems.push(`${where}: not a power of ten, a product or a quotient with a number answer`);
      return;
    }
    const { text, exponents } = expand(unit.question);
    if (exponents.some((e) => e < 1 || e > 6)) problems.push(`${where}: exponent outside 1 to 6`);
    let worked: string | null;
    if (text.includes("?")) {
      const [left, right] = text.split(" = ");
      const target = evaluate(right);
      const fits = [1, 2, 3, 4, 5, 6]
        .map((e) => 10n ** BigInt(e))
        .filter((power) => {
          const value = evaluate(left, rational(power)!);
          return value.n * target.d === target.n * value.d;
        });
      worked = fits.length === 1 ? fits[0].toString() : null;
    } else worked = decimalOf(evaluate(text));
    if (worked === null) {
      problems.push(`${where}: not exactly one answer`);
      return;
    }
    problems.push(...keyProblem(where, unit.value, worked));
    const places = [worked, ...text.split(/ [×÷=] /)].map((number) => /\.(\d+)$/.exec(number)?.[1].length ?? 0);
    if (Math.max(...places) > PLACES[level]) problems.push(`${where}: a number beyond ${PLACES[level]} decimal places`);
    if (/ [×÷] [\d]/.test(text) && !/ [×÷] 10+$| [×÷] 10+ =/.test(text)) problems.push(`${where}: not by a power of ten`);
    if (/ [×÷] 1( |$)/.test(text)) problems.push(`${where}: × or ÷ by 1`);
  });
}
