/**
 * Measuring length (grade 2): read a ruler, say how much longer one object is than another, solve
 * length word problems within 100, read jumps on a number line as lengths, and estimate in sensible
 * units. Support measures from 0 on a plain ruler with small numbers; core uses millimetre and
 * quarter-inch rulers and regrouping; challenge starts objects away from 0 (the length is end minus
 * start) and asks for a missing piece.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import type { Answerable, Question } from "../../questions/model";
import { block, MINUS, NAMES, type Item } from "./practice";

type Unit = "cm" | "in";
const UNIT_WORDS: Record<Unit, string> = { cm: "cm", in: "inches" };
const OBJECTS = ["pencil", "crayon", "ribbon", "straw", "key", "leaf", "worm", "stick", "nail", "feather"] as const;
const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

const item = (unit: Answerable, size: number, key: string): Item => ({ unit, size, key });

/** An object on a ruler: its unit, where it starts and its whole-unit length, on a ruler long enough. */
function measured(random: Random, level: Level, least: number) {
  const unit: Unit = random.pick(["cm", "in"]);
  const longest = unit === "cm" ? 15 : 12;
  const start = level === "challenge" ? random.int(1, 4) : 0;
  const length = random.int(least, longest - start - (level === "support" ? 4 : 0));
  const name = random.pick(OBJECTS);
  const figure = {
    type: "ruler" as const,
    unit,
    length: longest,
    ...(level === "support" ? { divisions: 1 as const } : {}),
    object: { from: String(start), to: String(start + length), label: capital(name) },
  };
  return { unit, start, length, name, figure };
}

function readRuler(random: Random, level: Level): Item {
  const { unit, length, name, figure } = measured(random, level, 2);
  return item(
    { type: "number", question: `How long is the ${name}?`, value: String(length), unit: UNIT_WORDS[unit], figure },
    length,
    `ruler ${name} ${length} ${unit}`,
  );
}

function howMuchLonger(random: Random, level: Level): Item {
  const { unit, length, name, figure } = measured(random, level, 4);
  const other = random.pick(OBJECTS.filter((object) => object !== name));
  const shorter = random.int(1, length - (level === "challenge" ? 2 : 1));
  return item(
    {
      type: "number",
      question: `The ${other} is ${shorter} ${UNIT_WORDS[unit]} long. How much longer is the ${name} than the ${other}?`,
      value: String(length - shorter),
      unit: UNIT_WORDS[unit],
      figure,
    },
    length,
    `longer ${name} ${other}`,
  );
}

const LONG_UNITS = ["cm", "inches", "feet", "{{metres|meters}}"] as const;

/** Two lengths to add or take apart: no regrouping at support, regrouping from core. */
function pair(random: Random, level: Level) {
  if (level === "support") {
    const [a, b] = [random.int(1, 4) * 10 + random.int(0, 4), random.int(1, 3) * 10 + random.int(0, 4)];
    return { big: a + b, small: b, a, b };
  }
  for (;;) {
    const a = random.int(15, 68);
    const b = random.int(12, 99 - a);
    if ((a % 10) + (b % 10) >= 10 || level === "challenge") return { big: a + b, small: b, a, b };
  }
}

function wordProblem(random: Random, level: Level): Item {
  const [first, second] = random.shuffle(NAMES).slice(0, 2);
  const unit = random.pick(LONG_UNITS);
  const { big, small, a, b } = pair(random, level);
  const kind = random.int(0, level === "challenge" ? 3 : 2);
  const [question, value] =
    kind === 0
      ? [`${first}'s ribbon is ${a} ${unit} long. ${second}'s is ${b} ${unit} long. How long are they together?`, a + b]
      : kind === 1
        ? [`A rope is ${big} ${unit} long. ${first} cuts off ${small} ${unit}. How long is the rope now?`, big - small]
        : kind === 2
          ? [`${first} jumps ${big} ${unit}. ${second} jumps ${small} ${unit}. How much farther does ${first} jump?`, big - small]
          : [
              `A board is ${big} ${unit} long. A piece is cut off and ${big - small} ${unit} is left. How long is the piece?`,
              small,
            ];
  return item({ type: "number", question, value: String(value), unit }, big, `${kind} ${big} ${small}`);
}

