/**
 * Exact numbers as figures write them ("3", "-2.5", "3/4", "1 1/2"): read into rationals so a mark
 * "on a tick" or a bar "on a step" is decided without floating-point error, and written back the way
 * the author wrote the scale (fractions stay fractions, decimals stay decimals).
 */
import { add, equal, fromDecimal, rational, type Rational } from "../questions/rational.ts";

/** The forms an exact figure number may take: integer, decimal, fraction, mixed number. */
export const EXACT = /^-?\d+(\.\d+)?$|^-?\d+\/\d+$|^-?\d+ \d+\/\d+$/;

export function readExact(text: string): Rational | null {
  const trimmed = text.trim();
  if (!EXACT.test(trimmed)) return null;
  const mixed = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) {
    const [, sign, whole, n, d] = mixed;
    const part = rational(BigInt(n!), BigInt(d!));
    if (!part) return null;
    const value = add(rational(BigInt(whole!))!, part);
    return sign ? rational(-value.n, value.d) : value;
  }
  const fraction = /^(-?\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return rational(BigInt(fraction[1]!), BigInt(fraction[2]!));
  return fromDecimal(trimmed);
}

/** The value of a string the schema has already accepted. */
export function exact(text: string): Rational {
  const value = readExact(text);
  if (!value) throw new Error(`not an exact figure number: ${text}`);
  return value;
}

export function toNumber(value: Rational) {
  return Number(value.n) / Number(value.d);
}

export function compare(a: Rational, b: Rational) {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function subtract(a: Rational, b: Rational) {
  return rational(a.n * b.d - b.n * a.d, a.d * b.d)!;
}

export function divide(a: Rational, b: Rational) {
  return rational(a.n * b.d, a.d * b.n)!;
}

/** Whether `value` is `from` plus a whole number of `step`s. */
export function onStep(value: Rational, from: Rational, step: Rational) {
  const steps = divide(subtract(value, from), step);
  return steps.d === 1n;
}

export { equal };

/** How a scale writes its numbers: as the author wrote its step. */
export type NumberStyle = "whole" | "decimal" | "fraction";

export function styleOf(...texts: string[]): NumberStyle {
  if (texts.some((text) => text.includes("/"))) return "fraction";
  if (texts.some((text) => text.includes("."))) return "decimal";
  return "whole";
}

/** Writes a value in a scale's style: "2", "2.5", "2 1/2" (or "5/2" with `improper`). */
/** Whole numbers from 1,000 up in groups of three, as school books and the prompts write them ("5,800"). */
export function grouped(digits: string) {
  const [whole = "", decimals] = digits.split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const bare = whole.replace("-", "");
  const withCommas = bare.length > 3 ? bare.replace(/\B(?=(\d{3})+$)/g, ",") : bare;
  return `${sign}${withCommas}${decimals === undefined ? "" : `.${decimals}`}`;
}

export function writeExact(value: Rational, style: NumberStyle, options: { improper?: boolean; places?: number } = {}): string {
  if (value.d === 1n) return grouped(value.n.toString());
  if (style === "decimal") {
    const places = options.places ?? 1;
    return grouped(toNumber(value).toFixed(places))
      .replace(/(\.\d*?)0+$/, "$1")
      .replace(/\.$/, "");
  }
  const negative = value.n < 0n;
  const n = negative ? -value.n : value.n;
  const sign = negative ? "-" : "";
  if (options.improper || n < value.d) return `${sign}${n}/${value.d}`;
  return `${sign}${n / value.d} ${n % value.d}/${value.d}`;
}

/** Decimal places the author used, so "0.25" steps label as 0.25, 0.5, 0.75. */
export function placesOf(...texts: string[]) {
  return Math.max(0, ...texts.map((text) => (text.includes(".") ? text.split(".")[1]!.length : 0)));
}
