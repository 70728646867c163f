/**
 * The independent check of "Counting On and Skip-Counting": the missing or next number is read off
 * the line through two printed terms and checked against every gap (all equal), and "count on" is
 * worked out by the evaluator. Steps must be the level's (ones and tens at support; ones, fives and
 * tens at core; fives, tens and hundreds at challenge).
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const STEPS: Record<Level, number[]> = { support: [1, 10], core: [1, 5, 10], challenge: [5, 10, 100] };
const TOPS: Record<Level, number> = { support: 50, core: 100, challenge: 1000 };

/**
 * The value for "?" that keeps every gap of the count equal: read off the line through two printed
 * terms (exactly, by the evaluator), then put back so every gap is checked; null when none fits.
 */
function completeCount(terms: string[]) {
  const known = terms.flatMap((term, index) => (term === "?" ? [] : [{ index, value: term }]));
  const missing = terms.indexOf("?");
  if (known.length !== terms.length - 1 || missing < 0) return null;
  const [a, b] = known;
  const value = evaluate(`${a.value} + (${missing - a.index}) × (${b.value} - ${a.value}) ÷ ${b.index - a.index}`);
  if (value.d !== 1n) return null;
  const numbers = terms.map((term) => (term === "?" ? Number(value.n) : Number(term)));
  const gaps = numbers.slice(1).map((n, i) => n - numbers[i]);
  return gaps[0] !== 0 && gaps.every((gap) => gap === gaps[0]) ? Number(value.n) : null;
}

export function checkCountingSequences(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type !== "number") {
      problems.push(`${where}: not a number answer`);
      continue;
    }
    let worked: number | null;
    const countOn = /^Count on by (\d+)s from (\d+)\. What are you at after 3 \d+s\?$/.exec(unit.question);
    if (countOn) {
      worked = Number(evaluate(`${countOn[2]} + 3 × ${countOn[1]}`).n);
      if (!STEPS[level].includes(Number(countOn[1]))) problems.push(`${where}: counts by ${countOn[1]}s at ${level}`);
    } else if (/^(\d+|\?)(, (\d+|\?)){3}$/.test(unit.question) && unit.question.split("?").length === 2) {
      const terms = unit.question.split(", ");
      worked = completeCount(terms);
      const numbers = terms.map((term) => (term === "?" ? (worked ?? 0) : Number(term)));
      const step = Math.abs(numbers[1] - numbers[0]);
      if (!STEPS[level].includes(step)) problems.push(`${where}: counts by ${step}s at ${level}`);
      if (level !== "challenge" && numbers[1] < numbers[0]) problems.push(`${where}: counts back before challenge`);
    } else {
      problems.push(`${where}: not a counting question`);
      continue;
    }
    if (worked === null) {
      problems.push(`${where}: not exactly one number completes it`);
      continue;
    }
    problems.push(...keyProblem(where, unit.value, String(worked)));
    const numbers = [...(unit.question.match(/\d+/g) ?? []).map(Number), worked];
    if (numbers.some((n) => n < 0 || n > TOPS[level])) problems.push(`${where}: a number outside 0–${TOPS[level]}`);
    order.next(question, Math.max(...numbers), where);
  }
  return problems;
}
