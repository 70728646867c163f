/**
 * Multiplication facts to 10 × 10 (grade 3). Support practises the 2s, 10s and 5s; core every table
 * from 2 to 9 with its missing factors; challenge the harder 6s to 9s and missing factors, never × 0
 * or × 1. Every part is a number answer; a block lists its facts smallest product first.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, numberItem, type Item } from "./practice";

/** table × n (either way round), n from `least` to 10; 3 × 4 and 4 × 3 count as one fact. */
function fact(random: Random, tables: readonly number[], least: number): Item {
  const table = random.pick(tables);
  const n = random.int(least, 10);
  const [a, b] = random.int(0, 1) === 0 ? [table, n] : [n, table];
  return numberItem(`${a} × ${b}`, a * b, a * b, `${Math.min(a, b)}×${Math.max(a, b)}`);
}

/** "6 × ? = 48" or "? × 6 = 48". */
function missingFactor(random: Random, tables: readonly number[], least: number): Item {
  const table = random.pick(tables);
  const n = random.int(least, 10);
  const product = table * n;
  const prompt = random.int(0, 1) === 0 ? `${table} × ? = ${product}` : `? × ${table} = ${product}`;
  return numberItem(prompt, n, product);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const facts = (question: string, tables: number[], least: number) =>
    block(random, question, 4, () => fact(random, tables, least), seen);
  const missing = (question: string, tables: number[], least: number) =>
    block(random, question, 4, () => missingFactor(random, tables, least), seen);
  const questions =
    level === "support"
      ? [
          facts("Multiply by 2. Double the other number.", [2], 1),
          facts("Multiply by 10. Write a 0 after the other number.", [10], 1),
          facts("Multiply by 5. Count in fives.", [5], 1),
          facts("Multiply. Use your 2s, 5s and 10s.", [2, 5, 10], 2),
          missing("Find the missing number.", [2, 5, 10], 1),
        ]
      : level === "core"
        ? [
            facts("Multiply. Use your 2s, 5s and 10s.", [2, 5, 10], 1),
            facts("Multiply by 3 and by 4.", [3, 4], 1),
            facts("Multiply by 6 and by 7.", [6, 7], 1),
            facts("Multiply by 8 and by 9.", [8, 9], 1),
            missing("Find the missing number.", [2, 3, 4, 5, 6, 7, 8, 9], 2),
          ]
        : [
            facts("Multiply by 6.", [6], 3),
            facts("Multiply by 7.", [7], 3),
            facts("Multiply by 8 and by 9.", [8, 9], 3),
            missing("Find the missing factor.", [6, 7], 3),
            missing("Find the missing factor.", [8, 9], 3),
          ];
  return {
    example: {
      question: "Work out 6 × 7.",
      answer:
        "6 × 7 means 6 groups of 7.\nStart from a fact you know: 5 × 7 = 35.\nAdd one more group of 7: 35 + 7 = 42.\nSo 6 × 7 = 42.",
    },
    questions,
  };
}

export const multiplicationFacts: Generator = {
  slug: "multiplication-facts",
  title: "Multiplication Facts to 10 × 10",
  description:
    "Fresh practice of the times tables to 10 × 10: the 2s, 5s and 10s, then every table to 9, and missing factors. For grade 3.",
  category: "Arithmetic",
  grades: { from: 3, to: 3 },
  standards: [
    { code: "3.OA.C.7", why: "Questions 1–4 recall one-digit products, table by table from 2s, 5s and 10s up to 8s and 9s." },
    { code: "3.OA.A.4", why: "Question 5 finds the missing factor in sentences like 6 × ? = 12." },
  ],
  build,
};
