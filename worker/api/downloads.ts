/** POST /api/downloads: pay for a PDF (free download, else credit, else 402) and get a signed link. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { ItemRefSchema } from "~/lib/catalogue/item-ref";
import { requestDownload, type DownloadOutcome } from "~/lib/downloads/download.server";
import { jsonError } from "./errors";
import { requiredIdempotencyKey, jsonBody } from "./validate";

/** A network that started too many new visitor accounts (docs/decisions/0014) waits for the next. */
export const TOO_MANY_NEW_ACCOUNTS =
  "Too many new visitors from your network in a short time, so a new free allowance cannot start right now. Please try again later, or log in.";

function downloadBody({ url, expiresAt, charged, balance }: Extract<DownloadOutcome, { ok: true }>) {
  return { url, expiresAt, charged, ...balance };
}

/** What a successful download answers; the download button reads this type. */
export type DownloadResponse = ReturnType<typeof downloadBody>;

export const downloads = new Hono().post(
  "/",
  requiredIdempotencyKey,
  jsonBody(ItemRefSchema, 'The body must be {"kind": "worksheet" | "quiz", "id": <whole number>}.'),
  async (c) => {
    const item = c.req.valid("json");
    const outcome = await requestDownload(env.DB, c.req.raw, { item, idempotencyKey: c.req.valid("header")["idempotency-key"] });
    if (outcome.setCookie) c.header("Set-Cookie", outcome.setCookie);
    if (outcome.ok) return c.json(downloadBody(outcome));
    switch (outcome.error) {
      case "unknown_item":
        return jsonError(c, 404, `No ${item.kind} with id ${item.id}.`);
      case "key_reused":
        return jsonError(c, 409, "This Idempotency-Key was already used for a different item.");
      case "no_downloads_left":
        return jsonError(c, 402, "no_downloads_left");
      case "too_many_new_accounts":
        c.header("Retry-After", String(outcome.retryAfterSeconds));
        return jsonError(c, 429, TOO_MANY_NEW_ACCOUNTS);
    }
  },
);
