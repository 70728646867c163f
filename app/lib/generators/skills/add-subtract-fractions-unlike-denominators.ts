/**
 * Adding and subtracting fractions with unlike denominators (grade 5): first where one denominator
 * is a multiple of the other, then where both must change, then mixed numbers. Support keeps
 * denominators to 8 and mixed numbers without regrouping; core goes to twelfths; challenge uses
 * denominators that share a factor (so the product is not the least common denominator) and mixed
 * numbers that must regroup. Every answer is asked in simplest form.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { gcd, simplestItem as item } from "./numbers-5-6";
import { block, MINUS, type Item } from "./practice";

type Pair = readonly [number, number];

const MAX_DENOMINATOR: Record<Level, number> = { support: 8, core: 12, challenge: 12 };

/** Every ordered pair of different denominators from 2 to `max` that `keep` accepts. */
function pairs(max: number, keep: (b: number, d: number) => boolean): Pair[] {
  const out: Pair[] = [];
  for (let b = 2; b <= max; b++) for (let d = 2; d <= max; d++) if (b !== d && keep(b, d)) out.push([b, d]);
  return out;
}

const divides = (b: number, d: number) => d % b === 0 || b % d === 0;

/** A numerator from 1 to d − 1 that leaves the fraction in lowest terms. */
function numerator(random: Random, d: number) {
  const choices = Array.from({ length: d - 1 }, (_, i) => i + 1).filter((n) => gcd(n, d) === 1);
  return random.pick(choices);
}

function build(level: Level, random: Random) {
  const max = MAX_DENOMINATOR[level];
  const related = pairs(max, (b, d) => divides(b, d));
  const unrelated = pairs(level === "support" ? 5 : max, (b, d) =>
    level === "challenge" ? !divides(b, d) && gcd(b, d) > 1 : !divides(b, d),
  );
  const mixedPairs = level === "support" ? related : level === "core" ? pairs(max, () => true) : [...related, ...unrelated];
  const seen = new Set<string>();

  /** a/b and c/d: two different fractions in lowest terms (unlike denominators are never equal). */
  const fractions = (from: Pair[]) => {
    const [b, d] = random.pick(from);
    return [numerator(random, b), b, numerator(random, d), d] as const;
  };

  const sum = (from: Pair[]) => (): Item => {
    const [a, b, c, d] = fractions(from);
    const prompt = `${a}/${b} + ${c}/${d}`;
    return item(prompt, a * d + c * b, b * d, [`${a}/${b}`, `${c}/${d}`].sort().join("+"));
  };
  const difference = (from: Pair[]) => (): Item => {
    let [a, b, c, d] = fractions(from);
    if (a * d < c * b) [a, b, c, d] = [c, d, a, b];
    return item(`${a}/${b} ${MINUS} ${c}/${d}`, a * d - c * b, b * d);
  };
  /** w a/b ± v c/d; support never regroups, challenge always does. */
  const mixed = (): Item => {
    let [a, b, c, d] = fractions(mixedPairs);
    const adding = random.int(0, 1) === 0;
    const w = random.int(adding ? 1 : 2, 5);
    const v = random.int(1, adding ? 4 : w - 1);
    if (adding) {
      const carries = a * d + c * b > b * d;
      if ((level === "support" && carries) || (level === "challenge" && !carries)) [a, c] = [b - a, d - c];
      return item(`${w} ${a}/${b} + ${v} ${c}/${d}`, (w * b + a) * d + (v * d + c) * b, b * d);
    }
    const regroups = a * d < c * b;
    if ((level === "support" && regroups) || (level === "challenge" && !regroups)) [a, b, c, d] = [c, d, a, b];
    return item(`${w} ${a}/${b} ${MINUS} ${v} ${c}/${d}`, (w * b + a) * d - (v * d + c) * b, b * d);
  };

  const simplest = "Give each answer in simplest form.";
  const questions = [
    block(random, `Add. One denominator is a multiple of the other. ${simplest}`, 4, sum(related), seen),
    block(random, `Subtract. One denominator is a multiple of the other. ${simplest}`, 4, difference(related), seen),
    block(random, `Add. Find a common denominator first. ${simplest}`, 4, sum(unrelated), seen),
    block(random, `Subtract. Find a common denominator first. ${simplest}`, 3, difference(unrelated), seen),
    block(random, `Add or subtract the mixed numbers. ${simplest}`, 3, mixed, seen),
  ];
  return {
    example: {
      question: "Work out 5/6 + 3/8. Give the answer in simplest form.",
      answer: [
        "Find a common denominator: the multiples of 8 are 8, 16, 24, … and 24 is the first that 6 divides.",
        "5/6 = 20/24 and 3/8 = 9/24.",
        "20/24 + 9/24 = 29/24.",
        "29/24 is more than 1: 24/24 = 1, so 29/24 = 1 5/24.",
        "So 5/6 + 3/8 = 1 5/24.",
      ].join("\n"),
    },
    questions,
  };
}

export const addSubtractFractionsUnlikeDenominators: Generator = {
  slug: "add-subtract-fractions-unlike-denominators",
  title: "Adding and Subtracting Fractions: Unlike Denominators",
  description:
    "Fresh practice adding and subtracting fractions and mixed numbers with unlike denominators by finding a common denominator, answers in simplest form. For grade 5.",
  category: "Fractions",
  grades: { from: 5, to: 5 },
  standards: [
    { code: "5.NF.A.1", why: "Questions 1–4 add and subtract fractions with unlike denominators; 5 does it with mixed numbers." },
  ],
  build,
};
