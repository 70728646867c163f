/**
 * Multiplicative comparison (grade 4): reading "35 is 5 times as many as 7" as 35 = 5 × 7, finding the
 * missing number in such a statement, and word problems that compare by multiplying ("3 times as
 * much") or dividing ("how many times as tall", "that is 7 times as many as"). Support keeps the
 * times to 2–5, core to 2–9, challenge to 3–12 with larger amounts. Never 1 time as many.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, NAMES, numberItem, type Item } from "./practice";

const TIMES: Record<Level, [number, number]> = { support: [2, 5], core: [2, 9], challenge: [3, 12] };
const AMOUNTS: Record<Level, [number, number]> = { support: [2, 10], core: [2, 12], challenge: [6, 25] };

function pair(random: Random, level: Level) {
  return [random.int(...TIMES[level]), random.int(...AMOUNTS[level])] as const;
}

function howManyTimes(random: Random, level: Level): Item {
  const [m, b] = pair(random, level);
  return numberItem(`${m * b} is ? times as many as ${b}.`, m, m * b);
}

function whatNumber(random: Random, level: Level): Item {
  const [m, b] = pair(random, level);
  return numberItem(`? is ${m} times as many as ${b}.`, m * b, m * b);
}

const THINGS = [
  ["a red hat", "a blue hat"],
  ["a small box of paint", "a large box of paint"],
  ["a book", "a board game"],
  ["a bus ticket", "a train ticket"],
] as const;

function costsTimes(random: Random, level: Level): Item {
  const [m, b] = pair(random, level);
  const [cheap, dear] = random.pick(THINGS);
  const question = `${cheap[0].toUpperCase()}${cheap.slice(1)} costs $${b}. ${dear[0].toUpperCase()}${dear.slice(1)} costs ${m} times as much. How many dollars does ${dear} cost?`;
  return { unit: { type: "number", question, value: String(m * b), unit: "$" }, size: m * b };
}

const COLLECTIONS = ["stickers", "shells", "stamps", "marbles", "cards"] as const;

function fewer(random: Random, level: Level): Item {
  const [m, b] = pair(random, level);
  const [first, second] = random.shuffle(NAMES).slice(0, 2);
  const things = random.pick(COLLECTIONS);
  return numberItem(
    `${first} has ${m * b} ${things}. That is ${m} times as many ${things} as ${second} has. How many ${things} does ${second} have?`,
    b,
    m * b,
  );
}

const TALL = [
  ["tree", "bush"],
  ["building", "shed"],
  ["giraffe", "goat"],
  ["flagpole", "fence"],
] as const;

function timesAsTall(random: Random, level: Level): Item {
  const [m, b] = pair(random, level);
  const [big, small] = random.pick(TALL);
  return numberItem(
    `A ${big} is ${m * b} feet tall. A ${small} is ${b} feet tall. How many times as tall as the ${small} is the ${big}?`,
    m,
    m * b,
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "Sam has 42 stamps. That is 7 times as many stamps as Ava has. How many stamps does Ava have?",
      answer:
        "Sam's 42 is 7 times Ava's number: 42 = 7 × ?.\nDivide to undo the times: 42 ÷ 7 = 6.\nCheck: 7 × 6 = 42.\nAva has 6 stamps.",
    },
    questions: [
      block(
        random,
        "Find the missing number. 35 is 5 times as many as 7 means 35 = 5 × 7.",
        3,
        () => howManyTimes(random, level),
        seen,
      ),
      block(random, "Find the missing number.", 3, () => whatNumber(random, level), seen),
      block(random, "Solve. Multiply to compare.", 3, () => costsTimes(random, level), seen),
      block(random, "Solve. Divide to compare.", 3, () => fewer(random, level), seen),
      block(random, "Solve. How many times as tall?", 3, () => timesAsTall(random, level), seen),
    ],
  };
}

export const multiplicativeComparison: Generator = {
  slug: "multiplicative-comparison",
  title: "Multiplication as Comparison",
  description:
    "Fresh practice reading statements like 35 is 5 times as many as 7 as multiplication, and solving word problems that compare by multiplying or dividing. For grade 4.",
  category: "Algebraic Thinking",
  grades: { from: 4, to: 4 },
  standards: [
    {
      code: "4.OA.A.1",
      why: "Questions 1 and 2 read statements such as 35 is 5 times as many as 7 as the equation 35 = 5 × 7 and find its missing number.",
    },
    {
      code: "4.OA.A.2",
      why: "Questions 3 to 5 solve word problems that compare by multiplying or dividing: times as much, times as many and times as tall.",
    },
  ],
  build,
};
