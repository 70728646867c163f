/**
 * The independent check of "Multiplying Fractions": each product (or rectangle's area, read from its
 * sentence) is worked out in BigInt by cancelling across before multiplying (each numerator against
 * the other factor's denominator), where the generator multiplies straight through and then
 * simplifies; the key must be that value in lowest terms, in m² for an area. Printed fractions
 * are proper and in lowest terms with denominators to 6 (support), 10 (core) or 12 (challenge);
 * whole factors are 2 to 24, so nothing is multiplied by 0 or 1.
 */
import type { GeneratedSheet, Level } from "../generator";
import { rational, type Rational } from "../../questions/rational";
import { keyProblem } from "./parts";
import { checkEachPart, mixedText } from "./rules-5-6";

const MAX_DENOMINATOR: Record<Level, number> = { support: 6, core: 10, challenge: 12 };
const RECTANGLE = /^A rectangle is (.+) m long and (.+) m wide\. What is its area in square metres\?$/;
const PRODUCT = /^(\d+(?: \d+\/\d+)?|\d+\/\d+) × (\d+(?: \d+\/\d+)?|\d+\/\d+)$/;

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** A printed factor read once: "7" (a whole number), "3/4" or "2 1/2" (whole 2, fraction 1/2). */
interface Factor {
  text: string;
  whole: bigint | null;
  top: bigint;
  bottom: bigint;
}

function factorOf(text: string): Factor | null {
  const match = /^(\d+)$|^(?:(\d+) )?(\d+)\/(\d+)$/.exec(text);
  if (!match) return null;
  if (match[1] !== undefined) return { text, whole: BigInt(match[1]), top: 0n, bottom: 1n };
  return { text, whole: match[2] === undefined ? null : BigInt(match[2]), top: BigInt(match[3]), bottom: BigInt(match[4]) };
}

/** a/b × c/d with a cancelled against d and c against b first, as a pupil simplifies before multiplying. */
function product(first: Factor, second: Factor): Rational {
  const [[a, b], [c, d]] = [first, second].map((f) => [(f.whole ?? 0n) * f.bottom + f.top, f.bottom]);
  const [g, h] = [gcd(a, d) || 1n, gcd(c, b) || 1n];
  return rational((a / g) * (c / h), (b / h) * (d / g))!;
}

export function checkMultiplyFractions(sheet: GeneratedSheet, level: Level): string[] {
  const max = BigInt(MAX_DENOMINATOR[level]);
  return checkEachPart(sheet, (unit, where, problems) => {
    const area = RECTANGLE.exec(unit.question);
    const texts = area ? [area[1], area[2]] : PRODUCT.exec(unit.question)?.slice(1);
    const factors = texts?.map(factorOf);
    if (unit.type !== "number" || !factors || factors.some((factor) => !factor)) {
      problems.push(`${where}: not a product of fractions with a number answer`);
      return;
    }
    const [first, second] = factors as [Factor, Factor];
    for (const { text, whole, top, bottom } of [first, second]) {
      if (bottom === 1n) {
        if (whole === null || whole < 2n || whole > 24n) problems.push(`${where}: whole factor ${whole} outside 2 to 24`);
        continue;
      }
      if (top < 1n || top >= bottom) problems.push(`${where}: ${top}/${bottom} is not a proper fraction`);
      else if (gcd(top, bottom) !== 1n) problems.push(`${where}: ${top}/${bottom} is not in lowest terms`);
      else if (bottom > max) problems.push(`${where}: denominator ${bottom} beyond ${max}`);
      if (whole !== null && (whole < 1n || whole > 5n)) problems.push(`${where}: mixed number ${text} outside 1 to 5`);
    }
    const worked = product(first, second);
    problems.push(...keyProblem(where, unit.value, mixedText(worked)));
    if (unit.form !== "simplest") problems.push(`${where}: the prompt asks for simplest form but the key does not`);
    if (area && unit.unit !== "m²") problems.push(`${where}: an area without m²`);
    if (first.bottom === 1n && second.bottom === 1n) problems.push(`${where}: no fraction to multiply`);
    // The block's order is by the numbers the prompt prints, here the factors' own.
    return Number([first, second].reduce((sum, f) => sum + (f.whole ?? 0n) + f.top + (f.bottom === 1n ? 0n : f.bottom), 0n));
  });
}
