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

export function checkTensAndOnes(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const top = level === "challenge" ? 120 : level === "support" ? 59 : 99;
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type !== "number") {
      problems.push(`${where}: not a number answer`);
      continue;
    }
    let worked: number | null = null;
    let size = 0;
    let match: RegExpExecArray | null;
    if (
      (match = /^(\d+) tens and (\d+) ones\. What is the number\?$/.exec(unit.question)) ||
      (match = /^(\d+) ones and (\d+) tens\. What is the number\?$/.exec(unit.question))
    ) {
      const [tens, ones] = unit.question.startsWith(`${match[1]} tens`) ? [match[1], match[2]] : [match[2], match[1]];
      if (Number(ones) > 9) problems.push(`${where}: more than 9 ones`);
      worked = Number(`${tens}${ones}`);
      size = worked;
    } else if ((match = /^How many (tens|ones) are in (\d+)\?$/.exec(unit.question))) {
      const [tens, ones] = digits(match[2]);
      worked = match[1] === "tens" ? tens : ones;
      size = Number(match[2]);
    } else if ((match = /^(\d+) \+ (\d) = \?$/.exec(unit.question))) {
      if (!match[1].endsWith("0")) problems.push(`${where}: not tens plus ones`);
      worked = Number(`${match[1].slice(0, -1)}${match[2]}`);
      size = worked;
    } else if ((match = /^What is 10 (more|less) than (\d+)\?$/.exec(unit.question))) {
      const value = evaluate(`${match[2]} ${match[1] === "more" ? "+" : "-"} 10`);
      worked = Number(value.n);
      size = Number(match[2]);
    } else {
      problems.push(`${where}: not a tens-and-ones question`);
      continue;
    }
    problems.push(...keyProblem(where, unit.value, String(worked)));
    if (worked < 0 || size < 10 || size > top || worked > top) problems.push(`${where}: a number outside 10 to ${top}`);
    order.next(question, size, where);
  }
  return problems;
}
