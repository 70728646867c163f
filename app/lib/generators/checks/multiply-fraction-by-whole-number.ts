/**
 * The independent check of "Multiplying a Fraction by a Whole Number": a product is worked out as
 * repeated addition of the printed fraction on BigInt rationals (n copies added one by one, not
 * n × a); a number line's answer is where the last of its equal jumps lands, and it must have as many
 * jumps as the whole number, each the printed fraction long; a bar's shaded parts must be the printed
 * fraction; "? × 1/d" is found by trying every whole number
 * as that many times 1/d. Then the level's denominators and
 * copies, never × 1, and easiest first.
 */
import { exact } from "../../figures/exact";
import { add, equal, multiply, rational, type Rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { fractionsIn, mixedOver, overDenominator } from "./fraction-forms";
import { EasiestFirst, keyProblem, onlyCandidate } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const DENOMINATORS: Record<Level, bigint[]> = {
  support: [2n, 3n, 4n, 5n, 6n],
  core: [3n, 4n, 5n, 6n, 8n],
  challenge: [5n, 6n, 8n, 10n, 12n],
};
const COPIES: Record<Level, [number, number]> = { support: [2, 4], core: [2, 6], challenge: [3, 9] };
const AS_UNITS = /^\d+\/\d+ = \? × 1\/\d+$/;
const PRODUCT = /^(\d+) × \d+\/\d+( = \? × 1\/\d+)?$/;
const STORY = /\b(\d+) (days|batches|children)\b/;
const STORY_UNITS: Record<string, string> = { mile: "miles", cup: "cups", pound: "pounds" };

/** n copies of `fraction` added one at a time. */
function copies(n: number, fraction: Rational) {
  let total = rational(0n)!;
  for (let i = 0; i < n; i++) total = add(total, fraction);
  return total;
}

export function checkMultiplyFractionByWholeNumber(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type !== "number") {
      problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
      continue;
    }
    const printed = fractionsIn(unit.question);
    const fraction = printed[0];
    if (!fraction || printed.some((other) => other.denominator !== fraction.denominator)) {
      problems.push(`${where}: not one denominator`);
      continue;
    }
    const d = fraction.denominator;
    if (!DENOMINATORS[level].includes(d)) problems.push(`${where}: denominator ${d} is not one the level uses`);
    const unitFraction = rational(1n, d)!;
    let value: Rational;
    let key: string | null;
    const figure = unit.figure;
    if (AS_UNITS.test(unit.question)) {
      // a/d = ? × 1/d, with the bars showing a/d.
      if (figure?.type !== "fraction-model" || BigInt(figure.parts) !== d) {
        problems.push(`${where}: no bar of ${d} parts`);
        continue;
      }
      if (!equal(rational(BigInt(figure.shaded), d)!, fraction.value))
        problems.push(`${where}: the bars do not show ${fraction.text}`);
      if ((figure.wholes ?? 1) * figure.parts < figure.shaded) problems.push(`${where}: too few bars`);
      const found = onlyCandidate(3 * Number(d), (x) => equal(multiply(rational(x)!, unitFraction), fraction.value));
      [value, key] = [fraction.value, found === null ? null : String(found)];
    } else {
      const match = PRODUCT.exec(unit.question) ?? STORY.exec(unit.question);
      if (!match || printed.length !== (PRODUCT.test(unit.question) && match[2] ? 2 : 1)) {
        problems.push(`${where}: not an item this sheet may use`);
        continue;
      }
      const n = Number(match[1]);
      if (n < COPIES[level][0] || n > COPIES[level][1]) problems.push(`${where}: ${n} copies, outside the level's range`);
      if (fraction.value.n >= fraction.value.d) problems.push(`${where}: ${fraction.text} is not below 1`);
      value = copies(n, fraction.value);
      if (PRODUCT.exec(unit.question)?.[2]) {
        const found = onlyCandidate(12 * Number(d), (x) => equal(multiply(rational(x)!, unitFraction), value));
        key = found === null ? null : String(found);
      } else if (figure) {
        // Equal jumps from 0, one per copy, each the printed fraction long; the answer is where the last lands.
        if (
          figure.type !== "number-line" ||
          !figure.jumps ||
          figure.jumps.length !== n ||
          !equal(exact(figure.step), unitFraction)
        ) {
          problems.push(`${where}: not ${n} jumps on a line marked in 1/${d}s`);
          continue;
        }
        let at = rational(0n)!;
        for (const jump of figure.jumps) {
          const [from, to] = [exact(jump.from), exact(jump.to)];
          if (!equal(from, at) || !equal(to, add(from, fraction.value)))
            problems.push(`${where}: a jump is not ${fraction.text} on from the last`);
          at = to;
        }
        if (!equal(at, value)) problems.push(`${where}: the jumps land away from the product`);
        key = overDenominator(at, d);
      } else if (match[2] === "days" || match[2] === "batches" || match[2] === "children") {
        key = mixedOver(value, d);
        const named = /of a (mile|cup|pound)\b/.exec(unit.question)?.[1];
        if (!named || unit.unit !== STORY_UNITS[named]) problems.push(`${where}: unit ${unit.unit} does not fit the story`);
      } else key = overDenominator(value, d);
      if (level === "challenge" && fraction.text.startsWith("1/") && !figure)
        problems.push(`${where}: a unit fraction in a challenge`);
    }
    problems.push(...keyProblem(where, unit.value, key ?? "no whole-number answer"));
    order.next(question, Number(value.n) / Number(value.d), where);
  }
  return problems;
}
