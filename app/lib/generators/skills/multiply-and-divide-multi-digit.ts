/**
 * Multiplying multi-digit whole numbers and dividing by two-digit divisors (grade 5): a product from
 * an area model, column multiplication, exact division, division with a remainder, and word problems
 * for both. Support multiplies two-digit numbers (its area models show the partial products) and
 * divides three-digit numbers by divisors to 25; core multiplies three digits by two and divides four
 * digits by two; challenge multiplies four digits by two and has quotients with a zero in them
 * (2,415 ÷ 23 = 105).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { blanksItem, block, type Item, NAMES, withCommas } from "./practice";

/** The first factor's range, the divisor's range and the dividend's range. */
const RANGES: Record<Level, { factor: [number, number]; divisor: [number, number]; dividend: [number, number] }> = {
  support: { factor: [11, 99], divisor: [11, 25], dividend: [100, 999] },
  core: { factor: [101, 999], divisor: [12, 60], dividend: [1000, 9999] },
  challenge: { factor: [1001, 9999], divisor: [21, 99], dividend: [1000, 9999] },
};

/** A number's place-value parts, largest first, without zeros: 305 → ["300", "5"]. */
function parts(n: number) {
  return [...String(n)].flatMap((digit, i, all) => (digit === "0" ? [] : [digit + "0".repeat(all.length - i - 1)]));
}

function build(level: Level, random: Random) {
  const range = RANGES[level];
  const seen = new Set<string>();
  /** A two-digit factor with a ones digit, so its area model has two parts. */
  const twoDigit = () => random.int(1, 9) * 10 + random.int(level === "support" ? 1 : 2, 9);
  const factor = () => random.int(...range.factor);
  const divisor = () => random.int(...range.divisor);

  const areaModel = (): Item => {
    const a = level === "support" ? twoDigit() : level === "core" ? random.int(101, 999) : factor();
    const b = twoDigit();
    const top = parts(a);
    return {
      unit: {
        type: "number",
        question: `Use the area model to find ${a} × ${b}.`,
        value: String(a * b),
        figure: { type: "area-model", top, side: parts(b), ...(level === "support" ? { showProducts: true } : {}) },
      },
      size: a * b,
    };
  };

  const multiply = (): Item => {
    const [a, b] = [factor(), twoDigit()];
    return { unit: { type: "number", question: `${withCommas(a)} × ${b}`, value: String(a * b) }, size: a * b, key: `${a}×${b}` };
  };

  /** A quotient: from 2 up at support, with a zero tens digit at challenge half the time. */
  const quotient = (d: number) => {
    const most = Math.floor(range.dividend[1] / d);
    const least = Math.max(2, Math.ceil(range.dividend[0] / d));
    if (level === "challenge" && most >= 101 && random.int(0, 1) === 0) {
      const hundreds = random.int(1, Math.floor((most - 1) / 100));
      return hundreds * 100 + random.int(1, Math.min(9, most - hundreds * 100));
    }
    return random.int(least, most);
  };
  const divide = (): Item => {
    const d = divisor();
    const q = quotient(d);
    return { unit: { type: "number", question: `${withCommas(q * d)} ÷ ${d}`, value: String(q) }, size: q * d };
  };
  const remainder = (): Item => {
    const d = divisor();
    const q = quotient(d);
    const r = random.int(1, d - 1);
    const n = q * d + r > range.dividend[1] ? q * d - d + r : q * d + r;
    const prompt = `${withCommas(n)} ÷ ${d}`;
    return blanksItem(prompt, `${prompt} = ___ R ___`, [Math.floor(n / d), n % d], n);
  };

  const story = (): Item => {
    const name = random.pick(NAMES);
    if (random.int(0, 1) === 0) {
      const [boxes, each] = [twoDigit(), level === "support" ? random.int(12, 60) : random.int(101, 500)];
      const prompt = `${name} orders ${boxes} boxes of ${each} pencils. How many pencils is that?`;
      return { unit: { type: "number", question: prompt, value: String(boxes * each), unit: "pencils" }, size: boxes * each };
    }
    const d = divisor();
    const q = quotient(d);
    const prompt = `${name} packs ${withCommas(q * d)} eggs into cartons of ${d}. How many cartons are filled?`;
    return { unit: { type: "number", question: prompt, value: String(q), unit: "cartons" }, size: q * d };
  };

  return {
    example: {
      question: "Work out 2,415 ÷ 23.",
      answer: [
        "23 does not go into 2 thousands, so divide 24 hundreds: 24 ÷ 23 = 1 hundred, and 24 − 23 = 1 left.",
        "Bring down 1: 11 ÷ 23 = 0 (tens). Write the 0 in the tens place.",
        "Bring down 5: 115 ÷ 23 = 5 (ones), 115 − 115 = 0.",
        "So 2,415 ÷ 23 = 105. Check: 105 × 23 = 2,100 + 315 = 2,415.",
      ].join("\n"),
    },
    questions: [
      block(random, "Use each area model to multiply.", 3, areaModel, seen),
      block(random, "Multiply.", 4, multiply, seen),
      block(random, "Divide.", 3, divide, seen),
      block(random, "Divide. Write the quotient and the remainder.", 3, remainder, seen),
      block(random, "Solve each word problem.", 3, story, seen),
    ],
  };
}

export const multiplyAndDivideMultiDigit: Generator = {
  slug: "multiply-and-divide-multi-digit",
  title: "Multiplying Multi-Digit Numbers and Dividing by Two-Digit Numbers",
  description:
    "Fresh practice multiplying multi-digit whole numbers with area models and in columns, and dividing up to four-digit numbers by two-digit divisors, with and without remainders, in word problems too. For grade 5.",
  category: "Arithmetic",
  grades: { from: 5, to: 5 },
  standards: [
    {
      code: "5.NBT.B.5",
      why: "Questions 1 and 2 and the pencil problems in question 5 multiply multi-digit whole numbers, first with area models, then in columns.",
    },
    {
      code: "5.NBT.B.6",
      why: "Questions 3 and 4 and the carton problems in question 5 divide up to four-digit dividends by two-digit divisors, with remainders in question 4.",
    },
  ],
  build,
};
