/**
 * A refused request as every way in answers it: its HTTP status, the message a person or program
 * reads, and how long to wait when the refusal is a limit. Each use case keeps one table of its
 * refusals (`*-refusals.ts` beside this file), read by its page action and its JSON API handler
 * alike, so the two never drift apart (docs/decisions/0038).
 */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 429 | 502 | 503;

export type Refusal = {
  status: RefusalStatus;
  message: string;
  /** Sent as Retry-After: a limit says when to try again. */
  retryAfterSeconds?: number;
  /**
   * What the JSON API's `error` says instead of the message, where programs match on a fixed code
   * (the README's API table names it).
   */
  code?: string;
  /** What to fix, by field, where the refusal is about one field. */
  fields?: Record<string, string>;
};

/** One use case's table: for each refusal code, its answer from the outcome and what the request named. */
export type RefusalTable<O extends { error: string }, C> = {
  [K in O["error"]]: (outcome: Extract<O, { error: K }>, context: C) => Refusal;
};

export function refusalFrom<O extends { error: string }, C>(table: RefusalTable<O, C>, outcome: O, context: C): Refusal {
  // The table is indexed by the outcome's own code, so its entry takes this outcome.
  const answer = table[outcome.error as O["error"]] as (outcome: O, context: C) => Refusal;
  return answer(outcome, context);
}

/** The Retry-After header a limit's refusal carries, else none. */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  return refusal.retryAfterSeconds === undefined ? {} : { "Retry-After": String(refusal.retryAfterSeconds) };
}

/** "3 minutes", "1 minute": a wait in whole minutes, rounded up. */
export function minutesOf(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
