/**
 * What the grade 3–4 checkers share: the words a wrong key is reported in, the easiest-first rule
 * within a block, and the check of a choice's marked options against options judged one by one.
 */
import type { Answerable } from "../../questions/model";
import { equal } from "../../questions/rational";
import { evaluate, isWhole, solveWhole } from "./expression";

/** "key says X, worked out Y" when the printed key and the checker's own answer differ. */
export function keyProblem(where: string, key: string, worked: string): string[] {
  return key === worked ? [] : [`${where}: key says ${key}, worked out ${worked}`];
}

/** Holds each block to easiest first: no part's size is smaller than the part's before it. */
export class EasiestFirst {
  private question = 0;
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly problems: string[]) {}

  next(question: number, size: number, where: string) {
    if (question !== this.question) [this.question, this.last] = [question, Number.NEGATIVE_INFINITY];
    if (size < this.last) this.problems.push(`${where}: harder part before it`);
    this.last = size;
  }
}

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * A choice is right when exactly the options `isRight` accepts are marked: exactly one of them, or
 * with `several` ("Choose all …") at least one, with at least one wrong option left to avoid.
 */
export function choiceProblems(
  where: string,
  unit: Extract<Answerable, { type: "choice" }>,
  isRight: (option: string) => boolean,
  several = false,
): string[] {
  const right = unit.options.flatMap((option, index) => (isRight(option) ? [index] : []));
  const marked = [...unit.correct].sort((a, b) => a - b);
  const problems = keyProblem(where, marked.map(letter).join(","), right.map(letter).join(","));
  if (several ? right.length < 1 || right.length === unit.options.length : right.length !== 1)
    problems.push(`${where}: ${right.length} right options of ${unit.options.length}`);
  return problems;
}

/**
 * The whole-number answer of a printed prompt worked out exactly: an expression by evaluate(), an
 * equation with "?" by trying every whole number from 0 to `upTo`; null when it is not exactly one
 * whole number.
 */
export function wholeAnswer(prompt: string, upTo: number): number | null {
  if (prompt.includes("?")) return solveWhole(prompt, 0, upTo);
  const value = evaluate(prompt);
  return isWhole(value) ? Number(value.n) : null;
}

/**
 * The unknown of "a × ? = c", "? × b = c", "a ÷ ? = c" or "? ÷ b = c" (either side first), by the
 * inverse operation evaluated exactly, then put back into the printed equation, which must come out
 * true. With every known number above 0 such an equation has no other solution.
 */
export function solveByInverse(equation: string): number | null {
  const sides = equation.split(" = ");
  const [expression, result] = sides[0].includes("?") ? sides : [sides[1], sides[0]];
  const match = /^(\d+|\?) ([×÷]) (\d+|\?)$/.exec(expression ?? "");
  if (!match || !/^\d+$/.test(result ?? "") || (match[1] === "?") === (match[3] === "?")) return null;
  const [a, op, b] = [match[1], match[2], match[3]];
  if ([a, b, result].some((text) => text === "0")) return null;
  const inverse = op === "×" ? `${result} ÷ ${a === "?" ? b : a}` : a === "?" ? `${result} × ${b}` : `${a} ÷ ${result}`;
  const value = evaluate(inverse);
  if (!isWhole(value)) return null;
  const filled = equation
    .replace("?", String(value.n))
    .split(" = ")
    .map((side) => evaluate(side));
  return equal(filled[0], filled[1]) ? Number(value.n) : null;
}

/** The one whole number from 0 to `upTo` that `holds`, or null when none or several do. */
export function onlyCandidate(upTo: number, holds: (x: bigint) => boolean): number | null {
  const found: number[] = [];
  for (let x = 0; x <= upTo; x++) if (holds(BigInt(x))) found.push(x);
  return found.length === 1 ? found[0] : null;
}

/**
 * The missing number in a/b = c/d, given as its four printed parts with one "?", found by trying every
 * whole number to `upTo` in the cross products a × d = c × b (in BigInt); null unless exactly one fits.
 */
export function missingByCrossProducts(parts: readonly string[], upTo: number): number | null {
  const at = parts.indexOf("?");
  if (parts.length !== 4 || at < 0 || parts.lastIndexOf("?") !== at) return null;
  const known = parts.map((part) => (part === "?" ? 0n : BigInt(part)));
  return onlyCandidate(upTo, (x) => {
    const [a, b, c, d] = known.map((value, index) => (index === at ? x : value));
    return b !== 0n && d !== 0n && a * d === c * b;
  });
}
