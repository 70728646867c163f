/**
 * The independent check of "Comparing Groups and Numbers to 10": each option's group is counted from
 * its figure (counters in the frame, dots in the array one by one) and the numbers compared by counting
 * up from 1 — the one that is reached last is greater — never by the key; the level's ranges hold.
 */
import type { Figure } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { figureOf, inRange } from "./figures-read";
import { choiceProblems, EasiestFirst } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const LEVELS = {
  support: { range: [1, 8], gap: [2, 4] },
  core: { range: [1, 10], gap: [1, 5] },
  challenge: { range: [3, 10], gap: [1, 2] },
} as const satisfies Record<Level, { range: readonly [number, number]; gap: readonly [number, number] }>;

function count(figure: Figure | null | undefined): number | null {
  if (figure?.type === "ten-frame") return figure.filled;
  if (figure?.type !== "array") return null;
  let dots = 0;
  for (let row = 0; row < figure.rows; row++) for (let column = 0; column < figure.columns; column++) dots++;
  return dots;
}

/** Which of a and b is reached later counting up from 1: the greater one. */
function laterInCount(a: number, b: number) {
  for (let n = 1; ; n++) {
    if (n === a) return b;
    if (n === b) return a;
  }
}

export function checkComparingGroupsTo10(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const { range, gap } = LEVELS[level];
  const comparePair = (a: number, b: number, where: string) => {
    inRange(a, range, "number", where, problems);
    inRange(b, range, "number", where, problems);
    inRange(Math.abs(a - b), gap, "gap", where, problems);
  };
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type !== "choice") {
      problems.push(`${where}: not a choice`);
      continue;
    }
    if (question <= 3) {
      const word = ["more", "fewer", "the same number of"][question - 1];
      const frame = figureOf(unit, "ten-frame", where, problems);
      const counts = (unit.optionFigures ?? []).map((figure) => (figure?.type === "array" ? count(figure) : null));
      const prompt =
        question === 3 ? "Which has the same number of dots as the frame?" : `Which has ${word} dots than the frame?`;
      if (!frame || unit.question !== prompt || counts.length < 2 || counts.some((n) => n === null)) {
        problems.push(`${where}: not a frame and groups of dots to compare`);
        continue;
      }
      const n = frame.filled;
      inRange(n, range, "number", where, problems);
      for (const dots of counts) inRange(dots ?? 0, range, "number", where, problems);
      // More: the frame's count is reached first counting up; fewer: the dots' count is.
      const holds = (dots: number) =>
        question === 3 ? dots === n : dots !== n && laterInCount(n, dots) === (question === 1 ? dots : n);
      problems.push(...choiceProblems(where, unit, (option) => holds(counts[unit.options.indexOf(option)] ?? -1)));
      const right = counts.find((dots) => dots !== null && holds(dots));
      if (question < 3 && right !== undefined && right !== null) inRange(Math.abs(right - n), gap, "gap", where, problems);
      order.next(question, n, where);
    } else {
      const match = /^Which is (greater|less): (\d+) or (\d+)\?$/.exec(unit.question);
      if (!match || match[1] !== (question === 4 ? "greater" : "less")) {
        problems.push(`${where}: not a comparison of two numbers`);
        continue;
      }
      const [a, b] = [Number(match[2]), Number(match[3])];
      comparePair(a, b, where);
      const greater = laterInCount(a, b);
      const right = String(match[1] === "greater" ? greater : a + b - greater);
      problems.push(...choiceProblems(where, unit, (option) => option === right));
      order.next(question, Math.max(a, b), where);
    }
  }
  return problems;
}
