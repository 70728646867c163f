/**
 * Counting on and skip-counting (K–2): the next number, a missing number and counting back. Support
 * counts by ones and tens below 50, core by ones, fives and tens to 100 from any number, challenge by
 * fives, tens and hundreds to 1000 and backwards.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, numberItem, type Item } from "./practice";

interface Plan {
  steps: readonly number[];
  top: number;
  back: boolean;
}

const PLANS: Record<Level, Plan> = {
  support: { steps: [1, 10], top: 50, back: false },
  core: { steps: [1, 5, 10], top: 100, back: false },
  challenge: { steps: [5, 10, 100], top: 1000, back: true },
};

/** Four numbers of a count: `step` apart, all from 0 to `top`, rising or (counting back) falling. */
function run(random: Random, plan: Plan, backwards: boolean) {
  const step = random.pick(plan.steps);
  const span = 3 * step;
  // Fives and tens start on their own multiples at support and core; any start by ones.
  const start =
    step === 1 || plan.back ? random.int(0, plan.top - span) : step * random.int(0, Math.floor((plan.top - span) / step));
  const rising = [0, 1, 2, 3].map((n) => start + n * step);
  return { numbers: backwards ? rising.reverse() : rising, step };
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const plan = PLANS[level];
  const next = (backwards: boolean) => (): Item => {
    const { numbers } = run(random, plan, backwards);
    return numberItem(`${numbers.slice(0, 3).join(", ")}, ?`, numbers[3], Math.max(...numbers));
  };
  const middle = (): Item => {
    const { numbers } = run(random, plan, false);
    const gap = random.int(1, 2);
    const shown = numbers.map((n, i) => (i === gap ? "?" : String(n)));
    return numberItem(shown.join(", "), numbers[gap], Math.max(...numbers));
  };
  const byTens = (): Item => {
    const start = random.int(1, plan.top - 40);
    const step = level === "challenge" ? 100 : 10;
    const from = level === "challenge" ? random.int(1, 6) * 100 + random.int(1, 99) : start;
    return numberItem(`Count on by ${step}s from ${from}. What are you at after 3 ${step}s?`, from + 3 * step, from + 3 * step);
  };
  return {
    example: {
      question: "What comes next? 35, 40, 45, ?",
      answer:
        "Find the step: 40 − 35 = 5 and 45 − 40 = 5, so the count goes up by 5.\nOne more step after 45: 45 + 5 = 50.\nThe next number is 50.",
    },
    questions: [
      block(random, "What number comes next?", 4, next(false), seen),
      block(random, "Find the missing number.", 4, middle, seen),
      block(random, plan.back ? "Count back. What comes next?" : "What number comes next?", 4, next(plan.back), seen),
      block(random, "Count on.", 3, byTens, seen),
      block(random, "Find the missing number.", 3, middle, seen),
    ],
  };
}

export const countingSequences: Generator = {
  slug: "counting-sequences",
  title: "Counting On and Skip-Counting",
  description:
    "Fresh practice counting forward from any number, skip-counting by 5s, 10s and 100s, counting back and finding missing numbers in a count. For kindergarten to grade 2.",
  category: "Number Sense",
  grades: { from: 0, to: 2 },
  standards: [
    { code: "K.CC.A.1", why: "Support and core questions 1 and 5 continue counts by ones and by tens (0, 10, 20, ?)." },
    { code: "K.CC.A.2", why: "Support and core questions 1–3 count on from a number other than 1 (6, 7, 8, ?)." },
    {
      code: "1.NBT.A.1",
      why: "Core questions 1–3 and 5 continue counts from any number up to 100, by ones such as 67, 68, 69, ?.",
    },
    {
      code: "1.NBT.C.5",
      why: "Support and core question 4 count on by 10s from any number (37, 47, 57, 67): 10 more at each step.",
    },
    { code: "2.NBT.A.2", why: "Challenge questions 1–5 count on and back by 5s, 10s and 100s within 1000." },
  ],
  build,
};
