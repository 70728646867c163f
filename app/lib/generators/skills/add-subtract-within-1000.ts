/**
 * Adding and subtracting within 1000 (grade 3), by place value. Numbers are drawn digit by digit so
 * each item regroups exactly where the level asks: support never regroups, core regroups once or
 * twice and subtracts across zeros (700 − 268), challenge always regroups at least twice, across
 * zeros and from 1000. Results are whole, from 0 to 1000.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, MINUS, numberItem, type Item } from "./practice";

/** Regrouping in the ones and in the tens column, for a + b or a − b of a three-digit a. */
type Pattern = readonly [boolean, boolean];

const sum = (a: number, b: number): Item => numberItem(`${a} + ${b}`, a + b, a + b);
const difference = (a: number, b: number): Item => numberItem(`${a} ${MINUS} ${b}`, a - b, a);
const value = (digits: readonly number[]) => digits.reduce((total, digit) => total * 10 + digit, 0);

/**
 * a + b, a with three digits and b with `bDigits`, carrying exactly where `pattern` says and never
 * into the thousands. Each digit is drawn from the values that keep the pattern, so nothing is retried.
 */
function addition(random: Random, pattern: Pattern, bDigits: 2 | 3): Item {
  const a = [0, 0, 0];
  const b = [0, 0, 0];
  let carry = 0;
  for (const [place, regroup] of [
    [2, pattern[0]],
    [1, pattern[1]],
  ] as const) {
    const leading = place === 1 && bDigits === 2;
    if (regroup) {
      a[place] = random.int(1, 9);
      b[place] = random.int(Math.max(10 - a[place] - carry, leading ? 1 : 0), 9);
    } else {
      a[place] = random.int(0, 8 - carry);
      b[place] = random.int(leading ? 1 : 0, 9 - carry - a[place]);
    }
    carry = a[place] + b[place] + carry >= 10 ? 1 : 0;
  }
  const least = bDigits === 3 ? 1 : 0;
  a[0] = random.int(1, 9 - carry - least);
  b[0] = bDigits === 3 ? random.int(1, 9 - carry - a[0]) : 0;
  return sum(value(a), value(b));
}

/** a − b, a with three digits and b with `bDigits`, borrowing exactly where `pattern` says; a − b ≥ 100. */
function subtraction(random: Random, pattern: Pattern, bDigits: 2 | 3): Item {
  const a = [0, 0, 0];
  const b = [0, 0, 0];
  let borrow = 0;
  for (const [place, regroup] of [
    [2, pattern[0]],
    [1, pattern[1]],
  ] as const) {
    const leading = place === 1 && bDigits === 2;
    if (regroup) {
      a[place] = random.int(0, 8);
      b[place] = random.int(Math.max(a[place] - borrow + 1, leading ? 1 : 0), 9);
    } else {
      a[place] = random.int(borrow + (leading ? 1 : 0), 9);
      b[place] = random.int(leading ? 1 : 0, a[place] - borrow);
    }
    borrow = a[place] - borrow < b[place] ? 1 : 0;
  }
  const least = bDigits === 3 ? 1 : 0;
  a[0] = random.int(1 + borrow + least, 9);
  b[0] = bDigits === 3 ? random.int(1, a[0] - borrow - 1) : 0;
  return difference(value(a), value(b));
}

/** 700 − 268 or 503 − 147: the tens digit of a is 0, so the ones borrow across it. */
function acrossZeros(random: Random, onesZero: boolean): Item {
  const hundreds = random.int(2, 9);
  const ones = onesZero ? 0 : random.int(1, 8);
  const b = random.int(1, hundreds - 1) * 100 + random.int(1, 9) * 10 + random.int(ones + 1, 9);
  return difference(hundreds * 100 + ones, b);
}

/** 1000 − 347: every column borrows. */
const fromThousand = (random: Random): Item => difference(1000, random.int(10, 99) * 10 + random.int(1, 9));

/** 340 + 200 or 650 − 30: adding or taking whole tens or hundreds, no regrouping. */
function tensOrHundreds(random: Random): Item {
  const [hundreds, tens] = [random.int(2, 7), random.int(1, 8)];
  const a = hundreds * 100 + tens * 10;
  if (random.int(0, 1) === 0)
    return sum(a, random.int(0, 1) === 0 ? random.int(1, 9 - hundreds) * 100 : random.int(1, 9 - tens) * 10);
  return difference(a, random.int(0, 1) === 0 ? random.int(1, hundreds - 1) * 100 : random.int(1, tens) * 10);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const four = (question: string, make: () => Item) => block(random, question, 4, make, seen);
  const once = (): Pattern => (random.int(0, 1) === 0 ? [true, false] : [false, true]);
  const questions =
    level === "support"
      ? [
          four("Add or subtract tens and hundreds.", () => tensOrHundreds(random)),
          four("Add. No regrouping is needed.", () => addition(random, [false, false], 2)),
          four("Subtract. No regrouping is needed.", () => subtraction(random, [false, false], 2)),
          four("Add the three-digit numbers.", () => addition(random, [false, false], 3)),
          four("Subtract the three-digit numbers.", () => subtraction(random, [false, false], 3)),
        ]
      : level === "core"
        ? [
            four("Add. Regroup ones or tens.", () => addition(random, once(), 3)),
            four("Add. Regroup twice.", () => addition(random, [true, true], 3)),
            four("Subtract. Regroup once.", () => subtraction(random, once(), 3)),
            four("Subtract. Regroup twice.", () => subtraction(random, [true, true], 3)),
            four("Subtract across zeros.", () => acrossZeros(random, random.int(0, 1) === 0)),
          ]
        : [
            four("Add. Regroup twice.", () => addition(random, [true, true], 3)),
            four("Subtract. Regroup twice.", () => subtraction(random, [true, true], 3)),
            four("Subtract across the zero in the tens.", () => acrossZeros(random, false)),
            four("Subtract across two zeros.", () => acrossZeros(random, true)),
            four("Subtract from 1000.", () => fromThousand(random)),
          ];
  return {
    example: {
      question: `Work out 700 ${MINUS} 268.`,
      answer: [
        "Ones: 0 is less than 8, and there are no tens to borrow from.",
        "So regroup a hundred: 7 hundreds become 6 hundreds and 10 tens.",
        "Then regroup a ten: 10 tens become 9 tens and 10 ones.",
        `Ones: 10 ${MINUS} 8 = 2. Tens: 9 ${MINUS} 6 = 3. Hundreds: 6 ${MINUS} 2 = 4.`,
        `So 700 ${MINUS} 268 = 432. Check: 432 + 268 = 700.`,
      ].join("\n"),
    },
    questions,
  };
}

export const addSubtractWithin1000: Generator = {
  slug: "add-subtract-within-1000",
  title: "Adding and Subtracting Within 1000",
  description:
    "Fresh practice adding and subtracting three-digit numbers by place value, from no regrouping to regrouping twice and subtracting across zeros. For grade 3.",
  category: "Arithmetic",
  grades: { from: 3, to: 3 },
  standards: [
    { code: "3.NBT.A.2", why: "Questions 1–5 add and subtract three-digit numbers, with regrouping and across zeros." },
  ],
  build,
};
