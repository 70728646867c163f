/**
 * Volume with unit cubes (grade 5): the volume of a box from a picture of its bottom layer of unit
 * cubes and its number of layers, counting the cubes that fill a box, the cubes in each layer, a
 * missing side from the volume, and the volume of a solid made of two boxes (adding volumes). Units
 * are cubic centimetres, inches and feet. Support keeps sides to 5; core to 8; challenge 3 to 12.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, type Item } from "./practice";

const SIDES: Record<Level, [number, number]> = { support: [2, 5], core: [2, 8], challenge: [3, 12] };
const UNITS = [
  ["cm", "{{centimetre|centimeter}}"],
  ["in", "inch"],
  ["ft", "foot"],
] as const;

function build(level: Level, random: Random) {
  const side = () => random.int(...SIDES[level]);
  const seen = new Set<string>();
  const cubic = (unit: string) => `${unit}³`;

  const layers = (): Item => {
    const [rows, columns, high] = [side(), side(), side()];
    const [unit, name] = random.pick(UNITS);
    return {
      unit: {
        type: "number",
        question: `The picture shows the bottom layer of a box filled with 1 ${name} cubes. The box is ${high} layers high. What is its volume?`,
        value: String(rows * columns * high),
        unit: cubic(unit),
        figure: { type: "array", rows, columns, item: "square" },
      },
      size: rows * columns * high,
    };
  };
  const fill = (): Item => {
    const [l, w, h] = [side(), side(), side()];
    const [unit, name] = random.pick(UNITS);
    const prompt = `How many 1 ${name} cubes fill a box ${l} ${unit} long, ${w} ${unit} wide and ${h} ${unit} high?`;
    return { unit: { type: "number", question: prompt, value: String(l * w * h), unit: "cubes" }, size: l * w * h };
  };
  const perLayer = (): Item => {
    const [each, count] = [side() * side(), side()];
    const prompt = `A box holds ${each * count} unit cubes in ${count} equal layers. How many cubes are in each layer?`;
    return { unit: { type: "number", question: prompt, value: String(each), unit: "cubes" }, size: each * count };
  };
  const missing = (): Item => {
    const [l, w, h] = [side(), side(), side()];
    const [unit] = random.pick(UNITS);
    const prompt = `A box has a volume of ${l * w * h} ${cubic(unit)}. It is ${l} ${unit} long and ${w} ${unit} wide. How high is it?`;
    return { unit: { type: "number", question: prompt, value: String(h), unit }, size: l * w * h };
  };
  const twoBoxes = (): Item => {
    const [a, b, c, d, e, f] = [side(), side(), side(), side(), side(), side()];
    const [unit] = random.pick(UNITS);
    const prompt = `A solid is made of two boxes, one ${a} ${unit} by ${b} ${unit} by ${c} ${unit} and one ${d} ${unit} by ${e} ${unit} by ${f} ${unit}. What is its total volume?`;
    return {
      unit: { type: "number", question: prompt, value: String(a * b * c + d * e * f), unit: cubic(unit) },
      size: a * b * c + d * e * f,
    };
  };

  return {
    example: {
      question: "A box is 4 cm long, 3 cm wide and 5 cm high. How many 1 cm cubes fill it?",
      answer: [
        "The bottom layer is 4 rows of 3 cubes: 4 × 3 = 12 cubes.",
        "The box is 5 layers high: 5 × 12 = 60 cubes.",
        "Each 1 cm cube has a volume of 1 cm³, so the volume is 60 cm³.",
        "Check with the formula: 4 × 3 × 5 = 60.",
      ].join("\n"),
    },
    questions: [
      block(random, "Count the cubes in the bottom layer, then find the volume.", 3, layers, seen),
      block(random, "How many unit cubes fill each box?", 3, fill, seen),
      block(random, "Find the cubes in each layer.", 3, perLayer, seen),
      block(random, "Find the missing side.", 3, missing, seen),
      block(random, "Add the volumes of the two boxes.", 3, twoBoxes, seen),
    ],
  };
}

export const volumeWithUnitCubes: Generator = {
  slug: "volume-with-unit-cubes",
  title: "Volume: Counting Unit Cubes and Adding Volumes",
  description:
    "Fresh practice finding volume by counting unit cubes in layers, in cubic {{centimetres|centimeters}}, inches and feet, finding a missing side, and adding the volumes of two boxes. For grade 5.",
  category: "Geometry",
  grades: { from: 5, to: 5 },
  standards: [
    {
      code: "5.MD.C.3.b",
      why: "Questions 1–3 find a volume as the number of unit cubes that fill a box with no gaps, layer by layer.",
    },
    {
      code: "5.MD.C.4",
      why: "Questions 1 and 2 measure volume by counting unit cubes of cubic cm, inches and feet.",
    },
    { code: "5.MD.C.5.c", why: "Question 5 finds the volume of a solid made of two boxes by adding their volumes." },
  ],
  build,
};
