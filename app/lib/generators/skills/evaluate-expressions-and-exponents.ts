/**
 * Whole-number exponents and evaluating expressions (grade 6): powers, expressions with powers and
 * the order of operations, evaluating expressions in one and two variables, and writing a repeated
 * product as a power. Support keeps bases to 5 and exponents to 3; core bases to 10 and exponents to
 * 4; challenge bases to 12, exponents to 5 and squared variables.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { promptSize } from "./numbers-5-6";
import { block, numberItem, type Item } from "./practice";

const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const power = (base: number | string, e: number) => `${base}${SUPERSCRIPTS[e]}`;
const item = (prompt: string, value: number) => numberItem(prompt, value, promptSize(prompt));

function build(level: Level, random: Random) {
  const [maxBase, maxExponent] = level === "support" ? [5, 3] : level === "core" ? [10, 4] : [12, 5];
  /** A base and exponent whose power stays at most 100,000. */
  const pair = () => {
    const base = random.int(2, maxBase);
    let e = random.int(2, maxExponent);
    while (base ** e > 100_000) e--;
    return [base, e] as const;
  };
  const n = () => random.int(2, level === "support" ? 10 : 12);
  const seen = new Set<string>();

  const powers = (): Item => {
    const [b, e] = pair();
    return item(power(b, e), b ** e);
  };
  const withOperations = (): Item => {
    const [b, e] = pair();
    const [c, d] = [n(), n()];
    return random.int(0, 1) === 0
      ? item(`${power(b, e)} + ${c} × ${d}`, b ** e + c * d)
      : item(`(${c} + ${d}) × ${power(b, 2)}`, (c + d) * b * b);
  };
  const oneVariable = (): Item => {
    const [k, c, x] = [n(), n(), n()];
    if (level === "challenge") return item(`${k}x² + ${c} when x = ${x}`, k * x * x + c);
    return item(`${k}x + ${c} when x = ${x}`, k * x + c);
  };
  const twoVariables = (): Item => {
    const [k, a, b] = [n(), n(), n()];
    if (level === "support") return item(`${k}a + b when a = ${a} and b = ${b}`, k * a + b);
    return item(`${k}a + b² when a = ${a} and b = ${b}`, k * a + b * b);
  };
  const asPower = (): Item => {
    const [b, e] = pair();
    return item(`${Array.from({ length: e }, () => b).join(" × ")} = ${b} to the power of ?`, e);
  };

  return {
    example: {
      question: "Evaluate 3x² + 5 when x = 4.",
      answer: [
        "Put 4 in place of x: 3 × 4² + 5.",
        "Exponent first: 4² = 4 × 4 = 16.",
        "Then multiply: 3 × 16 = 48. Then add: 48 + 5 = 53.",
        "So 3x² + 5 = 53 when x = 4.",
      ].join("\n"),
    },
    questions: [
      block(random, "Work out each power.", 4, powers, seen),
      block(random, "Evaluate. Powers first, then multiply, then add.", 4, withOperations, seen),
      block(random, "Evaluate each expression for the value given.", 3, oneVariable, seen),
      block(random, "Evaluate each expression for the values given.", 3, twoVariables, seen),
      block(random, "Write each product as a power: find the exponent.", 3, asPower, seen),
    ],
  };
}

export const evaluateExpressionsAndExponents: Generator = {
  slug: "evaluate-expressions-and-exponents",
  title: "Exponents and Evaluating Expressions",
  description:
    "Fresh practice with whole-number exponents and evaluating expressions with the order of operations, in one and two variables. For grade 6.",
  category: "Algebra",
  grades: { from: 6, to: 6 },
  standards: [
    {
      code: "6.EE.A.1",
      why: "Questions 1, 2 and 5 work out powers, evaluate expressions with powers and write products as powers.",
    },
    { code: "6.EE.A.2.c", why: "Questions 3–4 evaluate expressions like 3a + b² for given values of the letters." },
  ],
  build,
};
