/**
 * Teen numbers as ten and some ones (kindergarten): reading a ten rod and ones cubes, two ten frames
 * written as 10 + ones, and choosing the blocks that show a number. Support uses 11 to 15, core 11 to
 * 19, challenge 13 to 19 with the ten written second or missing ("17 = ? + 7").
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { pictureChoice, withFigure } from "./figured";
import { block, blanksItem, numberItem, type Item } from "./practice";

/** The ones in the teen numbers each level uses. */
const ONES = { support: [1, 5], core: [1, 9], challenge: [3, 9] } as const satisfies Record<Level, readonly [number, number]>;

const blocks = (ones: number): Figure => ({ type: "base-ten", tens: 1, ones });

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const [low, high] = ONES[level];
  const ones = () => random.int(low, high);
  const swap = () => level === "challenge" && random.int(0, 1) === 1;

  const readBlocks = (): Item => {
    const k = ones();
    return withFigure(numberItem("What number do the blocks show?", 10 + k, k), blocks(k));
  };
  const frames = (): Item => {
    const k = ones();
    const prompt = swap() ? `${10 + k} = ? + ${k}` : `${10 + k} = 10 + ?`;
    return withFigure(numberItem(prompt, prompt.endsWith("?") ? k : 10, k), { type: "ten-frame", filled: 10 + k, frames: 2 });
  };
  const tenAndOnes = (): Item => {
    const k = ones();
    return withFigure(numberItem(swap() ? `${k} + 10 = ?` : `10 + ${k} = ?`, 10 + k, k), blocks(k));
  };
  /** The right blocks, one cube off, and the tens and ones swapped (7 tens 1 one for 17). */
  const whichBlocks = (): Item => {
    const k = ones();
    const near: Figure = { type: "base-ten", tens: 1, ones: k === 9 ? 8 : k + 1 };
    // For 11 the swap is 11 again: one ten too many instead.
    const swapped: Figure = k === 1 ? { type: "base-ten", tens: 2, ones: 1 } : { type: "base-ten", tens: k, ones: 1 };
    const right = blocks(k);
    const figures = random.shuffle([right, near, swapped]);
    return pictureChoice(`Which blocks show ${10 + k}?`, figures, figures.indexOf(right), k);
  };
  const writeParts = (): Item => {
    const k = ones();
    return blanksItem(`Fill in the blanks for ${10 + k}.`, `${10 + k} is ___ ten and ___ ones.`, [1, k], k);
  };

  return {
    example: {
      question: "What number do the blocks show?",
      figure: blocks(6),
      answer: "The long block is 1 ten: 10.\nThere are 6 small cubes: 6 ones.\n10 and 6 more is 16.",
    },
    questions: [
      block(random, "Count the ten, then the ones.", 4, readBlocks, seen),
      block(random, "Count the counters. Find the missing number.", 4, frames, seen),
      block(random, "Add. Use the blocks.", 4, tenAndOnes, seen),
      block(random, "Find the blocks that show the number.", 3, whichBlocks, seen),
      block(random, "Write the ten and the ones.", 4, writeParts, seen),
    ],
  };
}

export const teenNumbers: Generator = {
  slug: "teen-numbers",
  title: "Teen Numbers: Ten and Some Ones",
  description:
    "Fresh practice building the numbers 11 to 19 from one ten and some ones, with base-ten blocks, two ten frames and equations like 16 = 10 + 6. For kindergarten.",
  category: "Number Sense",
  grades: { from: 0, to: 0 },
  standards: [
    {
      code: "K.NBT.A.1",
      why: "Every question builds a number from 11 to 19 as ten ones and some more ones, with blocks or ten frames and equations such as 16 = 10 + 6.",
    },
  ],
  build,
};
