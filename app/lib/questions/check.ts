/**
 * The one checker (docs/decisions/0026): a response to a slot is right, wrong, or for a person to
 * judge ("review"). The quiz page, the no-JavaScript forms, class assignments and the JSON API all
 * call it on the server. A response is the list of values the slot's form fields hold (responses.ts).
 */
import { checkAnswer, type NearWords, type Verdict } from "../catalogue/quiz-check.ts";
import type { Answerable } from "./model.ts";
import { typeOf } from "./kinds.ts";
import { numberIsRight } from "./numbers.ts";
import { LETTERS, matchOrder, stepOrder } from "./slots.ts";

export type { Verdict };
export type Response = readonly string[];

/** Words and numbers, for telling a blank answer ("", "?") from a real one. */
const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** Spelling mode forgives case, surrounding spaces and the kind of apostrophe a phone types, nothing else. */
export function spelledExactly(typed: string, accept: readonly string[]) {
  const fold = (text: string) =>
    text
      .normalize("NFC")
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .trim()
      .replace(/\s+/g, " ")
      .toLowerCase();
  return accept.some((form) => fold(form) === fold(typed));
}

/** A short form is at most this many words: longer leading sentences are explanations, not answers. */
const SHORT_FORM_WORDS = 4;
/** Leading sentences that describe the answers instead of giving one ("Answers may vary."). */
const NOT_AN_ANSWER = /\banswers?\b.*\b(vary|possible|right|accepted)\b|^for example\b|^e\.?g\b|^sample\b/i;
/** "(a) 12." starts an answer in parts: matching its first part alone would mark half an answer right. */
const ANSWER_IN_PARTS = /^\s*\(?[a-h1-9]\)/i;

/** A model answer that is a numbered list: "1. …" with a "2. …" on a later line. */
const NUMBERED_LIST = /^\s*1\.\s[\s\S]*\n\s*2\.\s/;

/**
 * The short form of a model answer without an accept list: its first sentence when that is a short,
 * plain answer followed by nothing or by an explanation; null when the answer has none.
 */
export function shortForm(modelAnswer: string): string | null {
  // "1. … 2. …" is a numbered list, not an answer of "1" with a reason after it.
  if (NUMBERED_LIST.test(modelAnswer)) return null;
  const end = modelAnswer.search(/\.(\s|$)/);
  const first = (end < 0 ? modelAnswer : modelAnswer.slice(0, end)).trim();
  if (/[\n:;]/.test(first) || ANSWER_IN_PARTS.test(first) || NOT_AN_ANSWER.test(first)) return null;
  const count = words(first).length;
  return count > 0 && count <= SHORT_FORM_WORDS ? first : null;
}

function checkTyped(typed: string, accept: readonly string[], spelling: boolean, nearWords: NearWords): Verdict {
  if (spelling) return spelledExactly(typed, accept) ? "correct" : "incorrect";
  return checkAnswer(typed, accept, nearWords);
}

function sameSet(chosen: readonly string[], correct: readonly number[]) {
  const picked = new Set(chosen.map((letter) => LETTERS.indexOf(letter.toUpperCase())));
  return picked.size === correct.length && correct.every((index) => picked.has(index));
}

export interface CheckContext {
  /** Real words near the accepted answers, which are never forgiven as typos (quiz-near-words.server.ts). */
  nearWords: NearWords;
  /** The item or question is marked `spelling`. */
  spelling?: boolean;
}

export function checkUnit(unit: Answerable, response: Response, context: CheckContext): Verdict {
  const first = response[0] ?? "";
  const spelling = Boolean(unit.spelling ?? context.spelling);
  switch (typeOf(unit)) {
    case "short": {
      if (words(first).length === 0) return "incorrect";
      const accept = "accept" in unit ? unit.accept : undefined;
      if (accept) return checkTyped(first, accept, spelling, context.nearWords);
      // A worksheet question has only its model answer: its short form can be matched, the rest is the teacher's call.
      const short = shortForm(unit.answer!);
      return short !== null && checkAnswer(first, [short], context.nearWords) === "correct" ? "correct" : "review";
    }
    case "long":
      return words(first).length === 0 ? "incorrect" : "review";
    case "choice":
      return unit.type === "choice" && sameSet(response, unit.correct) ? "correct" : "incorrect";
    case "truefalse":
      return unit.type === "truefalse" && first === String(unit.correct) ? "correct" : "incorrect";
    case "number":
      return unit.type === "number" && numberIsRight(unit, first) ? "correct" : "incorrect";
    case "blanks": {
      if (unit.type !== "blanks") return "incorrect";
      const right = unit.blanks.every(
        (accepted, gap) =>
          checkTyped(response[gap] ?? "", accepted, spelling || Boolean(unit.bank), context.nearWords) === "correct",
      );
      return right ? "correct" : "incorrect";
    }
    case "match": {
      if (unit.type !== "match") return "incorrect";
      const order = matchOrder(unit);
      // Left item i is right when the letter chosen for it shows pair i's right side.
      return unit.pairs.every((_, i) => order[LETTERS.indexOf((response[i] ?? "").toUpperCase())] === i)
        ? "correct"
        : "incorrect";
    }
    case "order": {
      if (unit.type !== "order") return "incorrect";
      const order = stepOrder(unit);
      // response[i] is the position (1…n) given to the step shown at i, which is step order[i].
      return order.every((step, shown) => Number(response[shown]) === step + 1) ? "correct" : "incorrect";
    }
  }
}

/**
 * The response as one comparable text, so a teacher's "accept this answer for everyone" finds every
 * equal answer: case, spacing and accents folded.
 */
export function responseKey(response: Response) {
  return response
    .map((value) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim())
    .join(" | ");
}
