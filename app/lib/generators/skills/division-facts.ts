/**
 * Division facts within 100 (grade 3): dividing by 2 to 10 as the inverse of the times tables, fact
 * families written as "7 × ___ = 63, so 63 ÷ 7 = ___", and equal sharing and grouping in words.
 * Support divides by 2, 5 and 10; core by every divisor to 10; challenge by 6 to 9 with quotients
 * of 3 or more. Every quotient is whole.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { blanksItem, block, NAMES, numberItem, type Item } from "./practice";

/** A divisor from `divisors` and a quotient from `least` to 10. */
function draw(random: Random, divisors: readonly number[], least: number) {
  const divisor = random.pick(divisors);
  const quotient = random.int(least, 10);
  return { divisor, quotient, dividend: divisor * quotient };
}

function fact(random: Random, divisors: readonly number[], least: number): Item {
  const { divisor, quotient, dividend } = draw(random, divisors, least);
  return numberItem(`${dividend} ÷ ${divisor}`, quotient, dividend);
}

function family(random: Random, divisors: readonly number[], least: number): Item {
  const { divisor, quotient, dividend } = draw(random, divisors, least);
  return blanksItem(
    `Work out ${dividend} ÷ ${divisor}.`,
    `${divisor} × ___ = ${dividend}, so ${dividend} ÷ ${divisor} = ___.`,
    [quotient, quotient],
    dividend,
  );
}

/** What is shared, among what, and the question that asks for one share. */
const SHARED = [
  ["stickers", "friends", "How many stickers does each friend get?"],
  ["pencils", "boxes", "How many pencils go in each box?"],
  ["apples", "baskets", "How many apples go in each basket?"],
  ["marbles", "jars", "How many marbles go in each jar?"],
  ["cards", "players", "How many cards does each player get?"],
] as const;
const GROUPED = [
  ["eggs", "cartons"],
  ["books", "shelves"],
  ["cookies", "plates"],
  ["flowers", "vases"],
  ["chairs", "rows"],
] as const;

/** Equal sharing (how many in each group) or equal grouping (how many groups), in words. */
function story(random: Random, divisors: readonly number[], least: number): Item {
  const { divisor, quotient, dividend } = draw(random, divisors, least);
  const name = random.pick(NAMES);
  if (random.int(0, 1) === 0) {
    const [things, groups, ask] = random.pick(SHARED);
    return numberItem(
      `${name} shares ${dividend} ${things} equally among ${divisor} ${groups}. ${ask}`,
      quotient,
      dividend,
      `story ${dividend} ${divisor}`,
    );
  }
  const [things, groups] = random.pick(GROUPED);
  return numberItem(
    `${name} puts ${dividend} ${things} into ${groups} of ${divisor} each. How many ${groups} are filled?`,
    quotient,
    dividend,
    `story ${dividend} ${divisor}`,
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const facts = (question: string, divisors: number[], least: number) =>
    block(random, question, 4, () => fact(random, divisors, least), seen);
  const families = (divisors: number[], least: number) =>
    block(random, "Fill in the gaps. Use the multiplication fact to divide.", 4, () => family(random, divisors, least), seen);
  const stories = (divisors: number[], least: number) =>
    block(random, "Solve. Write a division to help you.", 4, () => story(random, divisors, least), seen);
  const easy = [2, 5, 10];
  const all = [2, 3, 4, 5, 6, 7, 8, 9, 10];
  const hard = [6, 7, 8, 9];
  const questions =
    level === "support"
      ? [
          facts("Divide by 2. Halve the number.", [2], 1),
          facts("Divide by 10.", [10], 1),
          facts("Divide by 5. Count in fives.", [5], 1),
          families(easy, 2),
          stories(easy, 2),
        ]
      : level === "core"
        ? [
            facts("Divide. Use your 2s, 5s and 10s.", easy, 1),
            facts("Divide by 3 and by 4.", [3, 4], 1),
            facts("Divide by 6, 7, 8 and 9.", hard, 1),
            families(all, 2),
            stories(all, 2),
          ]
        : [
            facts("Divide by 6 and by 7.", [6, 7], 3),
            facts("Divide by 8 and by 9.", [8, 9], 3),
            facts("Divide. Think of the times table.", hard, 6),
            families(hard, 3),
            stories(hard, 3),
          ];
  return {
    example: {
      question: "Work out 42 ÷ 6.",
      answer:
        "42 ÷ 6 asks: how many 6s make 42?\nCount in sixes: 6, 12, 18, 24, 30, 36, 42. That is 7 sixes.\nCheck: 6 × 7 = 42.\nSo 42 ÷ 6 = 7.",
    },
    questions,
  };
}

export const divisionFacts: Generator = {
  slug: "division-facts",
  title: "Division Facts Within 100",
  description:
    "Fresh practice of division facts to 100 ÷ 10: dividing by 2 to 10, using the multiplication fact, and equal sharing and grouping stories. For grade 3.",
  category: "Arithmetic",
  grades: { from: 3, to: 3 },
  standards: [
    { code: "3.OA.C.7", why: "Questions 1–3 divide within 100 using the times tables, from 2s, 5s and 10s up to 9s." },
    { code: "3.OA.B.6", why: "Question 4 uses a multiplication fact to work out each division (24 ÷ 6 from 6 × 4)." },
    { code: "3.OA.A.2", why: "Question 5 mixes sharing problems (per basket) and grouping problems (how many plates)." },
    { code: "3.OA.A.3", why: "Question 5 solves equal-groups division word problems within 100." },
  ],
  build,
};
