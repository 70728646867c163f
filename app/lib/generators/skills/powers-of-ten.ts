/**
 * Powers of ten (grade 5): whole-number exponents for 10, and the pattern of zeros and of the decimal
 * point when multiplying or dividing by 10, 100, 1000 (and 10⁴ at challenge). A number is held as
 * whole digits and a count of decimal places, so shifting the point is exact. Support multiplies and
 * divides whole numbers with whole results; core uses tenths and hundredths; challenge goes to
 * ten-thousandths and exponents to 4.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { decimalText, promptSize } from "./numbers-5-6";
import { block, numberItem, type Item } from "./practice";

const SUPERSCRIPT = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶"];
const power = (e: number) => `10${SUPERSCRIPT[e]}`;

/** digits × 10^−places written out: (47, 1) → "4.7", (47, −2) → "4700". */
function shifted(digits: number, places: number) {
  return places >= 0 ? decimalText(digits, places) : `${digits}${"0".repeat(-places)}`;
}

const item = (prompt: string, value: string) => numberItem(prompt, value, promptSize(prompt));

function build(level: Level, random: Random) {
  const most = level === "challenge" ? 4 : 3;
  const exponent = () => random.int(1, most);
  /** A number as [digits, places]: whole at support; tenths or hundredths above. Its last digit is not 0. */
  const number = (): [number, number] => {
    const places = level === "support" ? 0 : random.int(1, 2);
    const digits = random.int(1, level === "challenge" ? 99 : 9) * 10 + random.int(1, 9);
    return [digits, places];
  };
  const seen = new Set<string>();

  const powers = (): Item => {
    const e = random.int(level === "challenge" ? 2 : 1, level === "support" ? 4 : 6);
    return item(`${power(e)}`, `1${"0".repeat(e)}`);
  };
  const times = (written: boolean) => (): Item => {
    const [digits, places] = number();
    const e = exponent();
    return item(`${shifted(digits, places)} × ${written ? power(e) : 10 ** e}`, shifted(digits, places - e));
  };
  const divide = (written: boolean) => (): Item => {
    const [digits, drawn] = number();
    // The quotient stops at thousandths (ten-thousandths at challenge); support's is a whole number.
    const e = random.int(1, Math.max(1, (level === "challenge" ? 4 : 3) - drawn));
    const places = level === "support" ? -e : drawn;
    return item(`${shifted(digits, places)} ÷ ${written ? power(e) : 10 ** e}`, shifted(digits, places + e));
  };
  const missing = (): Item => {
    const [digits, places] = number();
    const e = exponent();
    return item(`${shifted(digits, places)} × ? = ${shifted(digits, places - e)}`, String(10 ** e));
  };
  const mixed = (): Item => (random.int(0, 1) === 0 ? times(true)() : divide(true)());

  return {
    example: {
      question: "Work out 10³, then 4.7 × 10³ and 4.7 ÷ 10².",
      answer: [
        "10³ = 10 × 10 × 10 = 1000: the exponent 3 counts the zeros.",
        "4.7 × 10³: each × 10 moves every digit one place to the left, so 3 places: 4.7 → 47 → 470 → 4700.",
        "4.7 ÷ 10²: each ÷ 10 moves every digit one place to the right, so 2 places: 4.7 → 0.47 → 0.047.",
        "So 10³ = 1000, 4.7 × 10³ = 4700 and 4.7 ÷ 10² = 0.047.",
      ].join("\n"),
    },
    questions: [
      block(random, "Write each power of ten as a number.", 3, powers, seen),
      block(random, "Multiply by 10, 100 or 1000.", 4, times(false), seen),
      block(random, "Divide by 10, 100 or 1000.", 4, divide(false), seen),
      block(random, "Multiply or divide by the power of ten.", 4, mixed, seen),
      block(random, "Find the missing power of ten.", 3, missing, seen),
    ],
  };
}

export const powersOfTen: Generator = {
  slug: "powers-of-ten",
  title: "Multiplying and Dividing by Powers of Ten",
  description:
    "Fresh practice with powers of ten written with exponents, and the patterns of zeros and of the decimal point when multiplying and dividing by 10, 100 and 1000. For grade 5.",
  category: "Number Sense",
  grades: { from: 5, to: 5 },
  standards: [
    { code: "5.NBT.A.2", why: "Questions 1–5 write powers of ten and multiply or divide decimals by 10, 100, 1000 and 10ⁿ." },
  ],
  build,
};
