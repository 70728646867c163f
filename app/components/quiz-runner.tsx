/**
 * Taking a quiz: answer each question (type, choose, fill gaps, match, order), check it, see the
 * model answer, say "I was right" or "I was wrong" where the checker was not sure or said wrong, and
 * get a score with more practice at the end. Scores count parts. One form holds the whole quiz and
 * the server checks it (app/lib/questions/grading.server.ts): with JavaScript each Check posts the
 * form through a fetcher and the page stays put; without it, every button posts the form and the
 * page comes back graded. Answers are kept in session storage, so a reload keeps them.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "./use-hydrated";
import { itemPath, type ItemRef } from "~/lib/catalogue/item-ref";
import type { Response, Verdict } from "~/lib/questions/check";
import type { Question } from "~/lib/questions/model";
import { hasParts } from "~/lib/questions/kinds";
import {
  canOverride,
  emptyPractice,
  isRight,
  overrideSlot,
  practiceProgress,
  questionChecked,
  type Attempt,
  type PracticeState,
} from "~/lib/questions/practice";
import { partLetter, slotsOf, type Slot } from "~/lib/questions/slots";
import { answerTextOf, questionText } from "~/lib/questions/text";
import { fieldUnit } from "~/lib/questions/public-shape";
import { AnswerFields } from "./answer-fields";
import { FigureSvg } from "./figure-svg";
import { ReadAloud } from "./read-aloud";

type RelatedItem = ItemRef & { title: string };

const VERDICT_TEXT: Record<Verdict, string> = {
  correct: "Correct!",
  incorrect: "Not quite.",
  review: "Compare your answer with the model answer. Were you right?",
};

const VERDICTS = new Set<unknown>(["correct", "incorrect", "review"]);
const isResponse = (value: unknown): value is Response => Array.isArray(value) && value.every((v) => typeof v === "string");

/** The saved state, if it is one for this quiz's slots. */
function readSaved(key: string, slots: readonly Slot[]): PracticeState | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? "null") as PracticeState | null;
    if (saved === null || typeof saved.drafts !== "object" || typeof saved.attempts !== "object") return null;
    const keys = new Set(slots.map((slot) => slot.key));
    const valid =
      Object.entries(saved.drafts).every(([slot, draft]) => keys.has(slot) && isResponse(draft)) &&
      Object.entries(saved.attempts).every(
        ([slot, attempt]) => keys.has(slot) && isResponse(attempt.response) && VERDICTS.has(attempt.verdict),
      );
    return valid ? saved : null;
  } catch {
    return null;
  }
}

type FocusTarget = { question: number } | { override: string } | "score" | null;

function verdictText(attempt: Attempt) {
  if (attempt.override === undefined) return VERDICT_TEXT[attempt.verdict];
  return attempt.override ? "Marked as right." : "Marked as wrong.";
}

/** The words a reader hears: gaps read as "blank". */
function spoken(question: Question) {
  return questionText(question).replace(/_{3,}/g, " blank ");
}

