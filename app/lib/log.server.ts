/**
 * The Worker's structured logs (docs/decisions/0018): one JSON line per request, written by the
 * front door (worker/front-door/request-log.ts), and one per server error with its stack, tied to
 * that request by the id the visitor also gets in the X-Request-Id header. Nothing personal goes
 * in: no emails, tokens, IP addresses or query strings (signed download links carry signatures).
 */
import { AsyncLocalStorage } from "node:async_hooks";

export const REQUEST_ID_HEADER = "X-Request-Id";

const requestIds = new AsyncLocalStorage<string>();

/** Runs one request's work with its id, so errors logged anywhere inside it carry the id. */
export function withRequestId<T>(id: string, work: () => T): T {
  return requestIds.run(id, work);
}

export function currentRequestId() {
  return requestIds.getStore() ?? null;
}

/**
 * What an error message or stack may carry that must not reach the logs. Tokens are long runs of
 * URL-safe characters (session tokens, signatures, keys); ids and file names are shorter.
 */
const PERSONAL_DATA: [pattern: RegExp, replacement: string][] = [
  [/[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g, "[email]"],
  [/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, "[ip]"],
  // Full IPv6 addresses, and compressed ones ("2001:db8::1"); a stack's "file:line:column" has two colons.
  [
    /\b(?:[0-9a-f]{1,4}:){3,7}[0-9a-f]{1,4}\b|\b[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*)?\b/gi,
    "[ip]",
  ],
  [/[A-Za-z0-9_-]{32,}/g, "[token]"],
];

export function scrub(text: string) {
  return PERSONAL_DATA.reduce((clean, [pattern, replacement]) => clean.replace(pattern, replacement), text);
}

export interface RequestLine {
  id: string;
  method: string;
  /** The route pattern that answered ("/api/worksheets/:id", "/worksheet/:id"), never the raw URL. */
  route: string;
  status: number;
  /** Wall time as the Workers runtime measures it: its clock moves on I/O, not during computation. */
  ms: number;
}

export function logRequest(line: RequestLine) {
  const level = line.status >= 500 ? "error" : "info";
  console.log(JSON.stringify({ level, msg: "request", ...line }));
}

/** A server error with its stack and the current request's id; `context` says what was being done. */
export function logServerError(error: unknown, context?: string) {
  const failure = error instanceof Error ? error : new Error(String(error));
  const message = context ? `${context}: ${failure.message}` : failure.message;
  console.error(
    JSON.stringify({
      level: "error",
      msg: scrub(message),
      id: currentRequestId(),
      error: failure.name,
      stack: scrub(failure.stack ?? ""),
    }),
  );
}
