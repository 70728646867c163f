/**
 * Counting money (grade 2): count coins in cents, count bills and coins in dollars, tell which set is
 * worth more, solve word problems with ¢, and make change. Support counts dimes, nickels and pennies
 * and gets change from $1 in tens; core adds quarters and five-dollar bills; challenge mixes every coin,
 * ten-dollar bills, and change from $5 or $10 in dollars and cents.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import type { Answerable } from "../../questions/model";
import type { FigureOf } from "../../figures/schema";
import { block, NAMES, type Item } from "./practice";

type Piece = FigureOf<"money">["items"][number];

const CENTS: Record<Piece, number> = {
  penny: 1,
  nickel: 5,
  dime: 10,
  quarter: 25,
  "half-dollar": 50,
  "dollar-coin": 100,
  "1-dollar-bill": 100,
  "5-dollar-bill": 500,
  "10-dollar-bill": 1000,
  "20-dollar-bill": 2000,
};

/** Counts of each piece, largest first, as the figure draws them (like with like, for counting on). */
type Purse = [Piece, number][];

const piecesOf = (purse: Purse): Piece[] => purse.flatMap(([piece, count]) => Array<Piece>(count).fill(piece));
const totalOf = (purse: Purse) => purse.reduce((sum, [piece, count]) => sum + CENTS[piece] * count, 0);
const money = (purse: Purse) => ({ type: "money" as const, items: piecesOf(purse) });
/** 345 → "3.45", the way a dollar amount is keyed and printed after "$". */
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** Coins worth less than a dollar; each count fits what is left of the 99¢. */
function coins(random: Random, level: Level): Purse {
  let left = 99;
  const take = (piece: Piece, least: number, most: number): [Piece, number] => {
    const count = random.int(least, Math.max(least, Math.min(most, Math.floor(left / CENTS[piece]))));
    left -= count * CENTS[piece];
    return [piece, count];
  };
  const purse: Purse =
    level === "support"
      ? [take("dime", 1, 4), take("nickel", 0, 3), take("penny", 1, 4)]
      : level === "core"
        ? [take("quarter", 0, 3), take("dime", 0, 4), take("nickel", 0, 3), take("penny", 1, 4)]
        : // Leaves room for one of each smaller coin after the quarters and dimes.
          [take("quarter", 1, 2), take("dime", 1, 3), take("nickel", 1, 2), take("penny", 1, 4)];
  return purse.filter(([, count]) => count > 0);
}

function bills(random: Random, level: Level): Purse {
  const notes: Purse =
    level === "support"
      ? [["1-dollar-bill", random.int(1, 4)]]
      : level === "core"
        ? [
            ["5-dollar-bill", random.int(0, 1)],
            ["1-dollar-bill", random.int(1, 3)],
          ]
        : [
            ["10-dollar-bill", random.int(0, 1)],
            ["5-dollar-bill", random.int(1, 1)],
            ["1-dollar-bill", random.int(1, 3)],
          ];
  const change: Purse =
    level === "support"
      ? [["dime", random.int(1, 5)]]
      : level === "core"
        ? [
            ["quarter", random.int(1, 3)],
            ["dime", random.int(0, 2)],
          ]
        : coins(random, level);
  return [...notes, ...change].filter(([, count]) => count > 0);
}

const item = (unit: Answerable, size: number, key: string): Item => ({ unit, size, key });

function countCoins(random: Random, level: Level): Item {
  const purse = coins(random, level);
  const total = totalOf(purse);
  const unit: Answerable = { type: "number", question: "How many cents?", value: String(total), unit: "¢", figure: money(purse) };
  return item(unit, total, `cents ${total}`);
}

function countBills(random: Random, level: Level): Item {
  const purse = bills(random, level);
  const total = totalOf(purse);
  const unit: Answerable = {
    type: "number",
    question: "How much money is there in dollars?",
    value: dollars(total),
    unit: "$",
    figure: money(purse),
  };
  return item(unit, total, `dollars ${total}`);
}

/** Two coin sets of different worth, and which is worth more (0 or 1). */
function twoSets(random: Random, level: Level) {
  const first = coins(random, level);
  let second = coins(random, level);
  // Another draw until the two differ; coin sets of equal worth are rare, so this ends at once.
  while (totalOf(second) === totalOf(first)) second = coins(random, level);
  return { first, second, most: Math.max(totalOf(first), totalOf(second)) };
}

/**
 * "Which is worth more: Set A or Set B?", then C or D, then E or F: the sets are lettered after the
 * pairs are put easiest first, so every part names its own two sets.
 */
