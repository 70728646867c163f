/**
 * The independent check of "Equivalent Fractions and Comparing Fractions", by cross-multiplication in
 * BigInt: a missing numerator or denominator is the one whole number from 0 to 64 that makes the two
 * cross products equal; a whole number is the one that times the denominator gives the numerator; a
 * comparison's true option is read from the sign of the cross products' difference, option by option.
 * Then grade 3's denominators (2, 3, 4, 6, 8, and 1 only for a whole number at core), no fraction
 * compared or equated with itself, and easiest first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { numbersIn } from "./expression";
import { choiceProblems, EasiestFirst, keyProblem, missingByCrossProducts, onlyCandidate } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const EQUAL = /^(\d+|\?)\/(\d+|\?) = (\d+|\?)\/(\d+|\?)$/;
const WHOLE = /^(\d+)\/(\d+)$/;
const COMPARE = /^Compare (\d+)\/(\d+) and (\d+)\/(\d+)\.$/;
const OPTION = /^(\d+)\/(\d+) ([<=>]) (\d+)\/(\d+)$/;
const DENOMINATORS = [2, 3, 4, 6, 8];
const LARGEST = 64;

/** "<", "=" or ">" for a/b against c/d, from a × d − c × b. */
function relation(a: bigint, b: bigint, c: bigint, d: bigint) {
  const difference = a * d - c * b;
  return difference < 0n ? "<" : difference > 0n ? ">" : "=";
}

export function checkEquivalentAndCompareFractions(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const numbers = numbersIn(unit.question);
    /** Each fraction on the item as [numerator, denominator], the unknown filled in. */
    let fractions: [number, number][];
    if (unit.type === "number" && EQUAL.test(unit.question)) {
      const parts = EQUAL.exec(unit.question)!.slice(1);
      const worked = missingByCrossProducts(parts, LARGEST);
      if (worked === null) {
        problems.push(`${where}: not exactly one whole-number answer`);
        continue;
      }
      problems.push(...keyProblem(where, unit.value, String(worked)));
      const [a, b, c, d] = parts.map((part) => (part === "?" ? worked : Number(part)));
      fractions = [
        [a, b],
        [c, d],
      ];
      if (b === d) problems.push(`${where}: a fraction equated with itself`);
      if (level === "challenge" && a === b) problems.push(`${where}: a fraction equal to 1 in a challenge`);
      order.next(question, Math.max(...numbers, worked), where);
    } else if (unit.type === "number" && WHOLE.test(unit.question)) {
      const [p, q] = numbers.map(BigInt);
      const worked = onlyCandidate(LARGEST, (x) => x * q === p);
      if (worked === null) {
        problems.push(`${where}: not a whole number`);
        continue;
      }
      problems.push(...keyProblem(where, unit.value, String(worked)));
      if (numbers[1] === 1 && level !== "core") problems.push(`${where}: a denominator of 1 at ${level}`);
      fractions = numbers[1] === 1 ? [] : [[numbers[0], numbers[1]]];
      order.next(question, Math.max(...numbers, worked), where);
    } else if (unit.type === "choice" && COMPARE.test(unit.question)) {
      const [a, b, c, d] = numbers;
      if (a === c && b === d) problems.push(`${where}: a fraction compared with itself`);
      if (a !== c && b !== d) problems.push(`${where}: neither the numerators nor the denominators are the same`);
      problems.push(
        ...choiceProblems(where, unit, (option) => {
          const match = OPTION.exec(option);
          if (!match) return false;
          const [p, q, sign, r, s] = match.slice(1);
          const same = `${p}/${q} ${r}/${s}` === `${a}/${b} ${c}/${d}`;
          return same && relation(BigInt(p), BigInt(q), BigInt(r), BigInt(s)) === sign;
        }),
      );
      fractions = [
        [a, b],
        [c, d],
      ];
      order.next(question, Math.max(...numbers), where);
    } else {
      problems.push(`${where}: not an equivalence, whole number or comparison`);
      continue;
    }
    for (const [n, d] of fractions) {
      if (!DENOMINATORS.includes(d)) problems.push(`${where}: denominator ${d} is not one grade 3 uses`);
      if (n < 1) problems.push(`${where}: a numerator of 0`);
      if (level === "support" && n > d && !WHOLE.test(unit.question)) problems.push(`${where}: a fraction above 1 at support`);
    }
  }
  return problems;
}
