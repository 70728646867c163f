/**
 * /account/assignments/:code: the teacher's view of one assignment: the code and link to share (copy,
 * Google Classroom, a slip to print), a card per student on a phone and a table that fits on a wide
 * screen, updated while the page is open, verdicts to overrule, single submissions to remove, what to
 * reteach per question, when students see the model answers, close or reopen, the CSV export, the PDF
 * of the same item, and deletion. Times show in the teacher's own zone (app/components/local-time.tsx).
 * Only its owner sees it; every action is a plain form post (no JavaScript needed) followed by a
 * redirect back.
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
import { useState } from "react";
import { CopyField } from "~/components/copy-field";
import { LiveRefresh } from "~/components/live-refresh";
import { LocalTime } from "~/components/local-time";
import { ResultsTable } from "~/components/results-table";
import { ReteachSummary } from "~/components/reteach-summary";
import { ShareToClassroom } from "~/components/share-to-classroom";
import { StudentCards } from "~/components/student-cards";
import { slotsOf } from "~/lib/questions/slots";
import { answerTextOf } from "~/lib/questions/text";
import { assignmentPath, formatCode, normalizeCode, resultsPath, slipPath } from "~/lib/classroom/codes";
import { deleteAssignment } from "~/lib/classroom/deletion.server";
import { groupRate, questionGroups, resultColumns } from "~/lib/classroom/results";
import { columnSummaries } from "~/lib/classroom/reteach";
import { hasOwnVersions, studentVersion } from "~/lib/classroom/versions";
import { versionCode } from "~/lib/generators/version";
import { AcceptAnswerSchema, ANSWERS_SHOWN, OverruleSchema, type AnswersShown } from "~/lib/classroom/schemas";
import { acceptForEveryone, listSubmissions, overruleVerdict, removeSubmission } from "~/lib/classroom/submissions.server";
import { readFormFields } from "~/lib/http/forms.server";
import type { Visitor } from "~/lib/accounts/visitor.server";
import { requestContext } from "~/lib/http/request-context.server";
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

async function ownedAssignment(request: Request, visitor: Visitor, rawCode: string) {
  const session = await requireSignedInPage(visitor, request);
  const code = normalizeCode(rawCode);
  const assignment = code ? await findOwnedAssignment(env.DB, code, session.accountId) : null;
  if (!assignment) throw notFound();
  return assignment;
}

const iso = (ms: number) => new Date(ms).toISOString();

function versionOf(assignment: Parameters<typeof studentVersion>[0], name: string) {
  const version = studentVersion(assignment, name);
  if (!version) return null;
  const { kind, id } = assignment.item;
  return { code: versionCode(version), href: `/${kind}/${id}?level=${version.level}&seed=${version.seed}&answers=all` };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const assignment = await ownedAssignment(request, context.get(requestContext).visitor, params.code);
  if (assignment.code !== params.code) throw redirect(resultsPath(assignment.code));
  const item = getItem(assignment.item.kind, assignment.item.id);
  const submissions = await listSubmissions(env.DB, assignment.code);
  // A column per question or part; with the item withdrawn, the stored answers still name their slots.
  // A generated worksheet gives each student their own version: no one version's questions, answers
  // or wrong answers stand for the class's.
  const ownVersions = hasOwnVersions(assignment);
  const columns = resultColumns(item?.questions ?? null, submissions, { texts: !ownVersions });
  const slots = item && !ownVersions ? slotsOf(item.questions) : [];
  const groups = questionGroups(columns);
  const origin = siteOrigin();
  return {
    code: assignment.code,
    title: assignment.title ?? item?.title ?? `${assignment.item.kind} ${assignment.item.id}`,
    open: isOpen(assignment),
    answersShown: assignment.answersShown,
    closesAt: assignment.closesAt === null ? null : iso(assignment.closesAt),
    deletesAt: iso(deletionTime(assignment)),
    checkedAt: iso(Date.now()),
    origin,
    item: item ? { kind: item.kind, id: item.id, title: item.title } : null,
    columns: columns.map((column, index) => ({
      label: column.label,
      text: column.text,
      answer: slots[index] ? answerTextOf(slots[index].unit) : null,
    })),
    ownVersions,
    groups,
    groupRates: groups.map((group) => groupRate(group.columns, submissions)),
    average: submissions.length === 0 ? null : submissions.reduce((sum, s) => sum + s.score / s.total, 0) / submissions.length,
    summaries: columnSummaries(columns.length, submissions),
    submissions: submissions.map(({ id, name, score, total, submittedAt, answers }) => ({
      id,
      name,
      score,
      total,
      submittedAt: iso(submittedAt),
      // The version this student answered, and its page with every answer shown, for a generated worksheet.
      version: versionOf(assignment, name),
      answers: answers.map(({ answer, verdict, overruled }) => ({ answer, verdict, overruled })),
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const assignment = await ownedAssignment(request, context.get(requestContext).visitor, params.code);
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

const ANSWERS_SHOWN_LABELS: Record<AnswersShown, string> = {
  "after-submitting": "Right after they send their answers",
  "after-close": "Only once the assignment has closed",
};

export default function AssignmentResults({ loaderData }: Route.ComponentProps) {
  const { code, title, open, answersShown, closesAt, deletesAt, checkedAt, origin, item, columns, groups } = loaderData;
  const { ownVersions, groupRates, average, summaries, submissions } = loaderData;
  const [paper] = usePaper();
  // Who had answered when the page was opened: later arrivals (by polling) are announced and marked new.
  const [opened] = useState(() => ({ code, ids: new Set(submissions.map((submission) => submission.id)) }));
  const arrivedRows = opened.code === code ? submissions.filter((submission) => !opened.ids.has(submission.id)) : [];
  const link = `${origin}${assignmentPath(code)}`;
  const address = `${origin.replace(/^https?:\/\//, "")}/a`;
  const labels = columns.map((column) => column.label);
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
          Students open <strong>{address}</strong> and type this code, or follow the link. They need no account: only a name.
        </p>
        <CopyField id="assignment-link" label="Link for students" value={link} />
        <CopyField id="assignment-code" label="Code" value={formatCode(code)} />
        <p className="share-actions">
          <ShareToClassroom
            url={link}
            title={title}
            body={`Open the link, type your name and answer. No account needed. Code: ${formatCode(code)}`}
          />{" "}
          <Link to={slipPath(code)} className="button-quiet">
            Print a slip for the board
          </Link>
        </p>
      </section>

      <section aria-labelledby="state-title">
        <h2 id="state-title">Taking answers</h2>
        <p role="status">
          {open ? (
            closesAt ? (
              <>
                Open until <LocalTime iso={closesAt} />.
              </>
            ) : (
              "Open until you close it."
            )
          ) : (
            <>
              Closed
              {closesAt ? (
                <>
                  {" "}
                  since <LocalTime iso={closesAt} />
                </>
              ) : null}
              : students can no longer send answers.
            </>
          )}
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
        <LiveRefresh href={resultsPath(code)} checkedAt={checkedAt} arrived={arrivedRows.map((submission) => submission.name)} />
        {submissions.length === 0 ? (
          <p>No answers yet.</p>
        ) : (
          <>
            <p>
              <a href={`/api/assignments/${code}/results.csv`} download className="button-quiet">
                Download results (CSV)
              </a>
            </p>
            <p className="hint" id="results-key">
              ✓ right, ✗ wrong, ? for you to check (long or unusual answers). Your marks replace the checker's and update the
              score.
            </p>
            <div className="results-wide">
              <ResultsTable groups={groups} rows={submissions} groupRates={groupRates} average={average} />
            </div>
            <h3 className="student-cards-title">Each student's answers</h3>
            <StudentCards rows={submissions} labels={labels} arrived={new Set(arrivedRows.map((submission) => submission.id))} />
          </>
        )}
      </section>

      <section aria-labelledby="questions-title">
        <h2 id="questions-title">By question: what to reteach</h2>
        <ReteachSummary columns={columns} summaries={summaries} ownVersions={ownVersions} />
      </section>

      <section aria-labelledby="delete-title">
        <h2 id="delete-title">Delete</h2>
        <p>
          This assignment and every answer to it are deleted automatically on <LocalTime iso={deletesAt} dateOnly />, a year after
          you set it. You can delete them now instead.
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
