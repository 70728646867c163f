/**
 * One structured log line per request (docs/decisions/0018): method, the route pattern that
 * answered, status, duration and a fresh request id, which the response also carries in
 * X-Request-Id so a visitor's report can be found. Registered first, so it sees every answer,
 * refusals and errors included; errors logged while the request runs carry the same id.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { logRequest, REQUEST_ID_HEADER, withRequestId } from "~/lib/log.server";
import { pageRoutePattern } from "./page-route";
import { isApiPath } from "./refuse";

/**
 * The pattern of the API route the request matched (the first one for its method: middleware is
 * registered for every method), the page route's pattern for pages, "/api/*" for an API path no
 * resource answers.
 */
async function routePattern(c: Context) {
  const route = matchedRoutes(c).find(({ method }) => method !== "ALL");
  if (route) return route.path;
  return isApiPath(c.req.path) ? "/api/*" : pageRoutePattern(c.req.path);
}

export const requestLog = createMiddleware(async (c, next) => {
  const id = crypto.randomUUID();
  const started = performance.now();
  await withRequestId(id, next);
  c.res.headers.set(REQUEST_ID_HEADER, id);
  logRequest({
    id,
    method: c.req.method,
    route: await routePattern(c),
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
});
