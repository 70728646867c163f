/**
 * The independent check of "Adding and Taking Away Within 10": counters are read from the ten
 * frame and the change from the prompt, then counted on or back one at a time; facts are evaluated
 * exactly, missing parts found by trying every whole number, and the empty places of a frame counted.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate, isWhole, solveWhole } from "./expression";
import { figureOf, inRange } from "./figures-read";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** Per level and question: the range of the number a part is ordered by (see the generator's sizes). */
const RANGES = {
  support: [
    [2, 4],
    [3, 7],
    [3, 7],
    [3, 6],
    [1, 5],
  ],
  core: [
    [2, 5],
    [5, 10],
    [5, 10],
    [4, 10],
    [1, 9],
  ],
  challenge: [
    [4, 5],
    [7, 10],
    [7, 10],
    [6, 10],
    [3, 9],
  ],
} as const satisfies Record<Level, readonly (readonly [number, number])[]>;

const countOn = (from: number, steps: number) => {
  let at = from;
  for (let step = 0; step < steps; step++) at++;
  return at;
};
const countBack = (from: number, steps: number) => {
  let at = from;
  for (let step = 0; step < steps; step++) at--;
  return at;
};

export function checkAddTakeAwayWithin10(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const least = level === "challenge" ? 2 : 1;
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const range = RANGES[level][question - 1];
    if (unit.type !== "number" || !range) {
      problems.push(`${where}: not a number part`);
      continue;
    }
    let worked: number | null;
    let size: number;
    const numbers = (unit.question.match(/\d+/g) ?? []).map(Number);
    if (question === 1) {
      const value = evaluate(unit.question);
      worked = isWhole(value) ? Number(value.n) : null;
      size = Math.max(...numbers, worked ?? 0);
      if (numbers.some((n) => n < least)) problems.push(`${where}: a number below ${least} in a fact`);
    } else {
      const frame = figureOf(unit, "ten-frame", where, problems);
      if (!frame) continue;
      if ((frame.frames ?? 1) !== 1) problems.push(`${where}: one frame of 10`);
      const change = numbers[0] ?? 0;
      if (question === 2 && /^Put in \d+ more\. How many now\?$/.test(unit.question)) {
        worked = countOn(frame.filled, change);
        size = worked;
      } else if (question === 3 && /^Take away \d+\. How many are left\?$/.test(unit.question)) {
        if (change > frame.filled) problems.push(`${where}: takes away more than the frame holds`);
        worked = countBack(frame.filled, change);
        size = frame.filled;
      } else if (question === 4 && /^\d+ = \d+ \+ \?$/.test(unit.question)) {
        worked = solveWhole(unit.question, 0, 20);
        size = numbers[0] ?? 0;
        if (frame.filled !== size) problems.push(`${where}: the frame shows ${frame.filled}, not the whole ${size}`);
      } else if (question === 5 && unit.question === "How many more make 10?") {
        worked = 0;
        for (let place = 1; place <= 10; place++) if (place > frame.filled) worked++;
        size = worked;
      } else {
        problems.push(`${where}: not this block's kind of question`);
        continue;
      }
      if (question <= 3 && (change < least || change > 5)) problems.push(`${where}: a change of ${change}`);
      if (question === 4 && (numbers[1] ?? 0) < least) problems.push(`${where}: a part of ${numbers[1]}`);
    }
    if (worked === null || worked < (question === 1 ? 0 : 1) || worked > 10) {
      problems.push(`${where}: no whole-number answer from ${question === 1 ? 0 : 1} to 10`);
      continue;
    }
    inRange(size, range, "size", where, problems);
    problems.push(...keyProblem(where, unit.value, String(worked)));
    order.next(question, size, where);
  }
  return problems;
}
