/**
 * Shapes and equal shares (grade 2): count a shape's sides, name triangles, quadrilaterals, pentagons
 * and hexagons, count the squares in a rectangle split into rows and columns, name the shaded share of
 * a circle or rectangle (halves, thirds, fourths), and pick the shape with a given number of angles.
 * Support draws regular shapes, small rectangles, and halves and fourths; core draws uneven shapes and
 * thirds; challenge shades more than one share (two thirds, three fourths) and larger rectangles.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import type { Answerable } from "../../questions/model";
import { block, type Item } from "./practice";

const SHAPE_NAMES: Record<number, string> = { 3: "triangle", 4: "quadrilateral", 5: "pentagon", 6: "hexagon" };
const NAMES_LIST = Object.values(SHAPE_NAMES);

/**
 * A shape with `sides` corners: regular at support, otherwise corners at uneven distances round a
 * centre (a convex shape the child cannot name by its look alone), on a grid of tenths.
 */
function shape(random: Random, level: Level, sides: number) {
  if (level === "support") return { type: "polygon" as const, regular: sides };
  for (;;) {
    const vertices = Array.from({ length: sides }, (_, corner): [number, number] => {
      const angle = ((corner + random.int(-2, 2) / 10) * 2 * Math.PI) / sides;
      const radius = random.int(7, 10);
      return [Math.round(radius * Math.cos(angle) * 10) / 10, Math.round(radius * Math.sin(angle) * 10) / 10];
    });
    // Every corner must be plain to see: a turn of at least 25° (most draws are).
    if (vertices.every((_, corner) => turnDegrees(vertices, corner) >= 25)) return { type: "polygon" as const, vertices };
  }
}

/** How far the outline turns at a corner, in degrees (0 would be a straight line through it). */
function turnDegrees(vertices: [number, number][], corner: number) {
  const [x0, y0] = vertices[(corner + vertices.length - 1) % vertices.length];
  const [x1, y1] = vertices[corner];
  const [x2, y2] = vertices[(corner + 1) % vertices.length];
  const turn = Math.atan2(y2 - y1, x2 - x1) - Math.atan2(y1 - y0, x1 - x0);
  return (((turn * 180) / Math.PI + 540) % 360) - 180;
}

const item = (unit: Answerable, size: number, key: string): Item => ({ unit, size, key });

function countSides(random: Random, level: Level): Item {
  const sides = random.int(3, 6);
  const figure = shape(random, level, sides);
  return item(
    { type: "number", question: "How many sides does this shape have?", value: String(sides), figure },
    sides,
    JSON.stringify(figure),
  );
}

function nameShape(random: Random, level: Level): Item {
  const sides = random.int(3, 6);
  const figure = shape(random, level, sides);
  return item(
    {
      type: "choice",
      question: "What is this shape called?",
      options: NAMES_LIST,
      correct: [NAMES_LIST.indexOf(SHAPE_NAMES[sides])],
      figure,
    },
    sides,
    `name ${JSON.stringify(figure)}`,
  );
}

function squares(random: Random, level: Level): Item {
  const [rows, columns] =
    level === "support"
      ? [random.int(2, 3), random.int(2, 4)]
      : level === "core"
        ? [random.int(2, 5), random.int(2, 5)]
        : [random.int(3, 6), random.int(4, 8)];
  return item(
    {
      type: "number",
      question: "The rectangle is cut into rows and columns of equal squares. How many squares are there?",
      value: String(rows * columns),
      figure: { type: "array", rows, columns, item: "square" },
    },
    rows * columns,
    `squares ${rows} ${columns}`,
  );
}

const COUNT_WORDS = ["", "one", "two", "three"];
const SHARE_WORDS: Record<number, [string, string]> = { 2: ["half", "halves"], 3: ["third", "thirds"], 4: ["fourth", "fourths"] };
const shareName = (shaded: number, parts: number) => `${COUNT_WORDS[shaded]} ${SHARE_WORDS[parts][shaded === 1 ? 0 : 1]}`;

function shaded(random: Random, level: Level): Item {
  const parts = level === "support" ? random.pick([2, 4]) : level === "core" ? random.int(2, 4) : random.int(3, 4);
  const count = level === "challenge" ? random.int(2, parts - 1) : 1;
  const right = shareName(count, parts);
  // Other names for other amounts (never "one half" beside two fourths, which is the same share).
  const pool = [2, 3, 4].flatMap((n) => [1, 2, 3].filter((k) => k < n && k * parts !== count * n).map((k) => shareName(k, n)));
  const others = random.shuffle(pool).slice(0, 2);
  const options = random.shuffle([right, ...others]);
  const model = random.pick(["bar", "circle"] as const);
  return item(
    {
      type: "choice",
      question: "What part of the shape is shaded?",
      options,
      correct: [options.indexOf(right)],
      figure: { type: "fraction-model", model, parts, shaded: count },
    },
    parts,
    `${model} ${parts} ${count}`,
  );
}

function byAngles(random: Random): Item {
  const sides = random.int(3, 6);
  const feature = random.pick(["angles", "sides"]);
  return item(
    {
      type: "choice",
      question: `Which shape has ${sides} ${feature}?`,
      options: NAMES_LIST,
      correct: [NAMES_LIST.indexOf(SHAPE_NAMES[sides])],
    },
    sides,
    `${sides} ${feature}`,
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "A rectangle is cut into 3 rows with 4 squares in each row. How many squares are there?",
      answer: "Count the squares row by row.\nEach row has 4: 4, 8, 12.\nSo there are 12 squares.",
    },
    questions: [
      block(random, "Count the sides.", 4, () => countSides(random, level), seen),
      block(random, "Name the shape by its sides and angles.", 4, () => nameShape(random, level), seen),
      block(random, "Count the squares.", 4, () => squares(random, level), seen),
      block(random, "The shares are equal. Name the shaded part.", 3, () => shaded(random, level), seen),
      block(random, "Choose the shape.", 3, () => byAngles(random), seen),
    ],
  };
}

export const shapesAndEqualShares: Generator = {
  slug: "shapes-and-equal-shares",
  title: "Shapes and Equal Shares",
  description:
    "Count sides and angles, name triangles to hexagons, count the squares in a rectangle, and name halves, thirds and fourths. For grade 2.",
  category: "Geometry",
  grades: { from: 2, to: 2 },
  standards: [
    {
      code: "2.G.A.1",
      why: "Questions 1, 2 and 5 count sides and angles and name triangles, quadrilaterals, pentagons and hexagons by them.",
    },
    { code: "2.G.A.2", why: "Question 3 counts the squares in a rectangle split into rows and columns of equal squares." },
    { code: "2.G.A.3", why: "Question 4 names the shaded equal shares of circles and rectangles as halves, thirds or fourths." },
    {
      code: "1.G.A.3",
      why: "Question 4 names halves and fourths of circles and rectangles (at every level) as shares of a whole.",
    },
  ],
  build,
};
