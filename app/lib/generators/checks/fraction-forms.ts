/**
 * How the grade 3–4 fraction checkers write an exact value the way a key must print it, worked out on
 * BigInt rationals (never the generators' plain-number arithmetic): over a given denominator ("10/8"),
 * as a mixed number over it ("1 2/8"), or as a decimal to hundredths ("0.07").
 */
import { rational, type Rational } from "../../questions/rational";

/** The numerator of `value` over `d`, or null when `value` has no exact name over `d`. */
function numeratorOver(value: Rational, d: bigint): bigint | null {
  const top = value.n * d;
  return top % value.d === 0n ? top / value.d : null;
}

/** `value` as n/d over the printed denominator, or a whole number; null when it cannot be. */
export function overDenominator(value: Rational, d: bigint): string | null {
  if (value.d === 1n) return String(value.n);
  const n = numeratorOver(value, d);
  return n === null ? null : `${n}/${d}`;
}

/** `value` (not negative) as a mixed number over `d` ("2 3/8"), a whole number, or a fraction below 1. */
export function mixedOver(value: Rational, d: bigint): string | null {
  const n = numeratorOver(value, d);
  if (n === null || n < 0n) return null;
  const [whole, rest] = [n / d, n % d];
  if (rest === 0n) return String(whole);
  return whole === 0n ? `${rest}/${d}` : `${whole} ${rest}/${d}`;
}

/** Every fraction or mixed number printed in a text, in order ("2 3/8", "5/8"), each read exactly. */
export function fractionsIn(text: string): { text: string; value: Rational; denominator: bigint }[] {
  return [...text.matchAll(/(?<!\d)(?:(\d+) )?(\d+)\/(\d+)(?![\d/])/g)].map(([printed, whole = "0", n, d]) => ({
    text: printed,
    value: rational(BigInt(whole) * BigInt(d) + BigInt(n), BigInt(d))!,
    denominator: BigInt(d),
  }));
}

/** A value with a denominator dividing 100 as a decimal "3.07", digit by digit from hundredths. */
export function decimalText(value: Rational): string | null {
  const hundredths = numeratorOver(value, 100n);
  if (hundredths === null || hundredths < 0n) return null;
  const whole = hundredths / 100n;
  const [tenths, ones] = [(hundredths / 10n) % 10n, hundredths % 10n];
  if (ones !== 0n) return `${whole}.${tenths}${ones}`;
  return tenths !== 0n ? `${whole}.${tenths}` : String(whole);
}
