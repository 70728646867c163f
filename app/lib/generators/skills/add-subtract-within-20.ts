/**
 * Adding and subtracting within 20 (grade 1): facts within 10, then across ten, then the missing
 * number. Support stays within 10 where it can, core crosses ten, challenge adds three numbers, finds
 * missing parts and judges equations true or false. Numbers are whole and results never negative.
 */
import type { Level, Generator } from "../generator";
import type { Random } from "../random";
import type { Answerable } from "../../questions/model";

const MINUS = "\u2212";

/** One practice item, and the larger number in it: parts are ordered by it, easiest first. */
interface Fact {
  unit: Answerable;
  size: number;
}

const numberFact = (prompt: string, answer: number, size: number): Fact => ({
  unit: { type: "number", question: prompt, value: String(answer) },
  size,
});

/** a + b with the sum in [low, high]; `cross` asks for a sum past ten from two one-digit numbers. */
function addition(random: Random, low: number, high: number, cross: boolean, least: number): Fact {
  for (;;) {
    const a = random.int(least, 9);
    const b = random.int(least, cross ? 9 : high - least);
    const sum = a + b;
    if (sum < low || sum > high) continue;
    if (cross && !(a < 10 && b < 10 && sum > 10)) continue;
    return numberFact(`${a} + ${b}`, sum, sum);
  }
}

/** a − b with a in [low, high]; `cross` takes more ones than the tens number has (13 − 5). */
function subtraction(random: Random, low: number, high: number, cross: boolean, least: number): Fact {
  for (;;) {
    const a = random.int(low, high);
    const b = random.int(least, Math.min(9, a - least));
    if (b < least || a - b < least) continue;
    if (cross && !(a > 10 && b > a - 10)) continue;
    return numberFact(`${a} ${MINUS} ${b}`, a - b, a);
  }
}

function threeAddends(random: Random): Fact {
  for (;;) {
    const [a, b, c] = [random.int(2, 9), random.int(2, 9), random.int(2, 9)];
    if (a + b + c > 20) continue;
    return numberFact(`${a} + ${b} + ${c}`, a + b + c, a + b + c);
  }
}

function missingAddend(random: Random, high: number, least: number): Fact {
  for (;;) {
    const total = random.int(Math.max(5, least * 2), high);
    const known = random.int(least, total - least);
    return numberFact(`${known} + ? = ${total}`, total - known, total);
  }
}

function missingSubtrahend(random: Random): Fact {
  const whole = random.int(11, 19);
  const taken = random.int(2, Math.min(9, whole - 2));
  return numberFact(`${whole} ${MINUS} ? = ${whole - taken}`, taken, whole);
}

/** "8 + 6 = 7 + 7": true or false, about half of them true. */
function equation(random: Random): Fact {
  let a, b, sum;
  const others: number[] = [];
  do {
    [a, b] = [random.int(2, 9), random.int(2, 9)];
    sum = a + b;
    others.length = 0;
    for (let n = Math.max(2, sum - 9); n <= Math.min(9, sum - 2); n++) if (n !== a && n !== b) others.push(n);
  } while (others.length === 0);
  const c = random.pick(others);
  // A false one is off by one, and never needs a 0 or 1 to be written.
  const d = random.int(0, 1) === 1 ? sum - c : sum - c === 2 ? 3 : sum - c + random.pick([-1, 1]);
  return {
    unit: {
      type: "truefalse",
      question: `${a} + ${b} = ${c} + ${d}`,
      correct: a + b === c + d,
      answer: `${a} + ${b} = ${sum} and ${c} + ${d} = ${c + d}.`,
    },
    size: sum,
  };
}

/** `count` different facts from `make`, none already on the sheet, easiest first. */
function facts(random: Random, count: number, make: () => Fact, seen: Set<string>) {
  return random
    .distinct(count, make, (fact) => fact.unit.question, seen)
    .sort((a, b) => a.size - b.size)
    .map((fact) => fact.unit);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const least = level === "challenge" ? 2 : 1;
  const blocks =
    level === "support"
      ? [
          { question: "Add. Each sum is 10 or less.", parts: facts(random, 4, () => addition(random, 3, 10, false, 1), seen) },
          {
            question: "Subtract. Start from 10 or less.",
            parts: facts(random, 4, () => subtraction(random, 3, 10, false, 1), seen),
          },
          {
            question: "Add. Count on from the bigger number.",
            parts: facts(random, 4, () => addition(random, 11, 14, true, 2), seen),
          },
          {
            question: "Subtract. Take away from a teen number.",
            parts: facts(random, 4, () => subtraction(random, 11, 15, false, 1), seen),
          },
          { question: "Find the missing number.", parts: facts(random, 3, () => missingAddend(random, 10, 1), seen) },
        ]
      : level === "core"
        ? [
            { question: "Add. Each sum is 10 or less.", parts: facts(random, 4, () => addition(random, 5, 10, false, 1), seen) },
            {
              question: "Subtract. Start from 10 or less.",
              parts: facts(random, 4, () => subtraction(random, 5, 10, false, 1), seen),
            },
            { question: "Add. Make a ten to help you.", parts: facts(random, 4, () => addition(random, 11, 18, true, 2), seen) },
            {
              question: "Subtract. Go back to ten to help you.",
              parts: facts(random, 4, () => subtraction(random, 11, 18, true, 2), seen),
            },
            { question: "Find the missing number.", parts: facts(random, 3, () => missingAddend(random, 20, 2), seen) },
          ]
        : [
            {
              question: "Add. Make a ten to help you.",
              parts: facts(random, 4, () => addition(random, 11, 18, true, least), seen),
            },
            {
              question: "Subtract. Go back to ten to help you.",
              parts: facts(random, 4, () => subtraction(random, 11, 18, true, least), seen),
            },
            { question: "Add the three numbers. Look for a ten.", parts: facts(random, 4, () => threeAddends(random), seen) },
            { question: "Find the missing number.", parts: facts(random, 4, () => missingSubtrahend(random), seen) },
            { question: "True or false? Work out both sides.", parts: facts(random, 3, () => equation(random), seen) },
          ];
  return {
    example: {
      question: "Work out 8 + 5.",
      answer: "Make a ten: 8 + 2 = 10.\nYou still have 3 of the 5 to add: 10 + 3 = 13.\nSo 8 + 5 = 13.",
    },
    questions: blocks,
  };
}

export const addSubtractWithin20: Generator = {
  slug: "add-subtract-within-20",
  title: "Adding and Subtracting Within 20",
  description:
    "Fresh practice of addition and subtraction facts within 20: facts within 10, making a ten, going back to ten, and missing numbers. For grade 1.",
  category: "Addition and Subtraction",
  grades: { from: 1, to: 2 },
  standards: [
    {
      code: "1.OA.C.6",
      why: "Support and core questions 1–4 and challenge questions 1–2 add and subtract within 20, making ten and going back to ten.",
    },
    {
      code: "1.OA.D.8",
      why: "Support and core question 5 find the missing addend (4 + ? = 12); challenge question 4 the missing part (14 − ? = 11).",
    },
    { code: "1.OA.B.3", why: "Challenge question 3 adds three numbers by looking for a pair that makes ten." },
    { code: "1.OA.D.7", why: "Challenge question 5 decides whether equations like 8 + 6 = 7 + 7 are true or false." },
  ],
  build,
};
