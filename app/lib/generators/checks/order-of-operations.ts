/**
 * The independent check of "Order of Operations with Brackets": each expression is evaluated exactly
 * by evaluate() (its own precedence-climbing parser), and so is every bracket's inside, which must be
 * a whole number not below 0, as must the result. For "where do the brackets go", every option is
 * evaluated and must be the bare expression with brackets added, and exactly the true one is marked.
 * Numbers run from 2 to the level's top (10, 12 or 20) or are built from them (at most top² + top).
 */
import type { GeneratedSheet, Level } from "../generator";
import { asText, evaluate, numbersIn } from "./expression";
import { choiceProblems, keyProblem } from "./parts";
import { checkEachPart, sizeOf } from "./rules-5-6";

const TOP: Record<Level, number> = { support: 10, core: 12, challenge: 20 };
const PLACING = /^Choose where the brackets go so that (.+) = (\d+)\.$/;

/** Problems with an expression's steps: every bracket's inside and the whole must be whole and not below 0. */
function stepProblems(expression: string, where: string): string[] {
  const insides = [...expression.matchAll(/\(([^()]+)\)/g)].map((match) => match[1]);
  return [...insides, expression].flatMap((part) => {
    const value = evaluate(part);
    return value.d !== 1n || value.n < 0n ? [`${where}: ${part} is ${asText(value)}, not a whole number from 0`] : [];
  });
}

export function checkOrderOfOperations(sheet: GeneratedSheet, level: Level): string[] {
  const top = TOP[level];
  return checkEachPart(sheet, (unit, where, problems) => {
    const placing = PLACING.exec(unit.question);
    const expression = placing ? placing[1] : unit.question;
    if (!/^[\d ()+\u2212×÷]+$/.test(expression)) {
      problems.push(`${where}: not an expression`);
      return;
    }
    const numbers = numbersIn(expression);
    if (numbers.some((number) => number < 2 || number > top * top + top))
      problems.push(`${where}: a number outside 2 to ${top * top + top}`);
    if (numbers.length < 3) problems.push(`${where}: fewer than three numbers`);
    if (unit.type === "number" && !placing) {
      problems.push(...stepProblems(expression, where));
      problems.push(...keyProblem(where, unit.value, asText(evaluate(expression))));
      return;
    }
    if (unit.type !== "choice" || !placing) {
      problems.push(`${where}: not a number or a choice of brackets`);
      return sizeOf(expression);
    }
    const target = BigInt(placing[2]);
    for (const option of unit.options) {
      if (option.replace(/[()]/g, "") !== expression)
        problems.push(`${where}: option ${option} is not the expression with brackets`);
      problems.push(...stepProblems(option, where));
    }
    problems.push(
      ...choiceProblems(where, unit, (option) => {
        const value = evaluate(option);
        return value.d === 1n && value.n === target;
      }),
    );
    return sizeOf(expression);
  });
}
