/**
 * The independent check of "Adding and Subtracting Within 1,000 with Models": every sum and
 * difference is worked in columns digit by digit (counting the regroupings the level asks for) and
 * compared with the exact evaluator; the blocks must show the first number; each "which way" option is
 * judged on its own (both steps true, the second starting where the first ended, and the amount added
 * or taken away in all equal to the number asked); word problems are read for adding or taking away.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate, numbersIn } from "./expression";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** a + b or a − b in columns, ones first: the result and how many columns regrouped. */
export function columns(a: number, b: number, add: boolean) {
  const top = String(a).padStart(4, "0").split("").map(Number).reverse();
  const bottom = String(b).padStart(4, "0").split("").map(Number).reverse();
  const out: number[] = [];
  let carry = 0;
  let regroups = 0;
  for (let place = 0; place < 4; place++) {
    let digit = add ? top[place] + bottom[place] + carry : top[place] - bottom[place] - carry;
    carry = 0;
    if (add && digit > 9) [digit, carry] = [digit - 10, 1];
    if (!add && digit < 0) [digit, carry] = [digit + 10, 1];
    regroups += carry;
    out.push(digit);
  }
  if (carry) return null;
  return { value: Number(out.reverse().join("")), regroups };
}

const wanted = (level: Level) => (level === "support" ? 0 : level === "core" ? 1 : 2);
const toNumber = (text: string) => {
  const value = evaluate(text);
  return Number(value.n) / Number(value.d);
};

/** One step "x ± y = z" read as its numbers and sign; null for anything else. */
function step(text: string) {
  const match = /^(\d+) ([+\u2212]) (\d+) = (\d+)$/.exec(text);
  return match ? { x: Number(match[1]), y: Number(match[3]), plus: match[2] === "+", z: Number(match[4]) } : null;
}

/**
 * Whether "a ± p = m, then m ± q = r" works out `a ± b`: each step true, the second starting where the
 * first ended, and the amounts added or taken away making b in all, the right way.
 */
export function wayWorks(option: string, a: number, b: number, add: boolean) {
  const [first, second, ...rest] = option.split(", then ").map(step);
  if (!first || !second || rest.length > 0) return false;
  const holds = (s: NonNullable<ReturnType<typeof step>>) => (s.plus ? s.x + s.y : s.x - s.y) === s.z;
  if (!holds(first) || !holds(second) || first.x !== a || second.x !== first.z) return false;
  const change = (first.plus ? first.y : -first.y) + (second.plus ? second.y : -second.y);
  return change === (add ? b : -b);
}

export function checkAddSubtractWithin1000WithModels(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type === "choice") {
      const asked = /^Which way works out (\d+) ([+\u2212]) (\d+)\?$/.exec(unit.question);
      if (!asked) {
        problems.push(`${where}: no sum or difference asked`);
        continue;
      }
      const [a, add, b] = [Number(asked[1]), asked[2] === "+", Number(asked[3])];
      problems.push(...choiceProblems(where, unit, (option) => wayWorks(option, a, b, add)));
      order.next(question, a, where);
      continue;
    }
    if (unit.type !== "number") {
      problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
      continue;
    }
    const numbers = numbersIn(unit.question);
    if (/^[\d +]+$/.test(unit.question) && numbers.length > 2) {
      // Three or four two-digit numbers added.
      const sum = toNumber(unit.question);
      problems.push(...keyProblem(where, unit.value, String(sum)));
      if (numbers.length !== (level === "support" ? 3 : 4) || numbers.some((n) => n < 10 || n > 99))
        problems.push(`${where}: not ${level === "support" ? 3 : 4} two-digit numbers`);
      order.next(question, sum, where);
      continue;
    }
    const story = !/^\d+ [+\u2212] \d+$/.test(unit.question);
    const add = story ? /more/.test(unit.question) : unit.question.includes("+");
    const [a, b] = numbers;
    const worked = numbers.length === 2 ? columns(a, b, add) : null;
    if (!worked) {
      problems.push(`${where}: not a sum or difference within 1,000`);
      continue;
    }
    if (!story && worked.value !== toNumber(unit.question)) problems.push(`${where}: columns and evaluation disagree`);
    problems.push(...keyProblem(where, unit.value, String(worked.value)));
    if (worked.regroups !== wanted(level)) problems.push(`${where}: ${worked.regroups} regroupings, not ${wanted(level)}`);
    if (worked.value > 999 || a < 100 || b < 100) problems.push(`${where}: not three-digit numbers within 1,000`);
    if (!story) {
      const figure = unit.figure;
      const shown =
        figure?.type === "base-ten" ? (figure.hundreds ?? 0) * 100 + (figure.tens ?? 0) * 10 + (figure.ones ?? 0) : null;
      if (shown !== a) problems.push(`${where}: the blocks show ${shown}, not ${a}`);
    }
    order.next(question, add && !story ? worked.value : a, where);
  }
  return problems;
}
