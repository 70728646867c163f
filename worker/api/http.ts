/** Shared HTTP helpers for the JSON API: error bodies, request guards and validation. */
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isCrossOrigin } from "~/lib/origin.server";

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, extra?: object) {
  return c.json({ error, ...extra }, status);
}

/** Refuses state-changing requests sent from other sites. */
export const sameOrigin: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && isCrossOrigin(c.req.raw)) {
    return jsonError(c, 403, "Cross-origin requests are not allowed.");
  }
  return next();
};

/** Reads a JSON body, telling a malformed one (400) from a well-formed one. */
export async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false };
  }
}
