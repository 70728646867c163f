/** Middleware for API resources only a signed-in user may use: 401 otherwise, the session in `c.var.user`. */
import { createMiddleware } from "hono/factory";
import type { SignedInSession } from "~/lib/accounts/session.server";
import type { RequestContextVariables } from "~/lib/http/request-context.server";
import { jsonError } from "./errors";

export type SignedIn = { Variables: RequestContextVariables["Variables"] & { user: SignedInSession } };

export function requireUser(message: string) {
  return createMiddleware<SignedIn>(async (c, next) => {
    const user = await c.var.requestContext.visitor.currentSignedIn();
    if (!user) return jsonError(c, 401, message, { logIn: "/login", signUp: "/signup" });
    c.set("user", user);
    await next();
  });
}
