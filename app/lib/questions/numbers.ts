/**
 * Reading a typed number answer and checking it against a `number` question (docs/decisions/0026).
 * "0.5", "1/2", "2/4" and "50%" are one value unless the question asks for a form; mixed numbers in
 * every common typing ("4 1/6", "4-1/6", "4⅙", "4 and 1/6"); number words; trailing zeros; a unit
 * may be left out unless the question requires it, but a different unit is wrong; ratios read
 * "4:1", "4 to 1" and "4/1" alike.
 */
import { readNumberWords } from "./number-words.ts";
import { add, equal, fromDecimal, isLowest, multiply, rational, type Rational } from "./rational.ts";
import type { NumberForm } from "./model.ts";

export interface TypedNumber {
  value: Rational;
  written: "whole" | "decimal" | "fraction" | "mixed" | "percent";
  /** Its fraction is in lowest terms (and proper, in a mixed number). */
  lowest: boolean;
  /** The unit typed after (or the currency sign before) the number, as one canonical name; "" when none. */
  unit: string;
}

/** One spelling per unit, so "12 cm", "12cm" and "12 centimeters" are one answer. */
const UNIT_SPELLINGS: Record<string, string[]> = {
  $: ["$", "dollar", "dollars", "usd"],
  "¢": ["¢", "c", "cent", "cents"],
  "£": ["£", "pound", "pounds", "gbp"],
  p: ["p", "pence", "penny", "pennies"],
  "€": ["€", "euro", "euros", "eur"],
  seconds: ["s", "sec", "secs", "second", "seconds"],
  minutes: ["min", "mins", "minute", "minutes"],
  hours: ["h", "hr", "hrs", "hour", "hours"],
  days: ["day", "days"],
  weeks: ["week", "weeks"],
  years: ["yr", "yrs", "year", "years", "years old", "year old"],
  mm: ["mm", "millimetre", "millimetres", "millimeter", "millimeters"],
  cm: ["cm", "centimetre", "centimetres", "centimeter", "centimeters"],
  m: ["m", "metre", "metres", "meter", "meters"],
  km: ["km", "kilometre", "kilometres", "kilometer", "kilometers"],
  in: ["in", "inch", "inches", '"'],
  ft: ["ft", "foot", "feet", "'"],
  yd: ["yd", "yds", "yard", "yards"],
  mi: ["mi", "mile", "miles"],
  g: ["g", "gram", "grams", "gramme", "grammes"],
  kg: ["kg", "kgs", "kilogram", "kilograms", "kilo", "kilos"],
  lb: ["lb", "lbs", "pound", "pounds"],
  oz: ["oz", "ounce", "ounces"],
  ml: ["ml", "millilitre", "millilitres", "milliliter", "milliliters"],
  l: ["l", "litre", "litres", "liter", "liters"],
  cups: ["cup", "cups"],
  "°": ["°", "degree", "degrees", "deg"],
  "°c": ["°c", "c°", "c", "celsius", "degrees celsius", "degree celsius", "degrees c"],
  mph: ["mph", "miles per hour", "mile per hour", "mi/h"],
  "km/h": ["km/h", "kmh", "kph", "kilometres per hour", "kilometers per hour"],
  "m/s": ["m/s", "metres per second", "meters per second"],
  "°f": ["°f", "f", "fahrenheit", "degrees fahrenheit", "degrees f"],
  "cm²": ["cm²", "cm2", "cm^2", "sq cm", "square cm", "square centimetres", "square centimeters"],
  "m²": ["m²", "m2", "m^2", "sq m", "square m", "square metres", "square meters"],
  "in²": ["in²", "in2", "sq in", "square inches", "square inch"],
  "ft²": ["ft²", "ft2", "sq ft", "square feet", "square foot"],
  "cm³": ["cm³", "cm3", "cubic cm", "cubic centimetres", "cubic centimeters", "cc"],
  "m³": ["m³", "m3", "cubic m", "cubic metres", "cubic meters"],
  units: ["unit", "units"],
  "square units": ["square units", "sq units", "units²", "units2", "square unit"],
  "cubic units": ["cubic units", "units³", "units3", "cubic unit"],
};
const UNIT_NAMES = new Map<string, string[]>();
for (const [unit, spellings] of Object.entries(UNIT_SPELLINGS)) {
  for (const spelling of spellings) UNIT_NAMES.set(spelling, [...(UNIT_NAMES.get(spelling) ?? []), unit]);
}

