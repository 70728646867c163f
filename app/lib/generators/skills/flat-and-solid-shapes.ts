/**
 * Flat and solid shapes (kindergarten and grade 1): naming shapes whatever their size or the way they
 * face, telling flat shapes from solid ones, counting sides and corners, and finding a named shape.
 * Support shows triangles, squares, rectangles and circles sitting flat; core adds hexagons and turned
 * shapes (a square standing on a corner is still a square); challenge adds pentagons and thin or
 * tilted shapes.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { pictureChoice, withFigure } from "./figured";
import { block, choiceItem, numberItem, type Item } from "./practice";

type Point = [number, number];
type Name = "circle" | "triangle" | "square" | "rectangle" | "pentagon" | "hexagon";

const CORNERS: Record<Name, number> = { circle: 0, triangle: 3, square: 4, rectangle: 4, pentagon: 5, hexagon: 6 };
const NAMES: Record<Level, Name[]> = {
  support: ["circle", "triangle", "square", "rectangle"],
  core: ["circle", "triangle", "square", "rectangle", "hexagon"],
  challenge: ["circle", "triangle", "square", "rectangle", "pentagon", "hexagon"],
};
const SOLIDS = ["cube", "cuboid", "cylinder", "cone", "pyramid", "sphere"] as const;

/** A quarter turn about the origin, `turns` times: whole-number corners stay whole. */
function turn(points: Point[], turns: number): Point[] {
  let turned = points;
  for (let t = 0; t < turns; t++) turned = turned.map(([x, y]) => [-y, x]);
  return turned;
}

function polygon(vertices: Point[]): Figure {
  return { type: "polygon", vertices };
}

/** A picture of a shape with this name, in one of the sizes and turns the level allows. */
function shapeFigure(random: Random, name: Name, level: Level): Figure {
  const turns = level === "support" ? 0 : random.int(0, 3);
  switch (name) {
    case "circle":
      return { type: "circle", show: "none" };
    case "triangle": {
      const width = random.int(3, 6);
      const apex = level === "challenge" ? random.int(-2, width + 2) : random.int(0, width);
      const height = level === "challenge" ? random.int(1, 5) : random.int(2, 5);
      return polygon(
        turn(
          [
            [0, 0],
            [width, 0],
            [apex, height],
          ],
          turns,
        ),
      );
    }
    case "square": {
      const side = random.int(2, 5);
      // Standing on a corner from core on: the turned square many children call a "diamond".
      const onCorner = level !== "support" && random.int(0, 2) === 0;
      return polygon(
        onCorner
          ? [
              [side, 0],
              [2 * side, side],
              [side, 2 * side],
              [0, side],
            ]
          : [
              [0, 0],
              [side, 0],
              [side, side],
              [0, side],
            ],
      );
    }
    case "rectangle": {
      const width = random.int(3, 7);
      const height = random.pick([1, 2, 3, 4, 5, 6].filter((h) => h !== width && (level === "challenge" || h > 1)));
      if (level === "challenge" && random.int(0, 2) === 0) {
        // Tilted: sides along (2, 1) and (−1, 2), a and b steps long, a > b so it is never a square.
        const a = Math.ceil(width / 2) + 1;
        const b = random.int(1, a - 1);
        return polygon([
          [0, 0],
          [2 * a, a],
          [2 * a - b, a + 2 * b],
          [-b, 2 * b],
        ]);
      }
      return polygon(
        turn(
          [
            [0, 0],
            [width, 0],
            [width, height],
            [0, height],
          ],
          turns,
        ),
      );
    }
    case "pentagon":
      return { type: "polygon", regular: 5 };
    case "hexagon":
      return level === "challenge" && random.int(0, 1) === 0
        ? polygon([
            [0, 0],
            [4, 0],
            [6, 2],
            [4, 4],
            [0, 4],
            [-1, 2],
          ])
        : { type: "polygon", regular: 6 };
  }
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const names = NAMES[level];
  const withCorners = names.filter((name) => name !== "circle");
  const others = (name: Name, count: number) => random.shuffle(names.filter((other) => other !== name)).slice(0, count);

  const nameIt = (): Item => {
    const name = random.pick(names);
    const options = random.shuffle([name, ...others(name, 2)]);
    const item = choiceItem("What is this shape called?", options, [options.indexOf(name)], CORNERS[name]);
    return withFigure(item, shapeFigure(random, name, level));
  };
  const flatOrSolid = (): Item => {
    const solid = random.int(0, 1) === 1;
    const figure: Figure = solid ? { type: "solid", shape: random.pick(SOLIDS) } : shapeFigure(random, random.pick(names), level);
    return withFigure(choiceItem("Is this shape flat or solid?", ["flat", "solid"], [solid ? 1 : 0], solid ? 1 : 0), figure);
  };
  const count = (what: "sides" | "corners"): Item => {
    const name = random.pick(withCorners);
    return withFigure(
      numberItem(`How many ${what} does this shape have?`, CORNERS[name], CORNERS[name]),
      shapeFigure(random, name, level),
    );
  };
  const find = (): Item => {
    const name = random.pick(withCorners);
    const shapes = random.shuffle([name, ...others(name, 2)]);
    return pictureChoice(
      `Which shape is a ${name}?`,
      shapes.map((shape) => shapeFigure(random, shape, level)),
      shapes.indexOf(name),
      CORNERS[name],
    );
  };

  return {
    example: {
      question: "What is this shape called?",
      figure: {
        type: "polygon" as const,
        vertices: [
          [2, 0],
          [4, 2],
          [2, 4],
          [0, 2],
        ] as [number, number][],
      },
      answer:
        "Count the sides: 1, 2, 3, 4. Count the corners: 4.\nThe sides are all the same length and every corner is square.\nIt is standing on a corner, but it is still a square.",
    },
    questions: [
      block(random, "Name the shape.", 4, nameIt, seen),
      block(random, "Flat shapes lie on paper. Solid shapes you can hold.", 4, flatOrSolid, seen),
      block(random, "Count the sides. Touch each side once.", 4, () => count("sides"), seen),
      block(random, "Count the corners.", 4, () => count("corners"), seen),
      block(random, "Find the shape.", 3, find, seen),
    ],
  };
}

export const flatAndSolidShapes: Generator = {
  slug: "flat-and-solid-shapes",
  title: "Naming Flat and Solid Shapes",
  description:
    "Fresh practice naming circles, triangles, squares, rectangles and hexagons in any size or turn, telling flat from solid, and counting sides and corners. For kindergarten to grade 1.",
  category: "Geometry",
  grades: { from: 0, to: 1 },
  standards: [
    { code: "K.G.A.2", why: "Questions 1 and 5 name shapes drawn in different sizes and turned different ways." },
    { code: "K.G.A.3", why: "Question 2 tells flat shapes from solid ones such as cubes, cones, cylinders and spheres." },
    { code: "K.G.B.4", why: "Questions 3–4 compare shapes by counting their sides and corners." },
    {
      code: "1.G.A.1",
      why: "Questions 1 and 3–5 use defining features (sides, corners, square corners) rather than size or which way a shape faces.",
    },
  ],
  build,
};
