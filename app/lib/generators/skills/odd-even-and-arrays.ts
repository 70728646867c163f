/**
 * Odd and even numbers, and arrays (grade 2): tell whether a number or a group of counters up to 20
 * is odd or even, write an even number as two equal addends, add along an array's rows, and count an
 * array of up to 5 by 5. Support stays to 12 and small arrays; core uses numbers to 20; challenge uses
 * 11 to 20 and arrays of at least 3 by 3.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import type { Answerable } from "../../questions/model";
import { block, type Item } from "./practice";

const item = (unit: Answerable, size: number, key: string): Item => ({ unit, size, key });
const range = (level: Level): [number, number] => (level === "support" ? [2, 12] : level === "core" ? [3, 20] : [11, 20]);
const parity = (n: number) => (n % 2 === 0 ? 1 : 0);

function oddOrEven(random: Random, level: Level): Item {
  const n = random.int(...range(level));
  return item(
    { type: "choice", question: `Is ${n} odd or even?`, options: ["odd", "even"], correct: [parity(n)] },
    n,
    `number ${n}`,
  );
}

function counters(random: Random, level: Level): Item {
  const n = random.int(...range(level));
  return item(
    {
      type: "choice",
      question: "Pair up the counters. Is the number odd or even?",
      options: ["odd", "even"],
      correct: [parity(n)],
      figure: { type: "ten-frame", filled: n },
    },
    n,
    `frame ${n}`,
  );
}

function equalAddends(random: Random, level: Level): Item {
  const [low, high] = range(level);
  const half = random.int(Math.max(2, Math.ceil(low / 2)), Math.floor(high / 2));
  const n = half * 2;
  return item(
    {
      type: "blanks",
      question: `Write ${n} as two equal numbers added together.`,
      text: `${n} = ___ + ___`,
      blanks: [[String(half)], [String(half)]],
    },
    n,
    `double ${n}`,
  );
}

/** Rows and columns for the level, each from 2 to 5 (support: 3 rows of 4 at most; challenge: at least 3). */
function arraySize(random: Random, level: Level, maxRows: number): [number, number] {
  const least = level === "challenge" ? 3 : 2;
  const most = level === "support" ? 3 : 5;
  return [random.int(least, Math.min(most, maxRows)), random.int(least, level === "support" ? 4 : most)];
}

function addRows(random: Random, level: Level): Item {
  // At most 4 rows: the sentence has a gap for each row and one for the total (5 gaps).
  const [rows, columns] = arraySize(random, level, 4);
  return item(
    {
      type: "blanks",
      question: "Add the dots in each row to find the total.",
      text: `${Array<string>(rows).fill("___").join(" + ")} = ___`,
      blanks: [...Array<string[]>(rows).fill([String(columns)]), [String(rows * columns)]],
      figure: { type: "array", rows, columns },
    },
    rows * columns,
    `rows ${rows} ${columns}`,
  );
}

function countArray(random: Random, level: Level): Item {
  const [rows, columns] = arraySize(random, level, 5);
  return item(
    {
      type: "number",
      question: "How many dots are there in all?",
      value: String(rows * columns),
      figure: { type: "array", rows, columns },
    },
    rows * columns,
    `count ${rows} ${columns}`,
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "Is 13 odd or even? How many dots are in 3 rows of 4?",
      answer:
        "Pair up 13: 6 pairs make 12, and 1 is left over. So 13 is odd.\n" +
        "Add along the rows: 4 + 4 + 4 = 12. So there are 12 dots.",
    },
    questions: [
      block(random, "Even numbers make pairs with none left over.", 4, () => oddOrEven(random, level), seen),
      block(random, "Look at the ten frames.", 4, () => counters(random, level), seen),
      block(random, "Even numbers are doubles.", 3, () => equalAddends(random, level), seen),
      block(random, "Write an addition for the rows.", 4, () => addRows(random, level), seen),
      block(random, "Count the array.", 3, () => countArray(random, level), seen),
    ],
  };
}

export const oddEvenAndArrays: Generator = {
  slug: "odd-even-and-arrays",
  title: "Odd and Even Numbers and Arrays",
  description:
    "Tell odd from even by pairing, write even numbers as doubles, and count arrays by adding along the rows. For grade 2.",
  category: "Algebraic Thinking",
  grades: { from: 2, to: 2 },
  standards: [
    {
      code: "2.OA.C.3",
      why: "Questions 1–3 tell whether numbers and groups of counters up to 20 are odd or even and write even numbers as two equal addends.",
    },
    {
      code: "2.OA.C.4",
      why: "Questions 4 and 5 find the number of dots in arrays of up to 5 by 5 by adding along the rows.",
    },
  ],
  build,
};
