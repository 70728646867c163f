/**
 * The independent check of "Area of Triangles and Polygons": each shape is drawn from its printed
 * measures as points on a grid (a triangle's apex one unit along, a parallelogram slanted, a
 * trapezoid's top set in), and its area is found from those coordinates by the shoelace formula on
 * BigInt, never from the area formulas the generator uses. The key must be that area in cm².
 */
import { rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { keyProblem } from "./parts";
import { checkEachPart, decimalOf } from "./rules-5-6";

type Point = [bigint, bigint];
const SIDES: Record<Level, [number, number]> = { support: [2, 10], core: [2, 20], challenge: [5, 30] };

/** Twice the area of a polygon from its corners in order (the shoelace formula). */
function doubledArea(points: Point[]) {
  let sum = 0n;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length];
    sum += x1 * y2 - x2 * y1;
  });
  return sum < 0n ? -sum : sum;
}

const SHAPES: [RegExp, (n: bigint[]) => Point[][]][] = [
  [
    /^A right triangle has legs of (\d+) cm and (\d+) cm\. What is its area\?$/,
    ([a, b]) => [
      [
        [0n, 0n],
        [a, 0n],
        [0n, b],
      ],
    ],
  ],
  [
    /^A triangle has a base of (\d+) cm and a height of (\d+) cm\. What is its area\?$/,
    ([b, h]) => [
      [
        [0n, 0n],
        [b, 0n],
        [1n, h],
      ],
    ],
  ],
  [
    /^A parallelogram has a base of (\d+) cm and a height of (\d+) cm\. What is its area\?$/,
    ([b, h]) => [
      [
        [0n, 0n],
        [b, 0n],
        [b + 2n, h],
        [2n, h],
      ],
    ],
  ],
  [
    /^A trapezoid has parallel sides of (\d+) cm and (\d+) cm and a height of (\d+) cm\. What is its area\?$/,
    ([a, b, h]) => [
      [
        [0n, 0n],
        [b, 0n],
        [a + 1n, h],
        [1n, h],
      ],
    ],
  ],
  [
    /^A shape is a rectangle (\d+) cm wide and (\d+) cm tall with a triangle of base (\d+) cm and height (\d+) cm on top\. What is its area\?$/,
    ([w, h, , t]) => [
      [
        [0n, 0n],
        [w, 0n],
        [w, h],
        [0n, h],
      ],
      [
        [0n, h],
        [w, h],
        [1n, h + t],
      ],
    ],
  ],
];

export function checkAreaOfTrianglesAndPolygons(sheet: GeneratedSheet, level: Level): string[] {
  const [low, high] = SIDES[level];
  return checkEachPart(sheet, (unit, where, problems) => {
    const shape = SHAPES.find(([pattern]) => pattern.test(unit.question));
    if (unit.type !== "number" || !shape) {
      problems.push(`${where}: not an area question with a number answer`);
      return;
    }
    const numbers = shape[0].exec(unit.question)!.slice(1).map(BigInt);
    const doubled = shape[1](numbers).reduce((total, polygon) => total + doubledArea(polygon), 0n);
    problems.push(...keyProblem(where, unit.value, decimalOf(rational(doubled, 2n)!) ?? "?"));
    if (unit.unit !== "cm²") problems.push(`${where}: an area without cm²`);
    if (numbers.some((n) => n < 1n || n > BigInt(high + 6))) problems.push(`${where}: a measure outside 1 to ${high + 6}`);
    if (numbers.some((n) => n < BigInt(low))) problems.push(`${where}: a measure below ${low}`);
    if (level === "support" && doubled % 2n !== 0n) problems.push(`${where}: a half in a support area`);
    if (/base of (\d+) cm and height/.test(unit.question)) {
      const [, w, , b] = numbers.map(String);
      if (w !== b) problems.push(`${where}: the triangle's base is not the rectangle's width`);
    }
  });
}
