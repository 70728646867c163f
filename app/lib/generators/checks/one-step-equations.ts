/**
 * The independent check of "Solving One-Step Equations": the unknown is found by brute force, putting
 * every whole number from 0 up to a bound (the sum of the printed numbers, their product where
 * there is a division)
 * into the equation and keeping those that make both sides equal; exactly one must, and the key must
 * be it. Equations have one operation, and the numbers stay within the level.
 */
import type { GeneratedSheet, Level } from "../generator";
import { numbersIn } from "./expression";
import { keyProblem } from "./parts";
import { checkEachPart } from "./rules-5-6";

const SIDE = /^(?:(\d+)([a-z])|([a-z]) ([+\u2212÷]) (\d+)|(\d+) \+ ([a-z])|(\d+))$/;
const TOP: Record<Level, number> = { support: 100, core: 500, challenge: 2000 };

/** A side's value for the unknown `x`, with whole-number arithmetic; null where it is not whole. */
function sideValue(side: RegExpExecArray, x: number): number | null {
  const [, k, , , op, a, b, , plain] = side;
  if (plain !== undefined) return Number(plain);
  if (k !== undefined) return Number(k) * x;
  if (b !== undefined) return Number(b) + x;
  if (op === "+") return x + Number(a);
  if (op === "\u2212") return x - Number(a);
  return x % Number(a) === 0 ? x / Number(a) : null;
}

export function checkOneStepEquations(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    const sides = unit.question.split(" = ").map((side) => SIDE.exec(side));
    const [left, right] = sides;
    const unknowns = sides.filter((side) => side && side[8] === undefined).length;
    if (unit.type !== "number" || sides.length !== 2 || !left || !right || unknowns !== 1) {
      problems.push(`${where}: not a one-step equation with a number answer`);
      return;
    }
    const numbers = numbersIn(unit.question);
    if (numbers.some((n) => n < 2 || n > TOP[level])) problems.push(`${where}: a number outside 2 to ${TOP[level]}`);
    // No solution can pass the sum of the printed numbers, or their product where there is a ÷.
    const bound = unit.question.includes("÷") ? numbers.reduce((p, n) => p * n, 1) : numbers.reduce((s, n) => s + n, 0);
    const solutions: number[] = [];
    for (let x = 0; x <= bound; x++) {
      const [l, r] = [sideValue(left, x), sideValue(right, x)];
      if (l !== null && l === r) solutions.push(x);
    }
    problems.push(...keyProblem(where, unit.value, solutions.length === 1 ? String(solutions[0]) : "no one whole number"));
  });
}
