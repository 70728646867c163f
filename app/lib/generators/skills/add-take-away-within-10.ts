/**
 * Adding and taking away within 10 (kindergarten): facts within 5, putting counters in and taking
 * them away on a ten frame, ways to make a number, and how many more make 10. Support stays small,
 * core uses the whole frame, challenge larger changes and no + 1 or − 1.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { withFigure } from "./figured";
import { block, MINUS, numberItem, type Item } from "./practice";

/** Per level: facts' largest number, frame totals, the change put in or taken away, the number split, the counters before 10. */
const RANGES = {
  support: { fact: 4, total: [3, 7], change: [1, 2], split: [3, 6], start: [5, 9] },
  core: { fact: 5, total: [5, 10], change: [1, 5], split: [4, 10], start: [1, 9] },
  challenge: { fact: 5, total: [7, 10], change: [2, 5], split: [6, 10], start: [1, 7] },
} as const satisfies Record<Level, Record<string, number | readonly [number, number]>>;

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const range = RANGES[level];
  const least = level === "challenge" ? 2 : 1;
  const between = ([low, high]: readonly [number, number]) => random.int(low, high);

  const fact = (): Item => {
    const top = random.int(2 * least, range.fact);
    const part = random.int(least, top - least);
    return random.int(0, 1) === 0
      ? numberItem(`${part} + ${top - part}`, top, top)
      : numberItem(`${top} ${MINUS} ${part}`, top - part, top);
  };
  const putIn = (): Item => {
    const total = between(range.total);
    const change = random.int(range.change[0], Math.min(range.change[1], total - 1));
    return withFigure(numberItem(`Put in ${change} more. How many now?`, total, total), {
      type: "ten-frame",
      filled: total - change,
      frames: 1,
    });
  };
  const takeAway = (): Item => {
    const start = between(range.total);
    const change = random.int(range.change[0], Math.min(range.change[1], start - 1));
    return withFigure(numberItem(`Take away ${change}. How many are left?`, start - change, start), {
      type: "ten-frame",
      filled: start,
      frames: 1,
    });
  };
  const split = (): Item => {
    const whole = between(range.split);
    const part = random.int(least, whole - least);
    return withFigure(numberItem(`${whole} = ${part} + ?`, whole - part, whole), { type: "ten-frame", filled: whole, frames: 1 });
  };
  const makeTen = (): Item => {
    const start = between(range.start);
    return withFigure(numberItem("How many more make 10?", 10 - start, 10 - start), {
      type: "ten-frame",
      filled: start,
      frames: 1,
    });
  };

  return {
    example: {
      question: "How many more make 10?",
      figure: { type: "ten-frame" as const, filled: 6, frames: 1 as const },
      answer:
        "A full ten frame has 10 places.\n6 places have counters. Count the empty places: 1, 2, 3, 4.\n6 + 4 = 10, so 4 more make 10.",
    },
    questions: [
      block(random, "Add or subtract. Use your fingers if you like.", 4, fact, seen),
      block(random, "Count the counters. Then add.", 4, putIn, seen),
      block(random, "Count the counters. Then take away.", 4, takeAway, seen),
      block(random, "Find the missing part. Use the frame.", 4, split, seen),
      block(random, "Count the empty places in the frame.", 4, makeTen, seen),
    ],
  };
}

export const addTakeAwayWithin10: Generator = {
  slug: "add-take-away-within-10",
  title: "Adding and Taking Away Within 10",
  description:
    "Fresh practice adding and taking away with counters in a ten frame, facts within 5, ways to make a number and making 10. For kindergarten.",
  category: "Addition and Subtraction",
  grades: { from: 0, to: 0 },
  standards: [
    { code: "K.OA.A.1", why: "Questions 2–3 show adding and taking away with counters in a ten frame." },
    {
      code: "K.OA.A.2",
      why: "Questions 2–3 are put-in and take-away problems within 10, solved with the counters drawn.",
    },
    { code: "K.OA.A.3", why: "Question 4 splits a number up to 10 into two parts, written as an equation like 7 = 3 + ?." },
    { code: "K.OA.A.4", why: "Question 5 finds how many more make 10 for a number from 1 to 9, on a ten frame." },
    { code: "K.OA.A.5", why: "Question 1 is addition and subtraction facts within 5 for fluency." },
  ],
  build,
};
