/** Dismisses the welcome banner: sets its cookie, then returns to the page the visitor was on. */
import { redirect } from "react-router";
import { readFormFields } from "~/lib/http/forms.server";
import { requestContext } from "~/lib/http/request-context.server";
import { dismissBanner } from "~/lib/site/banner.server";
import { safeRedirect } from "~/lib/site/redirects";
import { siteOrigin } from "~/lib/site/site-url.server";
import type { Route } from "./+types/banner";

export async function action({ request, context }: Route.ActionArgs) {
  const { returnTo } = await readFormFields(request);
  const target = safeRedirect(returnTo, "/", siteOrigin());
  dismissBanner(context.get(requestContext).cookies);
  // fetcher submissions only need the cookie; a plain form post (no JavaScript) goes back to its page.
  if (request.headers.get("accept")?.includes("text/html")) return redirect(target);
  return Response.json({ dismissed: true });
}

export function loader() {
  return redirect("/");
}
