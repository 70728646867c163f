/**
 * Exact rational numbers on BigInt, for checking number answers: "0.5", "1/2" and "50%" must be one
 * value with no rounding, and a fraction's lowest terms must be known. Small enough that a library
 * would add more than it saves (docs/decisions/0026).
 */
export interface Rational {
  /** Numerator, carrying the sign. */
  readonly n: bigint;
  /** Denominator, always positive. */
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** The value n/d in lowest terms; null for a zero denominator. */
export function rational(n: bigint, d: bigint = 1n): Rational | null {
  if (d === 0n) return null;
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d) || 1n;
  return { n: n / divisor, d: d / divisor };
}

export function isLowest(n: bigint, d: bigint) {
  return gcd(n, d) === 1n;
}

export function add(a: Rational, b: Rational) {
  return rational(a.n * b.d + b.n * a.d, a.d * b.d)!;
}

export function multiply(a: Rational, b: Rational) {
  return rational(a.n * b.n, a.d * b.d)!;
}

export function equal(a: Rational, b: Rational) {
  return a.n * b.d === b.n * a.d;
}

/** Reads "12", "-2.50", ".5" exactly; null for anything else. */
export function fromDecimal(text: string): Rational | null {
  const match = /^(-?)(\d*)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] === "" && match[3] === undefined)) return null;
  const [, sign, whole, decimals = ""] = match;
  const n = BigInt((whole || "0") + decimals) * (sign ? -1n : 1n);
  return rational(n, 10n ** BigInt(decimals.length));
}
