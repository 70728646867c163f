/**
 * The independent check of "Counting Objects to 20": every answer is counted again from the figure's
 * data — a ten frame's counters and frames, an array's dots counted one by one, row by row — never read from the key, and every count is held to the level's range.
 */
import type { FigureOf } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { figureOf, inRange, optionFiguresOf } from "./figures-read";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const RANGES = {
  support: [
    [1, 7],
    [2, 10],
    [11, 14],
    [2, 9],
    [3, 8],
  ],
  core: [
    [3, 10],
    [6, 16],
    [11, 19],
    [5, 16],
    [5, 15],
  ],
  challenge: [
    [5, 10],
    [10, 20],
    [13, 20],
    [10, 20],
    [11, 19],
  ],
} as const satisfies Record<Level, readonly (readonly [number, number])[]>;

const PROMPTS = ["How many counters?", "How many dots?", "How many counters?", "Put 1 more counter in. How many now?"];

/** The counters a ten frame holds, and the frames drawn (as many as the counters need when not given). */
function countCounters(frame: FigureOf<"ten-frame">) {
  return { counted: frame.filled, frames: frame.frames ?? Math.max(1, Math.ceil(frame.filled / 10)) };
}

function countDots(array: FigureOf<"array">) {
  let counted = 0;
  for (let row = 0; row < array.rows; row++) for (let column = 0; column < array.columns; column++) counted++;
  return counted;
}

export function checkCountingObjectsTo20(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const range = RANGES[level][question - 1];
    if (!range) continue;
    if (question <= 4) {
      if (unit.type !== "number" || unit.question !== PROMPTS[question - 1]) {
        problems.push(`${where}: not a counting question`);
        continue;
      }
      let worked: number;
      if (question === 2) {
        const array = figureOf(unit, "array", where, problems);
        if (!array) continue;
        worked = countDots(array);
        if (level === "challenge" && array.rows < 2) problems.push(`${where}: a single row in a challenge`);
      } else {
        const frame = figureOf(unit, "ten-frame", where, problems);
        if (!frame) continue;
        const { counted, frames } = countCounters(frame);
        worked = question === 4 ? counted + 1 : counted;
        if (question === 1 && frames !== 1) problems.push(`${where}: question 1 uses one frame`);
        if (question === 3 && frames !== 2) problems.push(`${where}: question 3 uses two frames`);
        if (question === 4 && worked > frames * 10) problems.push(`${where}: no room for 1 more counter`);
      }
      inRange(worked, range, "count", where, problems);
      problems.push(...keyProblem(where, unit.value, String(worked)));
      order.next(question, worked, where);
    } else {
      const asked = /^Which frame shows (\d+)\?$/.exec(unit.question);
      if (unit.type !== "choice" || !asked) {
        problems.push(`${where}: not a "which frame" question`);
        continue;
      }
      const frames = optionFiguresOf(unit, "ten-frame", where, problems);
      if (!frames) continue;
      const n = Number(asked[1]);
      inRange(n, range, "number", where, problems);
      const counts = frames.map((frame) => countCounters(frame).counted);
      if (new Set(counts).size !== counts.length) problems.push(`${where}: two frames show the same number`);
      problems.push(...choiceProblems(where, unit, (option) => counts[unit.options.indexOf(option)] === n));
      order.next(question, n, where);
    }
  }
  return problems;
}
