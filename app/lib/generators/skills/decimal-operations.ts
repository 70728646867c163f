/**
 * Adding, subtracting, multiplying and dividing decimals to hundredths (grade 5). Every value is
 * held as a whole number of hundredths, so no floating point reaches an answer. Support works in
 * tenths with small numbers; core mixes tenths and hundredths; challenge lines up tenths with
 * hundredths, subtracts from whole numbers across zeros, and divides by a decimal.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { decimalText, promptSize } from "./numbers-5-6";
import { block, MINUS, numberItem, type Item } from "./practice";

const text = (hundredths: number) => decimalText(hundredths, 2);
const item = (prompt: string, hundredths: number) => numberItem(prompt, text(hundredths), promptSize(prompt));

function build(level: Level, random: Random) {
  /** A decimal below `wholes` with exactly `places` decimal places (its last digit is not 0), in hundredths. */
  const decimal = (places: 1 | 2, wholes: number) => {
    const whole = random.int(0, wholes - 1);
    return places === 1 ? whole * 100 + random.int(1, 9) * 10 : whole * 100 + random.int(0, 9) * 10 + random.int(1, 9);
  };
  const places = (): 1 | 2 => (level === "support" ? 1 : random.int(0, 1) === 0 ? 1 : 2);
  const wholes = level === "support" ? 10 : level === "core" ? 20 : 100;
  const seen = new Set<string>();

  const sum = (): Item => {
    const [pa, pb]: (1 | 2)[] = level === "challenge" ? random.shuffle([1, 2] as const) : [places(), places()];
    const [a, b] = [decimal(pa, wholes), decimal(pb, wholes)];
    return item(`${text(a)} + ${text(b)}`, a + b);
  };
  const difference = (): Item => {
    if (level === "challenge" && random.int(0, 1) === 0) {
      // From a whole number, so every place regroups across zeros.
      const a = random.int(2, 50) * 100;
      const b = decimal(2, a / 100);
      return item(`${text(a)} ${MINUS} ${text(b)}`, a - b);
    }
    let [a, b] = [decimal(places(), wholes), decimal(places(), wholes)];
    if (a === b) a += 100;
    if (a < b) [a, b] = [b, a];
    return item(`${text(a)} ${MINUS} ${text(b)}`, a - b);
  };
  const byWhole = (): Item => {
    const a = decimal(places(), level === "support" ? 3 : 10);
    const k = level === "support" ? random.int(2, 5) : level === "core" ? random.int(2, 9) : random.int(6, 15);
    return item(random.int(0, 1) === 0 ? `${text(a)} × ${k}` : `${k} × ${text(a)}`, a * k);
  };
  const byDecimal = (): Item => {
    // Tenths times tenths: t1/10 × t2/10 = t1 × t2 hundredths.
    const limit = level === "support" ? 1 : level === "core" ? 5 : 10;
    const [a, b] = [decimal(1, limit), decimal(1, level === "challenge" ? 10 : 1)];
    return item(`${text(a)} × ${text(b)}`, (a / 10) * (b / 10));
  };
  const quotient = (): Item => {
    if (level === "challenge") {
      // Dividend ÷ 0.d or d.e: the quotient is a whole number or tenths.
      const divisor = decimal(1, 3);
      const q = random.int(0, 1) === 0 ? random.int(2, 30) * 100 : decimal(1, 20);
      return item(`${text((q / 10) * (divisor / 10))} ÷ ${text(divisor)}`, q);
    }
    const k = level === "support" ? random.int(2, 5) : random.int(2, 9);
    const q = decimal(level === "support" ? 1 : places(), level === "support" ? 5 : 10);
    return item(`${text(q * k)} ÷ ${k}`, q);
  };

  return {
    example: {
      question: "Work out 3.6 × 0.45.",
      answer: [
        "Multiply as if there were no decimal points: 36 × 45 = 1620.",
        "3.6 has 1 decimal place and 0.45 has 2, so the product has 1 + 2 = 3 decimal places: 1.620.",
        "Check by estimating: about 4 × 0.5 = 2, and 1.62 is close.",
        "So 3.6 × 0.45 = 1.62.",
      ].join("\n"),
    },
    questions: [
      block(random, "Add. Line up the decimal points.", 4, sum, seen),
      block(random, "Subtract. Line up the decimal points.", 4, difference, seen),
      block(random, "Multiply the decimal by the whole number.", 3, byWhole, seen),
      block(random, "Multiply the decimals. Count the decimal places.", 3, byDecimal, seen),
      block(random, "Divide.", 3, quotient, seen),
    ],
  };
}

export const decimalOperations: Generator = {
  slug: "decimal-operations",
  title: "Adding, Subtracting, Multiplying and Dividing Decimals",
  description:
    "Fresh practice with the four operations on decimals to hundredths: lining up decimal points, counting decimal places, and dividing by whole numbers and decimals. For grade 5.",
  category: "Arithmetic",
  grades: { from: 5, to: 5 },
  standards: [{ code: "5.NBT.B.7", why: "Questions 1–5 add, subtract, multiply and divide decimals to hundredths." }],
  build,
};
