/**
 * Taking a quiz: type an answer, check it leniently, see the model answer, say "I was right" or "I
 * was wrong" where the checker was not sure or said wrong, and get a score with more to practise at
 * the end. One form holds the whole quiz: with JavaScript it is graded here and never posted; without
 * it, every button posts the form and the server grades it with the same checker
 * (app/lib/catalogue/quiz-form.ts). Answers are kept in session storage, so a reload keeps them.
 */
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated";
import type { NearWords, Verdict } from "~/lib/catalogue/quiz-check";
import { itemPath, type ItemRef } from "~/lib/catalogue/item-ref";
import {
  ANSWER_MAX_LENGTH,
  canOverride,
  checkOne,
  emptyQuizState,
  isRight,
  overrideOne,
  quizProgress,
  type QuizState,
} from "~/lib/catalogue/quiz-form";

interface QuizQuestion {
  question: string;
  answer: string;
  accept: string[];
}

type RelatedItem = ItemRef & { title: string };

const VERDICT_TEXT: Record<Verdict, string> = {
  correct: "Correct!",
  incorrect: "Not quite.",
  review: "Compare your answer with the model answer. Were you right?",
};

const VERDICTS = new Set<unknown>(["correct", "incorrect", "review"]);

/** The saved state, if it is one for this quiz's number of questions. */
function readSaved(key: string, count: number): QuizState | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? "null") as QuizState | null;
    const valid =
      saved !== null &&
      Array.isArray(saved.drafts) &&
      Array.isArray(saved.attempts) &&
      saved.drafts.length === count &&
      saved.attempts.length === count &&
      saved.drafts.every((draft) => typeof draft === "string") &&
      saved.attempts.every((attempt) => attempt === null || (typeof attempt.typed === "string" && VERDICTS.has(attempt.verdict)));
    return valid ? saved : null;
  } catch {
    return null;
  }
}

type FocusTarget = { answer: number } | { verdict: number } | "score" | null;

/** Where a keyboard user goes next: the next unchecked question, else an answer still to judge, else the score. */
function nextStep(state: QuizState, after: number): FocusTarget {
  const count = state.attempts.length;
  if (quizProgress(state).finished) return "score";
  for (let step = 1; step <= count; step++) {
    const index = (after + step) % count;
    if (!state.attempts[index]) return { answer: index };
  }
  const undecided = state.attempts.findIndex((attempt) => attempt?.verdict === "review" && attempt.override === undefined);
  return undecided === -1 ? null : { verdict: undecided };
}

function verdictText(attempt: NonNullable<QuizState["attempts"][number]>) {
  if (attempt.override === undefined) return VERDICT_TEXT[attempt.verdict];
  return attempt.override ? "Marked as right." : "Marked as wrong.";
}

