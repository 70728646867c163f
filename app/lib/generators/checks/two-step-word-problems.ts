/**
 * The independent check of "Two-Step Word Problems": each story is matched against the sentence
 * shapes the sheet may use, its numbers re-read from the words in the order printed, and its two
 * steps rebuilt from the words that name them ("gets … more" adds, "gives away" subtracts, "packs of
 * … in each" multiplies, "shares equally among" divides). Each step is evaluated exactly and must be
 * a whole number from 0 up; the last is the answer. Then the level's ranges and easiest first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { NAMES } from "../skills/practice";
import { evaluate, isWhole, numbersIn } from "./expression";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/**
 * Each shape, with its steps: a step names its operation and its operands, either a number read from
 * the story (by its place among the story's numbers) or "the result so far".
 */
type Operand = number | "result";
const SHAPES: { pattern: RegExp; steps: [string, Operand, Operand][] }[] = [
  {
    pattern: /^(\w+) has (\d+) (\w+)\. \1 gets (\d+) more \3, then gives (\d+) away\. How many \3 does \1 have now\?$/,
    steps: [
      ["+", 0, 1],
      ["\u2212", "result", 2],
    ],
  },
  {
    pattern:
      /^(\w+) buys (\d+) packs of (\w+) with (\d+) \3 in each pack, and (\d+) more \3 on their own\. How many \3 does \1 buy in all\?$/,
    steps: [
      ["×", 0, 1],
      ["+", "result", 2],
    ],
  },
  {
    pattern: /^(\w+) has (\d+) boxes with (\d+) (\w+) in each box\. \1 gives away (\d+) \4\. How many \4 are left\?$/,
    steps: [
      ["×", 0, 1],
      ["\u2212", "result", 2],
    ],
  },
  {
    pattern:
      /^(\w+) has (\d+) (\w+) and gets (\d+) more\. \1 shares all of them equally among (\d+) friends\. How many \3 does each friend get\?$/,
    steps: [
      ["+", 0, 1],
      ["÷", "result", 2],
    ],
  },
  {
    pattern:
      /^(\w+) puts (\d+) (\w+) equally into (\d+) bags\. \1 then takes (\d+) \3 out of one bag\. How many \3 are left in that bag\?$/,
    steps: [
      ["÷", 0, 1],
      ["\u2212", "result", 2],
    ],
  },
];

const LARGEST: Record<Level, number> = { support: 100, core: 1000, challenge: 1000 };

export function checkTwoStepWordProblems(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const shape = SHAPES.find(({ pattern }) => pattern.test(unit.question));
    if (unit.type !== "number" || !shape) {
      problems.push(`${where}: not a two-step story the sheet may use`);
      continue;
    }
    if (!(NAMES as readonly string[]).includes(shape.pattern.exec(unit.question)![1]))
      problems.push(`${where}: a name not on the list`);
    const numbers = numbersIn(unit.question);
    if (numbers.length !== 3) {
      problems.push(`${where}: ${numbers.length} numbers, not 3`);
      continue;
    }
    let result = 0;
    const values = [...numbers];
    let whole = true;
    for (const [op, left, right] of shape.steps) {
      const [a, b] = [left, right].map((operand) => (operand === "result" ? result : numbers[operand]));
      const value = evaluate(`${a} ${op} ${b}`);
      if (!isWhole(value) || value.n < 0n) {
        problems.push(`${where}: ${a} ${op} ${b} is not a whole number from 0 up`);
        whole = false;
        break;
      }
      result = Number(value.n);
      values.push(result);
      if ((op === "×" || op === "÷") && Math.min(a, b) < (level === "challenge" ? 6 : 2))
        problems.push(`${where}: ${a} ${op} ${b} is too easy a fact for ${level}`);
      if (level === "support" && (op === "×" || op === "÷") && (op === "×" ? Math.max(a, b) : Math.max(b, result)) > 5)
        problems.push(`${where}: a fact beyond 5 × 5 at support`);
    }
    if (!whole) continue;
    problems.push(...keyProblem(where, unit.value, String(result)));
    if (Math.max(...values) > LARGEST[level]) problems.push(`${where}: a number beyond ${LARGEST[level]}`);
    if (Math.min(...numbers) < 2) problems.push(`${where}: a 0 or 1 in a story`);
    order.next(question, Math.max(...values), where);
  }
  return problems;
}
