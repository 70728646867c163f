/**
 * Taking a quiz: type an answer, check it leniently, see the model answer, override the verdict when
 * the checker got it wrong, and get a score at the end. Every control is a native form element.
 */
import { useRef, useState } from "react";
import { checkAnswer, type NearWords, type Verdict } from "~/lib/catalogue/quiz-check";

interface QuizQuestion {
  question: string;
  answer: string;
  accept: string[];
}

interface Attempt {
  typed: string;
  verdict: Verdict;
  /** The student's own call, which wins over the checker's. */
  override?: boolean;
}

function isRight(attempt: Attempt | undefined) {
  if (!attempt) return false;
  return attempt.override ?? attempt.verdict === "correct";
}

const VERDICT_TEXT: Record<Verdict, string> = {
  correct: "Correct!",
  incorrect: "Not quite.",
  review: "Compare your answer with the model answer. Were you right?",
};

/** `nearWords`: the real words near this quiz's accepted answers, which are never forgiven as typos. */
export function QuizRunner({ questions, nearWords }: { questions: QuizQuestion[]; nearWords: NearWords }) {
  const [attempts, setAttempts] = useState<(Attempt | undefined)[]>(() => questions.map(() => undefined));
  const [round, setRound] = useState(0);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const checked = attempts.filter(Boolean).length;
  const undecided = attempts.filter((attempt) => attempt?.verdict === "review" && attempt.override === undefined).length;
  const score = attempts.filter(isRight).length;
  const finished = checked === questions.length && undecided === 0;

  function check(index: number, typed: string) {
    setAttempts((current) =>
      current.map((attempt, i) =>
        i === index ? { typed, verdict: checkAnswer(typed, questions[index].accept, nearWords) } : attempt,
      ),
    );
  }

  function override(index: number, right: boolean) {
    setAttempts((current) => current.map((attempt, i) => (i === index && attempt ? { ...attempt, override: right } : attempt)));
  }

  function tryAgain() {
    setAttempts(questions.map(() => undefined));
    setRound((value) => value + 1);
    requestAnimationFrame(() => inputs.current[0]?.focus());
  }

  return (
    <div className="quiz" key={round}>
      <p className="quiz-progress" aria-live="polite">
        {checked} of {questions.length} answered · {score} correct so far
      </p>
      <ol className="questions">
        {questions.map((item, index) => {
          const attempt = attempts[index];
          const inputId = `quiz-answer-${index}`;
          const right = isRight(attempt);
          return (
            <li key={index} className="question">
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  const typed = inputs.current[index]?.value ?? "";
                  if (typed.trim()) check(index, typed);
                }}
              >
                <label htmlFor={inputId} className="question-text">
                  {item.question}
                </label>
                <div className="answer-row">
                  <input
                    id={inputId}
                    ref={(element) => {
                      inputs.current[index] = element;
                    }}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    readOnly={Boolean(attempt)}
                    aria-describedby={attempt ? `${inputId}-result` : undefined}
                  />
                  {attempt ? null : (
                    <button type="submit">
                      Check<span className="visually-hidden"> answer {index + 1}</span>
                    </button>
                  )}
                </div>
              </form>
              {attempt ? (
                <div
                  id={`${inputId}-result`}
                  className={`result ${right ? "result-right" : attempt.verdict === "review" && attempt.override === undefined ? "result-review" : "result-wrong"}`}
                  aria-live="polite"
                >
                  <p className="verdict">
                    {attempt.override === undefined
                      ? VERDICT_TEXT[attempt.verdict]
                      : attempt.override
                        ? "Marked as right."
                        : "Marked as wrong."}
                  </p>
                  <p className="answer">
                    <span className="answer-label">Model answer: </span>
                    {item.answer}
                  </p>
                  <div className="override" role="group" aria-label={`Your verdict for question ${index + 1}`}>
                    <button
                      type="button"
                      className="button-quiet"
                      aria-pressed={attempt.override === true}
                      onClick={() => override(index, true)}
                    >
                      I was right
                    </button>
                    <button
                      type="button"
                      className="button-quiet"
                      aria-pressed={attempt.override === false}
                      onClick={() => override(index, false)}
                    >
                      I was wrong
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {finished ? (
        <section className="score" aria-labelledby="quiz-score">
          <h2 id="quiz-score">
            You scored {score} out of {questions.length}
          </h2>
          <p>
            {score === questions.length
              ? "A perfect score. Well done!"
              : score >= questions.length / 2
                ? "Good work. Read the model answers for the ones you missed, then try again."
                : "Read the model answers, then try again: it sticks better the second time."}
          </p>
          <button type="button" onClick={tryAgain}>
            Try again
          </button>
        </section>
      ) : checked === questions.length ? (
        <p className="muted">
          Decide the {undecided === 1 ? "answer" : `${undecided} answers`} marked “compare” to see your score.
        </p>
      ) : null}
    </div>
  );
}
