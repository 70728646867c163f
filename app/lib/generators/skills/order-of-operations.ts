/**
 * The order of operations with brackets (grade 5): multiplying and dividing before adding and
 * subtracting, brackets first, four-number expressions, brackets inside brackets at challenge, and
 * choosing where brackets go to make a sentence true. Every step is a whole number, never below 0.
 * Support uses numbers 2 to 10, core to 12, challenge to 20.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { promptSize } from "./numbers-5-6";
import { block, choiceItem, MINUS, numberItem, type Item } from "./practice";

const item = (prompt: string, value: number) => numberItem(prompt, value, promptSize(prompt));

function build(level: Level, random: Random) {
  const top = level === "support" ? 10 : level === "core" ? 12 : 20;
  const n = () => random.int(2, top);
  const seen = new Set<string>();

  const noBrackets = (): Item => {
    const [a, b, c] = [n(), n(), n()];
    switch (random.int(0, 3)) {
      case 0:
        return item(`${a} + ${b} × ${c}`, a + b * c);
      case 1:
        return item(`${b * c + a} ${MINUS} ${b} × ${c}`, a);
      case 2:
        return item(`${a} × ${b} + ${c}`, a * b + c);
      default:
        return item(`${a} + ${b * c} ÷ ${c}`, a + b);
    }
  };
  const brackets = (): Item => {
    const [a, b, c] = [n(), n(), n()];
    switch (random.int(0, 3)) {
      case 0:
        return item(`(${a} + ${b}) × ${c}`, (a + b) * c);
      case 1:
        return item(`(${a + b} ${MINUS} ${b}) × ${c}`, a * c);
      case 2:
        return item(`${a} × (${b} + ${c})`, a * (b + c));
      default:
        return item(`${b + c + a} ${MINUS} (${b} + ${c})`, a);
    }
  };
  const fourNumbers = (): Item => {
    const [a, b, c, d] = [n(), n(), n(), n()];
    switch (random.int(0, 2)) {
      case 0:
        return item(`${a} × ${b} + ${c} × ${d}`, a * b + c * d);
      case 1: {
        const [big, small] = a * b >= c * d ? [`${a} × ${b}`, `${c} × ${d}`] : [`${c} × ${d}`, `${a} × ${b}`];
        return item(`${big} ${MINUS} ${small}`, Math.abs(a * b - c * d));
      }
      default:
        return item(`${a * b} ÷ ${b} + ${c} × ${d}`, a + c * d);
    }
  };
  const nested = (): Item => {
    const [a, b, c, d] = [n(), n(), n(), n()];
    if (level !== "challenge" || random.int(0, 1) === 0) return item(`(${a} + ${b}) × (${c + d} ${MINUS} ${d})`, (a + b) * c);
    return item(`${a} × (${b} + (${c + d} ${MINUS} ${d}))`, a * (b + c));
  };
  /** "Choose where the brackets go so that a + b × c = …": one placement makes it true, the other not. */
  const placing = (): Item => {
    const [a, b, c] = [n(), n(), n()];
    const [left, right] =
      random.int(0, 1) === 0
        ? [[`(${a} + ${b}) × ${c}`, (a + b) * c] as const, [`${a} + (${b} × ${c})`, a + b * c] as const]
        : [[`(${a} × ${b}) + ${c}`, a * b + c] as const, [`${a} × (${b} + ${c})`, a * (b + c)] as const];
    const chosen = random.int(0, 1);
    const target = [left, right][chosen][1];
    const bare = left[0].replace(/[()]/g, "");
    return choiceItem(
      `Choose where the {{brackets|parentheses}} go so that ${bare} = ${target}.`,
      [left[0], right[0]],
      [chosen],
      promptSize(bare),
    );
  };

  return {
    example: {
      question: "Work out 18 − (4 + 2) × 2.",
      answer: [
        "{{Brackets|Parentheses}} first: 4 + 2 = 6, so the expression is 18 − 6 × 2.",
        "Multiply before subtracting: 6 × 2 = 12.",
        "Then subtract: 18 − 12 = 6.",
        "So 18 − (4 + 2) × 2 = 6.",
      ].join("\n"),
    },
    questions: [
      block(random, "Work out. Multiply or divide before you add or subtract.", 4, noBrackets, seen),
      block(random, "Work out. Do the {{brackets|parentheses}} first.", 4, brackets, seen),
      block(random, "Work out. Multiply and divide first, then add and subtract.", 3, fourNumbers, seen),
      block(random, "Work out. Start with the innermost {{brackets|parentheses}}.", 3, nested, seen),
      block(random, "Choose where the {{brackets|parentheses}} go to make each sentence true.", 3, placing, seen),
    ],
  };
}

export const orderOfOperations: Generator = {
  slug: "order-of-operations",
  title: "Order of Operations with {{Brackets|Parentheses}}",
  description:
    "Fresh practice evaluating expressions with {{brackets|parentheses}}: multiplying and dividing before adding and subtracting, {{brackets|parentheses}} first, and placing {{brackets|parentheses}} to make a sentence true. For grade 5.",
  category: "Algebraic Thinking",
  grades: { from: 5, to: 5 },
  standards: [
    {
      code: "5.OA.A.1",
      why: "Questions 1–4 work out expressions with grouping symbols and mixed operations; 5 places them to make them true.",
    },
  ],
  build,
};
