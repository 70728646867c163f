/**
 * Greatest common factor and least common multiple (grade 6): the GCF of two numbers to 100 (by
 * Euclid's algorithm here), the LCM of two numbers to 12, rewriting a sum with the GCF and the
 * distributive property, and a story for each. Support keeps to small numbers; challenge never has
 * a GCF of 1 or one number dividing the other.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { gcd, lcm, promptSize } from "./numbers-5-6";
import { blanksItem, block, NAMES, numberItem, type Item } from "./practice";

const item = (prompt: string, value: number) => numberItem(prompt, value, promptSize(prompt));

function build(level: Level, random: Random) {
  /** g × x and g × y with x and y coprime and different, both at most 100. */
  const gcfPair = (): [number, number] => {
    const [low, high] = level === "support" ? [1, 5] : level === "core" ? [1, 8] : [2, 7];
    const x = random.int(low, high);
    let y = random.int(low, high);
    while (y === x || gcd(x, y) !== 1) y = y === high ? low : y + 1;
    const most = Math.floor(100 / Math.max(x, y));
    const g = random.int(level === "challenge" ? 4 : 2, Math.min(level === "support" ? 6 : 15, most));
    return [g * x, g * y];
  };
  /** Two different numbers for an LCM; at challenge neither divides the other. */
  const lcmPair = (): [number, number] => {
    const [low, high] = level === "support" ? [2, 6] : level === "core" ? [2, 12] : [4, 12];
    const a = random.int(low, high);
    let b = random.int(low, high);
    while (b === a || (level === "challenge" && (a % b === 0 || b % a === 0))) b = b === high ? low : b + 1;
    return [a, b];
  };
  const seen = new Set<string>();
  const key = ([a, b]: [number, number]) => `${Math.min(a, b)} ${Math.max(a, b)}`;

  const gcf = (): Item => {
    const [a, b] = gcfPair();
    return { ...item(`the GCF of ${a} and ${b}`, gcd(a, b)), key: `gcf ${key([a, b])}` };
  };
  const least = (): Item => {
    const [a, b] = lcmPair();
    return { ...item(`the LCM of ${a} and ${b}`, lcm(a, b)), key: `lcm ${key([a, b])}` };
  };
  const distribute = (): Item => {
    const [a, b] = gcfPair();
    const g = gcd(a, b);
    return blanksItem(
      `Rewrite ${a} + ${b} using the GCF.`,
      `${a} + ${b} = ___ × (___ + ___)`,
      [g, a / g, b / g],
      promptSize(`${a} ${b}`),
    );
  };
  const bracelets = (): Item => {
    const [a, b] = gcfPair();
    const name = random.pick(NAMES);
    return item(
      `${name} has ${a} red beads and ${b} blue beads and makes identical bracelets using every bead. What is the greatest number of bracelets?`,
      gcd(a, b),
    );
  };
  const packs = (): Item => {
    const [a, b] = lcmPair();
    return item(
      `Cups come in packs of ${a} and plates in packs of ${b}. What is the least number of cups that equals a number of plates?`,
      lcm(a, b),
    );
  };

  return {
    example: {
      question: "Find the GCF and the LCM of 12 and 18.",
      answer: [
        "Factors of 12: 1, 2, 3, 4, 6, 12. Factors of 18: 1, 2, 3, 6, 9, 18. The greatest in both is 6, so the GCF is 6.",
        "Multiples of 12: 12, 24, 36, 48. Multiples of 18: 18, 36. The least in both is 36, so the LCM is 36.",
        "Check: 6 × 36 = 216 = 12 × 18.",
        "With the GCF: 12 + 18 = 6 × (2 + 3).",
      ].join("\n"),
    },
    questions: [
      block(random, "Find the greatest common factor (GCF).", 4, gcf, seen),
      block(random, "Find the least common multiple (LCM).", 4, least, seen),
      block(random, "Use the GCF and the distributive property.", 3, distribute, seen),
      block(random, "Solve with the GCF.", 3, bracelets, seen),
      block(random, "Solve with the LCM.", 3, packs, seen),
    ],
  };
}

export const gcfAndLcm: Generator = {
  slug: "gcf-and-lcm",
  title: "Greatest Common Factor and Least Common Multiple",
  description:
    "Fresh practice finding the greatest common factor of two numbers to 100 and the least common multiple of two numbers to 12, rewriting sums with the distributive property, and stories. For grade 6.",
  category: "Number Theory",
  grades: { from: 6, to: 6 },
  standards: [
    { code: "6.NS.B.4", why: "Questions 1–2 find GCFs and LCMs, 3 factors sums with the GCF, 4–5 are bead and pack problems." },
  ],
  build,
};
