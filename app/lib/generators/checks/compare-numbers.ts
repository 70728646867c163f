/**
 * The independent check of "Comparing Numbers": numbers are compared as written numerals (more digits
 * is greater; with as many digits, the first digit that differs decides), never as JavaScript numbers,
 * and every marked option and true/false key must follow. Two-digit numbers at support (to 50) and
 * core, three-digit at challenge.
 */
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** -1, 0 or 1 as numeral `a` is less than, equal to or greater than `b`, by place value. */
function compare(a: string, b: string) {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

const RANGES = { support: [10, 50], core: [10, 99], challenge: [100, 999] } as const;

export function checkCompareNumbers(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const [low, high] = RANGES[level];
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const numerals = unit.question.match(/\d+/g) ?? [];
    if (numerals.some((numeral) => Number(numeral) < low || Number(numeral) > high))
      problems.push(`${where}: a number outside ${low}–${high}`);
    const largest = numerals.reduce((best, numeral) => (compare(numeral, best) > 0 ? numeral : best), "0");
    let match: RegExpExecArray | null;
    if (unit.type === "choice" && (match = /^(\d+) ___ (\d+)$/.exec(unit.question))) {
      const sign = ["<", "=", ">"][compare(match[1], match[2]) + 1];
      problems.push(...choiceProblems(where, unit, (option) => option === sign));
    } else if (unit.type === "choice" && (match = /^Which number is (greater|less): (\d+) or (\d+)\?$/.exec(unit.question))) {
      const wanted = match[1] === "greater" ? 1 : -1;
      const [a, b] = [match[2], match[3]];
      if (compare(a, b) === 0) problems.push(`${where}: the two numbers are equal`);
      problems.push(...choiceProblems(where, unit, (option) => option === (compare(a, b) === wanted ? a : b)));
      if ([...unit.options].sort().join() !== [a, b].sort().join()) problems.push(`${where}: options are not the two numbers`);
    } else if (unit.type === "number" && /^What is the greatest of \d+, \d+, \d+\?$/.test(unit.question)) {
      problems.push(...keyProblem(where, unit.value, largest));
    } else if (unit.type === "truefalse" && (match = /^(\d+) ([<>]) (\d+)$/.exec(unit.question))) {
      const truth = compare(match[1], match[3]) === (match[2] === "<" ? -1 : 1);
      problems.push(...keyProblem(where, String(unit.correct), String(truth)));
    } else {
      problems.push(`${where}: not a comparison question`);
      continue;
    }
    order.next(question, Number(largest), where);
  }
  return problems;
}
