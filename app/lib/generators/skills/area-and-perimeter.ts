/**
 * Area and perimeter (grades 3–4): counting unit squares, length × width, shapes made of two
 * rectangles, perimeters, and a rectangle's unknown side from its area or perimeter. Every shape is a
 * drawn figure (unit squares or a labelled polygon) built from the same numbers as the key. Support
 * keeps sides to 6, core to 10, challenge to 20 (4.MD.A.3's formulas with larger numbers).
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, type Item } from "./practice";

const SIDES: Record<Level, [number, number]> = { support: [2, 6], core: [3, 10], challenge: [5, 20] };
const UNITS = ["cm", "m", "in", "ft"] as const;
type Corner = [number, number];

const part = (question: string, value: number, unit: string, figure: Figure, key: string): Item => ({
  unit: { type: "number", question, value: String(value), unit, figure },
  size: value,
  key,
});

function rectangle(w: number, h: number, labels: string[]): Figure {
  return {
    type: "polygon",
    vertices: [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ],
    sideLabels: labels,
    rightAngles: [0, 1, 2, 3],
  };
}

/** A rectangle W × H with a cw × ch rectangle cut from its top right corner: an L of two rectangles. */
function lShape(random: Random, level: Level, u: string): { figure: Figure; area: number; perimeter: number; key: string } {
  const [least, most] = SIDES[level];
  const [w, h] = [random.int(least + 1, most), random.int(least + 1, most)];
  const [cw, ch] = [random.int(1, w - 1), random.int(1, h - 1)];
  const vertices: Corner[] = [
    [0, 0],
    [w, 0],
    [w, h - ch],
    [w - cw, h - ch],
    [w - cw, h],
    [0, h],
  ];
  const lengths = [w, h - ch, cw, ch, w - cw, h];
  return {
    figure: { type: "polygon", vertices, sideLabels: lengths.map((length) => `${length} ${u}`), rightAngles: [0, 1, 2, 4, 5] },
    area: w * h - cw * ch,
    perimeter: 2 * (w + h),
    key: `L ${w} ${h} ${cw} ${ch}`,
  };
}

function unitSquares(random: Random, level: Level): Item {
  const most = level === "support" ? 5 : level === "core" ? 8 : 12;
  const [rows, columns] = [random.int(2, most), random.int(level === "challenge" ? 4 : 2, most)];
  const figure: Figure = { type: "array", rows, columns, item: "square" };
  return part(
    "Each square is 1 square unit. What is the area?",
    rows * columns,
    "square units",
    figure,
    `squares ${rows} ${columns}`,
  );
}

function rectangleArea(random: Random, level: Level): Item {
  const [w, h] = [random.int(...SIDES[level]), random.int(...SIDES[level])];
  const u = random.pick(UNITS);
  return part(
    "What is the area of the rectangle?",
    w * h,
    `square ${u}`,
    rectangle(w, h, [`${w} ${u}`, `${h} ${u}`, "", ""]),
    `area ${w} ${h}`,
  );
}

function compositeArea(random: Random, level: Level): Item {
  const u = random.pick(UNITS);
  const shape = lShape(random, level, u);
  return part("What is the area of the shape?", shape.area, `square ${u}`, shape.figure, shape.key);
}

function perimeter(random: Random, level: Level): Item {
  const u = random.pick(UNITS);
  if (level === "support" || random.int(0, 1) === 0) {
    const [w, h] = [random.int(...SIDES[level]), random.int(...SIDES[level])];
    return part(
      "What is the perimeter of the rectangle?",
      2 * (w + h),
      u,
      rectangle(w, h, [`${w} ${u}`, `${h} ${u}`, "", ""]),
      `perimeter ${w} ${h}`,
    );
  }
  const shape = lShape(random, level, u);
  return part("What is the perimeter of the shape?", shape.perimeter, u, shape.figure, `perimeter ${shape.key}`);
}

/** A rectangle's unknown side from its area (or, from core, its perimeter) and one side. */
function unknownSide(random: Random, level: Level): Item {
  const [w, h] = [random.int(...SIDES[level]), random.int(...SIDES[level])];
  const u = random.pick(UNITS);
  const figure = rectangle(w, h, [`${w} ${u}`, "?", "", ""]);
  if (level !== "support" && random.int(0, 1) === 0)
    return part(
      `The rectangle has a perimeter of ${2 * (w + h)} ${u}. What is the missing side length?`,
      h,
      u,
      figure,
      `p ${w} ${h}`,
    );
  return part(`The rectangle has an area of ${w * h} square ${u}. What is the missing side length?`, h, u, figure, `a ${w} ${h}`);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "A shape is a 6 cm by 5 cm rectangle with a 2 cm by 3 cm rectangle cut from one corner. Find its area.",
      answer:
        "Split the shape into rectangles, or take the cut corner away.\nThe whole rectangle: 6 × 5 = 30 square cm.\nThe corner cut away: 2 × 3 = 6 square cm.\nArea: 30 − 6 = 24 square cm.",
    },
    questions: [
      block(
        random,
        "Find each area: count the unit squares, then check by multiplying the rows by the columns.",
        3,
        () => unitSquares(random, level),
        seen,
      ),
      block(random, "Find each area. Multiply the length by the width.", 3, () => rectangleArea(random, level), seen),
      block(
        random,
        "Find each area. Split the shape into two rectangles and add their areas.",
        3,
        () => compositeArea(random, level),
        seen,
      ),
      block(random, "Find each perimeter. Add the lengths of all the sides.", 3, () => perimeter(random, level), seen),
      block(random, "Find each unknown side.", 3, () => unknownSide(random, level), seen),
    ],
  };
}

export const areaAndPerimeter: Generator = {
  slug: "area-and-perimeter",
  title: "Area and Perimeter",
  description:
    "Fresh practice finding area by counting unit squares and by multiplying side lengths, the area of shapes made of rectangles, perimeters, and unknown sides. For grades 3–4.",
  category: "Geometry",
  grades: { from: 3, to: 4 },
  standards: [
    { code: "3.MD.C.5.a", why: "Question 1 treats each square of side 1 unit as one square unit of area." },
    {
      code: "3.MD.C.5.b",
      why: "Question 1 finds the area of a rectangle covered by unit squares with no gaps by counting them.",
    },
    { code: "3.MD.C.6", why: "Question 1 measures area by counting unit squares." },
    {
      code: "3.MD.C.7.a",
      why: "Question 1 tiles rectangles with unit squares and checks the count against the product of the side lengths.",
    },
    {
      code: "3.MD.C.7.b",
      why: "Question 2 multiplies side lengths to find the areas of rectangles in centimeters, meters, inches and feet.",
    },
    {
      code: "3.MD.C.7.d",
      why: "Question 3 finds the area of a shape made of two rectangles by splitting it and adding the areas.",
    },
    {
      code: "3.MD.D.8",
      why: "Questions 4 and 5 find perimeters of polygons and an unknown side length from the perimeter or area.",
    },
    { code: "4.MD.A.3", why: "Question 5 uses the area and perimeter formulas for rectangles to find an unknown side." },
  ],
  build,
};
