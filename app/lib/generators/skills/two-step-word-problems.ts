/**
 * Two-step word problems with the four operations (grade 3): short stories with a name and things from
 * fixed lists, each needing two steps — add then subtract, multiply then add, multiply then subtract,
 * add then share, share then take away. Every step's result is a whole number from 0 up. Support keeps
 * to 100 and facts to 5 × 5; core goes to 1000 with facts to 10 × 10; challenge uses the 6s to 9s.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, NAMES, numberItem, type Item } from "./practice";

const THINGS = ["stickers", "marbles", "shells", "stamps", "cards", "beads", "pencils", "crayons", "cookies", "apples"] as const;

/** The numbers a level draws from: a start for adding and taking away, and the facts' two factors. */
const RANGES: Record<
  Level,
  { start: [number, number]; more: [number, number]; factor: [number, number]; count: [number, number] }
> = {
  support: { start: [10, 50], more: [5, 30], factor: [2, 5], count: [2, 5] },
  core: { start: [100, 500], more: [20, 300], factor: [2, 10], count: [3, 9] },
  challenge: { start: [250, 600], more: [120, 350], factor: [6, 9], count: [6, 9] },
};

interface Story {
  random: Random;
  level: Level;
  name: string;
  things: string;
}

/** a + b − c: gets some more, then gives some away. */
function moreThenAway({ random, level, name, things }: Story): Item {
  const { start, more } = RANGES[level];
  const [a, b] = [random.int(...start), random.int(...more)];
  const c = random.int(Math.max(2, Math.floor((a + b) / 4)), a + b - 2);
  return numberItem(
    `${name} has ${a} ${things}. ${name} gets ${b} more ${things}, then gives ${c} away. How many ${things} does ${name} have now?`,
    a + b - c,
    a + b,
  );
}

/** n × k + m: some packs of the same size and a few more on their own. */
function packsAndMore({ random, level, name, things }: Story): Item {
  const { factor, count, more } = RANGES[level];
  const [n, k] = [random.int(...count), random.int(...factor)];
  const m = level === "support" ? random.int(2, 9) : random.int(more[0] / 10, more[1] / 10);
  return numberItem(
    `${name} buys ${n} packs of ${things} with ${k} ${things} in each pack, and ${m} more ${things} on their own. How many ${things} does ${name} buy in all?`,
    n * k + m,
    n * k + m,
  );
}

/** n × k − m: full boxes, then some given away. */
function boxesThenAway({ random, level, name, things }: Story): Item {
  const { factor, count } = RANGES[level];
  const [n, k] = [random.int(...count), random.int(...factor)];
  const m = random.int(2, n * k - 2);
  return numberItem(
    `${name} has ${n} boxes with ${k} ${things} in each box. ${name} gives away ${m} ${things}. How many ${things} are left?`,
    n * k - m,
    n * k,
  );
}

/** (a + b) ÷ n: two amounts put together, then shared equally. */
function togetherThenShare({ random, level, name, things }: Story): Item {
  const { factor, count } = RANGES[level];
  const [n, q] = [random.int(...count), random.int(...factor)];
  const a = random.int(2, n * q - 2);
  return numberItem(
    `${name} has ${a} ${things} and gets ${n * q - a} more. ${name} shares all of them equally among ${n} friends. How many ${things} does each friend get?`,
    q,
    n * q,
  );
}

/** a ÷ n − m: shared equally into bags, then some taken from one bag. */
function shareThenTake({ random, level, name, things }: Story): Item {
  const { factor, count } = RANGES[level];
  const [n, q] = [random.int(...count), random.int(Math.max(3, factor[0]), factor[1])];
  const m = random.int(2, q - 1);
  return numberItem(
    `${name} puts ${n * q} ${things} equally into ${n} bags. ${name} then takes ${m} ${things} out of one bag. How many ${things} are left in that bag?`,
    q - m,
    n * q,
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const three = (question: string, make: (story: Story) => Item) =>
    block(random, question, 3, () => make({ random, level, name: random.pick(NAMES), things: random.pick(THINGS) }), seen);
  return {
    example: {
      question: "Maya has 4 boxes with 6 crayons in each box. Maya gives away 9 crayons. How many crayons are left?",
      answer:
        "Step 1: find how many crayons there are: 4 × 6 = 24.\nStep 2: take away the crayons given away: 24 \u2212 9 = 15.\nCheck: 15 + 9 = 24.\nSo 15 crayons are left.",
    },
    questions: [
      three("Solve. Add, then subtract.", moreThenAway),
      three("Solve. Multiply, then add.", packsAndMore),
      three("Solve. Multiply, then subtract.", boxesThenAway),
      three("Solve. Add, then divide.", togetherThenShare),
      three("Solve. Divide, then subtract.", shareThenTake),
    ],
  };
}

export const twoStepWordProblems: Generator = {
  slug: "two-step-word-problems",
  title: "Two-Step Word Problems",
  description:
    "Fresh short stories that each take two steps with the four operations: adding and subtracting, equal groups, and sharing. For grade 3.",
  category: "Problem Solving",
  grades: { from: 3, to: 3 },
  standards: [
    { code: "3.OA.D.8", why: "Questions 1–5 are two-step word problems: add then subtract, multiply then add, and so on." },
  ],
  build,
};
