/**
 * A quiz's answers as the quiz form holds them, and the form post that grades them on the server
 * when the browser runs no JavaScript. The form is the same either way: with JavaScript the page
 * grades in place with the same checker and never posts it.
 *
 * Fields: `answer-N` (what was typed for question N, kept read-only once checked), `call-N` ("right"
 * or "wrong", the student's own verdict, carried from one post to the next) and the button pressed:
 * `check` (grades every typed answer), `override` = "N:right" | "N:wrong", or `intent` = "restart".
 */
import { checkAnswer, type NearWords, type Verdict } from "./quiz-check";

export const ANSWER_MAX_LENGTH = 500;

export interface Attempt {
  typed: string;
  verdict: Verdict;
  /** The student's own call, which wins over the checker's; offered only when the checker was not sure or said wrong. */
  override?: boolean;
}

export interface QuizState {
  /** What is in each answer box, checked or not. */
  drafts: string[];
  /** Each question's checked answer, or null while it is unchecked. */
  attempts: (Attempt | null)[];
}

export function emptyQuizState(count: number): QuizState {
  return { drafts: Array.from({ length: count }, () => ""), attempts: Array.from({ length: count }, () => null) };
}

export function canOverride(attempt: Attempt) {
  return attempt.verdict !== "correct";
}

export function isRight(attempt: Attempt | null) {
  if (!attempt) return false;
  return attempt.override ?? attempt.verdict === "correct";
}

/** Checks one typed answer; blank answers are not checked. */
export function checkOne(
  state: QuizState,
  index: number,
  typed: string,
  accept: readonly string[],
  nearWords: NearWords,
): QuizState {
  if (!typed.trim()) return state;
  return {
    drafts: state.drafts.map((draft, i) => (i === index ? typed : draft)),
    attempts: state.attempts.map((attempt, i) => (i === index ? { typed, verdict: checkAnswer(typed, accept, nearWords) } : attempt)),
  };
}

/** Records the student's verdict on a checked answer the checker was not sure of or marked wrong. */
export function overrideOne(state: QuizState, index: number, right: boolean): QuizState {
  return {
    ...state,
    attempts: state.attempts.map((attempt, i) =>
      i === index && attempt && canOverride(attempt) ? { ...attempt, override: right } : attempt,
    ),
  };
}

export function quizProgress(state: QuizState) {
  const checked = state.attempts.filter(Boolean).length;
  const undecided = state.attempts.filter((attempt) => attempt?.verdict === "review" && attempt.override === undefined).length;
  const score = state.attempts.filter(isRight).length;
  return { checked, undecided, score, finished: checked === state.attempts.length && undecided === 0 };
}

const OVERRIDE = /^(\d{1,3}):(right|wrong)$/;

/** Grades a posted quiz form: the state the page shows next. Unknown or malformed fields are ignored. */
export function gradeQuizForm(
  questions: readonly { accept: readonly string[] }[],
  fields: Record<string, string>,
  nearWords: NearWords,
): QuizState {
  if (fields.intent === "restart") return emptyQuizState(questions.length);
  let state = emptyQuizState(questions.length);
  questions.forEach(({ accept }, index) => {
    const typed = (fields[`answer-${index}`] ?? "").slice(0, ANSWER_MAX_LENGTH);
    state = { ...state, drafts: state.drafts.map((draft, i) => (i === index ? typed : draft)) };
    state = checkOne(state, index, typed, accept, nearWords);
    const call = fields[`call-${index}`];
    if (call === "right" || call === "wrong") state = overrideOne(state, index, call === "right");
  });
  const pressed = OVERRIDE.exec(fields.override ?? "");
  if (pressed && Number(pressed[1]) < questions.length) state = overrideOne(state, Number(pressed[1]), pressed[2] === "right");
  return state;
}