/** "berries" → "berry", "boxes" → "box", "apples" → "apple", "glass" stays. */
function singular(word: string) {
  if (/ies$/.test(word)) return word.replace(/ies$/, "y");
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.replace(/es$/, "");
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The canonical units a typed unit may mean ("pound" is money or weight); a word no list has stands for itself. */
export function unitsMeant(typed: string): string[] {
  const key = typed.trim().toLowerCase().replace(/\s+/g, " ");
  if (!key) return [""];
  // A count's own word: "5 apple" and "5 apples" are one answer.
  return UNIT_NAMES.get(key) ?? UNIT_NAMES.get(key.replace(/s$/, "")) ?? [key, singular(key)];
}

function fold(text: string) {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[\u2044\u2215]/g, "/")
      .replace(/[\u2010-\u2015\u2212\ufe63\uff0d]/g, "-")
      .replace(/[\u2018\u2019\u02bc\u2032]/g, "'")
      .replace(/[\u201c\u201d\u2033]/g, '"')
      // Thousands separators: "1,453" and "36 000".
      .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
      .replace(
        /(?<![\d./])(\d{1,3})((?: \d{3})+)(?![\d/]| ?\/)/g,
        (_, head: string, rest: string) => head + rest.replaceAll(" ", ""),
      )
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^(?:minus|negative) (?=[\d$£€])/, "-")
      // "x = 7" answers "what is x?" with 7.
      .replace(/^\p{L} ?= ?/u, "")
  );
}

const NUMBER_PATTERNS: { pattern: RegExp; read: (match: RegExpExecArray) => Omit<TypedNumber, "unit"> | null }[] = [
  // Mixed numbers: "4 1/6", "4-1/6", "4 and 1/6" (NFKC turned "4⅙" into "41/6", handled below).
  {
    pattern: /^(-?)(\d+)(?: and |\s*-\s*| )(\d+) ?\/ ?(\d+)/,
    read: ([, sign, whole, n, d]) => {
      const fraction = rational(BigInt(n), BigInt(d));
      if (!fraction || BigInt(n) >= BigInt(d)) return null;
      const value = multiply(add(rational(BigInt(whole))!, fraction), rational(sign ? -1n : 1n)!);
      return { value, written: "mixed", lowest: isLowest(BigInt(n), BigInt(d)) };
    },
  },
  {
    pattern: /^(-?\d+) ?\/ ?(\d+)/,
    read: ([, n, d]) => {
      const value = rational(BigInt(n), BigInt(d));
      return value && { value, written: "fraction", lowest: isLowest(BigInt(n), BigInt(d)) };
    },
  },
  {
    pattern: /^(-?(?:\d+\.\d*|\.\d+|\d+))( ?%| percent| per cent)?/,
    read: ([, digits, percent]) => {
      const value = fromDecimal(digits.replace(/\.$/, ""));
      if (!value) return null;
      if (percent) return { value: multiply(value, rational(1n, 100n)!), written: "percent", lowest: true };
      return { value, written: digits.includes(".") ? "decimal" : "whole", lowest: true };
    },
  },
];

/** "4⅙" arrives as "41/6" after NFKC: the vulgar fraction characters are read before folding. */
function splitVulgarFractions(text: string) {
  return text.replace(/(\d)\s*([\u00bc-\u00be\u2150-\u215e])/g, "$1 $2");
}

/** Reads a typed number with its unit; null when the text is not a number (or has more than a unit after it). */
export function readTypedNumber(typed: string): TypedNumber | null {
  let text = fold(splitVulgarFractions(typed));
  let currency = "";
  const sign = /^-\s*(?=[$£€])/.test(text) ? "-" : "";
  const leading = /^-?\s*([$£€])\s*/.exec(text);
  if (leading) {
    currency = leading[1];
    text = sign + text.slice(leading[0].length);
  }
  for (const { pattern, read } of NUMBER_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const number = read(match);
    if (!number) return null;
    const rest = text.slice(match[0].length).trim();
    if (currency && rest) return null;
    return { ...number, unit: currency || rest };
  }
  const words = text.replace(/-/g, " ").split(" ").filter(Boolean);
  const spelled = readNumberWords(words);
  if (!spelled || currency) return null;
  return { value: spelled.value, written: spelled.written, lowest: spelled.lowest, unit: spelled.rest.join(" ") };
}

/** The value of a catalogue `value` string ("24", "-2.5", "3/4", "4 1/6"); throws on a malformed one. */
export function valueOf(value: string): Rational {
  const read = readTypedNumber(value);
  if (!read || read.unit) throw new Error(`not a number value: ${value}`);
  return read.value;
}

export interface NumberQuestion {
  /** The prompt, whose own words may follow a unitless number. */
  question?: string;
  value: string;
  form?: NumberForm;
  unit?: string;
  unitRequired?: boolean;
  ratio?: boolean;
}

