/**
 * The class's results on a wide screen: a row per student and one column per question, however many
 * parts it has (a question with parts shows how many of them are right), so the table fits the page
 * without scrolling sideways. Each name leads to the student's card with every answer and the
 * buttons to change a verdict.
 */
import type { Verdict } from "~/lib/questions/check";
import { percent, type QuestionGroup } from "~/lib/classroom/results";
import { LocalTime } from "./local-time";
import { VERDICT_MARKS } from "./verdict-marks";

export interface TableAnswer {
  answer: string;
  verdict: Verdict;
  overruled: boolean;
}

export interface TableRow {
  id: string;
  name: string;
  score: number;
  total: number;
  submittedAt: string;
  answers: TableAnswer[];
  /** A generated worksheet's version this student answered, and its page with the answers shown. */
  version: { code: string; href: string } | null;
}

function GroupCell({ group, answers }: { group: QuestionGroup; answers: TableAnswer[] }) {
  if (group.columns.length === 1) {
    const answer = answers[group.columns[0]];
    if (!answer) return <td />;
    const mark = VERDICT_MARKS[answer.verdict];
    return (
      <td className={mark.className}>
        <span className="cell-verdict">
          <span aria-hidden="true">{mark.mark} </span>
          {mark.text}
          {answer.overruled ? " (your mark)" : ""}
        </span>
        <span className="cell-answer">{answer.answer || <em>(blank)</em>}</span>
      </td>
    );
  }
  const given = group.columns.map((index) => answers[index]).filter((answer) => answer !== undefined);
  const right = given.filter((answer) => answer.verdict === "correct").length;
  const toCheck = given.filter((answer) => answer.verdict === "review").length;
  const className =
    right === given.length ? "cell-right" : toCheck > 0 ? "cell-review" : right === 0 ? "cell-wrong" : "cell-partial";
  return (
    <td className={className}>
      <span className="cell-verdict">
        {right}/{given.length} parts right
      </span>
      {toCheck > 0 ? <span className="cell-answer">{toCheck} to check</span> : null}
    </td>
  );
}

export function ResultsTable({
  groups,
  rows,
  groupRates,
  average,
}: {
  groups: QuestionGroup[];
  rows: TableRow[];
  groupRates: (number | null)[];
  average: number | null;
}) {
  return (
    <table className="results-table" aria-describedby="results-key">
      <caption className="visually-hidden">Each student's score and verdict per question</caption>
      <colgroup>
        <col className="col-name" />
        <col className="col-score" />
        <col className="col-sent" />
        {groups.map((group) => (
          <col key={group.label} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Student</th>
          <th scope="col">Score</th>
          <th scope="col">Sent</th>
          {groups.map((group) => (
            <th scope="col" key={group.label}>
              Q{group.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <a href={`#student-${row.id}`}>{row.name}</a>
              {row.version ? <span className="student-version">Version {row.version.code}</span> : null}
            </th>
            <td>
              {row.score}/{row.total}
            </td>
            <td>
              <LocalTime iso={row.submittedAt} />
            </td>
            {groups.map((group) => (
              <GroupCell key={group.label} group={group} answers={row.answers} />
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Class correct rate</th>
          <td>{percent(average)}</td>
          <td />
          {groupRates.map((rate, index) => (
            <td key={index}>{percent(rate)}</td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
