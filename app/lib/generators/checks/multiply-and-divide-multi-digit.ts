/**
 * The independent check of "Multiplying Multi-Digit Numbers and Dividing by Two-Digit Numbers":
 * products by long multiplication simulated digit by digit (a row per digit of the second factor,
 * carries and all), quotients and remainders by long division simulated digit by digit (each digit
 * found by repeated subtraction), and an area model's product as the sum of its boxes, each box the
 * product of its printed place-value parts on BigInt; the generator multiplies and divides with
 * JavaScript numbers. Numbers from 1,000 are written with commas, factors and divisors stay in the
 * level's ranges, exact divisions leave nothing over and remainders are never 0.
 */
import type { FigureOf } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { keyProblem } from "./parts";
import { checkEachPart } from "./rules-5-6";

const RANGES: Record<Level, { factor: [number, number]; divisor: [number, number]; dividend: [number, number] }> = {
  support: { factor: [11, 99], divisor: [11, 25], dividend: [100, 999] },
  core: { factor: [101, 999], divisor: [12, 60], dividend: [1000, 9999] },
  challenge: { factor: [1001, 9999], divisor: [21, 99], dividend: [1000, 9999] },
};

const AREA = /^Use the area model to find (\d+) × (\d+)\.$/;
const PRODUCT = /^([\d,]+) × (\d+)$/;
const QUOTIENT = /^([\d,]+) ÷ (\d+)$/;
const PENCILS = /^[A-Z][a-z]+ orders (\d+) boxes of (\d+) pencils\. How many pencils is that\?$/;
const EGGS = /^[A-Z][a-z]+ packs ([\d,]+) eggs into cartons of (\d+)\. How many cartons are filled\?$/;

/** Long multiplication: one row per digit of `b`, shifted, then the rows added column by column. */
export function longMultiply(a: string, b: string): string {
  const top = [...a].reverse().map(Number);
  const sum: number[] = [];
  [...b].reverse().forEach((digit, shift) => {
    let carry = 0;
    for (let i = 0; i <= top.length || carry > 0; i++) {
      const cell = (sum[i + shift] ?? 0) + (top[i] ?? 0) * Number(digit) + carry;
      sum[i + shift] = cell % 10;
      carry = Math.floor(cell / 10);
    }
  });
  return sum
    .reverse()
    .join("")
    .replace(/^0+(?=\d)/, "");
}

/** Long division: bring down each digit, take the divisor away as often as it goes. */
export function longDivide(n: string, d: number): { quotient: string; remainder: number } {
  let [remainder, quotient] = [0, ""];
  for (const digit of n) {
    remainder = remainder * 10 + Number(digit);
    let times = 0;
    while (remainder >= d) [remainder, times] = [remainder - d, times + 1];
    quotient += times;
  }
  return { quotient: quotient.replace(/^0+(?=\d)/, ""), remainder };
}

/** A whole number as printed: digits in groups of three from the right, commas from 1,000. */
function printed(text: string, where: string, problems: string[]) {
  const digits = text.replace(/,/g, "");
  const grouped = digits.length < 4 ? digits : digits.replace(/(\d)(?=(\d{3})+$)/g, "$1,");
  if (grouped !== text || /^0/.test(digits)) problems.push(`${where}: ${text} is not written as ${grouped}`);
  return digits;
}