function moreMoney(random: Random, level: Level, seen: Set<string>) {
  const pairs = random
    .distinct(
      3,
      () => twoSets(random, level),
      (pair) => `more ${totalOf(pair.first)} ${totalOf(pair.second)}`,
      seen,
    )
    .sort((a, b) => a.most - b.most);
  return {
    question: "Count each set. Which is worth more?",
    parts: pairs.map(({ first, second }, index): Answerable => {
      const names = [`Set ${"ACE"[index]}`, `Set ${"BDF"[index]}`];
      return {
        type: "choice",
        question: `Which is worth more: ${names[0]} or ${names[1]}?`,
        options: names,
        optionFigures: [money(first), money(second)],
        correct: [totalOf(first) > totalOf(second) ? 0 : 1],
      };
    }),
  };
}

const COIN_WORDS: Partial<Record<Piece, [string, string]>> = {
  quarter: ["quarter", "quarters"],
  dime: ["dime", "dimes"],
  nickel: ["nickel", "nickels"],
  penny: ["penny", "pennies"],
};

const THINGS = ["a pencil", "an eraser", "a sticker", "a ball", "a bookmark", "a toy car", "a yo-yo", "a card"] as const;

function wordProblem(random: Random, level: Level): Item {
  const name = random.pick(NAMES);
  if (level !== "support" && random.int(0, 1) === 1) {
    const [first, second] = random.shuffle(THINGS).slice(0, 2);
    const step = level === "core" ? 5 : 1;
    const a = random.int(10 / step, 45 / step) * step;
    const b = random.int(10 / step, 45 / step) * step;
    const unit: Answerable = {
      type: "number",
      question: `${name} buys ${first} for ${a}¢ and ${second} for ${b}¢. How many cents is that in all?`,
      value: String(a + b),
      unit: "¢",
    };
    return item(unit, a + b, `buy ${a} ${b}`);
  }
  const purse = coins(random, level);
  const listed = purse.map(([piece, count]) => `${count} ${COIN_WORDS[piece]![count === 1 ? 0 : 1]}`);
  const words = listed.length === 1 ? listed[0] : `${listed.slice(0, -1).join(", ")} and ${listed.at(-1)}`;
  const total = totalOf(purse);
  const unit: Answerable = {
    type: "number",
    question: `${name} has ${words}. How many cents does ${name} have?`,
    value: String(total),
    unit: "¢",
  };
  return item(unit, total, `has ${total}`);
}

function makingChange(random: Random, level: Level): Item {
  const name = random.pick(NAMES);
  const thing = random.pick(THINGS);
  if (level === "challenge") {
    const paid = random.pick([5, 10]);
    const cost = random.int(101, paid * 100 - 26);
    const unit: Answerable = {
      type: "number",
      question: `${name} pays with a $${paid} bill for ${thing} that costs $${dollars(cost)}. How much change does ${name} get?`,
      value: dollars(paid * 100 - cost),
      unit: "$",
    };
    return item(unit, cost, `change ${paid} ${cost}`);
  }
  const step = level === "support" ? 10 : 5;
  const cost = random.int(10 / step, Math.floor(95 / step)) * step;
  const unit: Answerable = {
    type: "number",
    question: `${name} pays $1 for ${thing} that costs ${cost}¢. How many cents of change does ${name} get?`,
    value: String(100 - cost),
    unit: "¢",
  };
  return item(unit, cost, `change 1 ${cost}`);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "How much is 2 quarters, 1 dime and 3 pennies?",
      answer:
        "Start with the coin worth the most and count on.\n" +
        "Quarters: 25, 50.\nDime: 50 + 10 = 60.\nPennies: 61, 62, 63.\nSo the coins are worth 63¢.",
    },
    questions: [
      block(random, "Count the coins. Start with the coin worth the most.", 4, () => countCoins(random, level), seen),
      block(random, "Count the bills, then the coins.", 3, () => countBills(random, level), seen),
      moreMoney(random, level, seen),
      block(random, "Solve. Write the answer in cents.", 3, () => wordProblem(random, level), seen),
      block(random, "Making change: count up from the cost.", 3, () => makingChange(random, level), seen),
    ],
  };
}

export const countingMoney: Generator = {
  slug: "counting-money",
  title: "Counting Money and Making Change",
  description: "Count coins and bills, compare amounts, solve money word problems with ¢ and $, and make change. For grade 2.",
  category: "Measurement",
  grades: { from: 2, to: 2 },
  standards: [
    {
      code: "2.MD.C.8",
      why: "Questions 1–3 count pictured coins and bills in cents and dollars; questions 4–5 are word problems with ¢ and $, including making change.",
    },
  ],
  build,
};
