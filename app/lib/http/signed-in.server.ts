/** Pages only a signed-in user may see: the session, or a redirect to log in that comes back to this page. */
import { redirect } from "react-router";
import { getSignedInSession } from "../accounts/session.server";

export async function requireSignedInPage(db: D1Database, request: Request) {
  const session = await getSignedInSession(db, request);
  if (session) return session;
  const url = new URL(request.url);
  throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}
