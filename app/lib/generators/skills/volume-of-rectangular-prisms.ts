/**
 * Volume of rectangular prisms (grade 5): counting unit cubes, V = l × w × h, V = B × h, a missing
 * edge from the volume, and solids made of two prisms added together. Support keeps edges 2 to 5,
 * core 2 to 10, challenge 3 to 15. Every answer is a whole number with its unit.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { promptSize } from "./numbers-5-6";
import { block, numberItem, type Item } from "./practice";

const EDGES: Record<Level, [number, number]> = { support: [2, 5], core: [2, 10], challenge: [3, 15] };

function item(prompt: string, value: number, unit?: string): Item {
  const part = numberItem(prompt, value, promptSize(prompt));
  return unit ? { ...part, unit: { ...part.unit, unit } as Item["unit"] } : part;
}

function build(level: Level, random: Random) {
  const edge = () => random.int(...EDGES[level]);
  const seen = new Set<string>();

  const cubes = () => {
    const [l, w, h] = [edge(), edge(), edge()];
    return item(`How many unit cubes fill a box ${l} cubes long, ${w} cubes wide and ${h} cubes high?`, l * w * h);
  };
  const edges = () => {
    const [l, w, h] = [edge(), edge(), edge()];
    return item(`A rectangular prism is ${l} cm long, ${w} cm wide and ${h} cm high. What is its volume?`, l * w * h, "cm³");
  };
  const base = () => {
    const [area, h] = [edge() * edge(), edge()];
    return item(`A prism has a base of area ${area} m² and a height of ${h} m. What is its volume?`, area * h, "m³");
  };
  const missing = () => {
    const [l, w, h] = [edge(), edge(), edge()];
    return item(`A box has a volume of ${l * w * h} cm³. It is ${l} cm long and ${w} cm wide. How high is it?`, h, "cm");
  };
  const joined = () => {
    const [a, b, c, d, e, f] = [edge(), edge(), edge(), edge(), edge(), edge()];
    return item(
      `A solid is made of two rectangular prisms: ${a} cm by ${b} cm by ${c} cm and ${d} cm by ${e} cm by ${f} cm. What is its total volume?`,
      a * b * c + d * e * f,
      "cm³",
    );
  };

  return {
    example: {
      question: "A rectangular prism is 6 cm long, 4 cm wide and 3 cm high. What is its volume?",
      answer: [
        "The bottom layer holds 6 × 4 = 24 unit cubes: that is the base area, 24 cm².",
        "There are 3 layers, one for each {{centimetre|centimeter}} of height: 24 × 3 = 72 cubes.",
        "V = l × w × h = 6 × 4 × 3 = 72.",
        "So the volume is 72 cm³.",
      ].join("\n"),
    },
    questions: [
      block(random, "Count the unit cubes: layers × cubes in a layer.", 3, cubes, seen),
      block(random, "Find each volume with V = l × w × h.", 3, edges, seen),
      block(random, "Find each volume with V = B × h.", 3, base, seen),
      block(random, "Find the missing edge.", 3, missing, seen),
      block(random, "Add the volumes of the two parts.", 3, joined, seen),
    ],
  };
}

export const volumeOfRectangularPrisms: Generator = {
  slug: "volume-of-rectangular-prisms",
  title: "Volume of Rectangular Prisms",
  description:
    "Fresh practice finding the volume of rectangular prisms by counting unit cubes, with V = l × w × h and V = B × h, finding a missing edge, and adding the volumes of two prisms. For grade 5.",
  category: "Geometry",
  grades: { from: 5, to: 5 },
  standards: [
    { code: "5.MD.C.5.a", why: "Question 1 counts the unit cubes that fill a box as layers × cubes in a layer." },
    { code: "5.MD.C.5.b", why: "Questions 2–4 use V = l × w × h and V = B × h, including finding a missing edge." },
    { code: "5.MD.C.5.c", why: "Question 5 adds the volumes of two rectangular prisms that make one solid." },
  ],
  build,
};
