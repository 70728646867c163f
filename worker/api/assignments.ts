/**
 * /api/assignments: a signed-in teacher assigns a quiz or worksheet to a class under a short code;
 * students send their answers without an account (limited per network and per assignment over time);
 * the teacher reads, overrules, removes single submissions, exports, closes, chooses when students see
 * the model answers, and deletes. Everything about one assignment but its questions and the submitting answers 404 to anyone
 * but its owner, signed out or not, so a code reveals nothing about a class (docs/decisions/0020).
 * Creating and submitting are refused as the pages refuse them (app/lib/http/assignment-refusals.ts).
 */
import { env } from "cloudflare:workers";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { TIERS } from "~/lib/limits/rate-limits.server";
import {
  createAssignment,
  findAssignment,
  findOwnedAssignment,
  isOpen,
  setAnswersShown,
  setAssignmentClosed,
  type Assignment,
} from "~/lib/classroom/assignments.server";
import { assignmentPath, normalizeCode } from "~/lib/classroom/codes";
import { deleteAssignment } from "~/lib/classroom/deletion.server";
import { resultColumns, resultsCsv } from "~/lib/classroom/results";
import { getItem } from "~/lib/catalogue/catalogue.server";
import {
  StudentNameSchema,
  AcceptAnswerSchema,
  AssignmentStateSchema,
  NewAssignmentSchema,
  OverruleSchema,
  SubmissionSchema,
} from "~/lib/classroom/schemas";
import { hasOwnVersions, studentVersion } from "~/lib/classroom/versions";
import type { Version } from "~/lib/generators/version";
import { assignmentView, studentResult, type AssignmentView, type StudentResult } from "~/lib/classroom/student-view.server";
import {
  acceptForEveryone,
  listSubmissions,
  overruleVerdict,
  removeSubmission,
  submitAnswers,
  type Submission,
} from "~/lib/classroom/submissions.server";
import { createRefusal, submitRefusal } from "~/lib/http/assignment-refusals";
import { jsonError, refuse } from "./errors";
import { requireUser, type SignedIn } from "./require-user";
import { fieldRefusal, jsonBody } from "./validate";
import type { RequestContextVariables } from "~/lib/http/request-context.server";

/** What creating an assignment answers: the code to read out and the page students open. */
export type CreatedAssignmentResponse = { code: string; url: string };
/** GET /api/assignments/{code}: the questions, without answers. */
export type AssignmentResponse = AssignmentView;
/** What a stored submission answers: the score and, per question, the verdict and the model answer. */
export type SubmissionResponse = StudentResult;

function submissionBody({ id, name, score, total, submittedAt, answers }: Submission) {
  return {
    id,
    name,
    score,
    total,
    submittedAt: new Date(submittedAt).toISOString(),
    answers: answers.map(({ slot, answer, response, verdict, overruled }) => ({ slot, answer, response, verdict, overruled })),
  };
}
/** One student's submission as its teacher sees it. */
export type SubmissionResult = ReturnType<typeof submissionBody>;
/** GET /api/assignments/{code}/results: each submission with the version its student answered (null for one-version items). */
export type ResultsResponse = { submissions: (SubmissionResult & { version: Version | null })[] };

const noSuchAssignment = (c: Context) => jsonError(c, 404, "No such assignment.");

type Owned = { Variables: RequestContextVariables["Variables"] & { assignment: Assignment } };

/** The assignment named in the path when the signed-in visitor made it; 404 for everyone else. */
const ownerOnly = createMiddleware<Owned>(async (c, next) => {
  const code = normalizeCode(c.req.param("code"));
  const session = code ? await c.var.requestContext.visitor.currentSignedIn() : null;
  const assignment = code && session ? await findOwnedAssignment(env.DB, code, session.accountId) : null;
  if (!assignment) return noSuchAssignment(c);
  c.set("assignment", assignment);
  await next();
});

