/**
 * Route `headers` that pass on an action's Retry-After: React Router passes a page action's
 * Set-Cookie on by itself, but any other header only through the route's `headers`, and a 429
 * without Retry-After leaves the client guessing (docs/decisions/0028).
 */
import { publicPageHeaders } from "../site/cache-headers";

export function actionRetryAfter({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/** A public page's headers for a page with a form whose action may refuse with Retry-After (a POST is never cached). */
export function publicFormPageHeaders(args: { actionHeaders: Headers }) {
  return { ...publicPageHeaders(), ...actionRetryAfter(args) };
}