export function checkMultiplyAndDivideMultiDigit(sheet: GeneratedSheet, level: Level): string[] {
  const range = RANGES[level];
  const within = (n: number, [low, high]: [number, number], what: string, where: string, problems: string[]) => {
    if (n < low || n > high) problems.push(`${where}: ${what} ${n} outside ${low} to ${high}`);
  };
  const twoDigit = (b: string, where: string, problems: string[]) => {
    if (!/^[1-9][1-9]$/.test(b) || (level !== "support" && b.endsWith("1")))
      problems.push(`${where}: ${b} is not a two-digit factor for ${level}`);
  };
  /** An exact division's quotient, after checking the divisor and dividend ranges. */
  const divideExactly = (n: string, d: string, where: string, problems: string[]) => {
    within(Number(d), range.divisor, "divisor", where, problems);
    within(Number(n), range.dividend, "dividend", where, problems);
    const { quotient, remainder } = longDivide(n, Number(d));
    if (remainder !== 0) problems.push(`${where}: ${n} ÷ ${d} leaves ${remainder}`);
    if (Number(quotient) < 2) problems.push(`${where}: a quotient below 2`);
    return quotient;
  };

  return checkEachPart(sheet, (unit, where, problems) => {
    const q = unit.question;
    let match: RegExpExecArray | null;
    if (unit.type === "number" && (match = AREA.exec(q))) {
      const figure = unit.figure as FigureOf<"area-model"> | undefined;
      if (figure?.type !== "area-model") throw new Error("no area model");
      const [a, b] = [match[1], match[2]];
      for (const [side, factor] of [
        [figure.top, a],
        [figure.side, b],
      ] as const) {
        if (side.some((part) => !/^[1-9]0*$/.test(part))) problems.push(`${where}: a part that is not one place's value`);
        if (new Set(side.map((part) => part.length)).size !== side.length) problems.push(`${where}: two parts of one place`);
        if (String(side.reduce((sum, part) => sum + BigInt(part), 0n)) !== factor)
          problems.push(`${where}: the parts do not make ${factor}`);
      }
      const boxes = figure.top.flatMap((x) => figure.side.map((y) => BigInt(x) * BigInt(y)));
      const total = boxes.reduce((sum, box) => sum + box, 0n);
      problems.push(...keyProblem(where, unit.value, String(total)));
      if ((figure.showProducts === true) !== (level === "support")) problems.push(`${where}: products shown at ${level}`);
      twoDigit(b, where, problems);
      return Number(total);
    }
    if (unit.type === "number" && (match = PRODUCT.exec(q))) {
      const a = printed(match[1], where, problems);
      within(Number(a), range.factor, "factor", where, problems);
      twoDigit(match[2], where, problems);
      const product = longMultiply(a, match[2]);
      problems.push(...keyProblem(where, unit.value, product));
      return Number(product);
    }
    if (unit.type === "number" && (match = QUOTIENT.exec(q))) {
      const n = printed(match[1], where, problems);
      problems.push(...keyProblem(where, unit.value, divideExactly(n, match[2], where, problems)));
      return Number(n);
    }
    if (unit.type === "blanks" && (match = QUOTIENT.exec(q))) {
      const n = printed(match[1], where, problems);
      within(Number(match[2]), range.divisor, "divisor", where, problems);
      within(Number(n), range.dividend, "dividend", where, problems);
      const { quotient, remainder } = longDivide(n, Number(match[2]));
      if (unit.text !== `${q} = ___ R ___`) problems.push(`${where}: not written as quotient R remainder`);
      if (remainder === 0) problems.push(`${where}: no remainder`);
      problems.push(...keyProblem(where, unit.blanks.map((gap) => gap[0]).join(" R "), `${quotient} R ${remainder}`));
      return Number(n);
    }
    if (unit.type === "number" && (match = PENCILS.exec(q))) {
      twoDigit(match[1], where, problems);
      within(Number(match[2]), level === "support" ? [12, 60] : [101, 500], "box size", where, problems);
      const product = longMultiply(match[2], match[1]);
      problems.push(...keyProblem(where, unit.value, product));
      if (unit.unit !== "pencils") problems.push(`${where}: not in pencils`);
      return Number(product);
    }
    if (unit.type === "number" && (match = EGGS.exec(q))) {
      const n = printed(match[1], where, problems);
      problems.push(...keyProblem(where, unit.value, divideExactly(n, match[2], where, problems)));
      if (unit.unit !== "cartons") problems.push(`${where}: not in cartons`);
      return Number(n);
    }
    problems.push(`${where}: not a multiplication or division of a known kind`);
  });
}
