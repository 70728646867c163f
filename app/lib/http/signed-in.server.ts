/** Pages only a signed-in user may see: the session, or a redirect to log in that comes back to this page. */
import { redirect } from "react-router";
import type { Visitor } from "../accounts/visitor.server";
import { pagePath } from "../site/redirects";

export async function requireSignedInPage(visitor: Visitor, request: Request) {
  const session = await visitor.currentSignedIn();
  if (session) return session;
  // The page's own address: a client-side navigation's request is the router's "….data?_routes=…".
  throw redirect(`/login?next=${encodeURIComponent(pagePath(new URL(request.url)))}`);
}