/** A jump on a line of 20 ones, every tick numbered: from 0 at support, from a ten up to 80 beyond. */
function jump(random: Random, level: Level): Item {
  const from = level === "support" ? 0 : random.int(1, 8) * 10;
  const low = from + random.int(0, 17);
  const high = random.int(low + (level === "challenge" ? 3 : 2), from + 20);
  const back = level === "challenge" && random.int(0, 1) === 1;
  const figure = {
    type: "number-line" as const,
    from: String(from),
    to: String(from + 20),
    step: "1",
    jumps: [back ? { from: String(high), to: String(low) } : { from: String(low), to: String(high) }],
  };
  return item(
    { type: "number", question: "How long is the jump?", value: String(high - low), figure },
    high - low,
    `jump ${low} ${high}`,
  );
}

/** Things to estimate, each with the number that fits it in centimetres or meters, and in inches or feet. */
const ESTIMATES = [
  { thing: "a paper clip", metric: [3, "cm", "m"], customary: [1, "inch", "foot"] },
  { thing: "a crayon", metric: [9, "cm", "m"], customary: [3, "inches", "feet"] },
  { thing: "a pencil", metric: [18, "cm", "m"], customary: [7, "inches", "feet"] },
  { thing: "a book", metric: [25, "cm", "m"], customary: [10, "inches", "feet"] },
  { thing: "a door", metric: [2, "m", "cm"], customary: [7, "feet", "inches"] },
  { thing: "a bed", metric: [2, "m", "cm"], customary: [6, "feet", "inches"] },
  { thing: "a car", metric: [4, "m", "cm"], customary: [15, "feet", "inches"] },
  { thing: "a school bus", metric: [12, "m", "cm"], customary: [40, "feet", "inches"] },
] as const;

function estimate(random: Random): Item {
  const { thing, metric, customary } = random.pick(ESTIMATES);
  const [count, right, wrong] = random.pick([metric, customary]);
  const options = random.shuffle([`${count} ${right}`, `${count} ${wrong}`]);
  return item(
    { type: "choice", question: `About how long is ${thing}?`, options, correct: [options.indexOf(`${count} ${right}`)] },
    1,
    thing,
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const questions: Question[] = [
    block(random, "Measure with the ruler.", 4, () => readRuler(random, level), seen),
    block(random, "Measure, then compare.", 3, () => howMuchLonger(random, level), seen),
    block(random, "Solve the length problems.", 3, () => wordProblem(random, level), seen),
    block(random, "Each jump is a length on the number line.", 3, () => jump(random, level), seen),
    block(random, "Choose the better estimate.", 3, () => estimate(random), seen),
  ];
  return {
    example: {
      question: "A crayon lies on a ruler from 2 cm to 9 cm. How long is the crayon?",
      answer: `The crayon does not start at 0.\nLength = end ${MINUS} start = 9 ${MINUS} 2 = 7.\nSo the crayon is 7 cm long.`,
    },
    questions,
  };
}

export const measuringLength: Generator = {
  slug: "measuring-length",
  title: "Measuring Length: Rulers, Word Problems and Number Lines",
  description:
    "Measure with a ruler in {{centimetres|centimeters}} and inches, compare lengths, solve length word problems, read lengths on a number line and estimate. For grade 2.",
  category: "Measurement",
  grades: { from: 2, to: 2 },
  standards: [
    { code: "2.MD.A.1", why: "Questions 1 and 2 measure objects on a ruler in cm and inches." },
    { code: "2.MD.A.3", why: "Question 5 chooses a sensible estimate of a length in cm, m, inches or feet." },
    { code: "2.MD.A.4", why: "Question 2 measures an object and says how much longer it is than another." },
    { code: "2.MD.B.5", why: "Question 3 solves word problems about lengths within 100 by adding and subtracting." },
    { code: "2.MD.B.6", why: "Question 4 reads jumps on number lines within 100 as lengths, adding on or taking back." },
  ],
  build,
};
