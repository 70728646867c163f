/**
 * Measurement units and conversions (grades 3–4): reading liquid volume on a measuring jug, converting
 * a larger unit to a smaller one (m to cm, kg to g, ft to in, h to min …), mixed measures such as
 * 2 ft 5 in, word problems that convert before adding or subtracting, and comparing two measures in
 * different units. Support keeps to small whole numbers; challenge uses larger factors (km, lb, yd).
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, NAMES, type Item } from "./practice";

/** A larger unit, a smaller one, and how many of the smaller make one larger. */
type Pair = readonly [string, string, number];
const PAIRS: Record<Level, readonly Pair[]> = {
  support: [
    ["m", "cm", 100],
    ["kg", "g", 1000],
    ["ft", "in", 12],
    ["h", "min", 60],
    ["L", "mL", 1000],
  ],
  core: [
    ["m", "cm", 100],
    ["kg", "g", 1000],
    ["ft", "in", 12],
    ["h", "min", 60],
    ["L", "mL", 1000],
    ["min", "s", 60],
    ["yd", "ft", 3],
    ["km", "m", 1000],
  ],
  challenge: [
    ["km", "m", 1000],
    ["yd", "in", 36],
    ["lb", "oz", 16],
    ["h", "min", 60],
    ["m", "cm", 100],
    ["ft", "in", 12],
    ["min", "s", 60],
    ["kg", "g", 1000],
  ],
};
const MOST: Record<Level, number> = { support: 5, core: 9, challenge: 12 };

function jug(random: Random, level: Level): Item {
  const [max, labelStep, tickStep] =
    level === "support" ? [1000, 200, 100] : level === "core" ? [1000, 200, 50] : [2000, 500, 100];
  const amount = tickStep * random.int(1, max / tickStep - 1);
  const figure: Figure = { type: "measuring-jug", unit: "ml", max, labelStep, tickStep, level: amount };
  return {
    unit: {
      type: "number",
      question: "How many {{millilitres|milliliters}} of water are in the jug?",
      value: String(amount),
      unit: "mL",
      figure,
    },
    size: amount,
    key: `jug ${max} ${amount}`,
  };
}

function convert(random: Random, level: Level): Item {
  const [big, small, factor] = random.pick(PAIRS[level]);
  const n = random.int(2, MOST[level]);
  return {
    unit: { type: "number", question: `${n} ${big} = ? ${small}`, value: String(n * factor), unit: small },
    size: n * factor,
  };
}

function mixed(random: Random, level: Level): Item {
  const [big, small, factor] = random.pick(PAIRS[level].filter(([, , f]) => f <= 100));
  const n = random.int(1, MOST[level]);
  const rest = random.int(1, factor - 1);
  return {
    unit: {
      type: "number",
      question: `${n} ${big} ${rest} ${small} = ? ${small}`,
      value: String(n * factor + rest),
      unit: small,
    },
    size: n * factor + rest,
  };
}

/** A length of ribbon with part used, the length in the larger unit and the part in the smaller. */
function story(random: Random, level: Level): Item {
  const [big, small, factor] = random.pick(PAIRS[level].filter(([b]) => ["m", "ft", "yd"].includes(b)));
  const n = random.int(level === "support" ? 1 : 2, MOST[level]);
  const part = random.int(1, n * factor - 1);
  const name = random.pick(NAMES);
  const question = `${name} has ${n} ${big} of ribbon and uses ${part} ${small}. How many ${small} of ribbon are left?`;
  return { unit: { type: "number", question, value: String(n * factor - part), unit: small }, size: n * factor };
}

function compare(random: Random, level: Level): Item {
  const [big, small, factor] = random.pick(PAIRS[level]);
  const n = random.int(2, MOST[level]);
  const other = n * factor + random.pick([-1, 1]) * random.int(1, Math.max(1, Math.floor(factor / 2)));
  const options = random.shuffle([`${n} ${big}`, `${other} ${small}`]);
  const larger = other > n * factor ? `${other} ${small}` : `${n} ${big}`;
  return choiceItem(
    `Which is more: ${options[0]} or ${options[1]}?`,
    options,
    [options.indexOf(larger)],
    Math.max(n * factor, other),
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "Write 3 ft 5 in in inches.",
      answer: "1 ft = 12 in.\n3 ft = 3 × 12 = 36 in.\n36 in + 5 in = 41 in.\nSo 3 ft 5 in = 41 in.",
    },
    questions: [
      block(random, "Read each measuring jug.", 3, () => jug(random, level), seen),
      block(random, "Convert to the smaller unit.", 3, () => convert(random, level), seen),
      block(random, "Write each measure in the smaller unit.", 3, () => mixed(random, level), seen),
      block(random, "Solve. Change to the smaller unit first.", 3, () => story(random, level), seen),
      block(random, "Compare. Change to the same unit first.", 3, () => compare(random, level), seen),
    ],
  };
}

export const measurementConversions: Generator = {
  slug: "measurement-conversions",
  title: "Measurement Units and Conversions",
  description:
    "Fresh practice reading liquid volume on measuring jugs and converting metric and customary units of length, mass, volume and time from larger to smaller units, with word problems. For grades 3–4.",
  category: "Measurement",
  grades: { from: 3, to: 4 },
  standards: [
    { code: "3.MD.A.2", why: "Question 1 measures liquid volume in mL by reading a measuring jug." },
    {
      code: "4.MD.A.1",
      why: "Questions 2, 3 and 5 convert measures from a larger unit to a smaller one and compare measures in different units.",
    },
    {
      code: "4.MD.A.2",
      why: "Question 4 solves word problems about lengths and amounts that need a larger unit changed to a smaller one.",
    },
  ],
  build,
};
