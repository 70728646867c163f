/**
 * /a/:code: a student takes an assigned quiz or worksheet without an account: a display name, one
 * answer per question, sent once as a plain form (no JavaScript needed), then the score, each
 * verdict and the model answers when the teacher shows them. The same browser sees its result again
 * (receipt.server.ts). It prints as a clean sheet (app/classroom.css).
 */
import { env } from "cloudflare:workers";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation, useRouteError } from "react-router";
import { readFormData } from "~/lib/http/forms.server";
import { findAssignment, type Assignment } from "~/lib/classroom/assignments.server";
import { getItem } from "~/lib/catalogue/catalogue.server";
import { assignmentPath, normalizeCode } from "~/lib/classroom/codes";
import { NAME_MAX, StudentNameSchema, SubmissionSchema } from "~/lib/classroom/schemas";
import { studentItem } from "~/lib/classroom/versions";
import { assignmentView, studentResult } from "~/lib/classroom/student-view.server";
import { findByReceipt, submitAnswers } from "~/lib/classroom/submissions.server";
import { submitRefusal } from "~/lib/http/assignment-refusals";
import { refusalHeaders } from "~/lib/http/refusal";
import { keepReceipt, newReceipt, receiptHashOf } from "~/lib/classroom/receipt.server";
import { requestContext } from "~/lib/http/request-context.server";
import { TIERS } from "~/lib/limits/rate-limits.server";
import { actionRetryAfter } from "~/lib/http/retry-after-headers";
import type { Response, Verdict } from "~/lib/questions/check";
import { studentSlots, type StudentSlot } from "~/lib/questions/public-shape";
import { readerOf, responseFromFields } from "~/lib/questions/responses";
import { AnswerFields } from "~/components/answer-fields";
import { FigureSvg } from "~/components/figure-svg";
import { fieldErrors } from "~/lib/schemas";
import { pageMeta } from "~/lib/site/seo";
import { STUDENT_PAGE } from "~/components/student-page";
import classroomStyles from "~/classroom.css?url";
import type { Route } from "./+types/assignment";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: classroomStyles }];
export const handle = STUDENT_PAGE;
export const headers = actionRetryAfter;

export function meta(args: Route.MetaArgs) {
  const view = args.loaderData?.view;
  return [
    ...pageMeta(args, {
      title: view ? `Assignment: ${view.title ?? KIND_TITLES[view.kind]}` : "Assignment not found",
      description: "A quiz or worksheet your teacher assigned to your class.",
    }),
    { name: "robots", content: "noindex" },
  ];
}

function notFound(): never {
  throw data({ message: "No such assignment." }, { status: 404 });
}

/**
 * The item's questions and parts as the student answers them (no answers in them): for a generated
 * worksheet, the named student's own version.
 */
function slotsFor(assignment: Assignment, name: string | null): StudentSlot[] {
  const item = name === null ? getItem(assignment.item.kind, assignment.item.id) : studentItem(assignment, name);
  return item ? studentSlots(item.questions) : [];
}

async function load(rawCode: string) {
  const code = normalizeCode(rawCode);
  if (!code) notFound();
  // One address per assignment, however the code was typed.
  if (code !== rawCode) throw redirect(assignmentPath(code));
  const assignment = await findAssignment(env.DB, code);
  const view = assignment && assignmentView(assignment);
  if (!assignment || !view) notFound();
  return { assignment, view };
}

