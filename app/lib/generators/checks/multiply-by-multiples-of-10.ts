/**
 * The independent check of "Multiplying by Multiples of 10": each product is worked by place value
 * (the one-digit fact, evaluated exactly, then a 0 written after it as "tens") and by the exact
 * evaluator on the whole prompt, and both must agree with the key; a missing multiple of 10 is found
 * by the inverse operation and put back. Then the level's ranges and smallest product first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { asText, evaluate } from "./expression";
import { EasiestFirst, keyProblem, solveByInverse } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const PRODUCT = /^(\d+) × (\d+)$/;
const MISSING = /^(\d) × \? = (\d+)$/;
const IN_TENS = /^(\d) × (\d)0 = (\d) × (\d) tens = ___ tens = ___\.$/;

/** The one-digit factors and tens digits a level allows. */
const RANGES: Record<Level, { ones: [number, number]; tens: [number, number] }> = {
  support: { ones: [2, 9], tens: [1, 5] },
  core: { ones: [2, 9], tens: [1, 9] },
  challenge: { ones: [6, 9], tens: [2, 9] },
};

/** n × t tens by place value: the fact n × t, then "tens" written as a 0 after it. */
function byPlaceValue(n: number, t: number) {
  return { tens: asText(evaluate(`${n} × ${t}`)), product: `${asText(evaluate(`${n} × ${t}`))}0` };
}

export function checkMultiplyByMultiplesOf10(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const { ones, tens } = RANGES[level];
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    let n: number, t: number;
    if (unit.type === "number" && PRODUCT.test(unit.question)) {
      const [a, b] = PRODUCT.exec(unit.question)!.slice(1);
      const [digit, multiple] = a.length === 1 ? [a, b] : [b, a];
      if (digit.length !== 1 || !/^[1-9]0$/.test(multiple)) {
        problems.push(`${where}: not a one-digit number times a multiple of 10`);
        continue;
      }
      [n, t] = [Number(digit), Number(multiple[0])];
      const worked = byPlaceValue(n, t).product;
      const exact = asText(evaluate(unit.question));
      if (exact !== worked) problems.push(`${where}: place value gives ${worked}, the evaluator ${exact}`);
      problems.push(...keyProblem(where, unit.value, worked));
    } else if (unit.type === "number" && MISSING.test(unit.question)) {
      const unknown = solveByInverse(unit.question);
      if (unknown === null || unknown % 10 !== 0 || unknown > 90) {
        problems.push(`${where}: the missing number is not a multiple of 10 to 90`);
        continue;
      }
      [n, t] = [Number(MISSING.exec(unit.question)![1]), unknown / 10];
      problems.push(...keyProblem(where, unit.value, String(unknown)));
    } else if (unit.type === "blanks" && IN_TENS.test(unit.text)) {
      const [a, b, c, d] = IN_TENS.exec(unit.text)!.slice(1).map(Number);
      if (a !== c || b !== d || unit.question !== `Work out ${a} × ${b}0.`)
        problems.push(`${where}: the gaps are about another product`);
      [n, t] = [a, b];
      const worked = byPlaceValue(n, t);
      const key = unit.blanks.map((accepted) => accepted.join("|")).join(", ");
      problems.push(...keyProblem(where, key, `${worked.tens}, ${worked.product}`));
    } else {
      problems.push(`${where}: not a product with a multiple of 10`);
      continue;
    }
    if (n < ones[0] || n > ones[1] || t < tens[0] || t > tens[1]) problems.push(`${where}: ${n} × ${t}0 is outside the level`);
    order.next(question, n * t * 10, where);
  }
  return problems;
}
