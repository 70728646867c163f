/**
 * What to reteach, question by question: the question and its model answer, how many students got
 * it right, how many answers wait for the teacher's eye, and the wrong answers given most often.
 * The questions the fewest got right are named first.
 */
import { percent } from "~/lib/classroom/results";
import type { ColumnSummary } from "~/lib/classroom/reteach";

/** How many of the weakest questions the opening line names. */
const WEAKEST_NAMED = 3;

export interface SummaryColumn {
  label: string;
  text: string | null;
  answer: string | null;
}

const students = (count: number) => (count === 1 ? "1 student" : `${count} students`);

export function ReteachSummary({
  columns,
  summaries,
  ownVersions,
}: {
  columns: SummaryColumn[];
  summaries: ColumnSummary[];
  /** Each student answered their own version (a generated worksheet): wrong answers to different questions are not compared. */
  ownVersions: boolean;
}) {
  const weakest = summaries
    .map((summary, index) => ({ index, rate: summary.answered === 0 ? 1 : summary.right / summary.answered }))
    .filter((entry) => entry.rate < 1)
    .sort((a, b) => a.rate - b.rate)
    .slice(0, WEAKEST_NAMED);
  return (
    <>
      <p>
        {weakest.length === 0
          ? "Every answer so far is right."
          : `Fewest right: ${weakest
              .map(({ index }) => `Q${columns[index].label} (${summaries[index].right} of ${summaries[index].answered})`)
              .join(", ")}.`}
      </p>
      <ol className="questions reteach">
        {columns.map((column, index) => {
          const summary = summaries[index];
          const rate = summary.answered === 0 ? null : summary.right / summary.answered;
          return (
            <li key={index} className="question">
              <p className="question-text">
                <span className="part-label">{column.label}. </span>
                {column.text ??
                  (ownVersions
                    ? "Each student answered their own version of this question."
                    : "(This question is no longer in the library.)")}
              </p>
              {column.answer ? (
                <p className="answer">
                  <span className="answer-label">Model answer: </span>
                  {column.answer}
                </p>
              ) : null}
              <p className="reteach-count">
                <strong>
                  {summary.right} of {summary.answered} right
                </strong>{" "}
                ({percent(rate)}){summary.toCheck > 0 ? ` · ${summary.toCheck} for you to check` : ""}
                {summary.blank > 0 ? ` · ${summary.blank} left blank` : ""}
              </p>
              {summary.commonWrong.length > 0 && !ownVersions ? (
                <>
                  <p className="reteach-wrong-title">Most common wrong answers:</p>
                  <ul className="reteach-wrong">
                    {summary.commonWrong.map((wrong) => (
                      <li key={wrong.answer}>
                        <span className="wrong-answer">{wrong.answer}</span> ({students(wrong.count)})
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
