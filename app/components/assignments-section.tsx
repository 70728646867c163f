/** The account page's list of the teacher's class assignments, each with its number of submissions and a link to the results. */
import { Link } from "react-router";
import type { AssignmentSummary } from "~/lib/classroom/account-listing.server";
import { formatCode, resultsPath } from "~/lib/classroom/codes";

export function AssignmentsSection({ assignments }: { assignments: AssignmentSummary[] | null }) {
  if (assignments === null) return null;
  return (
    <section aria-labelledby="assignments-title" id="assignments">
      <h2 id="assignments-title">Class assignments</h2>
      {assignments.length === 0 ? (
        <p>
          Give a class any quiz or worksheet: open it and choose “Assign to a class”. Students answer with a short code, no
          account needed, and you see every answer here.
        </p>
      ) : (
        <ul className="library">
          {assignments.map((assignment) => (
            <li key={assignment.code}>
              <Link to={resultsPath(assignment.code)}>{assignment.title}</Link>{" "}
              <span className="hint">
                ({assignment.kind}
                {assignment.title !== assignment.itemTitle ? `: ${assignment.itemTitle}` : ""}) · code{" "}
                {formatCode(assignment.code)} ·{" "}
                {assignment.submissions === 1 ? "1 submission" : `${assignment.submissions} submissions`} ·{" "}
                {assignment.open ? "open" : "closed"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
