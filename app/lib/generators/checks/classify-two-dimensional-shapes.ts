/**
 * The independent check of "Classifying Quadrilaterals and Triangles": every shape is read from the
 * grid's own corners (the figure the child sees), never from the kind the generator built: parallel
 * sides where two sides' direction vectors have a zero cross product, right angles where the two
 * sides at a corner have a zero dot product, equal sides by squared lengths, and a triangle's kind
 * by comparing its longest side squared with the sum of the other two squared (Pythagoras). The
 * hierarchy statements are judged from what each kind must have (a kind is another when it has all
 * of the other's properties), where the generator walks a family tree. Every shape is convex.
 */
import type { FigureOf } from "../../figures/schema";
import type { Answerable } from "../../questions/model";
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, keyProblem } from "./parts";
import { checkEachPart } from "./rules-5-6";

type Point = readonly [number, number];
const SIZE: Record<Level, number> = { support: 8, core: 10, challenge: 12 };

/** What every shape of a kind has. */
const MUST_HAVE: Record<string, readonly string[]> = {
  square: ["four sides", "two pairs of parallel sides", "four right angles", "four sides of equal length"],
  rectangle: ["four sides", "two pairs of parallel sides", "four right angles"],
  rhombus: ["four sides", "two pairs of parallel sides", "four sides of equal length"],
  parallelogram: ["four sides", "two pairs of parallel sides"],
  quadrilateral: ["four sides"],
};
const KINDS = Object.keys(MUST_HAVE);
const TRIANGLES = ["right", "acute", "obtuse"];

function measure(corners: readonly Point[]) {
  const sides = corners.map(([x, y], i) => {
    const [nx, ny] = corners[(i + 1) % corners.length];
    return [nx - x, ny - y] as const;
  });
  const cross = (a: Point, b: Point) => a[0] * b[1] - a[1] * b[0];
  const dot = (a: Point, b: Point) => a[0] * b[0] + a[1] * b[1];
  let parallel = 0;
  for (let i = 0; i < sides.length; i++)
    for (let j = i + 1; j < sides.length; j++) if (cross(sides[i], sides[j]) === 0) parallel++;
  // The corner at i is between the side coming in (i − 1) and the side going out (i).
  const right = sides.filter((side, i) => dot(sides[(i + sides.length - 1) % sides.length], side) === 0).length;
  const turns = sides.map((side, i) => Math.sign(cross(side, sides[(i + 1) % sides.length])));
  const squares = sides.map((side) => dot(side, side));
  return { parallel, right, convex: turns.every((turn) => turn !== 0 && turn === turns[0]), squares };
}

function quadrilateralName(corners: readonly Point[]) {
  const { parallel, right, squares } = measure(corners);
  const equal = squares.every((square) => square === squares[0]);
  if (parallel === 2 && right === 4) return equal ? "square" : "rectangle";
  if (parallel === 2) return equal ? "rhombus" : "parallelogram";
  return parallel === 1 ? "trapezoid" : "no special name";
}

function triangleKind(corners: readonly Point[]) {
  const [a, b, c] = measure(corners).squares.sort((p, q) => p - q);
  return c === a + b ? "right" : c < a + b ? "acute" : "obtuse";
}

export function checkClassifyTwoDimensionalShapes(sheet: GeneratedSheet, level: Level): string[] {
  const max = SIZE[level];

  /** The shape's corners, from the level's grid with one closed outline of `count` corners. */
  function cornersOf(unit: Answerable, count: number, where: string, problems: string[]) {
    const figure = unit.figure as FigureOf<"coordinate-grid"> | undefined;
    if (figure?.type !== "coordinate-grid" || figure.lines?.length !== 1 || !figure.lines[0].closed)
      throw new Error("no closed shape on a grid");
    if ([figure.x, figure.y].some((axis) => axis.from !== 0 || axis.to !== max))
      problems.push(`${where}: not a 0 to ${max} grid`);
    const corners = figure.lines[0].through;
    if (corners.length !== count) problems.push(`${where}: ${corners.length} corners, not ${count}`);
    if (corners.flat().some((n) => !Number.isInteger(n))) problems.push(`${where}: a corner off the grid points`);
    if (!measure(corners).convex) problems.push(`${where}: the shape is not convex`);
    return corners;
  }

  return checkEachPart(sheet, (unit, where, problems) => {
    const q = unit.question;
    if (unit.type === "number" && q === "How many pairs of parallel sides does this shape have?") {
      const { parallel } = measure(cornersOf(unit, 4, where, problems));
      problems.push(...keyProblem(where, unit.value, String(parallel)));
      return parallel;
    }
    if (unit.type === "number" && q === "How many right angles does this shape have?") {
      const { right } = measure(cornersOf(unit, 4, where, problems));
      problems.push(...keyProblem(where, unit.value, String(right)));
      return right;
    }
    if (unit.type === "choice" && q === "What is the most exact name for this quadrilateral?") {
      const name = quadrilateralName(cornersOf(unit, 4, where, problems));
      problems.push(...choiceProblems(where, unit, (option) => option === name));
      if (level === "support" && name === "trapezoid") problems.push(`${where}: a trapezoid to name at support`);
      return unit.options.indexOf(name);
    }
    if (unit.type === "choice" && q === "Is this triangle right, acute or obtuse?") {
      const kind = triangleKind(cornersOf(unit, 3, where, problems));
      problems.push(...choiceProblems(where, unit, (option) => option === kind));
      return TRIANGLES.indexOf(kind);
    }
    let match: RegExpExecArray | null;
    if (unit.type === "truefalse" && (match = /^Every ([a-z]+) is a ([a-z]+)\.$/.exec(q))) {
      const [kind, other] = [match[1], match[2]];
      if (!MUST_HAVE[kind] || !MUST_HAVE[other] || kind === other) throw new Error("not two different kinds");
      const holds = MUST_HAVE[other].every((property) => MUST_HAVE[kind].includes(property));
      problems.push(...keyProblem(where, String(unit.correct), String(holds)));
      return KINDS.indexOf(kind) + KINDS.indexOf(other);
    }
    if (unit.type === "truefalse" && (match = /^Every ([a-z]+) has ([a-z ]+)\.$/.exec(q))) {
      const [kind, property] = [match[1], match[2]];
      const owners = KINDS.filter((k) => MUST_HAVE[k].includes(property));
      if (!MUST_HAVE[kind] || owners.length === 0) throw new Error("not a kind and a property");
      if (level === "support") problems.push(`${where}: a property statement at support`);
      problems.push(...keyProblem(where, String(unit.correct), String(MUST_HAVE[kind].includes(property))));
      // The kind a property defines is the most general one that must have it.
      return KINDS.indexOf(kind) + Math.max(...owners.map((k) => KINDS.indexOf(k)));
    }
    problems.push(`${where}: not a shape question of a known kind`);
  });
}
