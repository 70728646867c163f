/**
 * The unknown number in a multiplication or division equation (grade 3): "6 × ? = 48", "? × 6 = 48",
 * "48 ÷ ? = 6", "? ÷ 8 = 4", and the same with the equals sign first ("48 = 6 × ?"). Support uses the
 * 2s, 5s and 10s, core every table to 10, challenge the 6s to 9s with no × 1 or ÷ 1. Every unknown
 * is a whole number and every product at most 100.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, numberItem, type Item } from "./practice";

/** The shapes of equation, each from a table, the other number and their product. */
const SHAPES = {
  factorSecond: (table: number, n: number, product: number) => numberItem(`${table} × ? = ${product}`, n, product),
  factorFirst: (table: number, n: number, product: number) => numberItem(`? × ${table} = ${product}`, n, product),
  divisor: (table: number, n: number, product: number) => numberItem(`${product} ÷ ? = ${n}`, table, product),
  dividend: (table: number, n: number, product: number) => numberItem(`? ÷ ${table} = ${n}`, product, product),
  equalsFirst: (table: number, n: number, product: number) =>
    n % 2 === 0 ? numberItem(`${product} = ${table} × ?`, n, product) : numberItem(`${n} = ? ÷ ${table}`, product, product),
};

const TABLES: Record<Level, { tables: number[]; least: number }> = {
  support: { tables: [2, 5, 10], least: 1 },
  core: { tables: [2, 3, 4, 5, 6, 7, 8, 9, 10], least: 2 },
  challenge: { tables: [6, 7, 8, 9], least: 3 },
};

function equation(random: Random, level: Level, shape: keyof typeof SHAPES): Item {
  const { tables, least } = TABLES[level];
  const table = random.pick(tables);
  const n = random.int(least, 10);
  return SHAPES[shape](table, n, table * n);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const equations = (question: string, shape: keyof typeof SHAPES) =>
    block(random, question, 4, () => equation(random, level, shape), seen);
  return {
    example: {
      question: "Find the missing number: ? ÷ 8 = 4.",
      answer:
        "Some number shared into 8 equal groups gives 4 in each group.\nSo the number is 8 groups of 4: 8 × 4 = 32.\nCheck: 32 ÷ 8 = 4.\nThe missing number is 32.",
    },
    questions: [
      equations("Find the missing factor.", "factorSecond"),
      equations("Find the missing factor.", "factorFirst"),
      equations("Find the missing number. Think: what times the answer makes the first number?", "divisor"),
      equations("Find the missing number. Think: multiply to undo the division.", "dividend"),
      equations("Find the missing number. The equals sign can come first.", "equalsFirst"),
    ],
  };
}

export const unknownInMultiplicationDivision: Generator = {
  slug: "unknown-in-multiplication-division",
  title: "Missing Numbers in Multiplication and Division",
  description:
    "Fresh practice finding the unknown in multiplication and division equations such as 6 × ? = 48 and ? ÷ 8 = 4, with the equals sign on either side. For grade 3.",
  category: "Algebraic Thinking",
  grades: { from: 3, to: 3 },
  standards: [
    { code: "3.OA.A.4", why: "Questions 1–5 find the unknown in × and ÷ sentences, in every position and with = first." },
    { code: "3.OA.B.6", why: "Questions 3 and 4 solve 16 ÷ ? = 2 and ? ÷ 9 = 3 by thinking of the multiplication." },
  ],
  build,
};
