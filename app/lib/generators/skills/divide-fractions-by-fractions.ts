/**
 * Dividing fractions by fractions (grade 6): how many of a fraction fit in a whole number, fraction
 * by fraction, mixed numbers, sections of a path, and a rectangle's missing side from its area.
 * Support keeps denominators to 6; core to 10; challenge to 12 with mixed numbers on both sides.
 * Answers in simplest form; each is worked by multiplying by the reciprocal.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { fractionText, properFractions, simplestItem } from "./numbers-5-6";
import { block, type Item } from "./practice";

const MAX_DENOMINATOR: Record<Level, number> = { support: 6, core: 10, challenge: 12 };

/** (n1/d1) ÷ (n2/d2) as an item, the answer n1 × d2 over d1 × n2. */
const quotient = (prompt: string, [n1, d1]: [number, number], [n2, d2]: [number, number], unit?: string): Item => {
  const item = simplestItem(prompt, n1 * d2, d1 * n2);
  return unit ? { ...item, unit: { ...item.unit, unit } as Item["unit"] } : item;
};

function build(level: Level, random: Random) {
  const fractions = properFractions(MAX_DENOMINATOR[level]);
  const fraction = () => random.pick(fractions);
  const seen = new Set<string>();
  /** Two different fractions. */
  const two = () => {
    const first = fraction();
    let second = fraction();
    if (second[0] === first[0] && second[1] === first[1]) second = second[0] === 1 ? [2, 3] : [1, second[1]];
    return [first, second] as const;
  };

  const wholeByFraction = (): Item => {
    const [c, d] = fraction();
    const w = random.int(2, level === "support" ? 5 : 9);
    return quotient(`${w} ÷ ${c}/${d}`, [w, 1], [c, d]);
  };
  const fractionByFraction = (): Item => {
    const [[a, b], [c, d]] = two();
    return quotient(`${a}/${b} ÷ ${c}/${d}`, [a, b], [c, d]);
  };
  const mixed = (): Item => {
    const [[a, b], [c, d]] = two();
    const [w, v] = [random.int(1, 4), random.int(1, 3)];
    if (level === "challenge") return quotient(`${w} ${a}/${b} ÷ ${v} ${c}/${d}`, [w * b + a, b], [v * d + c, d]);
    return quotient(`${w} ${a}/${b} ÷ ${c}/${d}`, [w * b + a, b], [c, d]);
  };
  /** A path that splits into a whole number of equal sections. */
  const sections = (): Item => {
    const [c, d] = fraction();
    const k = random.int(2, level === "support" ? 6 : 12);
    const length = fractionText(k * c, d);
    return simplestItem(`A path ${length} km long is split into sections ${c}/${d} km long. How many sections are there?`, k, 1);
  };
  const side = (): Item => {
    const [[a, b], [c, d]] = two();
    // Area a/b × c/d; one side c/d; the other is a/b.
    const area = fractionText(a * c, b * d);
    return quotient(
      `A rectangle has an area of ${area} m² and a side of ${c}/${d} m. How long is the other side?`,
      [a * c, b * d],
      [c, d],
      "m",
    );
  };

  return {
    example: {
      question: "Work out 3/4 ÷ 2/5. Give the answer in simplest form.",
      answer: [
        "Dividing by 2/5 is the same as multiplying by its reciprocal, 5/2.",
        "3/4 × 5/2 = (3 × 5)/(4 × 2) = 15/8.",
        "15/8 = 1 7/8.",
        "Check: 1 7/8 × 2/5 = 15/8 × 2/5 = 30/40 = 3/4. So 3/4 ÷ 2/5 = 1 7/8.",
      ].join("\n"),
    },
    questions: [
      block(random, "How many of the fraction fit into the whole number? Divide.", 4, wholeByFraction, seen),
      block(random, "Divide. Give each answer in simplest form.", 4, fractionByFraction, seen),
      block(random, "Divide the mixed numbers. Give each answer in simplest form.", 3, mixed, seen),
      block(random, "Solve.", 3, sections, seen),
      block(random, "Find the missing side. Give each answer in simplest form.", 3, side, seen),
    ],
  };
}

export const divideFractionsByFractions: Generator = {
  slug: "divide-fractions-by-fractions",
  title: "Dividing Fractions by Fractions",
  description:
    "Fresh practice dividing whole numbers, fractions and mixed numbers by fractions with the reciprocal, in bare divisions, measuring stories and a rectangle's missing side. For grade 6.",
  category: "Fractions",
  grades: { from: 6, to: 6 },
  standards: [
    { code: "6.NS.A.1", why: "Questions 1–3 divide fractions and mixed numbers; 4–5 are path and rectangle word problems." },
  ],
  build,
};
