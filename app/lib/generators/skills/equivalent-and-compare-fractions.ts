/**
 * Equivalent fractions and comparing fractions (grade 3), with grade 3's denominators 2, 3, 4, 6 and
 * 8: a missing numerator or denominator in a pair of equal fractions, whole numbers written as
 * fractions, and comparing two fractions with the same denominator or the same numerator. Support
 * stays with halves, quarters and eighths made larger; core goes both ways and meets 1 = 4/4 and
 * 5/1 = 5; challenge adds fractions greater than 1 and never uses a denominator of 1.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, numberItem, type Item } from "./practice";

/** Equal fractions a/b = c/d with b < d, b dividing d, from the level's denominators and numerators. */
function pairs(level: Level) {
  const found: [number, number, number, number][] = [];
  const denominators = level === "support" ? [2, 4, 8] : [2, 3, 4, 6, 8];
  for (const b of denominators)
    for (const d of denominators) {
      if (d <= b || d % b !== 0) continue;
      const [least, most] = level === "challenge" ? [1, 2 * b - 1] : [1, b];
      for (let a = least; a <= most; a++) if (!(level === "challenge" && a === b)) found.push([a, b, (a * d) / b, d]);
    }
  return found;
}

const PAIRS = { support: pairs("support"), core: pairs("core"), challenge: pairs("challenge") };

/** A pair with its larger-denominator fraction on the left where the level goes both ways. */
function orient(random: Random, level: Level) {
  const [a, b, c, d] = random.pick(PAIRS[level]);
  return level !== "support" && random.int(0, 1) === 0 ? [c, d, a, b] : [a, b, c, d];
}

function missingNumerator(random: Random, level: Level): Item {
  const [a, b, c, d] = orient(random, level);
  return numberItem(`${a}/${b} = ?/${d}`, c, Math.max(a, b, c, d));
}

function missingDenominator(random: Random, level: Level): Item {
  const [a, b, c, d] = orient(random, level);
  return numberItem(`${a}/${b} = ${c}/?`, d, Math.max(a, b, c, d));
}

function wholeNumber(random: Random, level: Level): Item {
  const denominators = level === "core" ? [1, 2, 3, 4, 6, 8] : [2, 3, 4, 6, 8];
  const d = random.pick(denominators);
  const k = level === "support" ? random.int(1, 2) : level === "core" ? random.int(1, 4) : random.int(2, 6);
  return numberItem(`${k * d}/${d}`, k, k * d);
}

/** "3/8 < 5/8", "3/8 = 5/8", "3/8 > 5/8": the one that is true is marked. */
function comparison(left: string, right: string, sign: number, size: number): Item {
  const options = [`${left} < ${right}`, `${left} = ${right}`, `${left} > ${right}`];
  return choiceItem(`Compare ${left} and ${right}.`, options, [sign + 1], size);
}

function sameDenominator(random: Random, level: Level): Item {
  const d = random.pick(level === "support" ? [2, 4, 8] : [3, 4, 6, 8]);
  const most = level === "challenge" ? 2 * d - 1 : d;
  const a = random.int(1, most - 1);
  const b = random.int(a + 1, most);
  const [left, right] = random.int(0, 1) === 0 ? [a, b] : [b, a];
  return comparison(`${left}/${d}`, `${right}/${d}`, Math.sign(left - right), Math.max(a, b, d));
}

function sameNumerator(random: Random, level: Level): Item {
  const denominators = [2, 3, 4, 6, 8];
  const i = random.int(0, denominators.length - 2);
  const [small, large] = [denominators[i], denominators[random.int(i + 1, denominators.length - 1)]];
  const n = level === "support" ? 1 : level === "core" ? random.int(1, small) : random.int(2, 5);
  const [left, right] = random.int(0, 1) === 0 ? [small, large] : [large, small];
  // The same number of parts: smaller parts (the larger denominator) make the smaller fraction.
  return comparison(`${n}/${left}`, `${n}/${right}`, Math.sign(right - left), Math.max(n, large));
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const four = (question: string, make: () => Item) => block(random, question, 4, make, seen);
  return {
    example: {
      question: "Find the missing number: 3/4 = ?/8. Then compare 3/4 and 3/8.",
      answer:
        "Each quarter splits into 2 eighths, so 4 quarters make 8 eighths.\n3 quarters make 3 × 2 = 6 eighths: 3/4 = 6/8.\nCheck: 3 × 8 = 24 and 4 × 6 = 24.\n3/4 and 3/8 have the same number of parts, but eighths are smaller than quarters.\nSo 3/4 > 3/8.",
    },
    questions: [
      four("Find the missing numerator. The two fractions are equal.", () => missingNumerator(random, level)),
      four("Find the missing denominator. The two fractions are equal.", () => missingDenominator(random, level)),
      four("Write each fraction as a whole number.", () => wholeNumber(random, level)),
      four("Compare the fractions. They have the same denominator.", () => sameDenominator(random, level)),
      four("Compare the fractions. They have the same numerator.", () => sameNumerator(random, level)),
    ],
  };
}

export const equivalentAndCompareFractions: Generator = {
  slug: "equivalent-and-compare-fractions",
  title: "Equivalent Fractions and Comparing Fractions",
  description:
    "Fresh practice finding equal fractions with denominators 2, 3, 4, 6 and 8, writing whole numbers as fractions, and comparing fractions with the same numerator or denominator. For grade 3.",
  category: "Fractions",
  grades: { from: 3, to: 3 },
  standards: [
    {
      code: "3.NF.A.3.b",
      why: "Questions 1–2 find the missing numerator or denominator of simple equal fractions like 1/2 = ?/4.",
    },
    { code: "3.NF.A.3.c", why: "Question 3 writes fractions such as 9/3 and 8/8 as whole numbers." },
    { code: "3.NF.A.3.d", why: "Questions 4–5 compare fractions with the same denominator or the same numerator." },
  ],
  build,
};
