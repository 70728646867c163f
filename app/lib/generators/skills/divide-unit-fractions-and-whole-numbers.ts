/**
 * Dividing unit fractions by whole numbers and whole numbers by unit fractions (grade 5): bare
 * divisions first, then sharing and "how many pieces" stories. Support keeps to halves, thirds and
 * quarters and numbers to 5; core to tenths and 10; challenge to twelfths and 12, never ÷ 1.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { simplestItem } from "./numbers-5-6";
import { block, NAMES, numberItem, type Item } from "./practice";

const RANGES: Record<Level, { denominators: [number, number]; wholes: [number, number] }> = {
  support: { denominators: [2, 4], wholes: [2, 5] },
  core: { denominators: [2, 10], wholes: [2, 10] },
  challenge: { denominators: [3, 12], wholes: [3, 12] },
};

/** A number item ordered by the numbers its prompt prints; the size is the sum of b and w. */
const whole = (prompt: string, value: number, b: number, w: number) => numberItem(prompt, value, b + w);
const fraction = (prompt: string, b: number, w: number) => ({ ...simplestItem(prompt, 1, b * w), size: b + w });

function build(level: Level, random: Random) {
  const { denominators, wholes } = RANGES[level];
  const pair = () => [random.int(...denominators), random.int(...wholes)] as const;
  const seen = new Set<string>();

  const fractionByWhole = (): Item => {
    const [b, w] = pair();
    return fraction(`1/${b} ÷ ${w}`, b, w);
  };
  const wholeByFraction = (): Item => {
    const [b, w] = pair();
    return whole(`${w} ÷ 1/${b}`, w * b, b, w);
  };
  const sharing = (): Item => {
    const [b, w] = pair();
    const name = random.pick(NAMES);
    return fraction(
      `${name} shares 1/${b} kg of raisins equally among ${w} friends. How many kilograms does each friend get?`,
      b,
      w,
    );
  };
  const pieces = (): Item => {
    const [b, w] = pair();
    const name = random.pick(NAMES);
    return whole(`${name} cuts ${w} m of ribbon into pieces 1/${b} m long. How many pieces does ${name} get?`, w * b, b, w);
  };
  const mixed = (): Item => (random.int(0, 1) === 0 ? fractionByWhole() : wholeByFraction());

  return {
    example: {
      question: "Work out 1/3 ÷ 4 and 4 ÷ 1/3.",
      answer: [
        "1/3 ÷ 4: share one third into 4 equal parts. Each part is 1/12 of the whole, because 3 × 4 = 12 parts make the whole.",
        "Check: 1/12 × 4 = 4/12 = 1/3.",
        "4 ÷ 1/3: how many thirds are in 4? Each whole holds 3 thirds, so 4 wholes hold 4 × 3 = 12 thirds.",
        "Check: 12 × 1/3 = 4.",
      ].join("\n"),
    },
    questions: [
      block(random, "Divide the unit fraction by the whole number. Give each answer in simplest form.", 4, fractionByWhole, seen),
      block(random, "Divide the whole number by the unit fraction.", 4, wholeByFraction, seen),
      block(random, "Solve. Give each answer as a fraction in simplest form.", 3, sharing, seen),
      block(random, "Solve.", 3, pieces, seen),
      block(random, "Divide. Check each answer by multiplying. Give each answer in simplest form.", 3, mixed, seen),
    ],
  };
}

export const divideUnitFractionsAndWholeNumbers: Generator = {
  slug: "divide-unit-fractions-and-whole-numbers",
  title: "Dividing Unit Fractions and Whole Numbers",
  description:
    "Fresh practice dividing a unit fraction by a whole number and a whole number by a unit fraction, in bare divisions and in sharing and measuring stories. For grade 5.",
  category: "Fractions",
  grades: { from: 5, to: 5 },
  standards: [
    { code: "5.NF.B.7.a", why: "Questions 1 and 5 divide a unit fraction by a whole number, like 1/4 ÷ 2." },
    { code: "5.NF.B.7.b", why: "Questions 2 and 5 divide a whole number by a unit fraction, like 5 ÷ 1/2." },
    {
      code: "5.NF.B.7.c",
      why: "Questions 3–4 are word problems: sharing a unit fraction of a kilogram, cutting ribbon into pieces.",
    },
  ],
  build,
};
