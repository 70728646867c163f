/**
 * Comparing numbers with <, > and = (grades 1–2): two-digit numbers at support and core, three-digit
 * numbers at challenge, where the digits are the same but in another order (47 and 74, 315 and 351).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, numberItem, type Item } from "./practice";

const SIGNS = ["<", ">", "="];

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const [low, high] = level === "support" ? [10, 50] : level === "core" ? [10, 99] : [100, 999];
  const number = () => random.int(low, high);
  /** Two different numbers, often with the same digits swapped, which is where children slip. */
  const pair = (): [number, number] => {
    for (;;) {
      const a = number();
      const swapped = Number(String(a).split("").reverse().join(""));
      const b = random.int(0, 1) === 1 && swapped >= low && swapped <= high ? swapped : number();
      if (a !== b) return [a, b];
    }
  };
  const same = (): [number, number] => {
    const n = number();
    return [n, n];
  };
  const signs = (): Item => {
    // About one in six is equal, so "=" is a real choice.
    const [a, b] = random.int(0, 5) === 0 ? same() : pair();
    return choiceItem(`${a} ___ ${b}`, SIGNS, [a < b ? 0 : a > b ? 1 : 2], Math.max(a, b), `${a} ${b}`);
  };
  const greater = (): Item => {
    const [a, b] = pair();
    return choiceItem(
      `Which number is greater: ${a} or ${b}?`,
      [String(a), String(b)],
      [a > b ? 0 : 1],
      Math.max(a, b),
      `${Math.min(a, b)} ${Math.max(a, b)}`,
    );
  };
  const less = (): Item => {
    const [a, b] = pair();
    return choiceItem(
      `Which number is less: ${a} or ${b}?`,
      [String(a), String(b)],
      [a < b ? 0 : 1],
      Math.max(a, b),
      `${Math.min(a, b)} ${Math.max(a, b)}`,
    );
  };
  const greatest = (): Item => {
    const list = random.distinct(3, number);
    return numberItem(
      `What is the greatest of ${list.join(", ")}?`,
      Math.max(...list),
      Math.max(...list),
      `max ${[...list].sort().join(" ")}`,
    );
  };
  const statement = (): Item => {
    const [a, b] = pair();
    const sign = random.pick(["<", ">"]);
    const truth = sign === "<" ? a < b : a > b;
    return {
      unit: { type: "truefalse", question: `${a} ${sign} ${b}`, correct: truth },
      size: Math.max(a, b),
      key: `${a} ${b}`,
    };
  };
  return {
    example: {
      question: "Compare 47 and 74. Choose <, > or =.",
      answer:
        "Look at the tens first: 47 has 4 tens, 74 has 7 tens.\n4 tens is less than 7 tens, so 47 is less than 74.\nThe open side of the sign faces the greater number: 47 < 74.",
    },
    questions: [
      block(random, "Compare. Choose <, > or =.", 4, signs, seen),
      block(random, "Choose the greater number.", 4, greater, seen),
      block(random, "Choose the number that is less.", 4, less, seen),
      block(random, "Find the greatest number.", 3, greatest, seen),
      block(random, "True or false?", 3, statement, seen),
    ],
  };
}

export const compareNumbers: Generator = {
  slug: "compare-numbers",
  title: "Comparing Numbers with <, > and =",
  description:
    "Fresh practice comparing two-digit numbers (three-digit at challenge) by their tens and ones, choosing <, > or =, and finding the greatest. For grades 1 and 2.",
  category: "Number Sense",
  grades: { from: 1, to: 2 },
  standards: [
    { code: "1.NBT.B.3", why: "Support and core questions 1–5 compare two-digit numbers with <, > and =." },
    { code: "2.NBT.A.4", why: "Challenge questions 1–5 compare three-digit numbers with <, > and =." },
  ],
  build,
};
