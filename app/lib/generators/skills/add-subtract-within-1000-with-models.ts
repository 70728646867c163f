/**
 * Adding and subtracting within 1,000 with models (grade 2): add and subtract three-digit numbers
 * beside base-ten blocks of the first number, add up to four two-digit numbers, choose the way of
 * working that uses place value correctly, and solve word problems. Support never regroups; core
 * regroups once; challenge regroups twice and subtracts across a zero (503 − 247).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, MINUS, NAMES, numberItem, type Item } from "./practice";

const digitsOf = (n: number) => [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10] as const;
const blocksOf = (n: number) => {
  const [hundreds, tens, ones] = digitsOf(n);
  return { type: "base-ten" as const, hundreds, tens, ones };
};

/** How many columns of a + b carry (ones, tens). */
function carries(a: number, b: number) {
  const ones = (a % 10) + (b % 10) >= 10 ? 1 : 0;
  const tens = (Math.floor(a / 10) % 10) + (Math.floor(b / 10) % 10) + ones >= 10 ? 1 : 0;
  return ones + tens;
}

/** How many columns of a − b borrow (ones, tens). */
function borrows(a: number, b: number) {
  const ones = a % 10 < b % 10 ? 1 : 0;
  const tens = (Math.floor(a / 10) % 10) - ones < Math.floor(b / 10) % 10 ? 1 : 0;
  return ones + tens;
}

const wanted = (level: Level) => (level === "support" ? 0 : level === "core" ? 1 : 2);

/** Three-digit a + b within 999 with the level's number of regroupings. */
function addition(random: Random, level: Level): Item {
  for (;;) {
    const a = random.int(101, 799);
    const b = random.int(101, 899 - a + 100);
    if (a + b > 999 || carries(a, b) !== wanted(level)) continue;
    return { unit: { type: "number", question: `${a} + ${b}`, value: String(a + b), figure: blocksOf(a) }, size: a + b };
  }
}

function subtraction(random: Random, level: Level): Item {
  for (;;) {
    const a = level === "challenge" && random.int(0, 1) === 1 ? random.int(2, 9) * 100 + random.int(1, 9) : random.int(200, 999);
    const b = random.int(101, a - 50);
    if (borrows(a, b) !== wanted(level)) continue;
    return { unit: { type: "number", question: `${a} ${MINUS} ${b}`, value: String(a - b), figure: blocksOf(a) }, size: a };
  }
}

function manyAddends(random: Random, level: Level): Item {
  const count = level === "support" ? 3 : 4;
  const addends = Array.from({ length: count }, () =>
    level === "support" ? random.int(1, 3) * 10 + random.int(1, 3) : random.int(11, level === "core" ? 59 : 99),
  );
  const sum = addends.reduce((total, n) => total + n, 0);
  return numberItem(addends.join(" + "), sum, sum);
}

/**
 * "Which way works out a ± b?": add or take away b in two place-value steps. The wrong ways slip in
 * the second step's answer (a forgotten regrouped ten), switch the operation, or use the digit instead
 * of its value (2 instead of 20).
 */
function whichWay(random: Random, level: Level): Item {
  const add = random.int(0, 1) === 1;
  const [a, b] =
    level === "support"
      ? [random.int(41, 89), random.int(2, 3) * 10 + random.int(1, 9)]
      : level === "core"
        ? [random.int(120, 699), random.int(2, 8) * 10 + random.int(1, 9)]
        : [random.int(320, 699), random.int(1, 2) * 100 + random.int(1, 9) * 10 + random.int(1, 9)];
  const place = b >= 100 ? 100 : 10;
  const big = Math.floor(b / place) * place;
  const rest = b - big;
  const sign = add ? "+" : MINUS;
  const other = add ? MINUS : "+";
  const apply = (x: number, y: number, plus: boolean) => (plus ? x + y : x - y);
  const middle = apply(a, big, add);
  const result = apply(middle, rest, add);
  const digitOnly = apply(a, big / place, add);
  const ways = [
    `${a} ${sign} ${big} = ${middle}, then ${middle} ${sign} ${rest} = ${result}`,
    `${a} ${sign} ${big} = ${middle}, then ${middle} ${sign} ${rest} = ${result + (add ? -10 : 10)}`,
    `${a} ${sign} ${big} = ${middle}, then ${middle} ${other} ${rest} = ${apply(middle, rest, !add)}`,
    `${a} ${sign} ${big / place} = ${digitOnly}, then ${digitOnly} ${sign} ${rest} = ${apply(digitOnly, rest, add)}`,
  ];
  const options = random.shuffle(ways);
  return choiceItem(`Which way works out ${a} ${sign} ${b}?`, options, [options.indexOf(ways[0])], a);
}

const STORIES = [
  { add: true, text: (a: number, b: number) => `A library has ${a} books. It gets ${b} more. How many books does it have now?` },
  { add: false, text: (a: number, b: number) => `A farm has ${a} hens. It sells ${b} of them. How many hens are left?` },
  {
    add: true,
    text: (a: number, b: number, name: string) =>
      `${name} scores ${a} points. Then ${name} scores ${b} more. How many points is that in all?`,
  },
  { add: false, text: (a: number, b: number) => `A school has ${a} chairs. ${b} are in the hall. How many are not in the hall?` },
] as const;

function story(random: Random, level: Level): Item {
  const { add, text } = random.pick(STORIES);
  const item = add ? addition(random, level) : subtraction(random, level);
  const [a, b] = item.unit.question.split(/ [+\u2212] /).map(Number);
  return numberItem(text(a, b, random.pick(NAMES)), add ? a + b : a - b, a, `${a} ${b}`);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: `Work out 356 + 278.`,
      answer:
        "Add the ones: 6 + 8 = 14. That is 1 ten and 4 ones.\n" +
        "Add the tens: 5 + 7 + 1 = 13 tens. That is 1 hundred and 3 tens.\n" +
        "Add the hundreds: 3 + 2 + 1 = 6 hundreds.\nSo 356 + 278 = 634.",
    },
    questions: [
      block(random, "Add. The blocks show the first number.", 4, () => addition(random, level), seen),
      block(random, "Subtract. The blocks show the first number.", 4, () => subtraction(random, level), seen),
      block(random, "Add the numbers. Add the tens, then the ones.", 3, () => manyAddends(random, level), seen),
      block(random, "Choose the way that is right.", 3, () => whichWay(random, level), seen),
      block(random, "Solve.", 3, () => story(random, level), seen),
    ],
  };
}

export const addSubtractWithin1000WithModels: Generator = {
  slug: "add-subtract-within-1000-with-models",
  title: "Adding and Subtracting Within 1,000 with Models",
  description:
    "Add and subtract within 1,000 with base-ten blocks, add up to four two-digit numbers, and choose the way that uses place value correctly. For grade 2.",
  category: "Arithmetic",
  grades: { from: 2, to: 2 },
  standards: [
    {
      code: "2.NBT.B.7",
      why: "Questions 1, 2 and 5 add and subtract within 1,000 beside base-ten blocks, composing and decomposing tens and hundreds.",
    },
    { code: "2.NBT.B.6", why: "Question 3 adds three or four two-digit numbers." },
    {
      code: "2.NBT.B.9",
      why: "Question 4 chooses which way of adding or subtracting in place-value steps is right, and why the others fail.",
    },
  ],
  build,
};
