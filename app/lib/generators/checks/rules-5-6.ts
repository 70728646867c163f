/**
 * What the grade 5–6 checkers share: an exact value written as the key writes it (lowest terms, mixed
 * beyond 1), the size a block is ordered by (the sum of the prompt's printed numbers, worked out
 * here on its own), and the loop every checker runs: the sheet's rules, then each part judged by
 * the skill's own reading of its prompt, easiest first within each block.
 */
import type { Answerable, Question } from "../../questions/model";
import type { Rational } from "../../questions/rational";
import type { GeneratedSheet } from "../generator";
import { numbersIn } from "./expression";
import { EasiestFirst } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** A value in lowest terms as "-3/4", "2", "1 1/2" (BigInt throughout). */
export function mixedText(value: Rational): string {
  const sign = value.n < 0n ? "-" : "";
  const n = value.n < 0n ? -value.n : value.n;
  const [whole, rest] = [n / value.d, n % value.d];
  if (rest === 0n) return `${sign}${whole}`;
  return whole === 0n ? `${sign}${rest}/${value.d}` : `${sign}${whole} ${rest}/${value.d}`;
}

/** A value with a terminating decimal expansion written in full ("0.35", "-12", "4.5"); null if none. */
export function decimalOf(value: Rational): string | null {
  for (let places = 0; places <= 12; places++) {
    const scale = 10n ** BigInt(places);
    if ((value.n * scale) % value.d !== 0n) continue;
    const scaled = (value.n * scale) / value.d;
    const sign = scaled < 0n ? "-" : "";
    const digits = (scaled < 0n ? -scaled : scaled).toString().padStart(places + 1, "0");
    const whole = digits.slice(0, digits.length - places);
    return places === 0 ? `${sign}${whole}` : `${sign}${whole}.${digits.slice(digits.length - places)}`;
  }
  return null;
}

export function sizeOf(prompt: string) {
  return numbersIn(prompt).reduce((sum, n) => sum + n, 0);
}

/**
 * Runs a skill's judge over every part of a sheet after the shared sheet rules, and holds each
 * block to easiest first by `sizeOf` its prompt (or the size the judge returns). The judge also gets
 * the part's question, whose figure a block's parts may share ("Use the grid.").
 */
export function checkEachPart(
  sheet: GeneratedSheet,
  judge: (unit: Answerable, where: string, problems: string[], question: Question) => number | void,
): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    let size: number | void;
    try {
      size = judge(unit, where, problems, sheet.questions[question - 1]);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      continue;
    }
    order.next(question, size ?? sizeOf(unit.question), where);
  }
  return problems;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** Every printed fraction must be proper, in lowest terms, with a denominator from 2 to `max`. */
export function fractionProblems(prompt: string, max: number, where: string): string[] {
  return [...prompt.matchAll(/(\d+)\/(\d+)/g)].flatMap(([text, top, bottom]) => {
    const [n, d] = [BigInt(top), BigInt(bottom)];
    if (n < 1n || n >= d) return [`${where}: ${text} is not a proper fraction`];
    if (gcd(n, d) !== 1n) return [`${where}: ${text} is not in lowest terms`];
    return d > BigInt(max) ? [`${where}: denominator ${d} beyond ${max}`] : [];
  });
}

/** A value in dollars as the key writes a price: whole dollars bare ("12"), else two decimal places ("4.50"). */
export function moneyOf(value: Rational): string | null {
  const cents = value.n * 100n;
  if (cents % value.d !== 0n) return null;
  const whole = cents / value.d;
  return whole % 100n === 0n ? String(whole / 100n) : `${whole / 100n}.${String(whole % 100n).padStart(2, "0")}`;
}
