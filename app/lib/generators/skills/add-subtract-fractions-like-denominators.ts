/**
 * Adding and subtracting fractions with like denominators (grade 4): joining parts on a number line,
 * taking parts away from a shaded fraction bar, writing a fraction as a sum of smaller ones, mixed
 * numbers, and word problems. Support keeps sums within 1 and mixed numbers without regrouping; core
 * crosses a whole; challenge subtracts mixed numbers by regrouping a whole. Keys keep the printed
 * denominator (5/8, not simplified), since the standard adds parts of the same size.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, MINUS, NAMES, numberItem, type Item } from "./practice";

const DENOMINATORS: Record<Level, number[]> = {
  support: [3, 4, 5, 6, 8],
  core: [4, 5, 6, 8, 10, 12],
  challenge: [5, 6, 8, 10, 12],
};

/** n/d as the key writes it: a whole number when it is one, else over the printed denominator. */
function like(n: number, d: number) {
  return n % d === 0 ? String(n / d) : `${n}/${d}`;
}

/** n/d as a mixed number over d ("2 3/8"), a whole number, or a fraction below 1. */
function mixed(n: number, d: number) {
  const whole = Math.floor(n / d);
  const rest = n % d;
  if (rest === 0) return String(whole);
  return whole === 0 ? `${rest}/${d}` : `${whole} ${rest}/${d}`;
}

/** a/d + b/d on a number line: a jump to a/d, then a jump of b/d. */
function joinOnLine(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const most = level === "challenge" ? 2 * d - 1 : d;
  const a = random.int(1, Math.min(d - 1, most - 1));
  const b = random.int(1, Math.min(d - 1, most - a));
  const to = a + b > d ? 2 : 1;
  const figure: Figure = {
    type: "number-line",
    from: "0",
    to: String(to),
    step: `1/${d}`,
    labels: "ends",
    jumps: [
      { from: "0", to: `${a}/${d}` },
      { from: `${a}/${d}`, to: mixed(a + b, d) },
    ],
  };
  return { unit: { type: "number", question: `${a}/${d} + ${b}/${d}`, value: like(a + b, d), figure }, size: (a + b) / d };
}

/** a/d − b/d with a/d shaded on a bar of d parts. */
function takeAway(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const a = random.int(2, d - 1);
  const b = random.int(1, a - 1);
  const figure: Figure = { type: "fraction-model", model: "bar", parts: d, shaded: a };
  return { unit: { type: "number", question: `${a}/${d} ${MINUS} ${b}/${d}`, value: like(a - b, d), figure }, size: a / d };
}

/** n/d written as a sum of smaller fractions with the same denominator, one numerator missing. */
function decompose(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const terms = level === "support" || d < 6 ? 2 : random.int(2, 3);
  const n = random.int(terms, level === "challenge" ? d + 3 : d - 1);
  const parts: number[] = [];
  let left = n;
  for (let i = 0; i < terms - 1; i++) {
    const part = random.int(1, left - (terms - 1 - i));
    parts.push(part);
    left -= part;
  }
  parts.push(left);
  const hidden = random.int(0, terms - 1);
  const sum = parts.map((part, index) => (index === hidden ? `?/${d}` : `${part}/${d}`)).join(" + ");
  return numberItem(`${n}/${d} = ${sum}`, parts[hidden], n / d);
}

/** Two mixed numbers with like denominators, added or subtracted; regrouping as the level allows. */
function mixedNumbers(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const most = level === "support" ? 4 : 7;
  if (random.int(0, 1) === 0) {
    const [w1, w2] = [random.int(1, most), random.int(1, most)];
    // Support's fractional parts stay below a whole together; core and challenge may cross one.
    const f1 = random.int(1, level === "support" ? d - 2 : d - 1);
    const f2 = random.int(level === "challenge" ? d - f1 : 1, level === "support" ? d - 1 - f1 : d - 1);
    const [a, b] = [w1 * d + f1, w2 * d + f2];
    return numberItem(`${mixed(a, d)} + ${mixed(b, d)}`, mixed(a + b, d), (a + b) / d);
  }
  const w1 = random.int(2, most);
  const w2 = random.int(1, w1 - 1);
  // Support takes a smaller fractional part (no regrouping); challenge a larger one (regroup a whole).
  const f2 = level === "support" ? random.int(1, d - 2) : random.int(level === "challenge" ? 2 : 1, d - 1);
  const f1 =
    level === "support" ? random.int(f2 + 1, d - 1) : level === "challenge" ? random.int(1, f2 - 1) : random.int(1, d - 1);
  const [a, b] = [w1 * d + f1, w2 * d + f2];
  return numberItem(`${mixed(a, d)} ${MINUS} ${mixed(b, d)}`, mixed(a - b, d), a / d);
}

