/**
 * Multiplying fractions (grade 5): a fraction times a whole number, a fraction times a fraction,
 * simplifying before multiplying, mixed numbers, and the area of a rectangle with fractional sides.
 * Support keeps to halves to sixths with whole-number answers first and unit fractions; core goes
 * to tenths; challenge to twelfths with mixed numbers on both sides. Answers in simplest form.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { gcd, properFractions, simplestItem as item } from "./numbers-5-6";
import { block, type Item } from "./practice";

const MAX_DENOMINATOR: Record<Level, number> = { support: 6, core: 10, challenge: 12 };

function build(level: Level, random: Random) {
  const fractions = properFractions(MAX_DENOMINATOR[level]);
  const units = fractions.filter(([n]) => n === 1);
  const fraction = (from = fractions) => random.pick(from);
  const seen = new Set<string>();

  const timesWhole = (): Item => {
    const [a, b] = fraction();
    const w =
      level === "support"
        ? b * random.int(1, 4)
        : level === "core"
          ? random.int(2, 12)
          : // A whole number from 5 to 24 that the denominator does not divide, so there is no shortcut.
            random.pick(Array.from({ length: 20 }, (_, i) => i + 5).filter((n) => n % b !== 0));
    const prompt = random.int(0, 1) === 0 ? `${a}/${b} × ${w}` : `${w} × ${a}/${b}`;
    return item(prompt, a * w, b, `${a}/${b}×${w}`);
  };
  const timesFraction = (from: [number, number][], cancels: boolean) => (): Item => {
    let [a, b] = fraction(from);
    let [c, d] = fraction(from);
    // Where the block asks to simplify first, make a numerator share a factor with the other denominator.
    if (cancels && gcd(a, d) === 1 && gcd(c, b) === 1) [a, b, c, d] = cancelling(random, fractions);
    return item(`${a}/${b} × ${c}/${d}`, a * c, b * d, [`${a}/${b}`, `${c}/${d}`].sort().join("×"));
  };
  const mixed = (): Item => {
    const [a, b] = fraction();
    const w = random.int(1, 3);
    if (level === "support") {
      const k = random.int(2, 5);
      return item(`${k} × ${w} ${a}/${b}`, k * (w * b + a), b);
    }
    const [c, d] = fraction();
    if (level === "core") return item(`${w} ${a}/${b} × ${c}/${d}`, (w * b + a) * c, b * d);
    const v = random.int(1, 3);
    return item(`${w} ${a}/${b} × ${v} ${c}/${d}`, (w * b + a) * (v * d + c), b * d);
  };
  const rectangle = (): Item => {
    const [a, b] = fraction(level === "support" ? units : fractions);
    const [c, d] = fraction(level === "support" ? units : fractions);
    const w = random.int(1, 3);
    const long = level === "challenge" ? `${w} ${a}/${b}` : `${a}/${b}`;
    const prompt = `A rectangle is ${long} m long and ${c}/${d} m wide. What is its area in square {{metres|meters}}?`;
    const part = item(prompt, (level === "challenge" ? w * b + a : a) * c, b * d);
    return { ...part, unit: { ...part.unit, unit: "m²" } as Item["unit"] };
  };

  const simplest = "Give each answer in simplest form.";
  return {
    example: {
      question: "Work out 4/9 × 3/8. Give the answer in simplest form.",
      answer: [
        "Multiply the numerators and the denominators: (4 × 3)/(9 × 8).",
        "Simplify first: 4 and 8 share 4, so 4/8 becomes 1/2; 3 and 9 share 3, so 3/9 becomes 1/3.",
        "That leaves (1 × 1)/(3 × 2) = 1/6.",
        "Check without simplifying: 12/72 = 1/6. So 4/9 × 3/8 = 1/6.",
      ].join("\n"),
    },
    questions: [
      block(random, `Multiply the fraction and the whole number. ${simplest}`, 4, timesWhole, seen),
      block(
        random,
        `Multiply the fractions. ${simplest}`,
        4,
        timesFraction(level === "support" ? units : fractions, false),
        seen,
      ),
      block(random, `Simplify before you multiply. ${simplest}`, 4, timesFraction(fractions, true), seen),
      block(random, `Multiply the mixed numbers. Write each as a fraction first. ${simplest}`, 3, mixed, seen),
      block(random, `Find the area of each rectangle. ${simplest}`, 3, rectangle, seen),
    ],
  };
}

/** a/b × c/d where a numerator and the other denominator share a factor (b divides nothing else). */
function cancelling(random: Random, fractions: [number, number][]): [number, number, number, number] {
  const [a, b] = random.pick(fractions.filter(([n]) => n > 1));
  const partners = fractions.filter(([n, d]) => gcd(a, d) > 1 && d !== b && n !== a);
  const [c, d] = random.pick(partners);
  return random.int(0, 1) === 0 ? [a, b, c, d] : [c, d, a, b];
}

export const multiplyFractions: Generator = {
  slug: "multiply-fractions",
  title: "Multiplying Fractions",
  description:
    "Fresh practice multiplying fractions by whole numbers and by fractions, simplifying first, with mixed numbers and rectangle areas, answers in simplest form. For grade 5.",
  category: "Fractions",
  grades: { from: 5, to: 5 },
  standards: [
    { code: "5.NF.B.4", why: "Questions 1–4 multiply fractions by whole numbers, by fractions and as mixed numbers." },
    {
      code: "5.NF.B.4.b",
      why: "Question 5 finds the areas of rectangles with fractional side lengths by multiplying the sides.",
    },
  ],
  build,
};