export const assignments = new Hono<SignedIn & Owned>()
  .post(
    "/",
    requireUser(createRefusal({ ok: false, error: "signed_out" }, { kind: "quiz", id: 0 }).message),
    jsonBody(NewAssignmentSchema, fieldRefusal),
    async (c) => {
      const request = c.req.valid("json");
      const outcome = await createAssignment(env.DB, c.var.user.accountId, request);
      if (outcome.ok) return c.json<CreatedAssignmentResponse>({ code: outcome.code, url: assignmentPath(outcome.code) }, 201);
      return refuse(c, createRefusal(outcome, { kind: request.kind, id: request.id }));
    },
  )
  .get("/:code", async (c) => {
    const code = normalizeCode(c.req.param("code"));
    const assignment = code ? await findAssignment(env.DB, code) : null;
    // A generated worksheet gives each student their own version: `?name=` asks for that student's.
    const asked = c.req.query("name");
    const name = asked === undefined ? null : StudentNameSchema.safeParse(asked);
    if (name && !name.success) return jsonError(c, 400, name.error.issues[0].message);
    const view = assignment && assignmentView(assignment, name?.data ?? null);
    return view ? c.json<AssignmentResponse>(view) : noSuchAssignment(c);
  })
  .patch(
    "/:code",
    ownerOnly,
    jsonBody(
      AssignmentStateSchema,
      'Send {"closed": true} to close, {"closed": false} to reopen, or {"answersShown": "after-submitting" | "after-close"}.',
    ),
    async (c) => {
      const { code, accountId } = c.var.assignment;
      const { closed, answersShown } = c.req.valid("json");
      let updated: Assignment | null = c.var.assignment;
      if (answersShown !== undefined) updated = await setAnswersShown(env.DB, code, accountId, answersShown);
      if (updated && closed !== undefined) updated = await setAssignmentClosed(env.DB, code, accountId, closed);
      if (!updated) return noSuchAssignment(c);
      return c.json({
        code: updated.code,
        open: isOpen(updated),
        closesAt: updated.closesAt === null ? null : new Date(updated.closesAt).toISOString(),
        answersShown: updated.answersShown,
      });
    },
  )
  .delete("/:code", ownerOnly, async (c) => {
    const deleted = await deleteAssignment(env.DB, c.var.assignment.code, c.var.assignment.accountId);
    return deleted ? c.body(null, 204) : noSuchAssignment(c);
  })
  .post("/:code/submissions", jsonBody(SubmissionSchema, fieldRefusal), async (c) => {
    const code = normalizeCode(c.req.param("code"));
    if (!code) return noSuchAssignment(c);
    const network = c.var.requestContext.visitor.network(TIERS.submissionsPerNetworkPerAssignment.ipv6Prefix);
    const outcome = await submitAnswers(env.DB, code, c.req.valid("json"), { network });
    if (outcome.ok) return c.json<SubmissionResponse>(studentResult(outcome.assignment, outcome.submission), 201);
    return refuse(c, submitRefusal(outcome));
  })
  .post("/:code/submissions/:id/accepted", ownerOnly, jsonBody(AcceptAnswerSchema, fieldRefusal), async (c) => {
    const outcome = await acceptForEveryone(env.DB, {
      code: c.var.assignment.code,
      accountId: c.var.assignment.accountId,
      submissionId: c.req.param("id"),
      question: c.req.valid("json").question,
    });
    return outcome.ok ? c.json({ remarked: outcome.remarked }) : jsonError(c, 404, "No such answer.");
  })
  .patch("/:code/submissions/:id", ownerOnly, jsonBody(OverruleSchema, fieldRefusal), async (c) => {
    const { question, verdict } = c.req.valid("json");
    const outcome = await overruleVerdict(env.DB, {
      code: c.var.assignment.code,
      accountId: c.var.assignment.accountId,
      submissionId: c.req.param("id"),
      question,
      verdict,
    });
    return outcome.ok ? c.json<SubmissionResult>(submissionBody(outcome.submission)) : jsonError(c, 404, "No such answer.");
  })
  .delete("/:code/submissions/:id", ownerOnly, async (c) => {
    const { code, accountId } = c.var.assignment;
    const removed = await removeSubmission(env.DB, { code, accountId, submissionId: c.req.param("id") });
    return removed ? c.body(null, 204) : jsonError(c, 404, "No such answer.");
  })
  .get("/:code/results", ownerOnly, async (c) => {
    const submissions = await listSubmissions(env.DB, c.var.assignment.code);
    return c.json<ResultsResponse>({
      submissions: submissions.map((submission) => ({
        ...submissionBody(submission),
        version: studentVersion(c.var.assignment, submission.name),
      })),
    });
  })
  .get("/:code/results.csv", ownerOnly, async (c) => {
    const { code, item: ref } = c.var.assignment;
    const submissions = await listSubmissions(env.DB, code);
    const item = getItem(c.var.assignment.item.kind, c.var.assignment.item.id);
    // With a version per student, no one version's question texts head the columns.
    const columns = resultColumns(item?.questions ?? null, submissions, { texts: !hasOwnVersions(c.var.assignment) });
    return c.body(resultsCsv(columns, submissions), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="studyshelf-${ref.kind}-${ref.id}-${code}-results.csv"`,
    });
  });
