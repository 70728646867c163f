/**
 * /account/assignments/:code: the teacher's view of one assignment: the code to share, a row per
 * student with a column per question, the class's correct rate per question, verdicts to overrule,
 * single submissions to remove, when students see the model answers, close or reopen, the CSV export, the PDF of the same item, and deletion. Only its owner sees it;
 * every action is a plain form post (no JavaScript needed) followed by a redirect back.
 */
import { env } from "cloudflare:workers";
import { data, Form, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { DownloadButton } from "~/components/download-button";
import { getItem, parseId } from "~/lib/catalogue/catalogue.server";
import { itemPath } from "~/lib/catalogue/item-ref";
import {
  deletionTime,
  findOwnedAssignment,
  isOpen,
  setAnswersShown,
  setAssignmentClosed,
} from "~/lib/classroom/assignments.server";
import type { Verdict } from "~/lib/questions/check";
import { slotsOf } from "~/lib/questions/slots";
import { answerTextOf, questionText } from "~/lib/questions/text";
import { assignmentPath, formatCode, normalizeCode, resultsPath } from "~/lib/classroom/codes";
import { deleteAssignment } from "~/lib/classroom/deletion.server";
import { correctRates, percent } from "~/lib/classroom/results";
import { AcceptAnswerSchema, ANSWERS_SHOWN, OverruleSchema, type AnswersShown } from "~/lib/classroom/schemas";
import { acceptForEveryone, listSubmissions, overruleVerdict, removeSubmission } from "~/lib/classroom/submissions.server";
import { readFormFields } from "~/lib/http/forms.server";
import { requireSignedInPage } from "~/lib/http/signed-in.server";
import { pageMeta } from "~/lib/site/seo";
import classroomStyles from "~/classroom.css?url";
import type { Route } from "./+types/assignment-results";
import { usePaper } from "~/components/paper-choice";
import { siteOrigin } from "~/lib/site/site-url.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: classroomStyles }];

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData ? `Results: ${args.loaderData.title}` : "Assignment not found";
  return [
    ...pageMeta(args, { title, description: "Your class's answers to an assignment." }),
    { name: "robots", content: "noindex" },
  ];
}

const notFound = () => data({ message: "No such assignment." }, { status: 404 });

