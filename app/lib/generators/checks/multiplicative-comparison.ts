/**
 * The independent check of "Multiplication as Comparison": each statement or story is read back into
 * an equation "times × smaller = larger" with "?" where the prompt asks; a missing larger amount is
 * evaluated exactly, a missing factor found by the inverse division and put back into the equation,
 * which must then hold (solveByInverse), not by the generator's arithmetic.
 * Then the level's times (never 1) and amounts, whole answers, and easiest first by the larger amount.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate, isWhole } from "./expression";
import { EasiestFirst, keyProblem, solveByInverse } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const TIMES: Record<Level, [number, number]> = { support: [2, 5], core: [2, 9], challenge: [3, 12] };
const AMOUNTS: Record<Level, [number, number]> = { support: [2, 10], core: [2, 12], challenge: [6, 25] };

/** Each prompt shape as [larger, times, smaller], "?" for the number asked. */
const SHAPES: [RegExp, (m: RegExpExecArray) => [string, string, string]][] = [
  [/^(\d+) is \? times as many as (\d+)\.$/, (m) => [m[1], "?", m[2]]],
  [/^\? is (\d+) times as many as (\d+)\.$/, (m) => ["?", m[1], m[2]]],
  [/ costs \$(\d+)\. .+ costs (\d+) times as much\. How many dollars does .+ cost\?$/, (m) => ["?", m[2], m[1]]],
  [/ has (\d+) (\w+)\. That is (\d+) times as many \2 as \w+ has\. How many \2 does \w+ have\?$/, (m) => [m[1], m[3], "?"]],
  [/ is (\d+) feet tall\. A \w+ is (\d+) feet tall\. How many times as tall as the \w+ is the \w+\?$/, (m) => [m[1], "?", m[2]]],
];

export function checkMultiplicativeComparison(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    let parts: [string, string, string] | null = null;
    for (const [pattern, read] of SHAPES) {
      const match = pattern.exec(unit.question);
      if (match) parts = read(match);
    }
    if (unit.type !== "number" || !parts) {
      problems.push(`${where}: not an item this sheet may use`);
      continue;
    }
    const [larger, times, smaller] = parts;
    const product = `${times} × ${smaller}`;
    const value = larger === "?" ? evaluate(product) : null;
    const worked = value ? (isWhole(value) ? Number(value.n) : null) : solveByInverse(`${product} = ${larger}`);
    if (worked === null) {
      problems.push(`${where}: not exactly one whole-number answer`);
      continue;
    }
    problems.push(...keyProblem(where, unit.value, String(worked)));
    const [l, t, s] = parts.map((part) => (part === "?" ? worked : Number(part)));
    if (t < TIMES[level][0] || t > TIMES[level][1]) problems.push(`${where}: ${t} times is outside the level's range`);
    if (s < AMOUNTS[level][0] || s > AMOUNTS[level][1])
      problems.push(`${where}: the smaller amount ${s} is outside the level's range`);
    if (/dollars/.test(unit.question) && unit.unit !== "$") problems.push(`${where}: a money answer without $`);
    order.next(question, l, where);
  }
  return problems;
}
