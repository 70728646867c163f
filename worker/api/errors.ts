/** The API's error body: always JSON `{ "error": "..." }`, with any extra fields a client can act on. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { refusalHeaders, type Refusal } from "~/lib/http/refusal";

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, extra?: object) {
  return c.json({ error, ...extra }, status);
}

/** A use case's refusal (its table in app/lib/http/*-refusals.ts) as the API answers it, with Retry-After for a limit. */
export function refuse(c: Context, refusal: Refusal, extra?: object) {
  for (const [name, value] of Object.entries(refusalHeaders(refusal))) c.header(name, value);
  const fields = refusal.fields ? { fields: refusal.fields } : {};
  return jsonError(c, refusal.status, refusal.code ?? refusal.message, { ...fields, ...extra });
}
