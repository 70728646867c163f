/**
 * Classifying two-dimensional shapes (grades 3–5): counting a quadrilateral's pairs of parallel sides
 * and its right angles on a grid, naming a quadrilateral exactly (square, rectangle, rhombus,
 * parallelogram, trapezoid), judging statements about the hierarchy ("Every square is a rhombus"),
 * and classifying triangles by their angles. Every shape is built on grid points from its kind, so its
 * properties are known by construction; support keeps shapes square to the grid and small, core turns
 * them by quarter turns on a larger grid, and challenge also tilts squares, rectangles and right
 * triangles off the grid lines.
 */
import type { FigureOf } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, type Item } from "./practice";

type Point = [number, number];
type Grid = FigureOf<"coordinate-grid">;

const SIZE: Record<Level, number> = { support: 8, core: 10, challenge: 12 };
const QUADRILATERALS = ["square", "rectangle", "rhombus", "parallelogram", "trapezoid"] as const;
const TRIANGLES = ["right", "acute", "obtuse"] as const;

/** A shape and what it is by construction. */
interface Shape {
  kind: string;
  vertices: Point[];
  parallel: number;
  right: number;
}

/** Each kind's parents: a square is a rectangle and a rhombus, and so on up to quadrilateral. */
const PARENTS: Record<string, string[]> = {
  square: ["rectangle", "rhombus"],
  rectangle: ["parallelogram"],
  rhombus: ["parallelogram"],
  parallelogram: ["quadrilateral"],
  quadrilateral: [],
};
const isA = (kind: string, other: string): boolean => kind === other || PARENTS[kind].some((parent) => isA(parent, other));
/** The highest kind each property defines: every kind below it has it too. */
const PROPERTIES = [
  ["four sides", "quadrilateral"],
  ["two pairs of parallel sides", "parallelogram"],
  ["four right angles", "rectangle"],
  ["four sides of equal length", "rhombus"],
] as const;

function grid(level: Level, vertices: Point[]): Grid {
  const max = SIZE[level];
  return {
    type: "coordinate-grid",
    x: { from: 0, to: max },
    y: { from: 0, to: max },
    lines: [{ through: vertices, closed: true }],
  };
}

