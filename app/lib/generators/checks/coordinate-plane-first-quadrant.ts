/**
 * The independent check of "Graphing Points on the Coordinate Plane": every answer is read back from
 * the grid's own data (the figure the child sees), never from the generator's lists: a point's
 * coordinates by finding its label among the grid's points, the point at an ordered pair by searching
 * every point on the grid, distances and moves by walking one grid unit at a time and counting the
 * steps. Grids are first-quadrant (axes from 0) of the level's size; support keeps points off the
 * axes; challenge distances and moves are at least 2 and its map walks turn a corner.
 */
import type { FigureOf } from "../../figures/schema";
import type { Answerable, Question } from "../../questions/model";
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, keyProblem } from "./parts";
import { checkEachPart } from "./rules-5-6";

type Grid = FigureOf<"coordinate-grid">;
const SIZE: Record<Level, number> = { support: 8, core: 10, challenge: 16 };

const READ = /^What are the coordinates of point ([A-F])\?$/;
const FIND = /^Which point is at \((\d+), (\d+)\)\?$/;
const APART = /^How many units apart are points ([A-F]) and ([A-F])\?$/;
const MOVE = /^Start at \((\d+), (\d+)\)\. Move (\d+) units (right|left) and (\d+) units (up|down)\. Where do you end\?$/;
const WALK = /^How many blocks is (?:it|the shortest walk) from the ([A-Z][a-z]+) to the ([A-Z][a-z]+)\?$/;

/** Steps from one point to another, one grid unit at a time along x and then along y. */
function walk(from: readonly [number, number], to: readonly [number, number]) {
  let [x, y, steps] = [from[0], from[1], 0];
  while (x !== to[0]) [x, steps] = [x + (to[0] > x ? 1 : -1), steps + 1];
  while (y !== to[1]) [y, steps] = [y + (to[1] > y ? 1 : -1), steps + 1];
  return steps;
}

export function checkCoordinatePlaneFirstQuadrant(sheet: GeneratedSheet, level: Level): string[] {
  const max = SIZE[level];
  const low = level === "support" ? 1 : 0;
  const shortest = level === "challenge" ? 2 : 1;
  const onGrid = (n: number) => Number.isInteger(n) && n >= low && n <= max;

  /** The grid a part is read from, after checking it is the level's first-quadrant grid. */
  function gridOf(figure: Question["figure"], where: string, problems: string[]): Grid {
    if (figure?.type !== "coordinate-grid") throw new Error("no coordinate grid to read");
    for (const axis of [figure.x, figure.y]) {
      if (axis.from !== 0 || axis.to !== max) problems.push(`${where}: an axis from ${axis.from} to ${axis.to}, not 0 to ${max}`);
      if ((axis.labelEvery ?? 1) !== (level === "challenge" ? 2 : 1))
        problems.push(`${where}: axis numbered every ${axis.labelEvery}`);
    }
    for (const p of figure.points ?? [])
      if (!onGrid(p.x) || !onGrid(p.y)) problems.push(`${where}: point (${p.x}, ${p.y}) outside ${low} to ${max}`);
    return figure;
  }
  const labelled = (grid: Grid, label: string) => {
    const found = (grid.points ?? []).filter((p) => p.label === label);
    if (found.length !== 1) throw new Error(`${found.length} points labelled ${label}`);
    return [found[0].x, found[0].y] as const;
  };
  const pairKey = (unit: Answerable) => (unit.type === "blanks" ? unit.blanks.map((gap) => gap[0]).join(", ") : "");

  return checkEachPart(sheet, (unit, where, problems, question) => {
    const q = unit.question;
    let match: RegExpExecArray | null;
    if (unit.type === "blanks" && (match = READ.exec(q))) {
      const [x, y] = labelled(gridOf(question.figure, where, problems), match[1]);
      if (unit.text !== "(___, ___)") problems.push(`${where}: not written as (x, y)`);
      problems.push(...keyProblem(where, pairKey(unit), `${x}, ${y}`));
      return x + y;
    }
    if (unit.type === "choice" && (match = FIND.exec(q))) {
      const grid = gridOf(question.figure, where, problems);
      const [x, y] = [Number(match[1]), Number(match[2])];
      const at = (grid.points ?? []).filter((p) => p.x === x && p.y === y).map((p) => p.label);
      if (unit.options.some((option) => !(grid.points ?? []).some((p) => p.label === option)))
        problems.push(`${where}: an option that is not a point on the grid`);
      problems.push(...choiceProblems(where, unit, (option) => at.includes(option)));
      return x + y;
    }
    if (unit.type === "number" && (match = APART.exec(q))) {
      const grid = gridOf(question.figure, where, problems);
      const [p, r] = [labelled(grid, match[1]), labelled(grid, match[2])];
      if (p[0] !== r[0] && p[1] !== r[1]) problems.push(`${where}: the points are not on one grid line`);
      const steps = walk(p, r);
      problems.push(...keyProblem(where, unit.value, String(steps)));
      if (steps < shortest) problems.push(`${where}: points ${steps} apart`);
      return steps;
    }
    if (unit.type === "blanks" && (match = MOVE.exec(q))) {
      const [x, y, across, up] = [match[1], match[2], match[3], match[5]].map(Number);
      const end = [x + (match[4] === "right" ? across : -across), y + (match[6] === "up" ? up : -up)] as const;
      if (walk([x, y], end) !== across + up) problems.push(`${where}: the walk does not match the moves`);
      if (![x, y, ...end].every(onGrid)) problems.push(`${where}: a point off the ${low} to ${max} grid`);
      if (across < shortest || up < shortest) problems.push(`${where}: a move shorter than ${shortest}`);
      if (level === "support" && (match[4] === "left" || match[6] === "down")) problems.push(`${where}: support moves back`);
      if (unit.text !== "(___, ___)") problems.push(`${where}: not written as (x, y)`);
      problems.push(...keyProblem(where, pairKey(unit), `${end[0]}, ${end[1]}`));
      return;
    }
    if (unit.type === "number" && (match = WALK.exec(q))) {
      const grid = gridOf(unit.figure, where, problems);
      const [p, r] = [labelled(grid, match[1]), labelled(grid, match[2])];
      const steps = walk(p, r);
      problems.push(...keyProblem(where, unit.value, String(steps)));
      if (unit.unit !== "blocks") problems.push(`${where}: a walk not in blocks`);
      if (match[1] === match[2] || steps === 0) problems.push(`${where}: a walk to the same place`);
      const turns = p[0] !== r[0] && p[1] !== r[1];
      if (level === "challenge" ? !turns || !q.includes("shortest") : turns)
        problems.push(`${where}: the walk's corner is wrong for the level`);
      return steps;
    }
    problems.push(`${where}: not a coordinate-plane question of a known kind`);
  });
}
