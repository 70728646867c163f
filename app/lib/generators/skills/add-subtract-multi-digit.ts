/**
 * Adding and subtracting multi-digit whole numbers (grade 4) with the standard algorithm, up to
 * 1,000,000, numbers written with commas. Support works with four digits, core with five, challenge
 * with six; every level ends by subtracting across zeros (70,000 − 23,456). Results are whole and
 * never below 0.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, MINUS, numberItem, withCommas, type Item } from "./practice";

const sum = (a: number, b: number): Item => numberItem(`${withCommas(a)} + ${withCommas(b)}`, a + b, a + b);
const difference = (a: number, b: number): Item => numberItem(`${withCommas(a)} ${MINUS} ${withCommas(b)}`, a - b, a);

/** a with `digits` digits plus b with `bDigits`, the sum keeping `digits` digits. */
function addition(random: Random, digits: number, bDigits: number): Item {
  const [low, top] = [10 ** (digits - 1), 10 ** digits - 1];
  const bLow = 10 ** (bDigits - 1);
  const a = random.int(low, top - bLow);
  return sum(a, random.int(bLow, Math.min(10 ** bDigits - 1, top - a)));
}

/** a with `digits` digits minus a smaller b with `bDigits`. */
function subtraction(random: Random, digits: number, bDigits: number): Item {
  const a = random.int(10 ** (digits - 1) + 1, 10 ** digits - 1);
  const b = random.int(10 ** (bDigits - 1), Math.min(10 ** bDigits - 1, a - 1));
  return difference(a, b);
}

/** 70,000 − 23,456 or 60,004 − 2,345: the zeros must be regrouped across. */
function acrossZeros(random: Random, digits: number): Item {
  const leading = random.int(2, 9) * 10 ** (digits - 1);
  const a = random.int(0, 1) === 0 ? leading : leading + random.int(1, 8);
  // b's ones digit is larger than a's, so the ones must borrow across every zero.
  const tens = random.int(10 ** (digits - 3), Math.floor((leading - 1) / 10));
  return difference(a, tens * 10 + random.int((a % 10) + 1, 9));
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const digits = { support: 4, core: 5, challenge: 6 }[level];
  const three = (question: string, make: () => Item) => block(random, question, 3, make, seen);
  return {
    example: {
      question: `Work out 60,004 ${MINUS} 2,345.`,
      answer: [
        "Line up the places. Ones: 4 is less than 5, and the tens, hundreds and thousands of 60,004 are 0.",
        "Regroup 1 ten thousand: 6 ten thousands become 5 ten thousands, 9 thousands, 9 hundreds, 9 tens and 14 ones.",
        `Ones: 14 ${MINUS} 5 = 9. Tens: 9 ${MINUS} 4 = 5. Hundreds: 9 ${MINUS} 3 = 6. Thousands: 9 ${MINUS} 2 = 7. Ten thousands: 5.`,
        `So 60,004 ${MINUS} 2,345 = 57,659. Check: 57,659 + 2,345 = 60,004.`,
      ].join("\n"),
    },
    questions: [
      three("Add.", () => addition(random, digits, digits - 1)),
      three("Subtract.", () => subtraction(random, digits, digits - 1)),
      three("Add.", () => addition(random, digits, digits)),
      three("Subtract.", () => subtraction(random, digits, digits)),
      three("Subtract across the zeros.", () => acrossZeros(random, digits)),
    ],
  };
}

export const addSubtractMultiDigit: Generator = {
  slug: "add-subtract-multi-digit",
  title: "Adding and Subtracting Multi-Digit Numbers",
  description:
    "Fresh practice adding and subtracting whole numbers up to 1,000,000 with the standard algorithm, including subtracting across zeros. For grade 4.",
  category: "Arithmetic",
  grades: { from: 4, to: 4 },
  standards: [
    { code: "4.NBT.B.4", why: "Questions 1–5 add and subtract multi-digit numbers in columns, including across zeros." },
  ],
  build,
};
