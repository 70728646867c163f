/**
 * Lenient checking of a typed quiz answer against the accepted short answers (docs/decisions/0003
 * and 0017). Students expect case, accents, punctuation, extra spaces and a leading article not to
 * matter, and a small typo to be forgiven; but a wrong number, a wrong sign, or a real word that is
 * not the answer ("hyperbola" for "hyperbole", "chunks" for "chunking") is a wrong answer.
 * Pure and small, so the quiz page and the server give the same verdict.
 */
import { isNumber, isOperator, isWord, tokens } from "./answer-tokens.ts";
import { couldBeTypo } from "./typos.ts";

export type Verdict = "correct" | "incorrect" | "review";

/**
 * For each word of the accepted answers, the real words (English or the catalogue's own vocabulary)
 * within typo distance of it: typing one of them is a different answer, never a slip. The
 * catalogue's come from quiz-near-words.server.ts; the full English list never ships to the browser.
 */
export type NearWords = Readonly<Record<string, readonly string[]>>;

/** Answers this long cannot be graded by string comparison: the student compares with the model. */
const LONG_ANSWER_TOKENS = 6;

function numbersOf(words: string[]) {
  return words.filter(isNumber).join(" ");
}

function sameWord(typed: string, accepted: string, nearWords: NearWords) {
  if (typed === accepted) return true;
  if (!isWord(typed) || !isWord(accepted) || !couldBeTypo(typed, accepted)) return false;
  // A word the list does not cover (an accept list from outside the catalogue, or a catalogue
  // changed without rerunning the script) gets no typo tolerance: better strict than fooled.
  if (!Object.hasOwn(nearWords, accepted)) return false;
  return !nearWords[accepted].includes(typed);
}

function matchesOne(typed: string[], accepted: string[], nearWords: NearWords) {
  if (numbersOf(typed) !== numbersOf(accepted)) return false;
  // "photo synthesis" and "photosynthesis" differ only in spacing.
  if (typed.join("") === accepted.join("")) return true;
  return typed.length === accepted.length && typed.every((word, index) => sameWord(word, accepted[index], nearWords));
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

/** `nearWords` must cover the words of `accept` (nearWordsFor in quiz-near-words.server.ts does). */
export function checkAnswer(typed: string, accept: readonly string[], nearWords: NearWords): Verdict {
  const words = tokens(typed);
  if (words.length === 0) return "incorrect";
  const accepted = accept.map(tokens).filter((form) => form.length > 0);
  if (accepted.some((form) => matchesOne(words, form, nearWords))) return "correct";
  // A longer answer that contains an accepted form may be right ("it is 42 because...") or not
  // ("not 42"): only the student, comparing with the model answer, can tell.
  if (accepted.some((form) => words.length > form.length && containsPhrase(words, form))) return "review";
  if (words.filter((word) => !isOperator(word)).length >= LONG_ANSWER_TOKENS) return "review";
  return "incorrect";
}
