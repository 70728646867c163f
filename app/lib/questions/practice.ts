/**
 * A practice quiz's state, as the quiz form shows it: what is in each answer field, and each checked
 * slot's response and verdict, with the student's own call ("I was right") where the checker was not
 * sure or said wrong. Pure, for the page and the server alike; the verdicts come only from the
 * server's checker (grading.server.ts).
 */
import type { Response, Verdict } from "./check.ts";
import type { Slot } from "./slots.ts";

export interface Attempt {
  response: Response;
  verdict: Verdict;
  /** The student's own call, which wins over the checker's; offered only when the checker was not sure or said wrong. */
  override?: boolean;
}

export interface PracticeState {
  /** What each slot's fields hold, checked or not (slot key → values). */
  drafts: Record<string, Response>;
  /** Each checked slot. */
  attempts: Record<string, Attempt>;
}

export function emptyPractice(): PracticeState {
  return { drafts: {}, attempts: {} };
}

export function canOverride(attempt: Attempt) {
  return attempt.verdict !== "correct";
}

export function isRight(attempt: Attempt | undefined) {
  if (!attempt) return false;
  return attempt.override ?? attempt.verdict === "correct";
}

/** A question is checked when every one of its slots is. */
export function questionChecked(state: PracticeState, slots: readonly Pick<Slot, "key" | "question">[], question: number) {
  return slots.every((slot) => slot.question !== question || Boolean(state.attempts[slot.key]));
}

export function practiceProgress(state: PracticeState, slots: readonly Pick<Slot, "key" | "question">[], questionCount: number) {
  const checked = Array.from({ length: questionCount }, (_, question) => question).filter((question) =>
    questionChecked(state, slots, question),
  ).length;
  const attempts = slots.map((slot) => state.attempts[slot.key]).filter((attempt) => attempt !== undefined);
  const undecided = attempts.filter((attempt) => attempt.verdict === "review" && attempt.override === undefined).length;
  const score = attempts.filter(isRight).length;
  return { checked, undecided, score, total: slots.length, finished: checked === questionCount && undecided === 0 };
}

/** Records the student's call on a checked slot the checker was not sure of or marked wrong. */
export function overrideSlot(state: PracticeState, key: string, right: boolean): PracticeState {
  const attempt = state.attempts[key];
  if (!attempt || !canOverride(attempt)) return state;
  return { ...state, attempts: { ...state.attempts, [key]: { ...attempt, override: right } } };
}