async function ownedAssignment(request: Request, rawCode: string) {
  const session = await requireSignedInPage(env.DB, request);
  const code = normalizeCode(rawCode);
  const assignment = code ? await findOwnedAssignment(env.DB, code, session.accountId) : null;
  if (!assignment) throw notFound();
  return assignment;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function loader({ request, params }: Route.LoaderArgs) {
  const assignment = await ownedAssignment(request, params.code);
  if (assignment.code !== params.code) throw redirect(resultsPath(assignment.code));
  const item = getItem(assignment.item.kind, assignment.item.id);
  const submissions = await listSubmissions(env.DB, assignment.code);
  // A column per question or part; with the item withdrawn, the stored answers still name their slots.
  const slots = item ? slotsOf(item.questions) : [];
  const labels = item ? slots.map((slot) => slot.label) : (submissions[0]?.answers.map((answer) => answer.slot) ?? []);
  return {
    code: assignment.code,
    title: assignment.title ?? item?.title ?? `${assignment.item.kind} ${assignment.item.id}`,
    open: isOpen(assignment),
    answersShown: assignment.answersShown,
    closesAt: assignment.closesAt === null ? null : iso(assignment.closesAt),
    deletesAt: iso(deletionTime(assignment)),
    origin: siteOrigin(),
    item: item
      ? {
          kind: item.kind,
          id: item.id,
          title: item.title,
          // The key by question or part, in the columns' order.
          slots: slots.map((slot) => ({
            label: slot.label,
            question:
              slot.part === null
                ? questionText(item.questions[slot.question])
                : `${item.questions[slot.question].question} ${slot.unit.question}`,
            answer: answerTextOf(slot.unit),
          })),
        }
      : null,
    labels,
    rates: correctRates(labels.length, submissions),
    submissions: submissions.map((submission) => ({ ...submission, submittedAt: iso(submission.submittedAt) })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const assignment = await ownedAssignment(request, params.code);
  const { code, accountId } = assignment;
  const values = await readFormFields(request);
  switch (values.intent) {
    case "close":
    case "reopen":
      if (!(await setAssignmentClosed(env.DB, code, accountId, values.intent === "close"))) throw notFound();
      return redirect(resultsPath(code));
    case "verdict": {
      const parsed = OverruleSchema.safeParse({ question: parseId(values.question), verdict: values.verdict });
      if (!parsed.success) throw data({ message: "Choose right or wrong for one answer." }, { status: 400 });
      const submissionId = values.submission ?? "";
      const outcome = await overruleVerdict(env.DB, { code, accountId, submissionId, ...parsed.data });
      if (!outcome.ok) throw data({ message: "That answer is no longer there." }, { status: 404 });
      return redirect(`${resultsPath(code)}#student-${submissionId}`);
    }
    case "accept": {
      const parsed = AcceptAnswerSchema.safeParse({ question: parseId(values.question) });
      if (!parsed.success) throw data({ message: "Choose one answer to accept." }, { status: 400 });
      const submissionId = values.submission ?? "";
      const outcome = await acceptForEveryone(env.DB, { code, accountId, submissionId, ...parsed.data });
      if (!outcome.ok) throw data({ message: "That answer is no longer there." }, { status: 404 });
      return redirect(`${resultsPath(code)}#student-${submissionId}`);
    }
    case "remove":
      if (!(await removeSubmission(env.DB, { code, accountId, submissionId: values.submission ?? "" }))) {
        throw data({ message: "That answer is no longer there." }, { status: 404 });
      }
      return redirect(`${resultsPath(code)}#results-title`);
    case "answers-shown": {
      const choice = ANSWERS_SHOWN.find((value) => value === values.answersShown);
      if (!choice) throw data({ message: "Choose when students see the model answers." }, { status: 400 });
      if (!(await setAnswersShown(env.DB, code, accountId, choice))) throw notFound();
      return redirect(`${resultsPath(code)}#state-title`);
    }
    case "delete":
      if (values.confirm !== "yes") {
        throw data({ message: "Tick the box to confirm that the students' answers will be deleted." }, { status: 400 });
      }
      await deleteAssignment(env.DB, code, accountId);
      return redirect("/account#assignments");
    default:
      throw data({ message: "Unknown action." }, { status: 400 });
  }
}

/** Dates the same on the server and in the browser, so hydration never disagrees. */
function when(isoTime: string) {
  return `${isoTime.slice(0, 10)} ${isoTime.slice(11, 16)} UTC`;
}

const VERDICT_MARKS: Record<Verdict, { mark: string; text: string; className: string }> = {
  correct: { mark: "✓", text: "Right", className: "cell-right" },
  incorrect: { mark: "✗", text: "Wrong", className: "cell-wrong" },
  review: { mark: "?", text: "Check", className: "cell-review" },
};

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

const ANSWERS_SHOWN_LABELS: Record<AnswersShown, string> = {
  "after-submitting": "Right after they send their answers",
  "after-close": "Only once the assignment has closed",
};

/** "Accept this answer for everyone": every student who gave the same answer here is marked right. */
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

export default function AssignmentResults({ loaderData }: Route.ComponentProps) {
  const { code, title, open, answersShown, closesAt, deletesAt, origin, item, labels, rates, submissions } = loaderData;
  const [paper] = usePaper();
  const questions = labels.map((_, index) => index);
  const average =
    submissions.length === 0 ? null : submissions.reduce((sum, s) => sum + s.score / s.total, 0) / submissions.length;
  return (
    <div className="page assignment-results">
      <p className="breadcrumb-back">
        <Link to="/account#assignments">Your account</Link>
      </p>
      <h1>{title}</h1>
      <p className="lede">
        {item ? (
          <>
            {item.kind === "quiz" ? "Quiz" : "Worksheet"}: <Link to={itemPath(item)}>{item.title}</Link>
          </>
        ) : (
          "This quiz or worksheet is no longer in the library: the answers below stay until you delete them."
        )}
      </p>

      <section className="share-code" aria-labelledby="share-title">
        <h2 id="share-title">Share with your class</h2>
        <p className="assignment-code">
          <span aria-hidden="true">{formatCode(code)}</span>
          {/* Read out letter by letter, as the class will hear it. */}
          <span className="visually-hidden">Code: {code.split("").join(" ")}</span>
        </p>
        <p>
          Students open <strong>{origin.replace(/^https?:\/\//, "")}/a</strong> and type this code, or follow the link{" "}
          <a href={assignmentPath(code)}>{`${origin}${assignmentPath(code)}`}</a>. They need no account: only a name.
        </p>
      </section>

      <section aria-labelledby="state-title">
        <h2 id="state-title">Taking answers</h2>
        <p role="status">
          {open
            ? closesAt
              ? `Open until ${when(closesAt)}.`
              : "Open until you close it."
            : `Closed${closesAt ? ` since ${when(closesAt)}` : ""}: students can no longer send answers.`}
        </p>
        <Form method="post" className="inline-form">
          <input type="hidden" name="intent" value={open ? "close" : "reopen"} />
          <button type="submit" className="button-quiet">
            {open ? "Close now" : "Reopen"}
          </button>
        </Form>
        <Form method="post" className="inline-form">
          <input type="hidden" name="intent" value="answers-shown" />
          <label htmlFor="answers-shown">Students see the model answers</label>{" "}
          <select id="answers-shown" name="answersShown" defaultValue={answersShown}>
            {ANSWERS_SHOWN.map((value) => (
              <option key={value} value={value}>
                {ANSWERS_SHOWN_LABELS[value]}
              </option>
            ))}
          </select>{" "}
          <button type="submit" className="button-quiet">
            Save
          </button>
        </Form>
      </section>

      {item ? (
        <section aria-labelledby="print-title">
          <h2 id="print-title">Print it</h2>
          <p>For students without a device: the same questions as a PDF, with the answer key on its own page.</p>
          <DownloadButton item={item} paper={paper} />
        </section>
      ) : null}

      <section aria-labelledby="results-title">
        <h2 id="results-title">
          Results <span className="count">({submissions.length === 1 ? "1 student" : `${submissions.length} students`})</span>
        </h2>
        {submissions.length === 0 ? (
          <p>No answers yet. This page shows each student's answers as they arrive: reload it to see new ones.</p>
        ) : (
          <>
            <p>
              <a href={`/api/assignments/${code}/results.csv`} download className="button-quiet">
                Download results (CSV)
              </a>
            </p>
            <p className="hint">
              ✓ right, ✗ wrong, ? for you to check (long or unusual answers). Your marks replace the checker's and update the
              score.
            </p>
            <div className="table-scroll" role="region" aria-labelledby="results-title" tabIndex={0}>
              <table className="results-table">
                <thead>
                  <tr>
                    <th scope="col">Student</th>
                    <th scope="col">Score</th>
                    <th scope="col">Sent</th>
                    {questions.map((index) => (
                      <th scope="col" key={index}>
                        Q{labels[index]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {submissions.map((submission) => (
                    <tr key={submission.id} id={`student-${submission.id}`}>
                      <th scope="row">
                        {submission.name}
                        <Form method="post" className="remove-submission" preventScrollReset>
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="submission" value={submission.id} />
                          <button
                            type="submit"
                            className="button-quiet button-small"
                            aria-label={`Remove ${submission.name}'s answers`}
                          >
                            Remove
                          </button>
                        </Form>
                      </th>
                      <td>
                        {submission.score}/{submission.total}
                      </td>
                      <td>
                        <time dateTime={submission.submittedAt}>{when(submission.submittedAt)}</time>
                      </td>
                      {questions.map((index) => {
                        const answer = submission.answers[index];
                        if (!answer) return <td key={index} />;
                        const mark = VERDICT_MARKS[answer.verdict];
                        return (
                          <td key={index} className={mark.className}>
                            <span className="cell-verdict">
                              <span aria-hidden="true">{mark.mark} </span>
                              {mark.text}
                              {answer.overruled ? " (your mark)" : ""}
                            </span>
                            <span className="cell-answer">{answer.answer || <em>(blank)</em>}</span>
                            <OverruleButtons
                              submission={submission.id}
                              name={submission.name}
                              question={index}
                              label={labels[index]}
                              verdict={answer.verdict}
                            />
                            {answer.verdict !== "correct" && answer.answer ? (
                              <AcceptButton submission={submission.id} question={index} label={labels[index]} />
                            ) : null}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Class correct rate</th>
                    <td>{percent(average)}</td>
                    <td />
                    {rates.map((rate, index) => (
                      <td key={index}>{percent(rate)}</td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )}
      </section>

      {item ? (
        <section aria-labelledby="questions-title">
          <h2 id="questions-title">Questions and model answers</h2>
          <ol className="questions">
            {item.slots.map(({ label, question, answer }, index) => (
              <li key={index} className="question">
                <p className="question-text">
                  <span className="part-label">{label}. </span>
                  {question}
                </p>
                <p className="answer">
                  <span className="answer-label">Model answer: </span>
                  {answer}
                </p>
                <p className="hint">Correct: {percent(rates[index] ?? null)} of the class</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="delete-title">
        <h2 id="delete-title">Delete</h2>
        <p>
          This assignment and every answer to it are deleted automatically on {deletesAt.slice(0, 10)}, a year after you set it.
          You can delete them now instead.
        </p>
        <Form method="post" className="inline-form delete-form">
          <input type="hidden" name="intent" value="delete" />
          <label className="checkbox">
            <input type="checkbox" name="confirm" value="yes" required /> Delete{" "}
            {submissions.length === 1 ? "1 student's answers" : `${submissions.length} students' answers`} for good
          </label>
          <button type="submit" className="button-danger">
            Delete this assignment
          </button>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? String((error.data as { message?: string } | undefined)?.message ?? "") : "";
  return (
    <section className="page narrow" aria-labelledby="results-error">
      <title>{`${status === 404 ? "Assignment not found" : "That didn't work"} · StudyShelf`}</title>
      <h1 id="results-error">{status === 404 ? "We couldn't find that assignment" : "That didn't work"}</h1>
      <p>
        {status === 404
          ? "It may have been deleted, or it was made from another account."
          : message || "Something went wrong on our side. Please try again in a moment."}
      </p>
      <p>
        <Link to="/account#assignments">Your assignments</Link>
      </p>
    </section>
  );
}
