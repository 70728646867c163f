/**
 * Dividing up to four-digit numbers by one-digit numbers (grade 4). Exact quotients are number answers;
 * only the parts that ask for a remainder have one, written "q R r" as gaps or as a choice. Support
 * divides by 2 to 5 and keeps to three digits; core divides by 2 to 9 up to four digits; challenge
 * divides by 6 to 9 with zeros inside the quotient (636 ÷ 6 = 106).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { blanksItem, block, choiceItem, numberItem, type Item } from "./practice";

/** A dividend from `low` to `high` that `divisor` divides exactly: a quotient is drawn to fit. */
function exact(random: Random, divisor: number, low: number, high: number): Item {
  const quotient = random.int(Math.ceil(low / divisor), Math.floor(high / divisor));
  return numberItem(`${quotient * divisor} ÷ ${divisor}`, quotient, quotient * divisor);
}

/** A quotient with a 0 inside it (106, 408), so the child must write the 0. */
function zeroInQuotient(random: Random, divisor: number, hundreds: [number, number]): Item {
  const quotient = random.int(...hundreds) * 100 + random.int(1, 9);
  return numberItem(`${quotient * divisor} ÷ ${divisor}`, quotient, quotient * divisor);
}

/** A dividend with `digits` digits and a remainder from 1 to divisor − 1. */
function withRemainder(random: Random, divisor: number, digits: number) {
  const remainder = random.int(1, divisor - 1);
  const quotient = random.int(Math.ceil(10 ** (digits - 1) / divisor), Math.floor((10 ** digits - 1 - remainder) / divisor));
  return { dividend: quotient * divisor + remainder, quotient, remainder };
}

function remainderGaps(random: Random, divisor: number, digits: number): Item {
  const { dividend, quotient, remainder } = withRemainder(random, divisor, digits);
  return blanksItem(
    `Divide ${dividend} by ${divisor}. Write the remainder.`,
    `${dividend} ÷ ${divisor} = ___ R ___`,
    [quotient, remainder],
    dividend,
  );
}

/**
 * The right "q R r" and three that are not: the remainder off by one, the quotient one too small with
 * a remainder as large as the divisor or more, and the quotient one too large.
 */
function remainderChoice(random: Random, divisor: number, digits: number): Item {
  const { dividend, quotient, remainder } = withRemainder(random, divisor, digits);
  const right = `${quotient} R ${remainder}`;
  const wrong = [
    `${quotient} R ${remainder === 1 ? 2 : remainder - 1}`,
    `${quotient - 1} R ${remainder + divisor}`,
    `${quotient + 1} R ${remainder}`,
  ];
  const options = random.shuffle([right, ...wrong]);
  return choiceItem(`What is ${dividend} ÷ ${divisor}, with a remainder?`, options, [options.indexOf(right)], dividend);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const divisors = level === "support" ? [2, 5] : level === "core" ? [2, 9] : [6, 9];
  const d = () => random.int(divisors[0], divisors[1]);
  const three = (question: string, make: () => Item) => block(random, question, 3, make, seen);
  const questions =
    level === "support"
      ? [
          three("Divide. There is no remainder.", () => exact(random, d(), 10, 99)),
          three("Divide. There is no remainder.", () => exact(random, d(), 100, 499)),
          three("Divide. Write the quotient and the remainder.", () => remainderGaps(random, d(), 2)),
          three("Divide. There is no remainder.", () => exact(random, d(), 500, 999)),
          three("Choose the answer with its remainder.", () => remainderChoice(random, d(), 2)),
        ]
      : level === "core"
        ? [
            three("Divide. There is no remainder.", () => exact(random, d(), 10, 99)),
            three("Divide. There is no remainder.", () => exact(random, d(), 100, 999)),
            three("Divide. Write the quotient and the remainder.", () => remainderGaps(random, d(), 3)),
            three("Divide. There is no remainder.", () => exact(random, d(), 1000, 9999)),
            three("Choose the answer with its remainder.", () => remainderChoice(random, d(), 3)),
          ]
        : [
            three("Divide. Watch for a 0 in the quotient.", () => zeroInQuotient(random, d(), [1, 1])),
            three("Divide. There is no remainder.", () => exact(random, d(), 1000, 9999)),
            three("Divide. Write the quotient and the remainder.", () => remainderGaps(random, d(), 4)),
            three("Divide. Watch for a 0 in the quotient.", () => zeroInQuotient(random, d(), [2, 9])),
            three("Choose the answer with its remainder.", () => remainderChoice(random, d(), 4)),
          ];
  return {
    example: {
      question: "Work out 250 ÷ 7, with a remainder.",
      answer:
        "25 tens ÷ 7 = 3 tens, with 25 \u2212 21 = 4 tens left over.\n4 tens and 0 ones make 40 ones. 40 ÷ 7 = 5, with 40 \u2212 35 = 5 left over.\nSo 250 ÷ 7 = 35 R 5. The remainder 5 is less than 7.\nCheck: 35 × 7 + 5 = 245 + 5 = 250.",
    },
    questions,
  };
}

export const longDivisionOneDigitDivisor: Generator = {
  slug: "long-division-one-digit-divisor",
  title: "Dividing by a One-Digit Number",
  description:
    "Fresh practice dividing numbers of up to four digits by one-digit numbers, with and without remainders, including zeros in the quotient. For grade 4.",
  category: "Arithmetic",
  grades: { from: 4, to: 4 },
  standards: [
    { code: "4.NBT.B.6", why: "Questions 1–5 divide up to four-digit numbers by one digit, with and without remainders." },
  ],
  build,
};
