/** The API's error body: always JSON `{ "error": "..." }`, with any extra fields a client can act on. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, extra?: object) {
  return c.json({ error, ...extra }, status);
}