const STORIES = {
  add: [
    (name: string, a: string, b: string) =>
      `${name} walked ${a} miles to the park and ${b} miles back home. How many miles did ${name} walk in all?`,
    (name: string, a: string, b: string) =>
      `${name} poured ${a} cups of water into a pot, then ${b} cups more. How many cups of water are in the pot in all?`,
    (name: string, a: string, b: string) =>
      `${name} painted for ${a} hours on Saturday and ${b} hours on Sunday. How many hours did ${name} paint altogether?`,
  ],
  subtract: [
    (name: string, a: string, b: string) =>
      `${name} had a ribbon ${a} yards long and cut off ${b} yards. How many yards of ribbon are left?`,
    (name: string, a: string, b: string) =>
      `${name} bought ${a} pounds of grapes and ate ${b} pounds. How many pounds of grapes are left?`,
    (name: string, a: string, b: string) =>
      `${name} ran ${a} miles and a friend ran ${b} miles. How many miles farther did ${name} run?`,
  ],
};

/** A story that adds or subtracts two amounts with the same denominator (mixed numbers from core). */
function story(random: Random, level: Level): Item {
  const d = random.pick(DENOMINATORS[level]);
  const wholes = level === "support" ? 0 : level === "core" ? 2 : 4;
  const add = random.int(0, 1) === 1;
  // Amounts are never whole numbers: each has a fractional part of 1 to d − 1 parts.
  const draw = () => random.int(level === "challenge" ? 1 : 0, wholes) * d + random.int(1, d - 1);
  const [x, y] = [draw(), draw()];
  const [a, b] = add
    ? level === "support"
      ? [x, random.int(1, d - x)]
      : [x, y]
    : x === y
      ? [x + d, y]
      : [Math.max(x, y), Math.min(x, y)];
  const question = random.pick(add ? STORIES.add : STORIES.subtract)(random.pick(NAMES), mixed(a, d), mixed(b, d));
  const unit = /(miles|cups|hours|yards|pounds)/.exec(question)![1];
  const value = add ? mixed(a + b, d) : mixed(a - b, d);
  return { unit: { type: "number", question, value, unit }, size: (add ? a + b : a) / d };
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "Work out 2 3/8 + 1 7/8.",
      answer:
        "Add the wholes: 2 + 1 = 3.\nAdd the eighths: 3/8 + 7/8 = 10/8.\n10/8 is 8/8 + 2/8 = 1 2/8.\nSo 2 3/8 + 1 7/8 = 3 + 1 2/8 = 4 2/8.",
    },
    questions: [
      block(random, "Add. The number line shows the two jumps.", 3, () => joinOnLine(random, level), seen),
      block(
        random,
        "Subtract. The bar shows the first fraction: cross off what you take away.",
        3,
        () => takeAway(random, level),
        seen,
      ),
      block(random, "Find the missing numerator.", 3, () => decompose(random, level), seen),
      block(random, "Add or subtract the mixed numbers.", 4, () => mixedNumbers(random, level), seen),
      block(random, "Solve each word problem.", 3, () => story(random, level), seen),
    ],
  };
}

export const addSubtractFractionsLikeDenominators: Generator = {
  slug: "add-subtract-fractions-like-denominators",
  title: "Adding and Subtracting Fractions: Like Denominators",
  description:
    "Fresh practice joining and taking away fractions with the same denominator on number lines and fraction bars, writing a fraction as a sum, and adding and subtracting mixed numbers, with word problems. For grade 4.",
  category: "Fractions",
  grades: { from: 4, to: 4 },
  standards: [
    {
      code: "4.NF.B.3.a",
      why: "Questions 1 and 2 add fractions as jumps joined on a number line and subtract them as parts taken from a fraction bar.",
    },
    {
      code: "4.NF.B.3.b",
      why: "Question 3 writes a fraction as a sum of smaller fractions with the same denominator, finding the missing part.",
    },
    { code: "4.NF.B.3.c", why: "Question 4 adds and subtracts mixed numbers with like denominators." },
    {
      code: "4.NF.B.3.d",
      why: "Question 5 solves word problems that add or subtract fractions and mixed numbers with like denominators.",
    },
  ],
  build,
};
