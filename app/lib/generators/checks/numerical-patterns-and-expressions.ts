/**
 * The independent check of "Numerical Patterns and Expressions": patterns are written out term by
 * term by repeated addition from the printed rule (the generator multiplies), two patterns are
 * compared by dividing every matching pair of terms, the graphed pairs are read from the grid's
 * points (each step between them must be the two rules' steps, and the fifth pair is walked on from
 * the last point shown), the words of a calculation are carried out step by step and every option is
 * evaluated exactly by evaluate(), and "how many times as large" is the quotient of the two printed
 * expressions, each evaluated exactly.
 */
import { equal, multiply, rational, type Rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { choiceProblems, keyProblem } from "./parts";
import { checkEachPart } from "./rules-5-6";

const STEP: Record<Level, number> = { support: 5, core: 10, challenge: 12 };
const READ: Record<Level, [number, number]> = { support: [10, 99], core: [100, 999], challenge: [1000, 9999] };

const RULE = /^Start at (\d+) and add (\d+) each time\.$/;
const COMPARE =
  /^Pattern A starts at 0 and adds (\d+)\. Pattern B starts at 0 and adds (\d+)\. After the first term, each term of B is how many times the matching term of A\?$/;
const PAIRS =
  /^Pattern A starts at 0 and adds (\d+)\. Pattern B starts at 0 and adds (\d+)\. The grid shows the first three pairs \(A, B\)\. What is the fifth pair\?$/;
const WORDS =
  /^Which expression says "(Add|Multiply|Subtract) (\d+) (and|by|from) (\d+), then (multiply by|add|divide by) (\d+)\."$/;
const TIMES = /^How many times as large as ([\d +\u2212]+) is (?:(\d+) × \(([\d +\u2212]+)\)|\(([\d +\u2212]+)\) × (\d+))\?$/;

/** `count` terms from `start`, each the one before plus `add`. */
function written(start: number, add: number, count: number) {
  const out = [start];
  while (out.length < count) out.push(out[out.length - 1] + add);
  return out;
}

const whole = (n: bigint) => rational(n)!;

export function checkNumericalPatternsAndExpressions(sheet: GeneratedSheet, level: Level): string[] {
  const top = STEP[level];
  const lowest = level === "challenge" ? 2 : 1;
  return checkEachPart(sheet, (unit, where, problems) => {
    const q = unit.question;
    let match: RegExpExecArray | null;
    if (unit.type === "blanks" && (match = RULE.exec(q))) {
      const [start, add] = [Number(match[1]), Number(match[2])];
      const pattern = written(start, add, 5);
      if (unit.text !== `${pattern.slice(0, 3).join(", ")}, ___, ___`)
        problems.push(`${where}: the terms shown do not follow the rule`);
      problems.push(...keyProblem(where, unit.blanks.map((gap) => gap[0]).join(), pattern.slice(3).join()));
      if (add < lowest || add > top) problems.push(`${where}: a step of ${add}`);
      if ((level === "support" && start !== 0) || (level === "challenge" && start === 0))
        problems.push(`${where}: a start of ${start} at ${level}`);
      return;
    }
    if (unit.type === "number" && (match = COMPARE.exec(q))) {
      const [a, b] = [written(0, Number(match[1]), 6), written(0, Number(match[2]), 6)];
      const ratios = a.slice(1).map((term, i) => (term > 0 && b[i + 1] % term === 0 ? b[i + 1] / term : -1));
      const same = ratios.every((ratio) => ratio === ratios[0]) && ratios[0] > 1;
      problems.push(...keyProblem(where, unit.value, same ? String(ratios[0]) : "no one number"));
      return;
    }
    if (unit.type === "blanks" && (match = PAIRS.exec(q))) {
      const [a, b] = [Number(match[1]), Number(match[2])];
      const figure = unit.figure;
      if (figure?.type !== "coordinate-grid" || figure.points?.length !== 3) throw new Error("no grid of three pairs");
      const points = figure.points.map((p) => [p.x, p.y] as const);
      if (points[0][0] !== 0 || points[0][1] !== 0) problems.push(`${where}: the first pair is not (0, 0)`);
      for (let i = 1; i < 3; i++)
        if (points[i][0] - points[i - 1][0] !== a || points[i][1] - points[i - 1][1] !== b)
          problems.push(`${where}: pair ${i + 1} on the grid does not follow the rules`);
      const fifth = [points[2][0] + 2 * (points[2][0] - points[1][0]), points[2][1] + 2 * (points[2][1] - points[1][1])];
      if (unit.text !== "(___, ___)") problems.push(`${where}: not written as (A, B)`);
      problems.push(...keyProblem(where, unit.blanks.map((gap) => gap[0]).join(", "), fifth.join(", ")));
      return;
    }
    if (unit.type === "choice" && (match = WORDS.exec(q))) {
      const [first, x, join, y, then, z] = match.slice(1);
      const [p, r, s] = [x, y, z].map((n) => whole(BigInt(n)));
      const pairing = `${first} ${join} ${then}`;
      let value: Rational;
      if (pairing === "Add and multiply by") value = multiply({ n: p.n + r.n, d: 1n }, s);
      else if (pairing === "Multiply by add") value = whole(p.n * r.n + s.n);
      else if (pairing === "Subtract from multiply by") value = whole((r.n - p.n) * s.n);
      else if (pairing === "Add and divide by") value = rational(p.n + r.n, s.n)!;
      else throw new Error(`the words "${pairing}" are not a known calculation`);
      if (value.d !== 1n || value.n < 0n) problems.push(`${where}: the words do not give a whole number`);
      const [low, high] = level === "support" ? [2n, 9n] : level === "core" ? [2n, 20n] : [10n, 50n];
      if (first !== "Add" || then !== "divide by")
        for (const n of [p.n, r.n, s.n]) if (n < low || n > high) problems.push(`${where}: ${n} outside ${low} to ${high}`);
      problems.push(...choiceProblems(where, unit, (option) => equal(evaluate(option), value)));
      return;
    }
    if (unit.type === "number" && (match = TIMES.exec(q))) {
      const inner = match[3] ?? match[4];
      const k = match[2] ?? match[5];
      if (inner !== match[1]) problems.push(`${where}: the two expressions are not about the same sum or difference`);
      const times = evaluate(q.slice(q.indexOf(" is ") + 4, -1));
      const base = evaluate(match[1]);
      const ratio = multiply(times, rational(base.d, base.n)!);
      problems.push(...keyProblem(where, unit.value, ratio.d === 1n ? String(ratio.n) : "not a whole number"));
      const [low, high] = READ[level];
      for (const n of match[1].match(/\d+/g) ?? [])
        if (Number(n) < low || Number(n) > high) problems.push(`${where}: ${n} outside ${low} to ${high}`);
      if (base.n <= 0n) problems.push(`${where}: the difference is not positive`);
      if (Number(k) < 2) problems.push(`${where}: ${k} times as large`);
      return Number(k);
    }
    problems.push(`${where}: not a pattern or expression question of a known kind`);
  });
}
