/**
 * The independent check of "Equivalent Fractions", by cross-multiplication in BigInt: a missing number
 * is the one whole number (below twice the largest printed) that makes the cross products equal; a choice, a true-or-false and
 * every matched pair are judged by comparing cross products, and each fraction to match must equal
 * exactly one on the right. Then grade 4's denominators, two different denominators in every
 * equivalence (never × 1), no fraction above 1 before challenge, and smallest denominators first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, EasiestFirst, keyProblem, missingByCrossProducts } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12, 100];
const EQUATION = /^(\d+|\?)\/(\d+|\?) = (\d+|\?)\/(\d+|\?)$/;
const WHICH = /^Which fraction is equal to (\d+)\/(\d+)\?$/;
const FRACTION = /^(\d+)\/(\d+)$/;

const read = (text: string) => {
  const match = FRACTION.exec(text);
  return match ? ([BigInt(match[1]), BigInt(match[2])] as const) : null;
};
/** a/b = c/d exactly when a × d = c × b. */
const equal = (left: string, right: string) => {
  const [x, y] = [read(left), read(right)];
  return x !== null && y !== null && x[0] * y[1] === y[0] * x[1];
};

export function checkEquivalentFractions(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    /** Each fraction on the item, the unknown filled in, and each equivalence's two denominators. */
    let fractions: string[];
    const pairs: [string, string][] = [];
    let match: RegExpExecArray | null;
    if (unit.type === "number" && (match = EQUATION.exec(unit.question))) {
      const parts = match.slice(1);
      // Every fraction on the sheet is below 2, so the unknown is under twice the largest number printed;
      // a larger one would show up as "not exactly one", never pass unseen.
      const worked = missingByCrossProducts(parts, 2 * Math.max(...parts.filter((part) => part !== "?").map(Number)));
      if (worked === null) {
        problems.push(`${where}: not exactly one whole-number answer`);
        continue;
      }
      problems.push(...keyProblem(where, unit.value, String(worked)));
      const [a, b, c, d] = parts.map((part) => (part === "?" ? String(worked) : part));
      fractions = [`${a}/${b}`, `${c}/${d}`];
      pairs.push([fractions[0], fractions[1]]);
    } else if (unit.type === "truefalse" && (match = EQUATION.exec(unit.question)) && !unit.question.includes("?")) {
      const [a, b, c, d] = match.slice(1);
      fractions = [`${a}/${b}`, `${c}/${d}`];
      const truth = equal(fractions[0], fractions[1]);
      problems.push(...keyProblem(where, String(unit.correct), String(truth)));
      if (b === d) problems.push(`${where}: the same denominator on both sides`);
    } else if (unit.type === "choice" && (match = WHICH.exec(unit.question))) {
      const given = `${match[1]}/${match[2]}`;
      problems.push(...choiceProblems(where, unit, (option) => equal(option, given)));
      fractions = [given, ...unit.options];
      const right = unit.options.find((option) => equal(option, given));
      if (right) pairs.push([given, right]);
    } else if (unit.type === "match") {
      fractions = unit.pairs.flatMap((pair) => [pair.left, pair.right]);
      for (const pair of unit.pairs) {
        const fits = unit.pairs.filter((other) => equal(pair.left, other.right));
        if (fits.length !== 1 || fits[0] !== pair) problems.push(`${where}: ${pair.left} does not match exactly its own pair`);
        pairs.push([pair.left, pair.right]);
      }
    } else {
      problems.push(`${where}: not an equivalent-fractions item the sheet may use`);
      continue;
    }
    let largest = 0;
    for (const fraction of fractions) {
      const value = read(fraction);
      if (!value) {
        problems.push(`${where}: ${fraction} is not a fraction`);
        continue;
      }
      const [n, d] = value.map(Number);
      largest = Math.max(largest, d);
      if (!DENOMINATORS.includes(d)) problems.push(`${where}: denominator ${d} is not one grade 4 uses`);
      if (n < 1) problems.push(`${where}: a numerator of 0`);
      if (level !== "challenge" && n >= d) problems.push(`${where}: ${fraction} is not less than 1 before challenge`);
      if (n >= 2 * d) problems.push(`${where}: ${fraction} is 2 or more`);
    }
    for (const [left, right] of pairs)
      if (left.split("/")[1] === right.split("/")[1]) problems.push(`${where}: ${left} = ${right} multiplies by 1`);
    order.next(question, largest, where);
  }
  return problems;
}
