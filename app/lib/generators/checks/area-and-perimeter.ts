/**
 * The independent check of "Area and Perimeter", from the figures' coordinates: unit squares are
 * counted one by one; a polygon's area comes from its corners by the shoelace formula on BigInt and
 * its perimeter from walking its sides, never from length × width. Each side label must name the
 * side's drawn length; an unknown side is the side labelled "?" measured on the drawing, after the
 * printed area or perimeter has been checked against the drawing. Then the level's side lengths,
 * right-angled (rectilinear) shapes, and easiest first.
 */
import type { FigureOf } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const MOST_SIDE: Record<Level, number> = { support: 6, core: 10, challenge: 20 };
const GIVEN = /^The rectangle has (an area|a perimeter) of (\d+) (square )?(cm|m|in|ft)\. What is the missing side length\?$/;

/** Area (shoelace, in BigInt) and perimeter (walked side by side) of a rectilinear polygon; sides in order. */
function measure(vertices: readonly (readonly [number, number])[]) {
  let twice = 0n;
  let perimeter = 0;
  const sides: number[] = [];
  vertices.forEach(([x1, y1], i) => {
    const [x2, y2] = vertices[(i + 1) % vertices.length];
    twice += BigInt(x1) * BigInt(y2) - BigInt(x2) * BigInt(y1);
    const length = x1 === x2 ? Math.abs(y2 - y1) : y1 === y2 ? Math.abs(x2 - x1) : Number.NaN;
    sides.push(length);
    perimeter += length;
  });
  const area = twice < 0n ? -twice : twice;
  return { area: area % 2n === 0n ? Number(area / 2n) : Number.NaN, perimeter, sides };
}

function polygonItem(figure: FigureOf<"polygon">, prompt: string, where: string, problems: string[], level: Level) {
  if (!figure.vertices || !figure.sideLabels) {
    problems.push(`${where}: a polygon without corners or labels`);
    return null;
  }
  const { area, perimeter, sides } = measure(figure.vertices);
  if (sides.some((side) => !Number.isInteger(side) || side < 1))
    problems.push(`${where}: a side that is not a whole-unit, straight side`);
  if (sides.some((side) => side > MOST_SIDE[level])) problems.push(`${where}: a side above ${MOST_SIDE[level]}`);
  let unknown: number | null = null;
  let unit: string | null = null;
  figure.sideLabels.forEach((label, index) => {
    if (label === "?") unknown = sides[index];
    else if (label !== "") {
      const match = /^(\d+) (cm|m|in|ft)$/.exec(label);
      if (!match || Number(match[1]) !== sides[index])
        problems.push(`${where}: label "${label}" is not the side drawn (${sides[index]})`);
      if (unit !== null && match?.[2] !== unit) problems.push(`${where}: two units on one shape`);
      unit = match?.[2] ?? unit;
    }
  });
  const given = GIVEN.exec(prompt);
  if (given) {
    if (given[4] !== unit) problems.push(`${where}: the prompt's unit is not the figure's`);
    const drawn = given[1] === "an area" ? area : perimeter;
    if (Number(given[2]) !== drawn) problems.push(`${where}: the prompt says ${given[2]}, the drawing has ${drawn}`);
    if (unknown === null) problems.push(`${where}: no side marked ?`);
    return { value: unknown, unit };
  }
  if (unknown !== null) problems.push(`${where}: a side marked ? but no unknown is asked`);
  if (/area/.test(prompt)) return { value: area, unit: `square ${unit}` };
  if (/perimeter/.test(prompt)) return { value: perimeter, unit };
  return null;
}

export function checkAreaAndPerimeter(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type !== "number") {
      problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
      continue;
    }
    let worked: { value: number | null; unit: string | null } | null = null;
    const figure = unit.figure;
    if (figure?.type === "array" && figure.item === "square" && /area/.test(unit.question)) {
      let count = 0;
      for (let row = 0; row < figure.rows; row++) for (let column = 0; column < figure.columns; column++) count++;
      if (level === "challenge" && Math.min(figure.rows, figure.columns) < 2)
        problems.push(`${where}: a single row in a challenge`);
      worked = { value: count, unit: "square units" };
    } else if (figure?.type === "polygon") worked = polygonItem(figure, unit.question, where, problems, level);
    if (!worked || worked.value === null) {
      problems.push(`${where}: not an item this sheet may use`);
      continue;
    }
    problems.push(...keyProblem(where, unit.value, String(worked.value)));
    if (unit.unit !== worked.unit) problems.push(`${where}: unit ${unit.unit} is not ${worked.unit}`);
    order.next(question, worked.value, where);
  }
  return problems;
}
