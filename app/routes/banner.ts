/** Dismisses the welcome banner: sets its cookie, then returns to the page the visitor was on. */
import { redirect } from "react-router";
import { readFormFields } from "~/lib/http/forms.server";
import { dismissBannerCookie } from "~/lib/site/banner.server";
import { safeRedirect } from "~/lib/site/redirects";
import { siteOrigin } from "~/lib/site/site-url.server";
import type { Route } from "./+types/banner";

export async function action({ request }: Route.ActionArgs) {
  const { returnTo } = await readFormFields(request);
  const target = safeRedirect(returnTo, "/", siteOrigin());
  const headers = { "Set-Cookie": dismissBannerCookie(new URL(request.url).protocol === "https:") };
  // fetcher submissions only need the cookie; a plain form post (no JavaScript) goes back to its page.
  if (request.headers.get("accept")?.includes("text/html")) return redirect(target, { headers });
  return Response.json({ dismissed: true }, { headers });
}

export function loader() {
  return redirect("/");
}
