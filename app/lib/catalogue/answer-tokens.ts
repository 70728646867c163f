/**
 * How a typed quiz answer is read before it is compared with the accepted forms: a list of words,
 * numbers and mathematical signs, with case, accents, punctuation, spacing and a leading article
 * folded away. Pure, so the quiz page, the server and scripts/quiz-near-words.ts read answers alike.
 */

const ARTICLES = new Set(["the", "a", "an"]);

/** Signs that change a mathematical answer: "3n - 4" is not "3n + 4", "x < 5" is not "x > 5". */
const OPERATOR = /^[-+×÷=<>≤≥≠]$/;
const NUMBER = /^-?\d/;
const WORD = /^\p{L}/u;

/**
 * Unit names read as one spelling each after a number, so "36 in" is "36 inches" and "240 s" is
 * "240 seconds" (a unit is still only right where an accepted form has it).
 */
const UNIT_SPELLINGS: Record<string, string[]> = {
  seconds: ["s", "sec", "secs", "second"],
  minutes: ["min", "mins", "minute"],
  hours: ["h", "hr", "hrs", "hour"],
  millimetres: ["mm", "millimetre", "millimeter", "millimeters"],
  centimetres: ["cm", "centimetre", "centimeter", "centimeters"],
  metres: ["m", "metre", "meter", "meters"],
  kilometres: ["km", "kilometre", "kilometer", "kilometers"],
  inches: ["in", "inch"],
  feet: ["ft", "foot"],
  grams: ["g", "gram"],
  kilograms: ["kg", "kilogram"],
  degrees: ["deg", "degree"],
};
const UNITS = new Map(Object.entries(UNIT_SPELLINGS).flatMap(([unit, spellings]) => spellings.map((s) => [s, unit] as const)));

/** What may stand just before a binary sign; after anything else (or nothing) "-" and "+" are the sign of what follows. */
const AFTER_OPERAND = String.raw`(?<![\p{L}\p{N})\]}%°'!] ?)`;
const UNARY_MINUS = new RegExp(`${AFTER_OPERAND}- ?(?=\\d)`, "gu");
const UNARY_PLUS = new RegExp(`${AFTER_OPERAND}\\+`, "gu");
/** A negative number carries this sign internally, so "3 - 4" (a subtraction) is never read as "3" and "-4". */
const NEGATIVE = "\u2212";
const TOKEN = /\u2212?\d+(?:[./]\d+)*|\p{L}+(?:'\p{L}+)*|[-+×÷=<>≤≥≠]/gu;

export function isWord(token: string) {
  return WORD.test(token);
}

export function isNumber(token: string) {
  return NUMBER.test(token);
}

export function isOperator(token: string) {
  return OPERATOR.test(token);
}

function fold(text: string) {
  return (
    text
      .normalize("NFKD")
      // NFKD splits "≠" into "=" and a combining stroke, which the next step would strip.
      .replace(/=\u0338/g, "≠")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/\s+/g, " ")
      .replace(/[\u2010-\u2013\u2212\ufe63\uff0d]/g, "-")
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[*\u00b7\u22c5]/g, "×")
      .replace(/<=/g, "≤")
      .replace(/>=/g, "≥")
      .replace(/!=/g, "≠")
      .replace(/π/g, "pi")
      // Thousands separators: "1,453" and "36 000" (but not the mixed number "3 125/1000").
      .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
      .replace(/(?<![\d./])\d{1,3}(?: \d{3})+(?![\d/]|\.\d| \/)/g, (digits) => digits.replaceAll(" ", ""))
      .replace(/(\d) ?\/ ?(?=\d)/g, "$1/")
      // ".375" is the US way to write 0.375, not the number 375.
      .replace(/(?<![\p{L}\p{N}.])\.(?=\d)/gu, "0.")
      // Abbreviations stay whole: "a.m." is "am", not the article "a" and "m".
      .replace(/(?<![\p{L}\p{N}.])\p{L}(?:\.\p{L})+\.?(?![\p{L}\p{N}])/gu, (abbreviation) => abbreviation.replaceAll(".", ""))
      // A hyphen inside or at the end of a word ("twenty-four", "geo-") only joins; "x-3" and "x - 3" subtract.
      .replace(/(?<=\p{L})-(?![\d ])/gu, " ")
      .replace(UNARY_MINUS, NEGATIVE)
      .replace(UNARY_PLUS, " ")
  );
}

/**
 * Words, numbers and signs. Letters and digits split apart, so "x²", "x^2" and "x 2" read alike; an
 * apostrophe inside a word is kept, so "it's" is not "its"; a unit after a number has one spelling.
 */
export function tokens(text: string): string[] {
  const words = [...fold(text).matchAll(TOKEN)].map(([token]) => token.replace(NEGATIVE, "-"));
  // "a = 4" keeps its variable: only an article before a word is dropped.
  while (words.length > 1 && ARTICLES.has(words[0]) && isWord(words[1])) words.shift();
  return words.map((word, index) => (index > 0 && isNumber(words[index - 1]) && UNITS.get(word)) || word);
}
