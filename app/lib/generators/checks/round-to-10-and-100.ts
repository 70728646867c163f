/**
 * The independent check of "Rounding to the Nearest 10 and 100": the nearest multiple is found by
 * measuring the distance to every multiple of 10 (or 100) from 0 to 1000, a tie going to the larger
 * as the example's rule says; choices are judged option by option the same way. Then the ranges: whole
 * numbers from 10 to 999, none already a multiple of what it is rounded to, no halfway number before
 * the last question at support, smallest number first in each block.
 */
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const ROUND = /^Round (\d+) to the nearest (10|100)\.$/;
const BOTH = /^(\d+) rounded to the nearest 10 is ___\. (\d+) rounded to the nearest 100 is ___\.$/;
const WHICH = /^Which number rounds to (\d+) when it is rounded to the nearest (10|100)\?$/;

/** Tries every multiple of `unit` up to 1000; the nearest wins, and of two as near, the larger. */
function nearest(n: number, unit: number) {
  let best = 0;
  for (let multiple = 0; multiple <= 1000; multiple += unit) {
    if (Math.abs(n - multiple) <= Math.abs(n - best)) best = multiple;
  }
  return best;
}

export function checkRoundTo10And100(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const lastQuestion = sheet.questions.length;
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    /** The numbers rounded, each with what it is rounded to. */
    let rounded: [number, number][];
    if (unit.type === "number" && ROUND.test(unit.question)) {
      const [, n, to] = ROUND.exec(unit.question)!.map(Number);
      problems.push(...keyProblem(where, unit.value, String(nearest(n, to))));
      rounded = [[n, to]];
      order.next(question, n, where);
    } else if (unit.type === "blanks" && BOTH.test(unit.text)) {
      const [, n, again] = BOTH.exec(unit.text)!.map(Number);
      if (n !== again || unit.question !== `Round ${n}.`) problems.push(`${where}: the gaps are about another number`);
      const key = unit.blanks.map((accepted) => accepted.join("|")).join(", ");
      problems.push(...keyProblem(where, key, `${nearest(n, 10)}, ${nearest(n, 100)}`));
      rounded = [
        [n, 10],
        [n, 100],
      ];
      order.next(question, n, where);
    } else if (unit.type === "choice" && WHICH.test(unit.question)) {
      const [, target, to] = WHICH.exec(unit.question)!.map(Number);
      if (unit.options.some((option) => !/^\d+$/.test(option))) problems.push(`${where}: an option is not a whole number`);
      problems.push(...choiceProblems(where, unit, (option) => nearest(Number(option), to) === target));
      if (target % to !== 0) problems.push(`${where}: ${target} is not a multiple of ${to}`);
      rounded = unit.options.map((option) => [Number(option), to]);
      order.next(question, target, where);
    } else {
      problems.push(`${where}: not a rounding item`);
      continue;
    }
    for (const [n, to] of rounded) {
      if (n < 10 || n > 999) problems.push(`${where}: ${n} is not from 10 to 999`);
      if (n % to === 0) problems.push(`${where}: ${n} is already a multiple of ${to}`);
      if (level === "support" && unit.type !== "choice" && n % to === to / 2 && question !== lastQuestion)
        problems.push(`${where}: a halfway number before the last question at support`);
    }
  }
  return problems;
}
