/**
 * Area of triangles and polygons (grade 6): right triangles, triangles from a base and height,
 * parallelograms, trapezoids, and a rectangle with a triangle on top. Support keeps sides to 10 with
 * even bases so every area is whole; core to 20; challenge 5 to 30, where halves appear (22.5 cm²).
 * Areas are worked as whole numbers of half square centimetres, so no float reaches an answer.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { decimalText, promptSize } from "./numbers-5-6";
import { block, type Item } from "./practice";

const SIDES: Record<Level, [number, number]> = { support: [2, 10], core: [2, 20], challenge: [5, 30] };

/** An item whose answer is `doubled` ÷ 2 square centimetres. */
function item(prompt: string, doubled: number): Item {
  return {
    unit: { type: "number", question: prompt, value: decimalText(doubled * 5, 1), unit: "cm²" },
    size: promptSize(prompt),
  };
}

function build(level: Level, random: Random) {
  const side = () => random.int(...SIDES[level]);
  /** A base: even at support, so half of base × height is whole. */
  const base = () => (level === "support" ? random.int(1, 5) * 2 : side());
  const seen = new Set<string>();

  const right = () => {
    const [a, b] = [base(), side()];
    return item(`A right triangle has legs of ${a} cm and ${b} cm. What is its area?`, a * b);
  };
  const triangle = () => {
    const [b, h] = [base(), side()];
    return item(`A triangle has a base of ${b} cm and a height of ${h} cm. What is its area?`, b * h);
  };
  const parallelogram = () => {
    const [b, h] = [side(), side()];
    return item(`A parallelogram has a base of ${b} cm and a height of ${h} cm. What is its area?`, 2 * b * h);
  };
  const trapezoid = () => {
    const [a, h] = [side(), level === "support" ? base() : side()];
    const b = a + random.int(1, 6);
    return item(`A trapezoid has parallel sides of ${a} cm and ${b} cm and a height of ${h} cm. What is its area?`, (a + b) * h);
  };
  const house = () => {
    const [w, h, t] = [base(), side(), side()];
    return item(
      `A shape is a rectangle ${w} cm wide and ${h} cm tall with a triangle of base ${w} cm and height ${t} cm on top. What is its area?`,
      2 * w * h + w * t,
    );
  };

  return {
    example: {
      question: "A trapezoid has parallel sides of 6 cm and 10 cm and a height of 4 cm. What is its area?",
      answer: [
        "Two copies of the trapezoid, one turned over, make a parallelogram with base 6 + 10 = 16 cm and height 4 cm.",
        "That parallelogram's area is 16 × 4 = 64 cm².",
        "The trapezoid is half of it: 64 ÷ 2 = 32.",
        "So the area is 32 cm².",
      ].join("\n"),
    },
    questions: [
      block(random, "Find the area of each right triangle.", 3, right, seen),
      block(random, "Find the area of each triangle: half of base × height.", 3, triangle, seen),
      block(random, "Find the area of each parallelogram.", 3, parallelogram, seen),
      block(random, "Find the area of each trapezoid.", 3, trapezoid, seen),
      block(random, "Find the area of each shape by adding its parts.", 3, house, seen),
    ],
  };
}

export const areaOfTrianglesAndPolygons: Generator = {
  slug: "area-of-triangles-and-polygons",
  title: "Area of Triangles and Polygons",
  description:
    "Fresh practice finding the area of right triangles, triangles, parallelograms and trapezoids, and of shapes made of a rectangle and a triangle. For grade 6.",
  category: "Geometry",
  grades: { from: 6, to: 6 },
  standards: [
    {
      code: "6.G.A.1",
      why: "Questions 1–4 find areas of triangles, parallelograms and trapezoids; 5 adds a rectangle and a triangle.",
    },
  ],
  build,
};
