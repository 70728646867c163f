/**
 * Grading on the server, for every place a student answers: a practice quiz posted by its form (with
 * or without JavaScript) and a class assignment. Reads each slot's response from the form fields,
 * checks it with the one checker, and fetches the real words near the item's accepted answers.
 */
import { nearWordsFor } from "../catalogue/quiz-near-words.server.ts";
import { checkUnit, type Response, type Verdict } from "./check.ts";
import type { Question } from "./model.ts";
import { emptyPractice, overrideSlot, type PracticeState } from "./practice.ts";
import { fieldUnit } from "./public-shape.ts";
import { responseFromFields, type FieldReader } from "./responses.ts";
import { slotsOf } from "./slots.ts";
import { acceptListsOf } from "./text.ts";

export interface GradedItem {
  questions: readonly Question[];
  spelling: boolean;
}

function contextOf(item: GradedItem) {
  return { nearWords: nearWordsFor(item.questions.flatMap(acceptListsOf)), spelling: item.spelling };
}

const blank = (response: Response) => response.every((value) => value.trim() === "");

const OVERRIDE = /^(\d{1,2}[a-l]?):(right|wrong)$/;

/**
 * The practice quiz after a post. `check` names the question (from 0) whose Check button was pressed,
 * or "all" (Enter in a field): every question with an answer. A page without JavaScript checks every
 * typed answer whichever Check was pressed; the page's script sends `only` to check just that one. The
 * questions checked before (`checked` fields) are checked again, so the form carries the whole state.
 */
export function gradePractice(item: GradedItem, read: FieldReader): PracticeState {
  if (read("intent")[0] === "restart") return emptyPractice();
  const slots = slotsOf(item.questions);
  const context = contextOf(item);
  const pressed = read("only")[0] === "1" ? (read("check")[0] ?? "all") : "all";
  const before = new Set(read("checked"));
  let state = emptyPractice();
  for (const slot of slots) {
    const response = responseFromFields({ key: slot.key, unit: fieldUnit(slot.unit) }, read);
    state.drafts[slot.key] = response;
    const wanted =
      before.has(String(slot.question)) || pressed === String(slot.question) || (pressed === "all" && !blank(response));
    if (!wanted) continue;
    // A question is checked whole: its blank parts are wrong, not skipped.
    state.attempts[slot.key] = { response, verdict: blank(response) ? "incorrect" : checkUnit(slot.unit, response, context) };
    const call = read(`call-${slot.key}`)[0];
    if (call === "right" || call === "wrong") state = overrideSlot(state, slot.key, call === "right");
  }
  // "all" skips blank questions whole, but a question with some parts answered is checked whole.
  if (pressed === "all") {
    for (const slot of slots) {
      const answered = slots.some((other) => other.question === slot.question && state.attempts[other.key]);
      if (answered && !state.attempts[slot.key])
        state.attempts[slot.key] = { response: state.drafts[slot.key], verdict: "incorrect" };
    }
  }
  const pressedOverride = OVERRIDE.exec(read("override")[0] ?? "");
  if (pressedOverride) state = overrideSlot(state, pressedOverride[1], pressedOverride[2] === "right");
  return state;
}

export interface SlotResult {
  key: string;
  response: Response;
  verdict: Verdict;
}

/** Every slot of an item checked, for a class submission: a blank response is wrong. */
export function gradeAll(item: GradedItem, responses: ReadonlyMap<string, Response>): SlotResult[] {
  const context = contextOf(item);
  return slotsOf(item.questions).map((slot) => {
    const response = responses.get(slot.key) ?? [""];
    return { key: slot.key, response, verdict: blank(response) ? "incorrect" : checkUnit(slot.unit, response, context) };
  });
}
