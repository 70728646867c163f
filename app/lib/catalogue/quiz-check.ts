/**
 * Lenient checking of a typed quiz answer against the accepted short answers.
 * Students expect case, accents, punctuation, extra spaces and a leading article not to matter,
 * and a small typo to be forgiven, but a wrong number is a wrong answer.
 */
export type Verdict = "correct" | "incorrect" | "review";

const NUMBER = /^-?\d+(?:[./]\d+)*$/;
const LEADING_ARTICLES = new Set(["the", "a", "an"]);
/** Answers this long cannot be graded by string comparison: the student compares with the model. */
const LONG_ANSWER_WORDS = 6;

/** Words and numbers; letters and digits split apart, so "x²", "x^2" and "x 2" read alike. */
export function tokens(text: string): string[] {
  const folded = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2212\u2013]/g, "-")
    .replace(/(\d),(?=\d{3}(?!\d))/g, "$1");
  const words: string[] = [...(folded.match(/-?\d+(?:[./]\d+)*|\p{L}+/gu) ?? [])];
  while (words.length > 1 && LEADING_ARTICLES.has(words[0])) words.shift();
  return words;
}

/**
 * How many single-letter edits a word of this length tolerates. Short words get none, so "swum" is
 * not "swam" and "C" is not "D".
 */
export function allowedTypos(length: number) {
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  if (length <= 14) return 2;
  return 3;
}

export function editDistance(a: string, b: string) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

function numbersOf(words: string[]) {
  return words.filter((word) => NUMBER.test(word)).join(" ");
}

/**
 * A typo is forgiven word by word, and only when the word starts with the right letter: most
 * wrong answers that are close in spelling ("decrescendo" for "crescendo", "effect" for "affect")
 * differ at the start, while slips of the keyboard rarely do.
 */
function isTypoOf(typed: string, accepted: string) {
  if (typed === accepted) return true;
  if (NUMBER.test(accepted) || typed[0] !== accepted[0]) return false;
  return editDistance(typed, accepted) <= allowedTypos(accepted.length);
}

function matchesOne(typed: string[], accepted: string[]) {
  if (numbersOf(typed) !== numbersOf(accepted)) return false;
  // "photo synthesis" and "photosynthesis" differ only in spacing.
  if (typed.join("") === accepted.join("")) return true;
  return typed.length === accepted.length && typed.every((word, index) => isTypoOf(word, accepted[index]));
}

function containsPhrase(haystack: string[], phrase: string[]) {
  outer: for (let start = 0; start + phrase.length <= haystack.length; start++) {
    for (let offset = 0; offset < phrase.length; offset++) {
      if (haystack[start + offset] !== phrase[offset]) continue outer;
    }
    return true;
  }
  return false;
}

export function checkAnswer(typed: string, accept: readonly string[]): Verdict {
  const words = tokens(typed);
  if (words.length === 0) return "incorrect";
  const accepted = accept.map(tokens).filter((form) => form.length > 0);
  if (accepted.some((form) => matchesOne(words, form))) return "correct";
  // A longer answer that contains an accepted form may be right ("it is 42 because...") or not
  // ("not 42"): only the student, comparing with the model answer, can tell.
  if (accepted.some((form) => words.length > form.length && containsPhrase(words, form))) return "review";
  if (words.length >= LONG_ANSWER_WORDS) return "review";
  return "incorrect";
}