export function QuizRunner({
  quizId,
  questions,
  readAloud,
  related,
  graded,
}: {
  quizId: number;
  questions: Question[];
  /** Young readers' items offer each question read aloud. */
  readAloud: boolean;
  related: { worksheets: RelatedItem[]; quizzes: RelatedItem[] };
  /** The server's grading of a form posted without JavaScript. */
  graded?: PracticeState;
}) {
  const storageKey = `studyshelf:quiz:${quizId}:v2`;
  const slots = useMemo(() => slotsOf(questions), [questions]);
  const fetcher = useFetcher<{ graded: PracticeState }>();
  const [state, setState] = useState<PracticeState>(() => graded ?? emptyPractice());
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const overrideButtons = useRef(new Map<string, HTMLButtonElement>());
  const scoreHeading = useRef<HTMLHeadingElement>(null);
  /** The question whose Check was pressed last (-1 for all) when focus waits for its verdicts. */
  const [checkingFrom, setCheckingFrom] = useState<number | null>(null);
  /** Where focus goes once the next state is on screen (a new object each time, so the same place twice still moves it). */
  const [focusTarget, setFocusTarget] = useState<{ to: FocusTarget } | null>(null);
  /**
   * Questions sent for checking whose verdicts have not arrived. A new post cancels the one in flight
   * (one fetcher), so each post asks again for everything still pending.
   */
  const pending = useRef({ questions: new Set<number>(), all: false });

  // After hydration: pick up where this tab left off (the server rendered a fresh quiz). Once: the
  // runner is keyed by quiz, and its questions never change while it is on screen.
  if (hydrated && !restored) {
    setRestored(true);
    const saved = graded ? null : readSaved(storageKey, slots);
    if (saved) setState(saved);
  }

  useEffect(() => {
    if (restored) sessionStorage.setItem(storageKey, JSON.stringify(state));
  }, [restored, state, storageKey]);

  // The server's verdicts arrive: show them, keeping what was typed meanwhile, and say where focus goes.
  const answered = fetcher.data?.graded;
  const [shown, setShown] = useState(answered);
  if (answered && answered !== shown) {
    setShown(answered);
    setState({
      attempts: answered.attempts,
      drafts: {
        ...answered.drafts,
        ...Object.fromEntries(Object.entries(state.drafts).filter(([key]) => !answered.attempts[key])),
      },
    });
    // Router updates render as transitions, so an earlier post's verdicts can land after the last
    // Check was pressed: focus moves only with the verdicts that include the question checked last.
    if (checkingFrom !== null && (checkingFrom === -1 || questionChecked(answered, slots, checkingFrom))) {
      setFocusTarget({ to: nextStep(answered, checkingFrom) });
      setCheckingFrom(null);
    }
  }
  useEffect(() => {
    if (!answered) return;
    // Questions these verdicts cover are settled; any sent since stay pending for the next post.
    for (const question of pending.current.questions) {
      if (questionChecked(answered, slots, question)) pending.current.questions.delete(question);
    }
    pending.current.all = false;
  }, [answered, slots]);

  function focusQuestion(question: number) {
    form.current
      ?.querySelector<HTMLElement>(
        `#question-${question + 1} :is(input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea)`,
      )
      ?.focus();
  }

  useEffect(() => {
    const target = focusTarget?.to;
    if (target === "score") scoreHeading.current?.focus();
    else if (target && "question" in target) focusQuestion(target.question);
    else if (target) overrideButtons.current.get(target.override)?.focus();
  }, [focusTarget]);

  const progress = practiceProgress(state, slots, questions.length);

  /** Where a keyboard user goes next: the next unchecked question, else a verdict still to give, else the score. */
  function nextStep(next: PracticeState, after: number): FocusTarget {
    if (practiceProgress(next, slots, questions.length).finished) return "score";
    for (let step = 1; step <= questions.length; step++) {
      const question = (after + step) % questions.length;
      if (!questionChecked(next, slots, question)) return { question };
    }
    const undecided = slots.find(
      (slot) => next.attempts[slot.key]?.verdict === "review" && next.attempts[slot.key].override === undefined,
    );
    return undecided ? { override: undecided.key } : null;
  }

  function post(check: string) {
    if (!form.current) return;
    const data = new FormData(form.current);
    if (check === "all") pending.current.all = true;
    else pending.current.questions.add(Number(check));
    data.set("check", pending.current.all ? "all" : check);
    data.set("only", "1");
    for (const question of pending.current.questions) data.append("checked", String(question));
    void fetcher.submit(data, { method: "post" });
    // Straight on to the next question to answer, while the verdict is on its way; with none left,
    // focus waits for the verdicts (a call to make, or the score).
    const after = check === "all" ? -1 : Number(check);
    const next = Array.from({ length: questions.length }, (_, step) => (after + step + 1) % questions.length).find(
      (question) => !questionChecked(state, slots, question) && !pending.current.questions.has(question) && !pending.current.all,
    );
    if (next === undefined) setCheckingFrom(after);
    else {
      setCheckingFrom(null);
      focusQuestion(next);
    }
  }

  function override(key: string, right: boolean) {
    const next = overrideSlot(state, key, right);
    const after = practiceProgress(next, slots, questions.length);
    if (after.finished) setFocusTarget({ to: "score" });
    else if (after.checked === questions.length) setFocusTarget({ to: nextStep(next, -1) });
    setState(next);
  }

  function restart() {
    setFocusTarget({ to: { question: 0 } });
    setState(emptyPractice());
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const button = submitter instanceof HTMLButtonElement ? submitter : null;
    if (button?.name === "override") {
      const [key, call] = button.value.split(":");
      return override(key, call === "right");
    }
    if (button?.name === "intent" && button.value === "restart") return restart();
    if (button?.name === "check" && button.value !== "all") return post(button.value);
    // Enter in an answer field submits through the form's first button: check the question it was pressed in.
    const within = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>("[data-question]");
    post(within?.dataset.question ?? "all");
  }

  function edit(key: string, response: Response) {
    setState((current) => ({ ...current, drafts: { ...current.drafts, [key]: response } }));
  }

  const busy = fetcher.state !== "idle";
  return (
    <form ref={form} className="quiz" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {/* The form's default button: Enter in any answer field checks it, never another button's choice. */}
      <button type="submit" name="check" value="all" className="visually-hidden" tabIndex={-1}>
        Check my answers
      </button>
      <p className="quiz-progress" aria-live="polite">
        {progress.checked} of {questions.length} answered · {progress.score} correct so far
      </p>
      <ol className="questions">
        {questions.map((question, index) => {
          const own = slots.filter((slot) => slot.question === index);
          const checked = questionChecked(state, slots, index);
          return (
            <li key={index} className="question" id={`question-${index + 1}`} data-question={index}>
              {checked ? <input type="hidden" name="checked" value={index} /> : null}
              {readAloud ? <ReadAloud text={spoken(question)} label={`question ${index + 1}`} /> : null}
              {hasParts(question) ? <p className="question-text">{question.question}</p> : null}
              {hasParts(question) && question.figure ? <FigureSvg figure={question.figure} /> : null}
              <div className={hasParts(question) ? "parts" : undefined}>
                {own.map((slot) => (
                  <SlotAnswer
                    key={slot.key}
                    slot={slot}
                    prompt={slot.part === null ? slot.unit.question : `${partLetter(slot.part)}) ${slot.unit.question}`}
                    response={state.drafts[slot.key] ?? state.attempts[slot.key]?.response ?? []}
                    attempt={state.attempts[slot.key]}
                    onChange={(response) => edit(slot.key, response)}
                    overrideRef={(element) => {
                      if (element) overrideButtons.current.set(slot.key, element);
                      else overrideButtons.current.delete(slot.key);
                    }}
                  />
                ))}
              </div>
              {checked ? (
                hasParts(question) && question.answer ? (
                  <p className="answer">
                    <span className="answer-label">Note: </span>
                    {question.answer}
                  </p>
                ) : null
              ) : (
                <button type="submit" name="check" value={index} disabled={busy}>
                  Check<span className="visually-hidden"> answer {index + 1}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {progress.finished ? (
        <section className="score" aria-labelledby="quiz-score">
          <h2 id="quiz-score" ref={scoreHeading} tabIndex={-1}>
            You scored {progress.score} out of {progress.total}
          </h2>
          <p>
            {progress.score === progress.total
              ? "A perfect score. Well done!"
              : progress.score >= progress.total / 2
                ? "Good work. Read the model answers for the ones you missed, then try again."
                : "Read the model answers, then try again: it sticks better the second time."}
          </p>
          <button type="submit" name="intent" value="restart">
            Try again
          </button>
          <RelatedItems related={related} />
        </section>
      ) : progress.checked === questions.length ? (
        <p className="muted">
          Decide the {progress.undecided === 1 ? "answer" : `${progress.undecided} answers`} marked “compare” to see your score.
        </p>
      ) : null}
    </form>
  );
}

function SlotAnswer({
  slot,
  prompt,
  response,
  attempt,
  onChange,
  overrideRef,
}: {
  slot: Slot;
  prompt: string;
  response: Response;
  attempt: Attempt | undefined;
  onChange: (response: Response) => void;
  overrideRef: (element: HTMLButtonElement | null) => void;
}) {
  const resultId = `answer-${slot.key}-result`;
  const right = isRight(attempt);
  const deciding = attempt?.verdict === "review" && attempt.override === undefined;
  const name = slot.part === null ? `question ${slot.question + 1}` : `question ${slot.label}`;
  return (
    <div className="slot">
      <AnswerFields
        slot={{ key: slot.key, unit: fieldUnit(slot.unit) }}
        prompt={prompt}
        response={response}
        onChange={onChange}
        locked={Boolean(attempt)}
        describedBy={attempt ? resultId : undefined}
      />
      {attempt ? (
        <div
          id={resultId}
          className={`result ${right ? "result-right" : deciding ? "result-review" : "result-wrong"}`}
          aria-live="polite"
        >
          <p className="verdict">{verdictText(attempt)}</p>
          <p className="answer">
            <span className="answer-label">Model answer: </span>
            {answerTextOf(slot.unit)}
          </p>
          {canOverride(attempt) ? (
            <div className="override" role="group" aria-label={`Your verdict for ${name}`}>
              {attempt.override === undefined ? null : (
                <input type="hidden" name={`call-${slot.key}`} value={attempt.override ? "right" : "wrong"} />
              )}
              <button
                type="submit"
                name="override"
                value={`${slot.key}:right`}
                className="button-quiet"
                aria-pressed={attempt.override === true}
                ref={overrideRef}
              >
                I was right
              </button>
              <button
                type="submit"
                name="override"
                value={`${slot.key}:wrong`}
                className="button-quiet"
                aria-pressed={attempt.override === false}
              >
                I was wrong
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
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
      <h3>More practice</h3>
      {list("More quizzes", related.quizzes)}
      {list("Worksheets on the same topic", related.worksheets)}
    </div>
  );
}
