/**
 * The independent check of "Tens and Ones": each prompt's numbers are read back from its words and
 * the answer worked out from the digits of the written numeral (tens digit, ones digit, and the
 * numeral rebuilt from them), not by division; ten more or less by the evaluator. Numbers stay whole,
 * within 10–99 (to 120 at challenge), and no part repeats.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** The tens and ones digits of a numeral as written ("46" → [4, 6]; "104" → [10, 4]). */
function digits(numeral: string) {
  return [Number(numeral.slice(0, -1)), Number(numeral.slice(-1))] as const;
}

/** The answer worked out from a prompt's written numbers, and the number the part is ordered by; null for an unknown prompt. */
function workedOut(prompt: string): { worked: number; size: number; problem?: string } | null {
  let match = /^(\d+) (tens?|ones?) and (\d+) (tens?|ones?)\. What is the number\?$/.exec(prompt);
  if (match && match[2].slice(0, 3) !== match[4].slice(0, 3)) {
    const [tens, ones] = match[2].startsWith("ten") ? [match[1], match[3]] : [match[3], match[1]];
    const worked = Number(`${tens}${ones}`);
    // "1 ten", "4 tens": the count and its word agree, as the child says it.
    const agrees = (n: string, word: string) => (n === "1") === !word.endsWith("s");
    const problem =
      Number(ones) > 9
        ? "more than 9 ones"
        : agrees(match[1], match[2]) && agrees(match[3], match[4])
          ? undefined
          : `"${match[1]} ${match[2]}" or "${match[3]} ${match[4]}" does not agree`;
    return { worked, size: worked, problem };
  }
  if ((match = /^How many (tens|ones) are in (\d+)\?$/.exec(prompt))) {
    const [tens, ones] = digits(match[2]);
    return { worked: match[1] === "tens" ? tens : ones, size: Number(match[2]) };
  }
  if ((match = /^(\d+) \+ (\d) = \?$/.exec(prompt))) {
    const worked = Number(`${match[1].slice(0, -1)}${match[2]}`);
    return { worked, size: worked, problem: match[1].endsWith("0") ? undefined : "not tens plus ones" };
  }
  if ((match = /^What is 10 (more|less) than (\d+)\?$/.exec(prompt)))
    return { worked: Number(evaluate(`${match[2]} ${match[1] === "more" ? "+" : "-"} 10`).n), size: Number(match[2]) };
  return null;
}

export function checkTensAndOnes(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const top = level === "challenge" ? 120 : level === "support" ? 59 : 99;
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const read = unit.type === "number" ? workedOut(unit.question) : null;
    if (unit.type !== "number" || !read) {
      problems.push(`${where}: not a tens-and-ones question with a number answer`);
      continue;
    }
    const { worked, size, problem } = read;
    if (problem) problems.push(`${where}: ${problem}`);
    problems.push(...keyProblem(where, unit.value, String(worked)));
    if (worked < 0 || size < 10 || size > top || worked > top) problems.push(`${where}: a number outside 10 to ${top}`);
    order.next(question, size, where);
  }
  return problems;
}