/** Without the teacher's own title, the page does not name the quiz: its public page has the answers. */
const KIND_TITLES = { quiz: "Quiz from your teacher", worksheet: "Worksheet from your teacher" } as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { assignment, view: shared } = await load(params.code);
  // This browser already sent answers: show its result again, whether or not the assignment is open.
  const receipt = await receiptHashOf(context.get(requestContext).cookies);
  const submission = receipt ? await findByReceipt(env.DB, assignment.code, receipt) : null;
  const previous = submission && { name: submission.name, result: studentResult(assignment, submission) };
  // Where each student has their own version, the name comes first (a plain GET form: ?name=).
  const asked = new URL(request.url).searchParams.get("name");
  const named = asked === null ? null : StudentNameSchema.safeParse(asked);
  const name = shared.ownVersions ? (previous?.name ?? (named?.success ? named.data : null)) : null;
  const view = name === null ? shared : (assignmentView(assignment, name) ?? shared);
  const nameError = named && !named.success ? named.error.issues[0].message : null;
  return data(
    { view, name, nameError, slots: slotsFor(assignment, name), previous },
    { status: view.open || previous ? 200 : 410 },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { assignment, view } = await load(params.code);
  const form = await readFormData(request);
  const read = readerOf(form);
  const answers: Record<string, Response> = {};
  const name = read("name")[0] ?? "";
  const named = StudentNameSchema.safeParse(name);
  // Each student's own version is the one their name gives; one-version items ignore the name here.
  for (const slot of slotsFor(assignment, view.ownVersions && named.success ? named.data : null))
    answers[slot.key] = responseFromFields(slot, read);
  const filled = { name, answers };
  // Enter in a one-line field presses the form's first button, "stay": the answers come back unsent.
  if (read("intent")[0] === "stay") return data({ ok: false as const, fields: {}, values: filled }, { status: 200 });
  const parsed = SubmissionSchema.safeParse(filled);
  if (!parsed.success) return data({ ok: false as const, fields: fieldErrors(parsed.error), values: filled }, { status: 400 });
  const receipt = await newReceipt();
  const { visitor } = context.get(requestContext);
  const network = visitor.network(TIERS.submissionsPerNetworkPerAssignment.ipv6Prefix);
  const outcome = await submitAnswers(env.DB, view.code, parsed.data, { network, receiptHash: receipt.hash });
  if (!outcome.ok) {
    const refusal = submitRefusal(outcome);
    return data(
      { ok: false as const, error: refusal.message, fields: refusal.fields ?? {}, values: filled },
      { status: refusal.status, headers: refusalHeaders(refusal) },
    );
  }
  const answer = {
    ok: true as const,
    name: outcome.submission.name,
    result: studentResult(outcome.assignment, outcome.submission),
  };
  // A replay keeps the receipt of the browser that sent first.
  if (outcome.replayed) return answer;
  keepReceipt(visitor.cookies, outcome.assignment, receipt.token);
  return answer;
}

const VERDICTS: Record<Verdict, { text: string; className: string }> = {
  correct: { text: "Correct", className: "result-right" },
  incorrect: { text: "Not quite", className: "result-wrong" },
  review: { text: "Your teacher will check this answer", className: "result-review" },
};

