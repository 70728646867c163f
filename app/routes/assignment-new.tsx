/**
 * /account/assignments/new?kind=quiz&id=3: a signed-in teacher assigns a quiz or worksheet to a class,
 * with an optional title and last day to answer, and lands on its results page with the code to share.
 * With JavaScript the form also sends the browser's time zone, so the last day ends at 11:59 PM there;
 * without it, a date alone ends when that day has ended everywhere (docs/decisions/0020).
 */
import { env } from "cloudflare:workers";
import { DEFAULT_LEVEL, LEVEL_LABELS, LEVELS } from "~/lib/generators/generator";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { getItem, parseId } from "~/lib/catalogue/catalogue.server";
import { ITEM_KINDS, itemPath, type ItemKind } from "~/lib/catalogue/item-ref";
import { createAssignment } from "~/lib/classroom/assignments.server";
import { createRefusal } from "~/lib/http/assignment-refusals";
import { refusalHeaders } from "~/lib/http/refusal";
import { resultsPath } from "~/lib/classroom/codes";
import { endOfDayIn, NewAssignmentSchema, TITLE_MAX } from "~/lib/classroom/schemas";
import { useHydrated } from "~/components/use-hydrated";
import { readFormFields } from "~/lib/http/forms.server";
import { requestContext } from "~/lib/http/request-context.server";
import { requireSignedInPage } from "~/lib/http/signed-in.server";
import { fieldErrors } from "~/lib/schemas";
import { pageMeta } from "~/lib/site/seo";
import classroomStyles from "~/classroom.css?url";
import type { Route } from "./+types/assignment-new";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: classroomStyles }];

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, { title: "Assign to a class", description: "Assign a quiz or worksheet to your class." }),
    { name: "robots", content: "noindex" },
  ];
}

function itemFrom(kind: string | null | undefined, id: string | null | undefined) {
  const item = ITEM_KINDS.includes(kind as ItemKind) ? getItem(kind as ItemKind, parseId(id ?? undefined)) : undefined;
  if (!item) throw data({ message: "There is no such quiz or worksheet to assign." }, { status: 404 });
  return item;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSignedInPage(context.get(requestContext).visitor, request);
  const search = new URL(request.url).searchParams;
  const item = itemFrom(search.get("kind"), search.get("id"));
  const generated = item.kind === "worksheet" && item.generated !== null;
  return { item: { kind: item.kind, id: item.id, title: item.title, questionCount: item.questions.length, generated } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSignedInPage(context.get(requestContext).visitor, request);
  const values = await readFormFields(request);
  const item = itemFrom(values.kind, values.id);
  const parsed = NewAssignmentSchema.safeParse({
    kind: item.kind,
    id: item.id,
    title: values.title ?? "",
    // With the browser's time zone (sent by the page's script), a date ends when that day ends there.
    closesAt: values.closesAt ? (endOfDayIn(values.closesAt, values.timeZone ?? "") ?? values.closesAt) : undefined,
    answersShown: values.answersShown || undefined,
    level: values.level || undefined,
  });
  const entered = { title: values.title ?? "", closesAt: values.closesAt ?? "" };
  if (!parsed.success) return data({ fields: fieldErrors(parsed.error), error: null, values: entered }, { status: 400 });
  const outcome = await createAssignment(env.DB, session.accountId, parsed.data);
  if (outcome.ok) return redirect(resultsPath(outcome.code));
  const refusal = createRefusal(outcome, item);
  if (outcome.error === "unknown_item") throw data({ message: refusal.message }, { status: refusal.status });
  return data(
    { fields: {}, error: refusal.message, values: entered },
    { status: refusal.status, headers: refusalHeaders(refusal) },
  );
}

export default function NewAssignment({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const fields: Partial<Record<"title" | "closesAt", string>> = actionData?.fields ?? {};
  const describedBy = (name: "title" | "closesAt") => (fields[name] ? `new-${name}-error` : `new-${name}-hint`);
  return (
    <div className="page narrow">
      <h1>Assign to a class</h1>
      <p className="lede">
        <Link to={itemPath(item)}>{item.title}</Link> ({item.kind}, {item.questionCount} questions). Students answer online with a
        short code, without an account; you see every answer and can print the same questions.
      </p>
      <Form method="post" className="contact-form" noValidate>
        {actionData?.error ? (
          <p className="form-error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        {/* The teacher's time zone, known only to the browser: the last day ends when it ends there. */}
        {hydrated ? <input type="hidden" name="timeZone" value={Intl.DateTimeFormat().resolvedOptions().timeZone} /> : null}
        <div className="field">
          <label htmlFor="new-title">Title for your class (optional)</label>
          <input
            id="new-title"
            name="title"
            type="text"
            maxLength={TITLE_MAX}
            defaultValue={actionData?.values.title}
            aria-invalid={fields.title ? true : undefined}
            aria-describedby={describedBy("title")}
          />
          <p className={fields.title ? "field-error" : "hint"} id={describedBy("title")}>
            {fields.title ?? "For example “7B homework, week 3”. Students see it above the title."}
          </p>
        </div>
        <div className="field">
          <label htmlFor="new-closesAt">Last day to answer (optional)</label>
          <input
            id="new-closesAt"
            name="closesAt"
            type="date"
            defaultValue={actionData?.values.closesAt}
            aria-invalid={fields.closesAt ? true : undefined}
            aria-describedby={describedBy("closesAt")}
          />
          <p className={fields.closesAt ? "field-error" : "hint"} id={describedBy("closesAt")}>
            {fields.closesAt ??
              `Answers are taken until the end of that day${hydrated ? " in your time zone" : " everywhere on Earth"}. Leave it empty to close the assignment yourself.`}
          </p>
        </div>
        {item.generated ? (
          <fieldset className="field">
            <legend>Level</legend>
            <p className="hint">
              Each student gets their own version of this generated worksheet, with its own numbers, at this level.
            </p>
            {LEVELS.map((level) => (
              <label className="checkbox" key={level}>
                <input type="radio" name="level" value={level} defaultChecked={level === DEFAULT_LEVEL} /> {LEVEL_LABELS[level]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="field">
          <legend>Students see the model answers</legend>
          <label className="checkbox">
            <input type="radio" name="answersShown" value="after-submitting" defaultChecked /> Right after they send their answers
          </label>
          <label className="checkbox">
            <input type="radio" name="answersShown" value="after-close" /> Only once the assignment has closed
          </label>
        </fieldset>
        <button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Creating..." : "Create assignment"}
        </button>
      </Form>
    </div>
  );
}
