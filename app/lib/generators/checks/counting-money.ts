/**
 * The independent check of "Counting Money and Making Change": pictured coins and bills are counted
 * from the figure's items with a value table of its own, word problems are read back from their words
 * (coins named, prices in ¢, the bill paid with), and every key is compared in whole cents, a dollar
 * key read digit by digit ("3.45" is 345¢). Holds each level to its coins and sizes.
 */
import type { Answerable } from "../../questions/model";
import type { Figure } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** Each coin and bill's worth in cents, by the names the figure and the prompts use. */
const WORTH: Record<string, number> = {
  penny: 1,
  pennies: 1,
  nickel: 5,
  nickels: 5,
  dime: 10,
  dimes: 10,
  quarter: 25,
  quarters: 25,
  "half-dollar": 50,
  "dollar-coin": 100,
  "1-dollar-bill": 100,
  "5-dollar-bill": 500,
  "10-dollar-bill": 1000,
  "20-dollar-bill": 2000,
};

/** The pictured money in cents, or null when the figure is not US money. */
export function pictured(figure: Figure | null | undefined): { cents: number; kinds: Set<string> } | null {
  if (figure?.type !== "money") return null;
  let cents = 0;
  for (const piece of figure.items) cents += WORTH[piece] ?? Number.NaN;
  return Number.isNaN(cents) ? null : { cents, kinds: new Set(figure.items) };
}

/** A dollar key "3.45" as 345 cents; null unless it has exactly two digits of cents. */
export function keyCents(value: string): number | null {
  const match = /^(\d+)\.(\d)(\d)$/.exec(value);
  return match ? Number(match[1]) * 100 + Number(match[2]) * 10 + Number(match[3]) : null;
}

/** What a word problem works out to, in cents, and the size it is ordered by; null when it cannot be read. */
export function wordProblemCents(prompt: string): { cents: number; size: number; dollars: boolean } | null {
  const change = /pays with a \$(\d+) bill for .+ that costs \$(\d+)\.(\d\d)\./.exec(prompt);
  if (change) {
    const cost = Number(change[2]) * 100 + Number(change[3]);
    return { cents: Number(change[1]) * 100 - cost, size: cost, dollars: true };
  }
  const fromDollar = /pays \$1 for .+ that costs (\d+)¢\./.exec(prompt);
  if (fromDollar) return { cents: 100 - Number(fromDollar[1]), size: Number(fromDollar[1]), dollars: false };
  const bought = /buys .+ for (\d+)¢ and .+ for (\d+)¢\./.exec(prompt);
  if (bought) {
    const cents = Number(bought[1]) + Number(bought[2]);
    return { cents, size: cents, dollars: false };
  }
  const has = /has (.+)\. How many cents/.exec(prompt);
  if (!has) return null;
  let cents = 0;
  for (const [, count, coin] of has[1].matchAll(/(\d+) (\w+)/g)) {
    if (WORTH[coin] === undefined) return null;
    cents += Number(count) * WORTH[coin];
  }
  return { cents, size: cents, dollars: false };
}

function numberProblems(where: string, unit: Extract<Answerable, { type: "number" }>, cents: number, inDollars: boolean) {
  if (cents <= 0) return [`${where}: no money to count`];
  if (inDollars) {
    const key = keyCents(unit.value);
    return [
      ...(unit.unit === "$" ? [] : [`${where}: dollars without the $ unit`]),
      ...keyProblem(where, key === null ? unit.value : String(key), String(cents)),
    ];
  }
  return [...(unit.unit === "¢" ? [] : [`${where}: cents without the ¢ unit`]), ...keyProblem(where, unit.value, String(cents))];
}

export function checkCountingMoney(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const money = pictured(unit.figure);
    if (level === "support" && money?.kinds.has("quarter")) problems.push(`${where}: quarters in a support sheet`);
    if (unit.type === "number" && money) {
      const inDollars = unit.question.includes("dollars");
      problems.push(...numberProblems(where, unit, money.cents, inDollars));
      if (!inDollars && money.cents > 99) problems.push(`${where}: a dollar or more counted in cents`);
      if (level === "challenge" && !inDollars && money.kinds.size < 4) problems.push(`${where}: fewer than four kinds of coin`);
      order.next(question, money.cents, where);
    } else if (unit.type === "number") {
      const worked = wordProblemCents(unit.question);
      if (!worked) {
        problems.push(`${where}: not a money problem the checker can read`);
        continue;
      }
      problems.push(...numberProblems(where, unit, worked.cents, worked.dollars));
      if (worked.dollars !== (level === "challenge" && /change/.test(unit.question)))
        problems.push(`${where}: change in dollars belongs to challenge sheets only`);
      if (!worked.dollars && worked.cents > 99) problems.push(`${where}: a dollar or more counted in cents`);
      order.next(question, worked.size, where);
    } else if (unit.type === "choice" && unit.optionFigures) {
      const sets = unit.optionFigures.map((figure) => pictured(figure)?.cents ?? 0);
      const most = Math.max(...sets);
      const right = sets.flatMap((cents, index) => (cents === most ? [index] : []));
      if (sets.includes(0) || right.length !== 1) problems.push(`${where}: not one set worth the most`);
      problems.push(...keyProblem(where, unit.correct.join(","), right.join(",")));
      for (const figure of unit.optionFigures)
        if (level === "support" && pictured(figure)?.kinds.has("quarter")) problems.push(`${where}: quarters in a support sheet`);
      order.next(question, most, where);
    } else problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
  }
  return problems;
}
