/**
 * The independent check of "Place Value to 1,000 with Base-Ten Blocks": blocks are counted from the
 * figure (100 for each flat, 10 for each rod, 1 for each cube), place-value gaps read from the printed
 * number's digits, expanded form evaluated exactly, number names parsed word by word back into a
 * number, and 10 or 100 more or less worked by changing one digit with carrying and borrowing.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate, isWhole } from "./expression";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const WORD_VALUES: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "four hundred seven" → 407, read word by word; null for anything else. */
export function readNumberName(words: string): number | null {
  let total = 0;
  for (const word of words.split(/[ -]/)) {
    if (word === "hundred") total *= 100;
    else if (WORD_VALUES[word] !== undefined) total += WORD_VALUES[word];
    else return null;
  }
  return total;
}

/** n with `step` (10 or 100) added or taken away by changing its digits, carrying and borrowing. */
export function stepDigits(n: number, step: number, more: boolean): number {
  const digits = String(n).padStart(4, "0").split("").map(Number);
  let place = step === 100 ? 1 : 2;
  digits[place] += more ? 1 : -1;
  while (digits[place] > 9 || digits[place] < 0) {
    digits[place] += digits[place] > 9 ? -10 : 10;
    place -= 1;
    digits[place] += more ? 1 : -1;
  }
  return Number(digits.join(""));
}

export function checkPlaceValueTo1000(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const top = level === "support" ? 599 : 999;
  let flatsOnly = 0;
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const figure = unit.figure;
    if (unit.type === "number" && figure?.type === "base-ten") {
      const counted = (figure.hundreds ?? 0) * 100 + (figure.tens ?? 0) * 10 + (figure.ones ?? 0);
      problems.push(...keyProblem(where, unit.value, String(counted)));
      if (counted < 100 || counted > top) problems.push(`${where}: ${counted} is outside 100 to ${top}`);
      if (!figure.tens && !figure.ones) flatsOnly++;
      else if (level === "challenge" && (figure.tens ?? 0) < 10 && (figure.ones ?? 0) < 10)
        problems.push(`${where}: nothing to regroup in a challenge`);
      order.next(question, counted, where);
    } else if (unit.type === "blanks") {
      const match = /^(\d{3}) = ___ (hundreds|tens)/.exec(unit.text);
      if (!match) {
        problems.push(`${where}: not a place-value sentence`);
        continue;
      }
      const digits = match[1];
      const worked = match[2] === "hundreds" ? [digits[0], digits[1], digits[2]] : [digits.slice(0, 2), digits[2]];
      problems.push(...keyProblem(where, unit.blanks.map((accepted) => accepted[0]).join(" "), worked.map(Number).join(" ")));
      if ((match[2] === "tens") !== (level === "challenge")) problems.push(`${where}: counts tens at the wrong level`);
      order.next(question, Number(digits), where);
    } else if (unit.type === "number" && unit.question.endsWith(" = ?")) {
      const value = evaluate(unit.question.slice(0, -4));
      if (!isWhole(value)) problems.push(`${where}: not a whole number`);
      problems.push(...keyProblem(where, unit.value, String(value.n)));
      if (Number(value.n) > top) problems.push(`${where}: above ${top}`);
      order.next(question, Number(value.n), where);
    } else if (unit.type === "number") {
      const match = /^What is (10|100) (more|less) than (\d+)\?$/.exec(unit.question);
      if (!match) {
        problems.push(`${where}: not a 10 or 100 more or less`);
        continue;
      }
      const n = Number(match[3]);
      problems.push(...keyProblem(where, unit.value, String(stepDigits(n, Number(match[1]), match[2] === "more"))));
      if (n < 100 || n > 900) problems.push(`${where}: ${n} is outside 100 to 900`);
      order.next(question, n, where);
    } else if (unit.type === "choice") {
      const name = /^Which number is (.+)\?$/.exec(unit.question)?.[1] ?? "";
      const meant = readNumberName(name);
      if (meant === null) problems.push(`${where}: a number name the checker cannot read`);
      problems.push(...choiceProblems(where, unit, (option) => Number(option) === meant));
      order.next(question, meant ?? 0, where);
    } else problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
  }
  if (flatsOnly < 1) problems.push("no blocks of whole hundreds only");
  return problems;
}
