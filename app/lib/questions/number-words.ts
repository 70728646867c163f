/**
 * Numbers written in words, as children type them: "nine", "twenty-four", "two hundred and five",
 * "minus three", "three point five", "one half", "three quarters", "four and one sixth". Returns the
 * exact value and how it was written (a whole number, a fraction, a mixed number), so a question that
 * asks for simplest form can still take "one half" and refuse "two quarters".
 */
import { add, fromDecimal, isLowest, multiply, rational, type Rational } from "./rational.ts";

const ONES: Record<string, number> = {
  zero: 0,
  nought: 0,
  naught: 0,
  none: 0,
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
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, bigint> = { thousand: 1000n, million: 1000000n, billion: 1000000000n };

/** Denominators as words: "half", "thirds", "quarter", "twelfths", "hundredth". */
const ORDINALS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  quarter: 4,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  hundredth: 100,
  thousandth: 1000,
};
const DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

function ordinal(word: string) {
  if (Object.hasOwn(ORDINALS, word)) return ORDINALS[word];
  if (word.endsWith("s") && Object.hasOwn(ORDINALS, word.slice(0, -1))) return ORDINALS[word.slice(0, -1)];
  return undefined;
}

/** A whole number in words, from the start of `words`; how many words it took (0 when none). */
function readWhole(words: string[], from: number): { value: bigint; used: number } {
  let total = 0n;
  let group = 0n;
  let index = from;
  let any = false;
  while (index < words.length) {
    const word = words[index];
    if (Object.hasOwn(ONES, word)) group += BigInt(ONES[word]);
    else if (Object.hasOwn(TENS, word)) group += BigInt(TENS[word]);
    else if (word === "hundred") group = (group || 1n) * 100n;
    else if (Object.hasOwn(SCALES, word)) {
      total += (group || 1n) * SCALES[word];
      group = 0n;
    } else if (word === "a" && (words[index + 1] === "hundred" || Object.hasOwn(SCALES, words[index + 1] ?? ""))) {
      group = group || 0n;
    } else if (
      word === "and" &&
      any &&
      index + 1 < words.length &&
      (Object.hasOwn(ONES, words[index + 1]) || Object.hasOwn(TENS, words[index + 1])) &&
      !ordinal(words[index + 2] ?? "")
    ) {
      // "two hundred and five": "and" joins inside a number; "four and one sixth" is read by the caller.
    } else break;
    any = true;
    index++;
  }
  return { value: total + group, used: any ? index - from : 0 };
}

export interface WordNumber {
  value: Rational;
  written: "whole" | "decimal" | "fraction" | "mixed";
  /** The fraction is in lowest terms (and proper, for a mixed number). */
  lowest: boolean;
  /** Words left after the number (a unit, perhaps). */
  rest: string[];
}

/** The number at the start of `words` (lowercase, hyphens split), or null when there is none. */
export function readNumberWords(words: string[]): WordNumber | null {
  let index = 0;
  let sign = 1n;
  if (words[0] === "minus" || words[0] === "negative") {
    sign = -1n;
    index = 1;
  }
  // "a half", "a quarter": one of them.
  if (words[index] === "a" && ordinal(words[index + 1] ?? "")) {
    const d = BigInt(ordinal(words[index + 1])!);
    return { value: rational(sign, d)!, written: "fraction", lowest: true, rest: words.slice(index + 2) };
  }
  const whole = readWhole(words, index);
  if (whole.used === 0) return null;
  index += whole.used;
  const next = words[index];
  // "three point one four"
  if (next === "point") {
    let digits = "";
    while (DIGITS.includes(words[index + 1] ?? "")) digits += String(DIGITS.indexOf(words[++index]));
    if (!digits) return null;
    const value = fromDecimal(`${whole.value}.${digits}`)!;
    return { value: multiply(value, rational(sign)!), written: "decimal", lowest: true, rest: words.slice(index + 1) };
  }
  // "three quarters", "one half"
  const denominator = ordinal(next ?? "");
  if (denominator) {
    return {
      value: rational(sign * whole.value, BigInt(denominator))!,
      written: "fraction",
      lowest: isLowest(whole.value, BigInt(denominator)),
      rest: words.slice(index + 1),
    };
  }
  // "four and one sixth", "one and a half"
  if (next === "and") {
    const fraction = readNumberWords(words.slice(index + 1));
    if (fraction && fraction.written === "fraction" && fraction.value.n > 0n && fraction.value.n < fraction.value.d) {
      return {
        value: multiply(add(rational(whole.value)!, fraction.value), rational(sign)!),
        written: "mixed",
        lowest: fraction.lowest,
        rest: fraction.rest,
      };
    }
  }
  return { value: rational(sign * whole.value)!, written: "whole", lowest: true, rest: words.slice(index) };
}
