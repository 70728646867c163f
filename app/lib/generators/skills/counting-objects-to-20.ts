/**
 * Counting objects to 20 (kindergarten): "How many?" with counters in ten frames and dots in arrays,
 * one more than a count, and finding the frame that shows a number. Support counts to 10 and a little
 * past, core to 20, challenge mostly teen numbers and rows of 3 or more.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, numberItem, type Item } from "./practice";
import { PICTURE_OPTIONS, withFigure } from "./figured";

/** Per level: counters in one frame, dots in an array (total and rows), counters in two frames, one more, "which shows". */
const RANGES = {
  support: { frame: [1, 7], array: [2, 10], rows: [1, 2], teen: [11, 14], more: [1, 8], shows: [3, 8] },
  core: { frame: [3, 10], array: [6, 16], rows: [2, 3], teen: [11, 19], more: [4, 15], shows: [5, 15] },
  challenge: { frame: [5, 10], array: [10, 20], rows: [2, 4], teen: [13, 20], more: [9, 19], shows: [11, 19] },
} as const satisfies Record<Level, Record<string, readonly [number, number]>>;

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const range = RANGES[level];
  const between = ([low, high]: readonly [number, number]) => random.int(low, high);

  const inFrame = (filled: number, frames: 1 | 2): Item =>
    withFigure(numberItem("How many counters?", filled, filled), { type: "ten-frame", filled, frames });
  const dots = (): Item => {
    for (;;) {
      const rows = between(range.rows);
      const columns = random.int(2, 6);
      const total = rows * columns;
      if (total < range.array[0] || total > range.array[1]) continue;
      return withFigure(numberItem("How many dots?", total, total), { type: "array", rows, columns });
    }
  };
  const oneMore = (): Item => {
    const filled = between(range.more);
    return withFigure(numberItem("Put 1 more counter in. How many now?", filled + 1, filled + 1), {
      type: "ten-frame",
      filled,
      frames: filled + 1 > 10 ? 2 : 1,
    });
  };
  const whichShows = (): Item => {
    const n = between(range.shows);
    const frames = range.shows[1] > 10 ? 2 : 1;
    // Near misses: one fewer, one more and two more (or two fewer at the top of the range).
    const counts = random.shuffle([n, n - 1, n + 1, n + 2 > frames * 10 ? n - 2 : n + 2]).slice(0, 3);
    if (!counts.includes(n)) counts[random.int(0, 2)] = n;
    const optionFigures = counts.map((filled) => ({ type: "ten-frame" as const, filled, frames }));
    const unit = { type: "choice" as const, question: `Which frame shows ${n}?`, options: [...PICTURE_OPTIONS.slice(0, 3)] };
    return { unit: { ...unit, optionFigures, correct: [counts.indexOf(n)] }, size: n, key: `shows ${n}` };
  };

  return {
    example: {
      question: "How many counters?",
      figure: { type: "ten-frame" as const, filled: 7, frames: 1 as const },
      answer: "The top row is full: that is 5.\nCount on along the bottom row: 6, 7.\nThere are 7 counters.",
    },
    questions: [
      block(random, "Count the counters in the ten frame.", 4, () => inFrame(between(range.frame), 1), seen),
      block(random, "Count the dots. Touch each dot once.", 4, dots, seen),
      block(
        random,
        "Count the counters in the two ten frames. Start with the full frame.",
        4,
        () => inFrame(between(range.teen), 2),
        seen,
      ),
      block(random, "Count the counters. Then put in 1 more.", 4, oneMore, seen),
      block(random, "Find the frame with the right number of counters.", 3, whichShows, seen),
    ],
  };
}

export const countingObjectsTo20: Generator = {
  slug: "counting-objects-to-20",
  title: "Counting Objects to 20",
  description:
    "Fresh practice counting counters in ten frames and dots in arrays to 20, one more, and finding the frame that shows a number. For kindergarten.",
  category: "Number Sense",
  grades: { from: 0, to: 0 },
  standards: [
    { code: "K.CC.A.3", why: "Every number answer writes the numeral for a set of up to 20 counters or dots." },
    { code: "K.CC.B.4", why: "Questions 1–3 connect counting to how many counters or dots a picture shows." },
    { code: "K.CC.B.4.a", why: "Questions 1–3 count counters and dots one by one, touching each dot once." },
    { code: "K.CC.B.4.c", why: "Question 4 adds 1 more counter: the count goes on to the next number." },
    {
      code: "K.CC.B.5",
      why: "Questions 1–3 count up to 20 things in frames and arrays; question 5 finds a set of a given size.",
    },
  ],
  build,
};
