/**
 * The independent check of "Adding and Subtracting Fractions: Like Denominators": every sum and
 * difference is read back from the printed prompt and worked out exactly on BigInt rationals; a number
 * line's answer is where its last jump lands and a bar's is its shaded parts less those taken away,
 * both read from the figure, which must agree with the prompt. A missing numerator is found by trying
 * every whole number. Then grade 4's rules: one denominator per item from the level's list, nothing
 * negative, support without regrouping, challenge without a zero part, easiest first.
 */
import { exact } from "../../figures/exact";
import { add, equal, rational, type Rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { fractionsIn, mixedOver, overDenominator } from "./fraction-forms";
import { EasiestFirst, keyProblem, onlyCandidate } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const DENOMINATORS: Record<Level, bigint[]> = {
  support: [3n, 4n, 5n, 6n, 8n],
  core: [4n, 5n, 6n, 8n, 10n, 12n],
  challenge: [5n, 6n, 8n, 10n, 12n],
};
const JOIN = /^\d+\/\d+ \+ \d+\/\d+$/;
const TAKE = /^\d+\/\d+ \u2212 \d+\/\d+$/;
const MIXED = /^(\d+ )?\d+\/\d+ ([+\u2212]) (\d+ )?\d+\/\d+$/;
const negate = (value: Rational) => rational(-value.n, value.d)!;
const fractionPart = (value: Rational) => rational(value.n % value.d, value.d)!;
const less = (a: Rational, b: Rational) => a.n * b.d < b.n * a.d;

export function checkAddSubtractFractionsLikeDenominators(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type !== "number") {
      problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
      continue;
    }
    const printed = fractionsIn(unit.question);
    const denominators = new Set(printed.map((fraction) => fraction.denominator));
    const d = printed[0]?.denominator ?? 0n;
    if (denominators.size !== 1) problems.push(`${where}: not one like denominator`);
    if (!DENOMINATORS[level].includes(d)) problems.push(`${where}: denominator ${d} is not one the level uses`);
    if (printed.some((fraction) => fraction.value.n === 0n)) problems.push(`${where}: a zero fraction`);
    let result: Rational;
    let key: string | null;
    const figure = unit.figure;
    if (unit.question.includes("?/")) {
      // "n/d = a/d + ?/d": the numerator x that makes the parts' sum equal the whole, tried one by one.
      const [whole, ...known] = printed.map((fraction) => fraction.value);
      const found = onlyCandidate(2 * Number(d), (x) => equal(whole, known.reduce(add, rational(x, d)!)));
      if (found === null) {
        problems.push(`${where}: not exactly one missing numerator`);
        continue;
      }
      if (found === 0) problems.push(`${where}: a missing numerator of 0`);
      [result, key] = [rational(BigInt(found), d)!, String(found)];
    } else if (JOIN.test(unit.question) && figure) {
      // The answer is where the last jump lands; the jumps must be the two printed fractions from 0.
      if (figure.type !== "number-line" || figure.from !== "0" || !figure.jumps || figure.jumps.length !== 2) {
        problems.push(`${where}: not a number line with two jumps from 0`);
        continue;
      }
      const [first, second] = figure.jumps;
      const lands = exact(second.to);
      if (!equal(exact(figure.step), rational(1n, d)!)) problems.push(`${where}: the line is not marked in 1/${d}s`);
      if (exact(first.from).n !== 0n || !equal(exact(first.to), printed[0].value) || first.to !== second.from)
        problems.push(`${where}: the first jump is not 0 to ${printed[0].text}`);
      if (!equal(add(lands, negate(exact(second.from))), printed[1].value))
        problems.push(`${where}: the second jump is not ${printed[1].text} long`);
      if (!equal(lands, add(printed[0].value, printed[1].value))) problems.push(`${where}: the jumps land away from the sum`);
      if (level !== "challenge" && less(rational(1n)!, lands)) problems.push(`${where}: a sum above 1 before challenge`);
      [result, key] = [lands, overDenominator(lands, d)];
    } else if (TAKE.test(unit.question) && figure) {
      if (figure.type !== "fraction-model" || BigInt(figure.parts) !== d || (figure.wholes ?? 1) !== 1) {
        problems.push(`${where}: not a bar of ${d} parts`);
        continue;
      }
      const shaded = rational(BigInt(figure.shaded), BigInt(figure.parts))!;
      if (!equal(shaded, printed[0].value)) problems.push(`${where}: the bar does not show ${printed[0].text}`);
      result = add(shaded, negate(printed[1].value));
      key = overDenominator(result, d);
    } else if (MIXED.test(unit.question) && !figure && printed.length === 2) {
      const plus = MIXED.exec(unit.question)![2] === "+";
      const [a, b] = printed.map((fraction) => fraction.value);
      result = plus ? add(a, b) : add(a, negate(b));
      const regroups = plus
        ? !less(add(fractionPart(a), fractionPart(b)), rational(1n)!)
        : less(fractionPart(a), fractionPart(b));
      if (level === "support" && regroups) problems.push(`${where}: regrouping at support`);
      if (level === "challenge" && printed.some((fraction) => fraction.value.d === 1n))
        problems.push(`${where}: a whole number in a challenge`);
      key = mixedOver(result, d);
    } else if (printed.length === 2 && !figure) {
      // A story: "in all" or "altogether" joins the two amounts; "left" or "farther" takes one from the other.
      const joins = /\b(in all|altogether)\b/.test(unit.question);
      const separates = /\b(left|farther)\b/.test(unit.question);
      if (joins === separates) {
        problems.push(`${where}: cannot tell whether the story adds or subtracts`);
        continue;
      }
      const [a, b] = printed.map((fraction) => fraction.value);
      result = joins ? add(a, b) : add(a, negate(b));
      key = mixedOver(result, d);
      const named = /\b(miles|cups|hours|yards|pounds)\b/.exec(unit.question)?.[1];
      if (unit.unit !== named) problems.push(`${where}: unit ${unit.unit} is not the story's ${named}`);
    } else {
      problems.push(`${where}: not an item this sheet may use`);
      continue;
    }
    if (result.n < 0n) problems.push(`${where}: a negative result`);
    if (level === "challenge" && result.n === 0n) problems.push(`${where}: a zero result in a challenge`);
    problems.push(...keyProblem(where, unit.value, key ?? `no name over ${d}`));
    const sizes = [result, ...printed.map((fraction) => fraction.value)].map((value) => Number(value.n) / Number(value.d));
    order.next(question, Math.max(...sizes), where);
  }
  return problems;
}
