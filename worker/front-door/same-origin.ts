/**
 * Refuses state-changing requests sent from other sites, for pages and the API alike. Browsers send
 * Origin on cross-origin requests and Sec-Fetch-Site on all; a program that sends neither is not a
 * browser carrying a visitor's cookies. Hono's csrf middleware looks only at form and text bodies;
 * this rule covers every body type (docs/decisions/0011).
 */
import { createMiddleware } from "hono/factory";
import { refuse } from "./refuse";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossOrigin(request: Request) {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) return true;
  return request.headers.get("sec-fetch-site") === "cross-site";
}

export const sameOrigin = createMiddleware(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && isCrossOrigin(c.req.raw))
    return refuse(c, 403, "Cross-origin requests are not allowed.");
  await next();
});
