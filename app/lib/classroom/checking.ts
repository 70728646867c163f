/**
 * How a class's answers are checked on the server (docs/decisions/0020). Quiz questions use the quiz
 * checker with their `accept` lists, as on the quiz page. Worksheet questions have no `accept` list,
 * only a model answer that usually explains itself; an answer is "correct" when it matches the model
 * answer's short form (its leading "20." or "Photosynthesis." before the explanation) and otherwise
 * goes to the teacher as "review". The checker never marks a worksheet answer wrong: only a blank one is.
 */
import type { Verdict } from "../catalogue/quiz-check";
import { checkCatalogueAnswer } from "../catalogue/quiz-near-words.server";

export type { Verdict };

/** Words and numbers, for counting and for telling a blank answer ("", "?") from a real one. */
const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

export interface CheckedQuestion {
  answer: string;
  /** Quizzes only: the short forms the quiz checker accepts. */
  accept?: readonly string[];
}

/** A short form is at most this many words: longer leading sentences are explanations, not answers. */
const SHORT_FORM_WORDS = 4;
/** Leading sentences that describe the answers instead of giving one ("Answers may vary."). */
const NOT_AN_ANSWER = /\banswers?\b.*\b(vary|possible|right|accepted)\b|^for example\b|^e\.?g\b|^sample\b/i;
/** "(a) 12." starts an answer in parts: matching its first part alone would mark half an answer right. */
const ANSWER_IN_PARTS = /^\s*\(?[a-h1-9]\)/i;

/**
 * The short form of a worksheet's model answer: its first sentence when that is a short, plain
 * answer followed by nothing or by an explanation; null when the answer has none.
 */
export function shortForm(modelAnswer: string): string | null {
  const end = modelAnswer.search(/\.(\s|$)/);
  const first = (end < 0 ? modelAnswer : modelAnswer.slice(0, end)).trim();
  if (/[\n:;]/.test(first) || ANSWER_IN_PARTS.test(first) || NOT_AN_ANSWER.test(first)) return null;
  const count = words(first).length;
  return count > 0 && count <= SHORT_FORM_WORDS ? first : null;
}

export function checkQuestion(question: CheckedQuestion, typed: string): Verdict {
  if (question.accept) return checkCatalogueAnswer(typed, question.accept);
  if (words(typed).length === 0) return "incorrect";
  const short = shortForm(question.answer);
  return short !== null && checkCatalogueAnswer(typed, [short]) === "correct" ? "correct" : "review";
}