function build(level: Level, random: Random) {
  const max = SIZE[level];
  const big = max - 2;
  const n = (low: number, high: number) => random.int(low, Math.max(low, high));
  const other = (value: number, low: number, high: number) => {
    const drawn = n(low, high - 1);
    return drawn >= value ? drawn + 1 : drawn;
  };
  const seen = new Set<string>();

  /** Turned by quarter turns (not at support), then moved to a random place on the grid. */
  const place = (vertices: Point[]): Point[] => {
    let points = vertices;
    for (let turns = level === "support" ? 0 : n(0, 3); turns > 0; turns--) points = points.map(([x, y]) => [-y, x]);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
    const [dx, dy] = [n(0, max - (Math.max(...xs) - minX)) - minX, n(0, max - (Math.max(...ys) - minY)) - minY];
    return points.map(([x, y]) => [x + dx, y + dy]);
  };
  /** Corners 0, m(a, b), m(a, b) + k(−b, a), k(−b, a): a rectangle tilted off the grid lines. */
  const tilted = (m: number, k: number): Point[] => {
    const b = n(1, 2);
    return [
      [0, 0],
      [m, m * b],
      [m - k * b, m * b + k],
      [-k * b, k],
    ];
  };

  const quadrilaterals: Record<string, () => Shape> = {
    square: () => {
      if (level === "challenge" && n(0, 1) === 0) {
        const m = n(2, 3);
        return { kind: "square", vertices: tilted(m, m), parallel: 2, right: 4 };
      }
      const s = n(2, big);
      return {
        kind: "square",
        vertices: [
          [0, 0],
          [s, 0],
          [s, s],
          [0, s],
        ],
        parallel: 2,
        right: 4,
      };
    },
    rectangle: () => {
      if (level === "challenge" && n(0, 1) === 0) {
        const m = n(1, 3);
        return { kind: "rectangle", vertices: tilted(m, other(m, 1, 3)), parallel: 2, right: 4 };
      }
      const w = n(2, big);
      const h = other(w, 2, big);
      return {
        kind: "rectangle",
        vertices: [
          [0, 0],
          [w, 0],
          [w, h],
          [0, h],
        ],
        parallel: 2,
        right: 4,
      };
    },
    rhombus: () => {
      const p = n(1, big >> 1);
      const q = other(p, 1, big >> 1);
      return {
        kind: "rhombus",
        vertices: [
          [p, 0],
          [2 * p, q],
          [p, 2 * q],
          [0, q],
        ],
        parallel: 2,
        right: 0,
      };
    },
    parallelogram: () => {
      // A slant of 1 or 2 across never makes the slanted side a whole number w long, so it is no rhombus.
      const [k, h] = [n(1, 2), n(2, big - 2)];
      const w = n(2, big - k);
      return {
        kind: "parallelogram",
        vertices: [
          [0, 0],
          [w, 0],
          [w + k, h],
          [k, h],
        ],
        parallel: 2,
        right: 0,
      };
    },
    trapezoid: () => {
      const u = n(1, 2);
      const w = n(u + 2, big);
      const h = n(2, big);
      if (level === "support" || n(0, 1) === 0)
        return {
          kind: "trapezoid",
          vertices: [
            [0, 0],
            [w, 0],
            [w - u, h],
            [0, h],
          ],
          parallel: 1,
          right: 2,
        };
      const t = n(1, w - u - 1);
      return {
        kind: "trapezoid",
        vertices: [
          [0, 0],
          [w, 0],
          [w - u, h],
          [t, h],
        ],
        parallel: 1,
        right: 0,
      };
    },
  };
  /** Quadrilaterals with no parallel sides: one with a single right angle, one with none. */
  const irregular = (): Shape => {
    const w = n(3, big - 1);
    const h = n(2, big - 2);
    if (n(0, 1) === 0) {
      // (0,0) (w,0) (w,h) (1, h+2): the corner at (w, 0) is square; the one at (1, h+2) is too when w = 2h + 5.
      const width = w === 2 * h + 5 ? w - 1 : w;
      return {
        kind: "quadrilateral",
        vertices: [
          [0, 0],
          [width, 0],
          [width, h],
          [1, h + 2],
        ],
        parallel: 0,
        right: 1,
      };
    }
    // (0,0) (w,0) (w−1, h) (1, h+1), with h + 3 ≠ w so the top-left corner is not square.
    const height = h + 3 === w ? h + 1 : h;
    return {
      kind: "quadrilateral",
      vertices: [
        [0, 0],
        [w, 0],
        [w - 1, height],
        [1, height + 1],
      ],
      parallel: 0,
      right: 0,
    };
  };

  const figureItem = (prompt: string, shape: Shape, value: Partial<Item["unit"]>, size: number): Item => {
    const vertices = place(shape.vertices);
    return {
      unit: { question: prompt, figure: grid(level, vertices), ...value } as Item["unit"],
      size,
      key: JSON.stringify(vertices),
    };
  };
  const kinds = level === "support" ? ["square", "rectangle", "trapezoid"] : [...QUADRILATERALS];
  const anyShape = () => (n(0, kinds.length) === kinds.length ? irregular() : quadrilaterals[random.pick(kinds)]());

  const parallel = () => {
    const shape = anyShape();
    return figureItem(
      "How many pairs of parallel sides does this shape have?",
      shape,
      { type: "number", value: String(shape.parallel) },
      shape.parallel,
    );
  };
  const right = () => {
    const shape = anyShape();
    return figureItem(
      "How many right angles does this shape have?",
      shape,
      { type: "number", value: String(shape.right) },
      shape.right,
    );
  };
  const name = () => {
    const shape =
      quadrilaterals[random.pick(level === "support" ? ["square", "rectangle", "rhombus", "parallelogram"] : QUADRILATERALS)]();
    const index = QUADRILATERALS.indexOf(shape.kind as (typeof QUADRILATERALS)[number]);
    return figureItem(
      "What is the most exact name for this quadrilateral?",
      shape,
      { type: "choice", options: [...QUADRILATERALS], correct: [index] },
      index,
    );
  };

  const kindsAbove = Object.keys(PARENTS);
  const statement = (): Item => {
    const kind = random.pick(kindsAbove.slice(0, 4));
    if (level !== "support" && n(0, 1) === 0) {
      const [property, owner] = random.pick(PROPERTIES.slice(1));
      return {
        unit: { type: "truefalse", question: `Every ${kind} has ${property}.`, correct: isA(kind, owner) },
        size: kindsAbove.indexOf(kind) + kindsAbove.indexOf(owner),
      };
    }
    const parent = random.pick(kindsAbove.filter((k) => k !== kind));
    return {
      unit: { type: "truefalse", question: `Every ${kind} is a ${parent}.`, correct: isA(kind, parent) },
      size: kindsAbove.indexOf(kind) + kindsAbove.indexOf(parent),
    };
  };

  const triangle = (): Item => {
    const kind = random.pick(TRIANGLES);
    let vertices: Point[];
    if (kind === "right") {
      // Legs along the grid lines, or at challenge sometimes along (1, b) and (−b, 1).
      const corners = level === "challenge" && n(0, 1) === 0 ? tilted(n(1, 3), n(2, 3)) : null;
      vertices = corners
        ? [corners[0], corners[1], corners[3]]
        : [
            [0, 0],
            [n(2, big), 0],
            [0, n(2, big)],
          ];
    } else if (kind === "acute") {
      // Apex above the base, high enough that h² > c(a − c): every angle is less than a right angle.
      const a = n(3, big);
      const c = n(1, a - 1);
      const h = n(Math.floor(Math.sqrt(c * (a - c))) + 1, max);
      vertices = [
        [0, 0],
        [a, 0],
        [c, h],
      ];
    } else {
      // Apex beyond the end of the base: the angle at (a, 0) opens wider than a right angle.
      const a = n(2, big - 1);
      vertices = [
        [0, 0],
        [a, 0],
        [a + n(1, max - a), n(1, big)],
      ];
    }
    const index = TRIANGLES.indexOf(kind);
    return figureItem(
      "Is this triangle right, acute or obtuse?",
      { kind, vertices, parallel: 0, right: 0 },
      { type: "choice", options: [...TRIANGLES], correct: [index] },
      index,
    );
  };

  return {
    example: {
      question:
        "A quadrilateral has two pairs of parallel sides and four sides of equal length, but no right angles. What is its most exact name?",
      answer: [
        "Two pairs of parallel sides: it is a parallelogram.",
        "Four sides of equal length: a parallelogram like that is a rhombus.",
        "No right angles: it is not a rectangle, so it is not a square.",
        "So the most exact name is rhombus (it is also a parallelogram and a quadrilateral).",
      ].join("\n"),
    },
    questions: [
      block(random, "Look at each shape on the grid. Count the pairs of parallel sides.", 3, parallel, seen),
      block(random, "Look at each shape on the grid. Count the right angles.", 3, right, seen),
      block(random, "Name each quadrilateral. Choose the most exact name.", 3, name, seen),
      block(random, "True or false?", 3, statement, seen),
      block(random, "Classify each triangle by its angles.", 3, triangle, seen),
    ],
  };
}

export const classifyTwoDimensionalShapes: Generator = {
  slug: "classify-two-dimensional-shapes",
  title: "Classifying Quadrilaterals and Triangles",
  description:
    "Fresh practice finding parallel sides and right angles on a grid, naming quadrilaterals exactly, the hierarchy of quadrilaterals, and triangles by their angles. For grades 3–5.",
  category: "Geometry",
  grades: { from: 3, to: 5 },
  standards: [
    {
      code: "3.G.A.1",
      why: "Question 3 sorts quadrilaterals by their sides and angles into squares, rectangles, rhombuses, parallelograms and trapezoids.",
    },
    {
      code: "4.G.A.2",
      why: "Questions 1, 2 and 5 find parallel sides and right angles and sort triangles by their angles, right triangles included.",
    },
    {
      code: "5.G.B.3",
      why: "Question 4 asks whether a property of a category (four right angles, parallel sides) belongs to every shape in a subcategory.",
    },
    {
      code: "5.G.B.4",
      why: "Questions 3 and 4 place quadrilaterals in the hierarchy: every square is a rectangle and a rhombus, every rectangle a parallelogram.",
    },
  ],
  build,
};
