/**
 * The independent check of "Adding and Subtracting Multi-Digit Numbers": each printed number's commas
 * must sit between its periods; the item is then worked in columns digit by digit and by the exact
 * evaluator, and both must agree with the key. Then the level's number of digits (4, 5 or 6), whole
 * results from 0 to 1,000,000, regrouping across zeros in the last question, and smallest first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { columns } from "./add-subtract-within-1000";
import { asText, evaluate } from "./expression";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const ITEM = /^([\d,]+) ([+\u2212]) ([\d,]+)$/;
const PERIODS = /^\d{1,3}(,\d{3})*$/;

export function checkAddSubtractMultiDigit(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const digits = { support: 4, core: 5, challenge: 6 }[level];
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const match = ITEM.exec(unit.question);
    if (unit.type !== "number" || !match) {
      problems.push(`${where}: not a sum or difference with a number answer`);
      continue;
    }
    const [, a, op, b] = match;
    if (![a, b].every((text) => PERIODS.test(text) && (text.length < 5 || text.includes(","))))
      problems.push(`${where}: commas not between the periods`);
    const [top, bottom] = [a.replace(/,/g, ""), b.replace(/,/g, "")];
    const worked = columns(top, bottom, op === "+");
    if (!worked) {
      problems.push(`${where}: the result is below 0`);
      continue;
    }
    const exact = asText(evaluate(`${top} ${op} ${bottom}`));
    if (exact !== worked.result) problems.push(`${where}: columns give ${worked.result}, the evaluator ${exact}`);
    problems.push(...keyProblem(where, unit.value, worked.result));
    if (top.length !== digits || bottom.length < digits - 1 || bottom.length > digits)
      problems.push(`${where}: not ${digits}-digit numbers for ${level}`);
    if (Number(worked.result) > 1_000_000) problems.push(`${where}: beyond 1,000,000`);
    if (question === sheet.questions.length && !/00/.test(top)) problems.push(`${where}: no zeros to regroup across`);
    if (question === sheet.questions.length && worked.regroups < 2) problems.push(`${where}: does not regroup across a zero`);
    order.next(question, Math.max(Number(top), Number(bottom), Number(worked.result)), where);
  }
  return problems;
}
