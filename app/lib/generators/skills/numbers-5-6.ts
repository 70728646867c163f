/**
 * Number building blocks the grade 5–6 generators share: whole-number gcd and lcm, a fraction written
 * as a pupil writes it in lowest terms ("3/4", "2", "1 1/2"), a decimal without float noise, and the
 * size a block orders its items by (the sum of the numbers printed in the prompt).
 */
import type { Item } from "./practice";

export function gcd(a: number, b: number): number {
  [a, b] = [Math.abs(a), Math.abs(b)];
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: number, b: number) {
  return (a / gcd(a, b)) * b;
}

/** n/d in lowest terms: a whole number, a proper fraction, or a mixed number when beyond 1. */
export function fractionText(n: number, d: number): string {
  if (d === 0) throw new RangeError("denominator 0");
  if (d < 0) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1;
  [n, d] = [n / g, d / g];
  const sign = n < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(n) / d);
  const rest = Math.abs(n) % d;
  if (rest === 0) return `${sign}${whole}`;
  return whole === 0 ? `${sign}${rest}/${d}` : `${sign}${whole} ${rest}/${d}`;
}

/** A whole number of hundredths (or thousandths…) as a decimal: (1234, 2) → "12.34", (50, 2) → "0.5". */
export function decimalText(scaled: number, places: number): string {
  const sign = scaled < 0 ? "-" : "";
  const digits = String(Math.abs(scaled)).padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const part = digits.slice(digits.length - places).replace(/0+$/, "");
  return part ? `${sign}${whole}.${part}` : `${sign}${whole}`;
}

/** How hard an item looks: the sum of the numbers in its prompt, so a block can list smallest first. */
export function promptSize(prompt: string) {
  return [...prompt.matchAll(/\d+(\.\d+)?/g)].reduce((sum, match) => sum + Number(match[0]), 0);
}

/** A number item whose answer is n/d asked in simplest form, ordered by the numbers it prints. */
export function simplestItem(prompt: string, n: number, d: number, key?: string): Item {
  return {
    unit: { type: "number", question: prompt, value: fractionText(n, d), form: "simplest" },
    size: promptSize(prompt),
    key,
  };
}

/** Every proper fraction in lowest terms with a denominator from 2 to `max`, as [numerator, denominator]. */
export function properFractions(max: number): [number, number][] {
  const out: [number, number][] = [];
  for (let d = 2; d <= max; d++) for (let n = 1; n < d; n++) if (gcd(n, d) === 1) out.push([n, d]);
  return out;
}

/** An amount of money in cents as a price is written: 1200 → "12", 450 → "4.50". */
export function moneyText(cents: number) {
  return cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
