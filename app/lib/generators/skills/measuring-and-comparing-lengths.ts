/**
 * Measuring and comparing lengths (kindergarten and grade 1): measuring things on a ruler in whole
 * centimetres and inches, telling which of two is longer or shorter, ordering three, and comparing two
 * lengths through a third ("the rope is longer than the stick …"). Support measures from 0 with big
 * differences, core uses the whole ruler, challenge starts some things past 0 and compares close lengths.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { withFigure } from "./figured";
import { block, choiceItem, type Item } from "./practice";

const THINGS = ["crayon", "pencil", "ribbon", "straw", "spoon", "leaf", "brush", "key", "stick", "rope", "worm", "feather"];

/** Per level: lengths in cm and in inches, where a thing may start, and the least difference compared. */
const RANGES = {
  support: { cm: [2, 9], inches: [1, 6], starts: [0, 0], gap: 3 },
  core: { cm: [3, 14], inches: [2, 11], starts: [0, 0], gap: 1 },
  challenge: { cm: [5, 14], inches: [3, 9], starts: [1, 3], gap: 1 },
} as const satisfies Record<
  Level,
  { cm: readonly [number, number]; inches: readonly [number, number]; starts: readonly [number, number]; gap: number }
>;

function ruler(unit: "cm" | "in", from: number, length: number, label: string): Figure {
  return {
    type: "ruler",
    unit,
    length: unit === "cm" ? 15 : 12,
    divisions: 1,
    object: { from: String(from), to: String(from + length), label },
  };
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const range = RANGES[level];
  const thing = () => random.pick(THINGS);
  /** `count` lengths in cm, each pair at least the level's gap apart. */
  const lengths = (count: number) => {
    for (;;) {
      const drawn = Array.from({ length: count }, () => random.int(range.cm[0], range.cm[1]));
      const sorted = [...drawn].sort((a, b) => a - b);
      if (sorted.every((value, i) => i === 0 || value - sorted[i - 1] >= range.gap)) return drawn;
    }
  };
  const things = (count: number) => random.shuffle(THINGS).slice(0, count);

  const measure = (unit: "cm" | "in"): Item => {
    const name = thing();
    const [low, high] = unit === "cm" ? range.cm : range.inches;
    const length = random.int(low, high);
    const from = unit === "in" ? random.int(range.starts[0], range.starts[1]) : 0;
    const item: Item = {
      unit: {
        type: "number",
        question: `How long is the ${name}?`,
        value: String(length),
        unit: unit === "cm" ? "cm" : "inches",
      },
      size: length,
    };
    return withFigure(item, ruler(unit, from, length, name));
  };
  /** Harder when the lengths are closer: parts are ordered by the smallest difference, largest first. */
  const closeness = (sizes: number[]) =>
    20 - Math.min(...sizes.flatMap((size, i) => sizes.slice(i + 1).map((other) => Math.abs(size - other))));
  const compareTwo = (): Item => {
    const word = random.pick(["longer", "shorter"] as const);
    const names = things(2);
    const sizes = lengths(2);
    const right = word === "longer" ? sizes.indexOf(Math.max(...sizes)) : sizes.indexOf(Math.min(...sizes));
    const optionFigures = names.map((name, i) => ruler("cm", 0, sizes[i], name));
    const question = `Which is ${word}: the ${names[0]} or the ${names[1]}?`;
    return { unit: { type: "choice", question, options: names, correct: [right], optionFigures }, size: closeness(sizes) };
  };
  const orderThree = (): Item => {
    const word = random.pick(["longest", "shortest"] as const);
    const names = things(3);
    const sizes = lengths(3);
    const target = word === "longest" ? Math.max(...sizes) : Math.min(...sizes);
    const figures = names.map((name, i) => ruler("cm", 0, sizes[i], name));
    return {
      unit: {
        type: "choice",
        question: `Which is ${word}: ${names[0]}, ${names[1]} or ${names[2]}?`,
        options: names,
        correct: [sizes.indexOf(target)],
        optionFigures: figures,
      },
      size: closeness(sizes),
    };
  };
  /** Two facts link three things in a chain (longest first): the middle one is the measuring "third object". */
  const throughAThird = (): Item => {
    const [long, middle, short] = things(3);
    const word = random.pick(["longest", "shortest"] as const);
    const facts =
      random.int(0, 1) === 0
        ? `The ${long} is longer than the ${middle}. The ${middle} is longer than the ${short}.`
        : `The ${short} is shorter than the ${middle}. The ${middle} is shorter than the ${long}.`;
    const options = random.shuffle([long, middle, short]);
    return choiceItem(`${facts} Which is ${word}?`, options, [options.indexOf(word === "longest" ? long : short)], 0);
  };

  return {
    example: {
      question: "How long is the pencil?",
      figure: ruler("cm", 0, 7, "pencil"),
      answer:
        "The pencil starts at 0.\nIts end is at 7.\nSo the pencil is 7 cm long: 7 one-{{centimetre|centimeter}} units end to end.",
    },
    questions: [
      block(random, "Measure in {{centimetres|centimeters}}. Read the number at the end.", 4, () => measure("cm"), seen),
      block(random, "Measure in inches. Count the units from one end to the other.", 4, () => measure("in"), seen),
      block(random, "Compare the two lengths.", 4, compareTwo, seen),
      block(random, "Put the three in order in your head.", 3, orderThree, seen),
      block(random, "Read both clues. Then choose.", 3, throughAThird, seen),
    ],
  };
}

export const measuringAndComparingLengths: Generator = {
  slug: "measuring-and-comparing-lengths",
  title: "Comparing and Measuring Lengths in Units",
  description:
    "Fresh practice measuring things on a ruler in whole {{centimetres|centimeters}} and inches, telling which is longer or shorter, and ordering three lengths. For kindergarten to grade 1.",
  category: "Measurement",
  grades: { from: 0, to: 1 },
  standards: [
    { code: "K.MD.A.2", why: "Question 3 compares two things directly to tell which is longer or shorter." },
    {
      code: "1.MD.A.1",
      why: "Question 4 orders three things by length; question 5 compares two lengths through a third thing.",
    },
    {
      code: "1.MD.A.2",
      why: "Questions 1–2 measure lengths as a whole number of cm or inch units laid end to end.",
    },
  ],
  build,
};
