/**
 * The independent check of "Volume of Rectangular Prisms": each sentence is read back for its edges.
 * A volume is worked out as layers (the base's cubes added once per unit of height), a missing edge
 * by trying every height from 1 to 100 until layers fill the given volume, and a joined solid as the
 * sum of its two parts. Edges stay in the level's range and units match (cm³, m³, cm).
 */
import type { GeneratedSheet, Level } from "../generator";
import { keyProblem } from "./parts";
import { checkEachPart } from "./rules-5-6";

const EDGES: Record<Level, [number, number]> = { support: [2, 5], core: [2, 10], challenge: [3, 15] };

/** Volume as layers: the base's unit cubes, added once for each unit of height. */
function layers(base: number, height: number) {
  let volume = 0;
  for (let layer = 0; layer < height; layer++) volume += base;
  return volume;
}

const FORMS: {
  pattern: RegExp;
  unit: string | undefined;
  edges: (n: number[]) => number[];
  answer: (n: number[]) => number | null;
}[] = [
  {
    pattern: /^How many unit cubes fill a box (\d+) cubes long, (\d+) cubes wide and (\d+) cubes high\?$/,
    unit: undefined,
    edges: (n) => n,
    answer: ([l, w, h]) => layers(l * w, h),
  },
  {
    pattern: /^A rectangular prism is (\d+) cm long, (\d+) cm wide and (\d+) cm high\. What is its volume\?$/,
    unit: "cm³",
    edges: (n) => n,
    answer: ([l, w, h]) => layers(l * w, h),
  },
  {
    pattern: /^A prism has a base of area (\d+) m² and a height of (\d+) m\. What is its volume\?$/,
    unit: "m³",
    edges: ([, h]) => [h],
    answer: ([area, h]) => layers(area, h),
  },
  {
    pattern: /^A box has a volume of (\d+) cm³\. It is (\d+) cm long and (\d+) cm wide\. How high is it\?$/,
    unit: "cm",
    edges: ([, l, w]) => [l, w],
    answer: ([volume, l, w]) => {
      const heights = Array.from({ length: 100 }, (_, i) => i + 1).filter((h) => layers(l * w, h) === volume);
      return heights.length === 1 ? heights[0] : null;
    },
  },
  {
    pattern:
      /^A solid is made of two rectangular prisms: (\d+) cm by (\d+) cm by (\d+) cm and (\d+) cm by (\d+) cm by (\d+) cm\. What is its total volume\?$/,
    unit: "cm³",
    edges: (n) => n,
    answer: ([a, b, c, d, e, f]) => layers(a * b, c) + layers(d * e, f),
  },
];

export function checkVolumeOfRectangularPrisms(sheet: GeneratedSheet, level: Level): string[] {
  const [low, high] = EDGES[level];
  return checkEachPart(sheet, (unit, where, problems) => {
    const form = FORMS.find(({ pattern }) => pattern.test(unit.question));
    if (unit.type !== "number" || !form) {
      problems.push(`${where}: not a volume question with a number answer`);
      return;
    }
    const numbers = form.pattern.exec(unit.question)!.slice(1).map(Number);
    const worked = form.answer(numbers);
    if (worked === null) {
      problems.push(`${where}: no whole-number edge fits`);
      return;
    }
    problems.push(...keyProblem(where, unit.value, String(worked)));
    if (unit.unit !== form.unit) problems.push(`${where}: unit ${unit.unit} is not ${form.unit}`);
    const edges = [...form.edges(numbers), ...(form.unit === "cm" ? [worked] : [])];
    if (edges.some((edge) => edge < low || edge > high)) problems.push(`${where}: an edge outside ${low} to ${high}`);
    if (form.unit === "m³" && (numbers[0] < low * low || numbers[0] > high * high))
      problems.push(`${where}: base area out of range`);
  });
}