/** A ratio typed as "4:1", "4 : 1", "4 to 1" or "4/1": its two terms. */
function readRatio(typed: string): [Rational, Rational] | null {
  const match = /^(\d+(?:\.\d+)?) ?(?::|to|\/) ?(\d+(?:\.\d+)?)$/.exec(fold(typed));
  if (!match) return null;
  const a = fromDecimal(match[1]);
  const b = fromDecimal(match[2]);
  return a && b ? [a, b] : null;
}

function formHolds(form: NumberForm | undefined, typed: TypedNumber) {
  switch (form) {
    case undefined:
      return true;
    case "simplest":
      return typed.written !== "decimal" && typed.written !== "percent" && typed.lowest;
    case "fraction":
      // "As a fraction" names the form, not the terms: 2/4 is a fraction (ask for "simplest" to want 1/2).
      return typed.written === "fraction" || typed.written === "whole";
    case "mixed":
      return (
        typed.lowest &&
        (typed.written === "mixed" ||
          typed.written === "whole" ||
          (typed.written === "fraction" && typed.value.n < typed.value.d && typed.value.n > -typed.value.d))
      );
    case "decimal":
      return typed.written === "decimal" || typed.written === "whole";
    case "percent":
      // A bare number answers "what percent?" too (checked as a percentage below).
      return typed.written !== "fraction" && typed.written !== "mixed";
  }
}

/** The value a typed answer stands for: where a percentage is asked, "40" means 40%. */
function meant(question: NumberQuestion, typed: TypedNumber) {
  return question.form === "percent" && typed.written !== "percent" ? multiply(typed.value, rational(1n, 100n)!) : typed.value;
}

/** A count's word may follow a number the question has no unit for, if the question says it: "15 sweets". */
function wordOfTheQuestion(prompt: string | undefined, typedUnit: string) {
  if (!prompt) return false;
  const words = new Set((prompt.toLowerCase().match(/\p{L}+/gu) ?? []).flatMap((word) => [word, singular(word)]));
  return unitsMeant(typedUnit).some((unit) => /^\p{L}+$/u.test(unit) && words.has(unit));
}

/** Whether a typed answer is the question's number, in the form and unit it asks for. */
export function numberIsRight(question: NumberQuestion, typed: string): boolean {
  if (question.ratio) {
    const [a, b] = question.value.split(":").map((term) => fromDecimal(term)!);
    const terms = readRatio(typed);
    if (!terms) return false;
    const same = equal(multiply(terms[0], b), multiply(terms[1], a));
    if (question.form !== "simplest") return same;
    return same && equal(terms[0], a) && equal(terms[1], b);
  }
  const read = readTypedNumber(typed);
  if (!read || !formHolds(question.form, read)) return false;
  const expected = valueOf(question.value);
  const value = meant(question, read);
  if (!read.unit) return !question.unitRequired && equal(value, expected);
  if (!question.unit) return wordOfTheQuestion(question.question, read.unit) && equal(value, expected);
  const wanted = unitsMeant(question.unit);
  return unitsMeant(read.unit).some((unit) => {
    // "5 degrees" where °C (or °F) is asked: the scale is the question's.
    if (wanted.includes(unit) || (unit === "°" && wanted.some((target) => target === "°c" || target === "°f"))) {
      return equal(value, expected);
    }
    // The same money in the other coin: "$0.34" for 34 cents.
    const rate = wanted.map((target) => MONEY_RATES[`${unit}>${target}`]).find((r) => r !== undefined);
    return rate !== undefined && equal(multiply(read.value, rate), expected);
  });
}

/** Typed money in one unit, asked for in another: multiply by this. */
const MONEY_RATES: Record<string, Rational> = {
  "$>¢": rational(100n)!,
  "¢>$": rational(1n, 100n)!,
  "£>p": rational(100n)!,
  "p>£": rational(1n, 100n)!,
};

/** A value as a percentage, for the key: "2/5" → "40", "1/3" → "33 1/3". */
export function percentOf(value: string): string {
  const percent = multiply(valueOf(value), rational(100n)!);
  if (percent.d === 1n) return String(percent.n);
  for (const places of [1n, 2n, 3n]) {
    const scale = 10n ** places;
    if ((percent.n * scale) % percent.d === 0n) {
      const digits = ((percent.n * scale) / percent.d).toString().padStart(Number(places) + 1, "0");
      return `${digits.slice(0, -Number(places))}.${digits.slice(-Number(places))}`;
    }
  }
  const whole = percent.n / percent.d;
  return `${whole} ${percent.n - whole * percent.d}/${percent.d}`;
}
