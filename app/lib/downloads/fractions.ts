/**
 * Fractions in mathematics set stacked on paper: "3/4" and the mixed number "2 3/4" in a prompt, an
 * option or a key become numerator over bar over denominator. Only digit/digit tokens are fractions:
 * dates ("12/05", "12/05/2026"), ratios ("3:4"), units ("km/h") and decimals ("1.5/3") stay as written.
 */

export interface Fraction {
  /** The whole number of a mixed number ("2" in "2 3/4"), else null. */
  whole: string | null;
  numerator: string;
  denominator: string;
}

export type FractionPiece = { kind: "text"; text: string } | ({ kind: "fraction" } & Fraction);

/**
 * A fraction: digits over digits, neither starting with 0 (so "12/05" stays a date), not inside a
 * longer run of digits, slashes, colons or decimals; a mixed number's whole part is digits and one space.
 */
const FRACTION = /(?<![\w./:,])(?:([1-9]\d*) )?([1-9]\d*)\/([1-9]\d*)(?![\w/:]|[.,]\d)/gu;

/** Whether a subject's sheets set fractions stacked: Mathematics and Math. */
export function stacksFractions(subject: string) {
  return /^math(s|ematics)?$/i.test(subject.trim());
}

/** Splits text into plain runs and fractions; text without a fraction is one run. */
export function fractionPieces(text: string): FractionPiece[] {
  const pieces: FractionPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(FRACTION)) {
    const [whole, numerator, denominator] = [match[1] ?? null, match[2], match[3]];
    if (match.index > at) pieces.push({ kind: "text", text: text.slice(at, match.index) });
    pieces.push({ kind: "fraction", whole, numerator, denominator });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ kind: "text", text: text.slice(at) });
  return pieces;
}

/** A fraction as written: "3/4", "2 3/4". */
export function fractionText({ whole, numerator, denominator }: Fraction) {
  return `${whole ? `${whole} ` : ""}${numerator}/${denominator}`;
}
