/**
 * /account/assignments/:code/slip: a slip for the board or the projector: the assignment's title, its
 * code in large letters, where to type it and the full link. It prints on its own (the site's header
 * and footer are hidden in print); with JavaScript a button opens the print dialog. Only the
 * assignment's owner sees it.
 */
import { env } from "cloudflare:workers";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { getItem } from "~/lib/catalogue/catalogue.server";
import { findOwnedAssignment } from "~/lib/classroom/assignments.server";
import { assignmentPath, formatCode, normalizeCode, resultsPath, slipPath } from "~/lib/classroom/codes";
import { requestContext } from "~/lib/http/request-context.server";
import { requireSignedInPage } from "~/lib/http/signed-in.server";
import { pageMeta } from "~/lib/site/seo";
import { siteOrigin } from "~/lib/site/site-url.server";
import { useHydrated } from "~/components/use-hydrated";
import classroomStyles from "~/classroom.css?url";
import type { Route } from "./+types/assignment-slip";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: classroomStyles }];

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData ? `Slip: ${args.loaderData.title}` : "Assignment not found";
  return [
    ...pageMeta(args, { title, description: "The code and address for your class, to print." }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = await requireSignedInPage(context.get(requestContext).visitor, request);
  const code = normalizeCode(params.code);
  const assignment = code ? await findOwnedAssignment(env.DB, code, session.accountId) : null;
  if (!assignment) throw data({ message: "No such assignment." }, { status: 404 });
  if (assignment.code !== params.code) throw redirect(slipPath(assignment.code));
  const origin = siteOrigin();
  return {
    code: assignment.code,
    title: assignment.title ?? getItem(assignment.item.kind, assignment.item.id)?.title ?? "Assignment",
    address: `${origin.replace(/^https?:\/\//, "")}/a`,
    link: `${origin}${assignmentPath(assignment.code)}`,
  };
}

export default function AssignmentSlip({ loaderData }: Route.ComponentProps) {
  const { code, title, address, link } = loaderData;
  const hydrated = useHydrated();
  return (
    <div className="page slip-page">
      <p className="breadcrumb-back">
        <Link to={resultsPath(code)}>Back to the results</Link>
      </p>
      <div className="slip">
        <h1>{title}</h1>
        <p className="slip-step">
          1. Go to <strong>{address}</strong>
        </p>
        <p className="slip-step">2. Type the code:</p>
        <p className="assignment-code slip-code">
          <span aria-hidden="true">{formatCode(code)}</span>
          <span className="visually-hidden">{code.split("").join(" ")}</span>
        </p>
        <p className="slip-step">3. Type your name and answer. No account needed.</p>
        <p className="slip-link">
          Or open <span className="slip-url">{link}</span>
        </p>
      </div>
      <p className="slip-print">
        {hydrated ? (
          <button type="button" onClick={() => window.print()}>
            Print this slip
          </button>
        ) : (
          "Print this page from your browser's menu (Ctrl+P or ⌘P): only the slip prints."
        )}
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="page narrow" aria-labelledby="slip-error">
      <title>{`${status === 404 ? "Assignment not found" : "That didn't work"} · StudyShelf`}</title>
      <h1 id="slip-error">{status === 404 ? "We couldn't find that assignment" : "That didn't work"}</h1>
      <p>
        {status === 404
          ? "It may have been deleted, or it was made from another account."
          : "Something went wrong on our side. Please try again in a moment."}
      </p>
      <p>
        <Link to="/account#assignments">Your assignments</Link>
      </p>
    </section>
  );
}
