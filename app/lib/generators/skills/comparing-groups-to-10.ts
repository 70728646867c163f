/**
 * Comparing groups and numbers to 10 (kindergarten): which ten frame has more or fewer counters,
 * which group of dots is the same as a frame, and which written number is greater or less. Support
 * compares to 5 with a gap of 2 or more, core to 10, challenge numbers 1 or 2 apart.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, type Item } from "./practice";
import { pictureChoice } from "./figured";

/** Per level: the numbers shown and compared, and the least and most two of them differ by. */
const RANGES = {
  support: { low: 1, high: 8, gap: [2, 4] },
  core: { low: 1, high: 10, gap: [1, 5] },
  challenge: { low: 3, high: 10, gap: [1, 2] },
} as const satisfies Record<Level, { low: number; high: number; gap: readonly [number, number] }>;

/** Dots in an array for `n`: one of its row-by-column layouts (a line for a prime), at most 5 rows. */
function dotsFor(random: Random, n: number): Figure {
  const layouts: [number, number][] = [];
  for (let rows = 1; rows <= Math.min(5, n); rows++) if (n % rows === 0 && n / rows <= 10) layouts.push([rows, n / rows]);
  const [rows, columns] = random.pick(layouts);
  return { type: "array", rows, columns };
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const { low, high, gap } = RANGES[level];
  const step = () => random.int(gap[0], gap[1]);
  const pair = () => {
    const a = random.int(low, high - gap[0]);
    const b = Math.min(high, a + step());
    return random.shuffle([a, b]);
  };

  /** A frame of n counters and two groups of dots: one has more (or fewer) than the frame, one does not. */
  const moreOrFewer = (word: "more" | "fewer"): Item => {
    const sign = word === "more" ? 1 : -1;
    const n = word === "more" ? random.int(low, high - gap[0]) : random.int(low + gap[0], high);
    const inRange = (count: number) => count >= low && count <= high;
    let right = n + sign * step();
    if (!inRange(right)) right = n + sign * gap[0];
    const others = [n, n - sign * step()].filter(inRange);
    const counts = random.shuffle([right, random.pick(others)]);
    const figures = counts.map((count) => dotsFor(random, count));
    return pictureChoice(`Which has ${word} dots than the frame?`, figures, counts.indexOf(right), n, {
      type: "ten-frame",
      filled: n,
    });
  };
  const same = (): Item => {
    const n = random.int(low + gap[0], high - gap[0]);
    const counts = random.shuffle([n, n - step(), n + step()].map((count) => Math.min(high, Math.max(low, count))));
    const figures = counts.map((count) => dotsFor(random, count));
    return pictureChoice("Which has the same number of dots as the frame?", figures, counts.indexOf(n), n, {
      type: "ten-frame",
      filled: n,
    });
  };
  const numerals = (word: "greater" | "less"): Item => {
    const [a, b] = pair();
    const right = word === "greater" ? Math.max(a, b) : Math.min(a, b);
    return choiceItem(`Which is ${word}: ${a} or ${b}?`, [String(a), String(b)], [right === a ? 0 : 1], Math.max(a, b));
  };

  return {
    example: {
      question: "Which is greater: 6 or 9?",
      answer: "Count: 1, 2, 3, 4, 5, 6, 7, 8, 9.\n9 comes after 6 when you count.\nSo 9 is greater than 6.",
    },
    questions: [
      block(random, "Count the counters. Then count the dots.", 4, () => moreOrFewer("more"), seen),
      block(random, "Count the counters. Then count the dots.", 4, () => moreOrFewer("fewer"), seen),
      block(random, "Count the counters. Find the dots that match.", 3, same, seen),
      block(random, "Which number is greater?", 4, () => numerals("greater"), seen),
      block(random, "Which number is less?", 4, () => numerals("less"), seen),
    ],
  };
}

export const comparingGroupsTo10: Generator = {
  slug: "comparing-groups-to-10",
  title: "Comparing Groups and Numbers to 10",
  description:
    "Fresh practice telling which group has more, fewer or the same number of counters, and which number to 10 is greater or less. For kindergarten.",
  category: "Number Sense",
  grades: { from: 0, to: 0 },
  standards: [
    {
      code: "K.CC.C.6",
      why: "Questions 1–3 compare groups of counters and dots: which has more, which has fewer, which is the same.",
    },
    { code: "K.CC.C.7", why: "Questions 4–5 compare two written numbers from 1 to 10: which is greater, which is less." },
  ],
  build,
};
