/**
 * Numerical patterns and expressions (grade 5): continuing a pattern from its rule, comparing the
 * matching terms of two patterns, the pairs two patterns make on a grid, writing an expression for a
 * calculation in words, and reading an expression without working it out ("3 × (1864 + 291) is how
 * many times as large as 1864 + 291?"). Support keeps steps to 5 and numbers small; core to 10;
 * challenge to 12 with patterns that start above 0 and larger numbers to read.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { promptSize } from "./numbers-5-6";
import { blanksItem, block, choiceItem, MINUS, type Item } from "./practice";

const STEP: Record<Level, number> = { support: 5, core: 10, challenge: 12 };
const READ: Record<Level, [number, number]> = { support: [10, 99], core: [100, 999], challenge: [1000, 9999] };

function build(level: Level, random: Random) {
  const top = STEP[level];
  const step = () => random.int(level === "challenge" ? 2 : 1, top);
  const seen = new Set<string>();
  const terms = (start: number, add: number, count: number) => Array.from({ length: count }, (_, i) => start + add * i);

  const continuePattern = (): Item => {
    const [start, add] = [level === "challenge" ? random.int(1, 20) : level === "core" ? random.int(0, 10) : 0, step()];
    const shown = terms(start, add, 5);
    const prompt = `Start at ${start} and add ${add} each time.`;
    return blanksItem(prompt, `${shown.slice(0, 3).join(", ")}, ___, ___`, shown.slice(3), promptSize(prompt));
  };

  const timesAsLarge = (): Item => {
    const a = random.int(level === "challenge" ? 2 : 1, level === "support" ? 4 : 8);
    const k = random.int(2, level === "support" ? 3 : level === "core" ? 5 : 6);
    const prompt = `Pattern A starts at 0 and adds ${a}. Pattern B starts at 0 and adds ${a * k}. After the first term, each term of B is how many times the matching term of A?`;
    return { unit: { type: "number", question: prompt, value: String(k) }, size: promptSize(prompt) };
  };

  const pairs = (): Item => {
    const [a, b] = [random.int(1, level === "support" ? 3 : 5), random.int(1, level === "support" ? 4 : 6)];
    const first = terms(0, a, 3).map((x, i) => [x, b * i] as const);
    const axis = (largest: number) => ({ from: 0, to: Math.max(4, largest + (largest % 2)), labelEvery: largest > 10 ? 2 : 1 });
    const prompt = `Pattern A starts at 0 and adds ${a}. Pattern B starts at 0 and adds ${b}. The grid shows the first three pairs (A, B). What is the fifth pair?`;
    return {
      unit: {
        type: "blanks",
        question: prompt,
        text: "(___, ___)",
        blanks: [[String(4 * a)], [String(4 * b)]],
        figure: {
          type: "coordinate-grid",
          x: { ...axis(2 * a), label: "Pattern A" },
          y: { ...axis(2 * b), label: "Pattern B" },
          points: first.map(([x, y]) => ({ x, y })),
        },
      },
      size: promptSize(prompt),
    };
  };

  /** Distinct numbers from 2 up, so no option equals the right one by accident (see the checker). */
  const three = () => {
    const [low, high] = level === "support" ? [2, 9] : level === "core" ? [2, 20] : [10, 50];
    return random.distinct(3, () => random.int(low, high));
  };
  const writeExpression = (): Item => {
    const [first, second, c] = three();
    let [a, b] = [first, second];
    const kind = random.int(0, 3);
    let words: string;
    let options: string[];
    if (kind === 0) {
      words = `Add ${a} and ${b}, then multiply by ${c}.`;
      options = [`${c} × (${a} + ${b})`, `${c} × ${a} + ${b}`, `${a} + ${b} × ${c}`];
    } else if (kind === 1) {
      words = `Multiply ${a} by ${b}, then add ${c}.`;
      options = [`${a} × ${b} + ${c}`, `${a} × (${b} + ${c})`, `${a} × ${c} + ${b}`];
    } else if (kind === 2) {
      if (a < b) [a, b] = [b, a];
      words = `Subtract ${b} from ${a}, then multiply by ${c}.`;
      options = [`${c} × (${a} ${MINUS} ${b})`, `${c} × ${a} ${MINUS} ${b}`, `${b} ${MINUS} ${a} × ${c}`];
    } else {
      // a + b a multiple of c, at least twice c, so the quotient is whole.
      const sum = c * random.int(2, 6);
      a = random.int(1, sum - 1);
      b = sum - a;
      words = `Add ${a} and ${b}, then divide by ${c}.`;
      options = [`(${a} + ${b}) ÷ ${c}`, `${a} + ${b} ÷ ${c}`, `${c} ÷ (${a} + ${b})`];
    }
    const shuffled = random.shuffle(options);
    return choiceItem(`Which expression says "${words}"`, shuffled, [shuffled.indexOf(options[0])], promptSize(words));
  };

  const readExpression = (): Item => {
    const [x, y] = [random.int(...READ[level]), random.int(...READ[level])];
    const k = random.int(2, level === "support" ? 5 : 9);
    const inner = random.int(0, 1) === 0 || x === y ? `${x} + ${y}` : `${Math.max(x, y)} ${MINUS} ${Math.min(x, y)}`;
    const prompt =
      random.int(0, 1) === 0
        ? `How many times as large as ${inner} is ${k} × (${inner})?`
        : `How many times as large as ${inner} is (${inner}) × ${k}?`;
    return { unit: { type: "number", question: prompt, value: String(k) }, size: k };
  };

  return {
    example: {
      question: "Pattern A starts at 0 and adds 3. Pattern B starts at 0 and adds 6. How do the patterns compare?",
      answer: [
        "Pattern A: 0, 3, 6, 9, 12.",
        "Pattern B: 0, 6, 12, 18, 24.",
        "The pairs (A, B) are (0, 0), (3, 6), (6, 12), (9, 18), (12, 24).",
        "Each term of B is 2 times the matching term of A, because B adds 2 × 3 each time.",
      ].join("\n"),
    },
    questions: [
      block(random, "Write the next two terms of each pattern.", 3, continuePattern, seen),
      block(random, "Compare the two patterns.", 3, timesAsLarge, seen),
      block(random, "Use the rules and the grid.", 3, pairs, seen),
      block(random, "Choose the expression that matches the words.", 3, writeExpression, seen),
      block(random, "Answer without working out the expressions.", 3, readExpression, seen),
    ],
  };
}

export const numericalPatternsAndExpressions: Generator = {
  slug: "numerical-patterns-and-expressions",
  title: "Numerical Patterns and Expressions",
  description:
    "Fresh practice continuing patterns from a rule, comparing two patterns and graphing their pairs, writing expressions from words, and reading expressions without working them out. For grade 5.",
  category: "Algebraic Thinking",
  grades: { from: 5, to: 5 },
  standards: [
    {
      code: "5.OA.B.3",
      why: "Questions 1–3 make patterns from rules, compare matching terms of two patterns and form and graph their ordered pairs.",
    },
    {
      code: "5.OA.A.2",
      why: "Questions 4 and 5 write an expression for a calculation in words and read one without evaluating it (3 × (a + b) is 3 times a + b).",
    },
  ],
  build,
};
