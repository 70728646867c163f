/**
 * Every request body is read or cancelled before the answer goes out. A refusal (405, 403, 401, 404,
 * 413, 429...) usually answers without reading the body; workerd then leaves it unread, and the
 * local dev server's proxy (`npm start`, wrangler dev) dropped the connection of about one refused
 * request in twenty with a multi-kilobyte body ("Network connection lost") instead of passing on
 * the answer. Registered outermost, after everything else has answered (docs/decisions/0028).
 */
import { createMiddleware } from "hono/factory";

/** Bodies up to this size are read to the end; a larger unread body is cancelled instead. */
const DRAIN_LIMIT = 1024 * 1024;

/** Reads and discards the rest of a body up to the limit, then cancels whatever remains. */
export async function drainBody(body: ReadableStream<Uint8Array>) {
  if (body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= DRAIN_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away or the stream errored: there is nothing left to drain.
  } finally {
    reader.releaseLock();
  }
}

export const drainUnreadBody = createMiddleware(async (c, next) => {
  // The original request: the body limit may wrap it in a new one that reads through it, so the
  // wrapper is drained first (which reads the original), then the original if nothing locked it.
  const request = c.req.raw;
  try {
    await next();
  } finally {
    for (const unread of new Set([c.req.raw, request])) {
      if (unread.body && !unread.bodyUsed) await drainBody(unread.body);
    }
  }
});
