/**
 * Multiplying a fraction by a whole number (grade 4): a fraction as copies of its unit fraction, n × a/d
 * as equal jumps on a number line, as a multiple of 1/d, worked out alone, and in word problems.
 * Support uses small denominators and 2 to 4 copies; core eighths and up to 6 copies; challenge
 * tenths and twelfths, fractions above 1 and up to 9 copies. Never × 1.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, NAMES, numberItem, type Item } from "./practice";

const DENOMINATORS: Record<Level, number[]> = {
  support: [2, 3, 4, 5, 6],
  core: [3, 4, 5, 6, 8],
  challenge: [5, 6, 8, 10, 12],
};
const COPIES: Record<Level, [number, number]> = { support: [2, 4], core: [2, 6], challenge: [3, 9] };

/** n/d as the key writes it: a whole number when it is one, else over the printed denominator. */
const like = (n: number, d: number) => (n % d === 0 ? String(n / d) : `${n}/${d}`);

/** n/d as a mixed number over d ("2 3/8"), a whole number, or a fraction below 1. */
function mixed(n: number, d: number) {
  const [whole, rest] = [Math.floor(n / d), n % d];
  if (rest === 0) return String(whole);
  return whole === 0 ? `${rest}/${d}` : `${whole} ${rest}/${d}`;
}

/** a/d = ? × 1/d, with a/d shaded on bars of d parts (more than one bar when a/d is above 1). */
function unitCopies(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const a = random.int(2, level === "challenge" ? 3 * d - 1 : Math.max(2, d - 1));
  const figure: Figure = { type: "fraction-model", model: "bar", parts: d, shaded: a, wholes: Math.ceil(a / d) };
  return { unit: { type: "number", question: `${a}/${d} = ? × 1/${d}`, value: String(a), figure }, size: a / d };
}

/** n × a/d as n equal jumps from 0 on a number line marked in 1/d (at most 40 steps long). */
function jumps(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const [least, most] = COPIES[level];
  const n = random.int(least, Math.min(most, 6));
  const a = random.int(1, Math.max(1, Math.min(d - 1, Math.floor((40 - d) / n))));
  const to = Math.ceil((n * a) / d);
  const figure: Figure = {
    type: "number-line",
    from: "0",
    to: String(to),
    step: `1/${d}`,
    labels: Array.from({ length: to + 1 }, (_, whole) => String(whole)),
    jumps: Array.from({ length: n }, (_, index) => ({ from: mixed(index * a, d), to: mixed((index + 1) * a, d) })),
  };
  return { unit: { type: "number", question: `${n} × ${a}/${d}`, value: like(n * a, d), figure }, size: (n * a) / d };
}

function asUnits(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const n = random.int(...COPIES[level]);
  const a = random.int(level === "challenge" ? 2 : 1, d - 1);
  return numberItem(`${n} × ${a}/${d} = ? × 1/${d}`, n * a, (n * a) / d);
}

function product(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const n = random.int(...COPIES[level]);
  const a = random.int(level === "challenge" ? 2 : 1, d - 1);
  return numberItem(`${n} × ${a}/${d}`, like(n * a, d), (n * a) / d);
}

const STORIES = [
  (name: string, n: number, f: string) =>
    `${name} walks ${f} of a mile to school each day. How many miles does ${name} walk in ${n} days?`,
  (name: string, n: number, f: string) =>
    `A recipe needs ${f} of a cup of milk. ${name} makes ${n} batches. How many cups of milk does ${name} need?`,
  (name: string, n: number, f: string) =>
    `${name} and friends are ${n} children. Each child eats ${f} of a pound of grapes. How many pounds of grapes do they eat?`,
];
const UNITS = { mile: "miles", cup: "cups", pound: "pounds" } as const;

/** n copies of a/d in a story; the key is a mixed number, as the amount would be measured. */
function story(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const n = random.int(...COPIES[level]);
  const a = random.int(level === "challenge" ? 2 : 1, d - 1);
  const question = random.pick(STORIES)(random.pick(NAMES), n, `${a}/${d}`);
  const unit = UNITS[/of a (mile|cup|pound)/.exec(question)![1] as keyof typeof UNITS];
  return { unit: { type: "number", question, value: mixed(n * a, d), unit }, size: (n * a) / d };
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "Work out 3 × 2/5.",
      answer:
        "2/5 is 2 × 1/5.\nSo 3 × 2/5 is 3 × 2 = 6 copies of 1/5: 6/5.\n6/5 is 5/5 + 1/5 = 1 1/5.\nSo 3 × 2/5 = 6/5 = 1 1/5.",
    },
    questions: [
      block(
        random,
        "Write each fraction as a number of unit fractions. The bars show the fraction.",
        3,
        () => unitCopies(random, level),
        seen,
      ),
      block(random, "Multiply. The number line shows the equal jumps.", 3, () => jumps(random, level), seen),
      block(random, "Write each product as a number of unit fractions.", 3, () => asUnits(random, level), seen),
      block(random, "Multiply.", 4, () => product(random, level), seen),
      block(random, "Solve each word problem.", 3, () => story(random, level), seen),
    ],
  };
}

export const multiplyFractionByWholeNumber: Generator = {
  slug: "multiply-fraction-by-whole-number",
  title: "Multiplying a Fraction by a Whole Number",
  description:
    "Fresh practice seeing a fraction as copies of a unit fraction and multiplying a fraction by a whole number with fraction bars, number lines and word problems. For grade 4.",
  category: "Fractions",
  grades: { from: 4, to: 4 },
  standards: [
    { code: "4.NF.B.4.a", why: "Question 1 writes a fraction such as 5/6 as 5 × 1/6, with the copies shaded on fraction bars." },
    {
      code: "4.NF.B.4.b",
      why: "Questions 2 to 4 multiply a whole number by a fraction as equal jumps and as a multiple of the unit fraction.",
    },
    { code: "4.NF.B.4.c", why: "Question 5 solves word problems that multiply a fraction by a whole number." },
  ],
  build,
};
