/** Middleware for API resources only a signed-in user may use: 401 otherwise, the session in `c.var.user`. */
import { env } from "cloudflare:workers";
import { createMiddleware } from "hono/factory";
import { getSignedInSession, type SignedInSession } from "~/lib/accounts/session.server";
import { jsonError } from "./errors";

export type SignedIn = { Variables: { user: SignedInSession } };

export function requireUser(message: string) {
  return createMiddleware<SignedIn>(async (c, next) => {
    const user = await getSignedInSession(env.DB, c.req.raw);
    if (!user) return jsonError(c, 401, message, { logIn: "/login", signUp: "/signup" });
    c.set("user", user);
    await next();
  });
}
