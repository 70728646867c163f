/**
 * Multi-digit multiplication (grade 4): up to four digits times one digit, and two digits times two
 * digits. Support starts without regrouping and keeps two-digit factors small; core covers the grade's
 * range; challenge has zeros inside the larger factor (4085 × 7) and two-digit factors from 40 to 99.
 * No factor is 0 or 1, and no product passes 9999 × 9.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, numberItem, type Item } from "./practice";

const product = (a: number, b: number): Item => numberItem(`${a} × ${b}`, a * b, a * b);

/** A two-digit number times 2, 3 or 4 with every digit product under 10, so nothing regroups. */
function noRegrouping(random: Random): Item {
  const m = random.int(2, 4);
  const most = Math.floor(9 / m);
  return product(random.int(1, most) * 10 + random.int(1, most), m);
}

/** A number with `digits` digits times a one-digit number from `least`. */
function byOneDigit(random: Random, digits: number, least: number): Item {
  return product(random.int(10 ** (digits - 1), 10 ** digits - 1), random.int(least, 9));
}

/** A three- or four-digit number with a 0 inside it (408, 4085, 3007) times 6 to 9. */
function zeroInside(random: Random, digits: 3 | 4): Item {
  const middle = digits === 3 ? 0 : random.pick([0, random.int(1, 9) * 10, random.int(1, 9) * 100]);
  const n = random.int(1, 9) * 10 ** (digits - 1) + middle + random.int(1, 9);
  return product(n, random.int(6, 9));
}

function twoByTwo(random: Random, low: number, high: number): Item {
  return product(random.int(low, high), random.int(low, high));
}

/** A two-digit number times a multiple of 10: 23 × 30. */
function byTens(random: Random): Item {
  return product(random.int(11, 49), random.int(2, 9) * 10);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const three = (question: string, make: () => Item) => block(random, question, 3, make, seen);
  const questions =
    level === "support"
      ? [
          three("Multiply. No regrouping is needed.", () => noRegrouping(random)),
          three("Multiply. Regroup the ones.", () => byOneDigit(random, 2, 3)),
          three("Multiply a three-digit number.", () => byOneDigit(random, 3, 2)),
          three("Multiply by a multiple of 10.", () => byTens(random)),
          three("Multiply two two-digit numbers.", () => twoByTwo(random, 11, 25)),
        ]
      : level === "core"
        ? [
            three("Multiply a two-digit number.", () => byOneDigit(random, 2, 3)),
            three("Multiply a three-digit number.", () => byOneDigit(random, 3, 3)),
            three("Multiply a four-digit number.", () => byOneDigit(random, 4, 3)),
            three("Multiply two two-digit numbers.", () => twoByTwo(random, 12, 50)),
            three("Multiply two two-digit numbers.", () => twoByTwo(random, 51, 99)),
          ]
        : [
            three("Multiply. Watch the zero.", () => zeroInside(random, 3)),
            three("Multiply a four-digit number.", () => byOneDigit(random, 4, 6)),
            three("Multiply. Watch the zeros.", () => zeroInside(random, 4)),
            three("Multiply two two-digit numbers.", () => twoByTwo(random, 40, 69)),
            three("Multiply two two-digit numbers.", () => twoByTwo(random, 70, 99)),
          ];
  return {
    example: {
      question: "Work out 46 × 23.",
      answer:
        "Split 23 into 20 + 3.\n46 × 3 = 138.\n46 × 20 = 920.\nAdd the partial products: 138 + 920 = 1058.\nSo 46 × 23 = 1058.",
    },
    questions,
  };
}

export const multiDigitMultiplication: Generator = {
  slug: "multi-digit-multiplication",
  title: "Multi-Digit Multiplication",
  description:
    "Fresh practice multiplying up to four-digit numbers by one-digit numbers and two-digit numbers by two-digit numbers, with partial products. For grade 4.",
  category: "Arithmetic",
  grades: { from: 4, to: 4 },
  standards: [
    { code: "4.NBT.B.5", why: "Questions 1–3 multiply up to four digits by one digit; 4–5 multiply two two-digit numbers." },
  ],
  build,
};
