/**
 * One-step equations (grade 6): x + p = q, x − p = q, px = q and x ÷ p = q, each solved by undoing
 * its operation, then a mixed block where the unknown may stand on the right. Every solution is a
 * whole number: support keeps numbers to 20, core to 50, challenge to 200 with two-digit constants.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { promptSize } from "./numbers-5-6";
import { block, MINUS, numberItem, type Item } from "./practice";

const LETTERS = ["x", "n", "y", "m"] as const;

function build(level: Level, random: Random) {
  const [low, high] = level === "support" ? [2, 10] : level === "core" ? [2, 25] : [10, 99];
  const [factorLow, factorHigh] = level === "support" ? [2, 5] : level === "core" ? [2, 12] : [6, 15];
  const constant = () => random.int(low, high);
  const letter = () => random.pick(LETTERS);
  const item = (prompt: string, x: number) => numberItem(prompt, x, promptSize(prompt));
  const seen = new Set<string>();
  /** Either side first: "x + 5 = 12" or, at challenge, sometimes "12 = x + 5". */
  const equation = (left: string, right: number) =>
    level === "challenge" && random.int(0, 1) === 0 ? `${right} = ${left}` : `${left} = ${right}`;

  const plus = (): Item => {
    const [v, a, x] = [letter(), constant(), constant()];
    return item(equation(random.int(0, 1) === 0 ? `${v} + ${a}` : `${a} + ${v}`, x + a), x);
  };
  const minus = (): Item => {
    const [v, a, b] = [letter(), constant(), constant()];
    return item(equation(`${v} ${MINUS} ${a}`, b), a + b);
  };
  const times = (): Item => {
    const [v, a, x] = [letter(), random.int(factorLow, factorHigh), random.int(factorLow, factorHigh + 10)];
    return item(equation(`${a}${v}`, a * x), x);
  };
  const divide = (): Item => {
    const [v, a, q] = [letter(), random.int(factorLow, factorHigh), random.int(factorLow, factorHigh + 10)];
    return item(equation(`${v} ÷ ${a}`, q), a * q);
  };
  const any = (): Item => [plus, minus, times, divide][random.int(0, 3)]();

  return {
    example: {
      question: "Solve 7x = 56.",
      answer: [
        "7x means 7 × x. Undo multiplying by 7 by dividing both sides by 7.",
        "x = 56 ÷ 7 = 8.",
        "Check by substituting: 7 × 8 = 56. True.",
        "So x = 8.",
      ].join("\n"),
    },
    questions: [
      block(random, "Solve. Subtract the same number from both sides.", 4, plus, seen),
      block(random, "Solve. Add the same number to both sides.", 4, minus, seen),
      block(random, "Solve. Divide both sides by the same number.", 3, times, seen),
      block(random, "Solve. Multiply both sides by the same number.", 3, divide, seen),
      block(random, "Solve each equation. Check by substituting.", 3, any, seen),
    ],
  };
}

export const oneStepEquations: Generator = {
  slug: "one-step-equations",
  title: "Solving One-Step Equations",
  description:
    "Fresh practice solving one-step equations with addition, subtraction, multiplication and division by doing the same to both sides, checked by substituting. For grade 6.",
  category: "Algebra",
  grades: { from: 6, to: 6 },
  standards: [{ code: "6.EE.B.7", why: "Questions 1–5 solve one-step equations x + p = q, x − p = q, px = q and x ÷ p = q." }],
  build,
};
