/** /a: where students type the code their teacher reads out; a valid code leads to /a/{code}. */
import { data, Form, redirect } from "react-router";
import { assignmentPath, CODE_LENGTH, normalizeCode } from "~/lib/classroom/codes";
import { pageMeta } from "~/lib/site/seo";
import { STUDENT_PAGE } from "~/components/student-page";
import classroomStyles from "~/classroom.css?url";
import type { Route } from "./+types/assignment-join";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: classroomStyles }];
export const handle = STUDENT_PAGE;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Join your class",
    description: "Type the code your teacher gave you to answer a quiz or worksheet, no account needed.",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("code");
  if (typed === null) return { typed: "", invalid: false };
  const code = normalizeCode(typed);
  if (code) throw redirect(assignmentPath(code));
  return data({ typed: typed.slice(0, 40), invalid: true }, { status: 400 });
}

export default function JoinAssignment({ loaderData }: Route.ComponentProps) {
  const { typed, invalid } = loaderData;
  return (
    <div className="page narrow">
      <h1>Join your class</h1>
      <p className="lede">Type the code your teacher gave you. You don't need an account.</p>
      <Form method="get" className="contact-form join-form">
        <div className="field">
          <label htmlFor="assignment-code">Assignment code</label>
          <input
            id="assignment-code"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            defaultValue={typed}
            className="code-input"
            aria-invalid={invalid ? true : undefined}
            aria-describedby="assignment-code-help"
          />
          <p className={invalid ? "field-error" : "hint"} id="assignment-code-help">
            {invalid
              ? `That is not a code we use: codes have ${CODE_LENGTH} letters and digits, like ABCD 2345 (no O, I, L, U, 0 or 1).`
              : `${CODE_LENGTH} letters and digits, like ABCD 2345. Spaces and capitals don't matter.`}
          </p>
        </div>
        <button type="submit">Open the assignment</button>
      </Form>
    </div>
  );
}
