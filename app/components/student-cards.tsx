/**
 * The class's results one student at a time: a card per student with their score, when they sent
 * their answers, and every answer with its verdict and the teacher's buttons (mark right or wrong,
 * accept an answer for everyone, remove the student's answers). The whole view on a phone; below the
 * table on a wide screen. Every button is a plain form post.
 */
import { Form, Link } from "react-router";
import type { Verdict } from "~/lib/questions/check";
import { LocalTime } from "./local-time";
import type { TableRow } from "./results-table";
import { VERDICT_MARKS } from "./verdict-marks";

function OverruleButtons({
  submission,
  name,
  question,
  label,
  verdict,
}: {
  submission: string;
  name: string;
  question: number;
  label: string;
  verdict: Verdict;
}) {
  const choices = (["correct", "incorrect"] as const).filter((choice) => choice !== verdict);
  return (
    <Form method="post" className="overrule" preventScrollReset>
      <input type="hidden" name="intent" value="verdict" />
      <input type="hidden" name="submission" value={submission} />
      <input type="hidden" name="question" value={question} />
      {choices.map((choice) => {
        const text = choice === "correct" ? "Mark right" : "Mark wrong";
        return (
          <button
            key={choice}
            type="submit"
            name="verdict"
            value={choice}
            className="button-quiet button-small"
            aria-label={`${text}: ${name}, question ${label}`}
          >
            {text}
          </button>
        );
      })}
    </Form>
  );
}

/** "Accept for everyone": every student who gave the same answer here is marked right. */
function AcceptButton({ submission, question, label }: { submission: string; question: number; label: string }) {
  return (
    <Form method="post" className="overrule" preventScrollReset>
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="submission" value={submission} />
      <input type="hidden" name="question" value={question} />
      <button
        type="submit"
        className="button-quiet button-small"
        aria-label={`Accept for everyone: this answer to question ${label}`}
      >
        Accept for everyone
      </button>
    </Form>
  );
}

function StudentCard({ row, labels, isNew }: { row: TableRow; labels: string[]; isNew: boolean }) {
  const nameId = `student-${row.id}-name`;
  return (
    <li id={`student-${row.id}`} className="student-card">
      <article aria-labelledby={nameId}>
        <h3 id={nameId}>
          {row.name}
          {isNew ? <span className="badge-new"> New</span> : null}
        </h3>
        <p className="student-score">
          <strong>
            {row.score}/{row.total}
          </strong>{" "}
          · sent <LocalTime iso={row.submittedAt} />
        </p>
        {row.version ? (
          <p className="student-version">
            Version {row.version.code}: <Link to={row.version.href}>{row.name}&apos;s questions and answers</Link>
          </p>
        ) : null}
        <ol className="card-answers">
          {labels.map((label, index) => {
            const answer = row.answers[index];
            if (!answer) return null;
            const mark = VERDICT_MARKS[answer.verdict];
            return (
              <li key={index} className={mark.className}>
                <span className="card-answer-head">
                  <span className="card-question">Q{label}</span>{" "}
                  <span className="cell-verdict">
                    <span aria-hidden="true">{mark.mark} </span>
                    {mark.text}
                    {answer.overruled ? " (your mark)" : ""}
                  </span>
                </span>
                <span className="cell-answer">{answer.answer || <em>(blank)</em>}</span>
                <div className="card-actions">
                  <OverruleButtons submission={row.id} name={row.name} question={index} label={label} verdict={answer.verdict} />
                  {answer.verdict !== "correct" && answer.answer ? (
                    <AcceptButton submission={row.id} question={index} label={label} />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
        <Form method="post" className="remove-submission" preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="submission" value={row.id} />
          <button type="submit" className="button-quiet button-small" aria-label={`Remove ${row.name}'s answers`}>
            Remove
          </button>
        </Form>
      </article>
    </li>
  );
}

export function StudentCards({ rows, labels, arrived }: { rows: TableRow[]; labels: string[]; arrived: ReadonlySet<string> }) {
  return (
    <ol className="student-cards">
      {rows.map((row) => (
        <StudentCard key={row.id} row={row} labels={labels} isNew={arrived.has(row.id)} />
      ))}
    </ol>
  );
}
