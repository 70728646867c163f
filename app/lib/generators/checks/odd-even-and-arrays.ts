/**
 * The independent check of "Odd and Even Numbers and Arrays": odd or even is decided by pairing (taking
 * away twos until 0 or 1 is left), from the printed number or the ten frame's counters; a double is
 * found by trying every number; an array's dots are counted row by row from the figure, and its
 * addition sentence must add one row's dots for each row.
 */
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** "even" or "odd" by pairing up `n` things. */
export function byPairs(n: number) {
  let left = n;
  while (left >= 2) left -= 2;
  return left === 0 ? "even" : "odd";
}

const RANGES: Record<Level, [number, number]> = { support: [2, 12], core: [3, 20], challenge: [11, 20] };

export function checkOddEvenAndArrays(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const [low, high] = RANGES[level];
  const inRange = (where: string, n: number) => {
    if (n < low || n > high) problems.push(`${where}: ${n} is outside ${low} to ${high}`);
  };
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const figure = unit.figure;
    if (unit.type === "choice") {
      const n = figure?.type === "ten-frame" ? figure.filled : Number(/^Is (\d+) odd or even\?$/.exec(unit.question)?.[1]);
      problems.push(...choiceProblems(where, unit, (option) => option === byPairs(n)));
      inRange(where, n);
      order.next(question, n, where);
    } else if (unit.type === "blanks" && figure?.type === "array") {
      const gaps = unit.blanks.map((accepted) => accepted[0]);
      let counted = 0;
      for (let row = 0; row < figure.rows; row++) counted += figure.columns;
      const worked = [...Array<string>(figure.rows).fill(String(figure.columns)), String(counted)];
      problems.push(...keyProblem(where, gaps.join(" + "), worked.join(" + ")));
      if (Math.max(figure.rows, figure.columns) > 5 || Math.min(figure.rows, figure.columns) < (level === "challenge" ? 3 : 2))
        problems.push(`${where}: an array outside the level's sizes`);
      order.next(question, counted, where);
    } else if (unit.type === "blanks") {
      const n = Number(/^(\d+) = ___ \+ ___$/.exec(unit.text)?.[1]);
      const halves: number[] = [];
      for (let a = 0; a <= n; a++) if (a + a === n) halves.push(a);
      if (halves.length !== 1) problems.push(`${where}: ${n} is not two equal numbers`);
      problems.push(...keyProblem(where, unit.blanks.map((accepted) => accepted[0]).join(" + "), `${halves[0]} + ${halves[0]}`));
      inRange(where, n);
      order.next(question, n, where);
    } else if (unit.type === "number" && figure?.type === "array") {
      let counted = 0;
      for (let row = 0; row < figure.rows; row++) counted += figure.columns;
      problems.push(...keyProblem(where, unit.value, String(counted)));
      if (Math.max(figure.rows, figure.columns) > 5 || Math.min(figure.rows, figure.columns) < (level === "challenge" ? 3 : 2))
        problems.push(`${where}: an array outside the level's sizes`);
      order.next(question, counted, where);
    } else problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
  }
  return problems;
}
