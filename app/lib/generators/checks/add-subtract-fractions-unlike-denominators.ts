/**
 * The independent check of "Adding and Subtracting Fractions: Unlike Denominators": each printed
 * sum or difference is worked out as a pupil does, over the least common denominator (found by
 * stepping through the multiples of the larger denominator until the smaller divides one), in
 * BigInt; the generator instead multiplies the denominators. The key must be that value in lowest
 * terms. Every printed fraction is proper, in lowest terms and unlike its partner; results are
 * positive; denominators stay to 8 at support and 12 above; support's mixed numbers never regroup,
 * challenge's always do, and challenge denominators always share a factor.
 */
import { rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { keyProblem } from "./parts";
import { checkEachPart, mixedText } from "./rules-5-6";

const FRACTION = String.raw`(?:(\d+) )?(\d+)/(\d+)`;
const SUM = new RegExp(`^${FRACTION} ([+\u2212]) ${FRACTION}$`);

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** The least common multiple of two denominators, by stepping through the larger one's multiples. */
function leastCommonDenominator(b: bigint, d: bigint) {
  const [small, large] = b < d ? [b, d] : [d, b];
  let multiple = large;
  while (multiple % small !== 0n) multiple += large;
  return multiple;
}

export function checkAddSubtractFractionsUnlikeDenominators(sheet: GeneratedSheet, level: Level): string[] {
  const max = level === "support" ? 8n : 12n;
  return checkEachPart(sheet, (unit, where, problems) => {
    const match = SUM.exec(unit.question);
    if (unit.type !== "number" || !match) {
      problems.push(`${where}: not a sum or difference of two fractions with a number answer`);
      return;
    }
    const [w, a, b, op, v, c, d] = match.slice(1);
    const [top1, bottom1, top2, bottom2] = [a, b, c, d].map(BigInt);
    const [whole1, whole2] = [w ?? "0", v ?? "0"].map(BigInt);
    for (const bottom of [bottom1, bottom2]) if (bottom < 1n) throw new Error(`denominator ${bottom}`);
    // Each mixed number as a count of the common denominator's parts, then added or taken away.
    const common = leastCommonDenominator(bottom1, bottom2);
    const first = (whole1 * bottom1 + top1) * (common / bottom1);
    const second = (whole2 * bottom2 + top2) * (common / bottom2);
    const worked = rational(op === "+" ? first + second : first - second, common)!;
    problems.push(...keyProblem(where, unit.value, mixedText(worked)));
    if (unit.form !== "simplest") problems.push(`${where}: the prompt asks for simplest form but the key does not`);
    if (worked.n <= 0n) problems.push(`${where}: the result is not positive`);
    for (const [top, bottom] of [
      [top1, bottom1],
      [top2, bottom2],
    ]) {
      if (top < 1n || top >= bottom) problems.push(`${where}: ${top}/${bottom} is not a proper fraction`);
      if (gcd(top, bottom) !== 1n) problems.push(`${where}: ${top}/${bottom} is not in lowest terms`);
      if (bottom > max) problems.push(`${where}: denominator ${bottom} beyond ${max}`);
    }
    if (bottom1 === bottom2) problems.push(`${where}: like denominators`);
    if (level === "challenge" && gcd(bottom1, bottom2) === 1n)
      problems.push(`${where}: denominators with no common factor in a challenge`);
    if ((w === undefined) !== (v === undefined)) problems.push(`${where}: a mixed number with a fraction`);
    else if (w !== undefined) {
      // Regrouping: the fraction parts, over the common denominator, sum past 1 or cannot be taken away.
      const [left, right] = [top1 * (common / bottom1), top2 * (common / bottom2)];
      const regroups = op === "+" ? left + right > common : left < right;
      if (level === "support" && regroups) problems.push(`${where}: support regroups`);
      if (level === "challenge" && !regroups) problems.push(`${where}: challenge does not regroup`);
    }
    // The block's order is by the numbers the prompt prints, all of them read above.
    return Number(whole1 + top1 + bottom1 + whole2 + top2 + bottom2);
  });
}
