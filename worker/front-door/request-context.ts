/**
 * The request context (app/lib/http/request-context.server.ts, docs/decisions/0037), made once per
 * request for every handler behind it, and its cookies written on the answer on the way out.
 */
import { env } from "cloudflare:workers";
import { createMiddleware } from "hono/factory";
import { createRequestContext, withCookies, type RequestContextVariables } from "~/lib/http/request-context.server";

export const requestContext = createMiddleware<RequestContextVariables>(async (c, next) => {
  const context = createRequestContext(c.req.raw, env.DB);
  c.set("requestContext", context);
  await next();
  const answer = withCookies(context, c.res);
  if (answer === c.res) return;
  // Replaced outright: assigning over a response makes Hono merge the old one's Set-Cookie into it.
  c.res = undefined;
  c.res = answer;
});
