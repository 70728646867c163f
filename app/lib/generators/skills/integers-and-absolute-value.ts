/**
 * Integers and absolute value (grade 6): absolute value, comparing integers, opposites, the least of
 * three integers, and absolute value as a distance below sea level. Support keeps to −10…10, core to
 * −50…50, challenge to −100…100 with negatives whose digits are swapped (−37 and −73).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, MINUS, numberItem, type Item } from "./practice";

const TOP: Record<Level, number> = { support: 10, core: 50, challenge: 100 };
/** An integer as printed: "−7" with the minus sign, "7". */
const show = (n: number) => (n < 0 ? `${MINUS}${-n}` : String(n));
const SIGNS = ["<", ">", "="];

function build(level: Level, random: Random) {
  const top = TOP[level];
  const nonzero = () => random.int(1, top) * (random.int(0, 1) === 0 ? -1 : 1);
  const negative = () => -random.int(2, top);
  const seen = new Set<string>();

  const absolute = (): Item => {
    const n = nonzero();
    return numberItem(`|${show(n)}|`, Math.abs(n), Math.abs(n));
  };
  const compare = (): Item => {
    const a = negative();
    // Mostly two negatives (where pupils slip), sometimes a negative and a positive or the same number.
    const roll = random.int(0, 5);
    const swapped = -Number(String(-a).split("").reverse().join(""));
    const b =
      roll === 0
        ? a
        : roll === 1
          ? -a
          : level === "challenge" && swapped !== a && swapped < -1 && roll < 4
            ? swapped
            : negative();
    const [x, y] = random.int(0, 1) === 0 ? [a, b] : [b, a];
    return choiceItem(`${show(x)} ___ ${show(y)}`, SIGNS, [x < y ? 0 : x > y ? 1 : 2], Math.max(Math.abs(x), Math.abs(y)));
  };
  const opposite = (): Item => {
    const n = nonzero();
    return numberItem(`the opposite of ${show(n)}`, -n, Math.abs(n));
  };
  const least = (): Item => {
    const list = random.distinct(3, nonzero);
    if (list.every((n) => n > 0)) list[0] = -list[0];
    return numberItem(`the least of ${list.map(show).join(", ")}`, Math.min(...list), Math.max(...list.map(Math.abs)));
  };
  const diver = (): Item => {
    const depth = random.int(2, top);
    const question = `A diver is at ${MINUS}${depth} m. How many {{metres|meters}} below sea level is the diver?`;
    return { unit: { type: "number", question, value: String(depth), unit: "m" }, size: depth };
  };

  return {
    example: {
      question: "Compare −8 and −3, and find |−8|.",
      answer: [
        "On a number line, −8 is further left than −3, so −8 is less: −8 < −3.",
        "The absolute value is the distance from 0: −8 is 8 steps from 0, so |−8| = 8.",
        "So −8 < −3 even though |−8| > |−3|.",
      ].join("\n"),
    },
    questions: [
      block(random, "Find each absolute value.", 4, absolute, seen),
      block(random, "Compare. Choose <, > or =.", 4, compare, seen),
      block(random, "Write the opposite of each number.", 3, opposite, seen),
      block(random, "Find the least number.", 3, least, seen),
      block(random, "Use absolute value to answer.", 3, diver, seen),
    ],
  };
}

export const integersAndAbsoluteValue: Generator = {
  slug: "integers-and-absolute-value",
  title: "Integers and Absolute Value",
  description:
    "Fresh practice with negative numbers: absolute value, comparing and ordering integers, opposites, and absolute value as a distance below sea level. For grade 6.",
  category: "Number Sense",
  grades: { from: 6, to: 6 },
  standards: [
    { code: "6.NS.C.5", why: "Question 5 reads a depth below sea level as a negative number and its size." },
    { code: "6.NS.C.6.a", why: "Question 3 writes the opposite of positive and negative numbers." },
    { code: "6.NS.C.7", why: "Questions 1, 2 and 4 find absolute values, compare integers with < and > and find the least." },
  ],
  build,
};