export default function AssignmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, slots, previous, name: versionName, nameError } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const heading = (
    <header className="assignment-header">
      <p className="assignment-kicker">{view.kind === "quiz" ? "Quiz" : "Worksheet"} from your teacher</p>
      <h1>{view.title ?? KIND_TITLES[view.kind]}</h1>
    </header>
  );

  const sent = actionData?.ok ? actionData : previous;
  if (sent) {
    const { name, result } = sent;
    const waiting = result.results.filter((r) => r.verdict === "review").length;
    return (
      <article className="page narrow assignment">
        {heading}
        <section className="score" aria-labelledby="score-title">
          <h2 id="score-title">
            {name}, you scored {result.score} out of {result.total}
          </h2>
          <p>
            Your answers were sent to your teacher.
            {waiting > 0
              ? ` ${waiting === 1 ? "One answer is" : `${waiting} answers are`} waiting for your teacher to check, so your score may go up.`
              : ""}
            {result.answersShown ? "" : " Your teacher will show the model answers once the assignment closes."}
          </p>
        </section>
        <ol className="questions results-list">
          {result.results.map((item, index) => (
            <li key={index} className="question">
              <p className="question-text">
                <span className="part-label">{item.label}. </span>
                {slotPrompt(view, slots, index)}
              </p>
              <div className={`result ${VERDICTS[item.verdict].className}`}>
                <p className="verdict">{VERDICTS[item.verdict].text}</p>
                <p className="answer">
                  <span className="answer-label">Your answer: </span>
                  {item.answer || <em>(no answer)</em>}
                </p>
                {item.modelAnswer === null ? null : (
                  <p className="answer">
                    <span className="answer-label">Model answer: </span>
                    {item.modelAnswer}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </article>
    );
  }

  if (!view.open) {
    return (
      <article className="page narrow assignment">
        {heading}
        <p className="notice" role="status">
          This assignment is closed: your teacher is no longer taking answers.
        </p>
      </article>
    );
  }

  if (view.ownVersions && versionName === null) {
    return (
      <article className="page narrow assignment">
        {heading}
        <p className="hint assignment-hint">Each student gets their own version, with its own numbers. Start with your name.</p>
        <Form method="get" className="assignment-form" noValidate>
          <StudentNameField error={nameError} />
          <button type="submit">Start</button>
        </Form>
      </article>
    );
  }

  const refused = actionData && !actionData.ok ? actionData : undefined;
  const fields: Partial<Record<"name" | "answers", string>> = refused?.fields ?? {};
  const error = refused && "error" in refused && typeof refused.error === "string" ? refused.error : undefined;
  return (
    <article className="page narrow assignment">
      {heading}
      <p className="hint assignment-hint">
        Answer every question you can, then send your answers once at the end. Only your teacher sees them.
      </p>
      <Form method="post" className="assignment-form" noValidate>
        {/* The default button: Enter in a one-line answer must not send the whole class's only try. */}
        <button type="submit" name="intent" value="stay" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Keep answering
        </button>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {versionName !== null ? (
          <p className="student-name">
            <input type="hidden" name="name" value={versionName} />
            Answering as <strong>{versionName}</strong>. <Link to="?">Not you?</Link>
          </p>
        ) : (
          <StudentNameField error={fields.name ?? null} defaultValue={refused?.values.name} />
        )}
        {fields.answers ? (
          <p className="field-error" role="alert">
            {fields.answers}
          </p>
        ) : null}
        <ol className="questions">
          {view.questions.map((question, index) => (
            <li key={index} className="question">
              {question.type === "parts" ? <p className="question-text">{question.prompt}</p> : null}
              {question.type === "parts" && question.figure ? <FigureSvg figure={question.figure} /> : null}
              <div className={question.type === "parts" ? "parts" : undefined}>
                {slots
                  .filter((slot) => slot.question === index)
                  .map((slot) => (
                    <AnswerFields
                      key={slot.key}
                      slot={slot}
                      prompt={slot.part === null ? slot.unit.prompt : `${slot.label.split(" ")[1]} ${slot.unit.prompt}`}
                      response={refused?.values.answers[slot.key] ?? []}
                      // A worksheet answer the teacher reads gets a text area; numbers and words take one line.
                      multiline={view.kind === "worksheet"}
                    />
                  ))}
              </div>
            </li>
          ))}
        </ol>
        <div className="assignment-send">
          <button type="submit" disabled={sending}>
            {sending ? "Sending..." : "Send my answers"}
          </button>
          <p className="hint">You can send your answers once. Questions left blank count as not answered.</p>
        </div>
      </Form>
    </article>
  );
}

/** The student's name: the only thing asked about them. */
function StudentNameField({ error, defaultValue }: { error: string | null; defaultValue?: string }) {
  return (
    <div className="field student-name">
      <label htmlFor="student-name">Your name</label>
      <input
        id="student-name"
        name="name"
        type="text"
        autoComplete="off"
        maxLength={NAME_MAX}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "student-name-error" : "student-name-hint"}
      />
      {error ? (
        <p className="field-error" id="student-name-error">
          {error}
        </p>
      ) : (
        <p className="hint" id="student-name-hint">
          As your teacher knows you, up to {NAME_MAX} characters. Nothing else about you is asked or kept.
        </p>
      )}
    </div>
  );
}

/** The prompt of the slot at `index` (a part's with its question's instruction before it). */
function slotPrompt(view: { questions: { type: string; prompt: string }[] }, slots: StudentSlot[], index: number) {
  const slot = slots[index];
  if (!slot) return "";
  return slot.part === null ? slot.unit.prompt : `${view.questions[slot.question]?.prompt ?? ""} ${slot.unit.prompt}`;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page narrow" aria-labelledby="assignment-missing">
      <title>{`${missing ? "Assignment not found" : "Something went wrong"} · StudyShelf`}</title>
      <h1 id="assignment-missing">{missing ? "We couldn't find that assignment" : "Something went wrong"}</h1>
      <p>
        {missing
          ? "Check the code with your teacher: codes have 8 letters and digits. An assignment is also removed a year after it was set."
          : "Please try again in a moment."}
      </p>
      <p>
        <Link to="/a">Type a code</Link>
      </p>
    </section>
  );
}