export function QuizRunner({
  quizId,
  questions,
  nearWords,
  related,
  graded,
}: {
  quizId: number;
  questions: QuizQuestion[];
  /** The real words near this quiz's accepted answers, which are never forgiven as typos. */
  nearWords: NearWords;
  related: { worksheets: RelatedItem[]; quizzes: RelatedItem[] };
  /** The server's grading of a posted form (no JavaScript). */
  graded?: QuizState;
}) {
  const storageKey = `studyshelf:quiz:${quizId}`;
  const [state, setState] = useState<QuizState>(() => graded ?? emptyQuizState(questions.length));
  const hydrated = useHydrated();
  // What the saved state was last restored for; null until hydrated (the server rendered a fresh quiz).
  const [restoredFor, setRestoredFor] = useState<{ storageKey: string; graded?: QuizState; count: number } | null>(null);
  const restored = restoredFor !== null;
  const answers = useRef<(HTMLInputElement | null)[]>([]);
  const verdictButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const scoreHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<FocusTarget>(null);

  // After hydration, and for each quiz or server grading after that: pick up where this tab left off.
  if (
    hydrated &&
    (restoredFor?.storageKey !== storageKey || restoredFor.graded !== graded || restoredFor.count !== questions.length)
  ) {
    setRestoredFor({ storageKey, graded, count: questions.length });
    const saved = graded ? null : readSaved(storageKey, questions.length);
    if (saved) setState(saved);
  }

  useEffect(() => {
    if (restored) sessionStorage.setItem(storageKey, JSON.stringify(state));
  }, [restored, state, storageKey]);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "score") scoreHeading.current?.focus();
    else if (target && "answer" in target) answers.current[target.answer]?.focus();
    else if (target) verdictButtons.current[target.verdict]?.focus();
  }, [state]);

  const { checked, undecided, score, finished } = quizProgress(state);

  function check(index: number) {
    if (state.attempts[index]) return;
    const next = checkOne(state, index, state.drafts[index], questions[index].accept, nearWords);
    if (next === state) return answers.current[index]?.focus();
    focusNext.current = nextStep(next, index);
    setState(next);
  }

  function checkAllTyped() {
    const next = questions.reduce(
      (current, { accept }, index) =>
        current.attempts[index] ? current : checkOne(current, index, current.drafts[index], accept, nearWords),
      state,
    );
    focusNext.current = nextStep(next, -1);
    setState(next);
  }

  function override(index: number, right: boolean) {
    const next = overrideOne(state, index, right);
    const progress = quizProgress(next);
    if (progress.finished) focusNext.current = "score";
    else if (progress.checked === questions.length) focusNext.current = nextStep(next, index);
    setState(next);
  }

  function restart() {
    focusNext.current = { answer: 0 };
    setState(emptyQuizState(questions.length));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const button = submitter instanceof HTMLButtonElement ? submitter : null;
    if (button?.name === "override") {
      const [index, call] = button.value.split(":");
      return override(Number(index), call === "right");
    }
    if (button?.name === "intent" && button.value === "restart") return restart();
    if (button?.name === "check" && button.value !== "all") return check(Number(button.value));
    // Enter in an answer box submits the form through its first button: check the box it was pressed in.
    const focused = answers.current.findIndex((input) => input !== null && input === document.activeElement);
    if (focused === -1) checkAllTyped();
    else check(focused);
  }

  function type(index: number, typed: string) {
    setState((current) => ({ ...current, drafts: current.drafts.map((draft, i) => (i === index ? typed : draft)) }));
  }

  return (
    <form className="quiz" method="post" noValidate onSubmit={onSubmit}>
      {/* The form's default button: Enter in any answer box checks it, never another button's choice. */}
      <button type="submit" name="check" value="all" className="visually-hidden" tabIndex={-1}>
        Check my answers
      </button>
      <p className="quiz-progress" aria-live="polite">
        {checked} of {questions.length} answered · {score} correct so far
      </p>
      <ol className="questions">
        {questions.map((item, index) => {
          const attempt = state.attempts[index];
          const inputId = `quiz-answer-${index}`;
          const right = isRight(attempt);
          const deciding = attempt?.verdict === "review" && attempt.override === undefined;
          return (
            <li key={index} className="question" id={`question-${index + 1}`}>
              <label htmlFor={inputId} className="question-text">
                {item.question}
              </label>
              <div className="answer-row">
                <input
                  id={inputId}
                  name={`answer-${index}`}
                  ref={(element) => {
                    answers.current[index] = element;
                  }}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={ANSWER_MAX_LENGTH}
                  value={state.drafts[index]}
                  onChange={(event) => type(index, event.target.value)}
                  readOnly={Boolean(attempt)}
                  aria-describedby={attempt ? `${inputId}-result` : undefined}
                />
                {attempt ? null : (
                  <button type="submit" name="check" value={index}>
                    Check<span className="visually-hidden"> answer {index + 1}</span>
                  </button>
                )}
              </div>
              {attempt ? (
                <div
                  id={`${inputId}-result`}
                  className={`result ${right ? "result-right" : deciding ? "result-review" : "result-wrong"}`}
                  aria-live="polite"
                >
                  <p className="verdict">{verdictText(attempt)}</p>
                  <p className="answer">
                    <span className="answer-label">Model answer: </span>
                    {item.answer}
                  </p>
                  {canOverride(attempt) ? (
                    <div className="override" role="group" aria-label={`Your verdict for question ${index + 1}`}>
                      {attempt.override === undefined ? null : (
                        <input type="hidden" name={`call-${index}`} value={attempt.override ? "right" : "wrong"} />
                      )}
                      <button
                        type="submit"
                        name="override"
                        value={`${index}:right`}
                        className="button-quiet"
                        aria-pressed={attempt.override === true}
                        ref={(element) => {
                          verdictButtons.current[index] = element;
                        }}
                      >
                        I was right
                      </button>
                      <button
                        type="submit"
                        name="override"
                        value={`${index}:wrong`}
                        className="button-quiet"
                        aria-pressed={attempt.override === false}
                      >
                        I was wrong
                      </button>
                    </div>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {finished ? (
        <section className="score" aria-labelledby="quiz-score">
          <h2 id="quiz-score" ref={scoreHeading} tabIndex={-1}>
            You scored {score} out of {questions.length}
          </h2>
          <p>
            {score === questions.length
              ? "A perfect score. Well done!"
              : score >= questions.length / 2
                ? "Good work. Read the model answers for the ones you missed, then try again."
                : "Read the model answers, then try again: it sticks better the second time."}
          </p>
          <button type="submit" name="intent" value="restart">
            Try again
          </button>
          <RelatedItems related={related} />
        </section>
      ) : checked === questions.length ? (
        <p className="muted">
          Decide the {undecided === 1 ? "answer" : `${undecided} answers`} marked “compare” to see your score.
        </p>
      ) : null}
    </form>
  );
}

function RelatedItems({ related }: { related: { worksheets: RelatedItem[]; quizzes: RelatedItem[] } }) {
  if (related.quizzes.length === 0 && related.worksheets.length === 0) return null;
  const list = (title: string, items: RelatedItem[]) =>
    items.length === 0 ? null : (
      <div>
        <h4>{title}</h4>
        <ul>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <a href={itemPath(item)}>{item.title}</a>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="related">
      <h3>Keep practising</h3>
      {list("More quizzes", related.quizzes)}
      {list("Worksheets on the same topic", related.worksheets)}
    </div>
  );
}
