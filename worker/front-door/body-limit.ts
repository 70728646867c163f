/**
 * Request body limits, checked before anything reads a body (Hono's bodyLimit counts the stream, so
 * a missing or false Content-Length does not help). Stripe's event payloads are far below their
 * limit; messages and forms far below theirs.
 */
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { refuse } from "./refuse";

const KB = 1024;
const LIMITS: [prefix: string, bytes: number][] = [
  ["/api/stripe/webhook", 512 * KB],
  ["/api/messages", 16 * KB],
  ["/contact", 16 * KB],
  // A class's answers: at most 5 answers of 1,000 characters, which URL-encoding can make 9 bytes each.
  ["/api/assignments", 64 * KB],
  ["/a", 64 * KB],
];
export const DEFAULT_BODY_LIMIT = 32 * KB;

export function bodyLimitFor(path: string) {
  return (
    LIMITS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`))?.[1] ??
    DEFAULT_BODY_LIMIT
  );
}

const limiters = new Map<number, ReturnType<typeof bodyLimit>>();

export const limitBody = createMiddleware(async (c, next) => {
  const maxSize = bodyLimitFor(c.req.path);
  let limiter = limiters.get(maxSize);
  if (!limiter) {
    limiter = bodyLimit({
      maxSize,
      onError: (c) => refuse(c, 413, `The request body is too large (at most ${maxSize / KB} KB).`),
    });
    limiters.set(maxSize, limiter);
  }
  return limiter(c, next);
});
