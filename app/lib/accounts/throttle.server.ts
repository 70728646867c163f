/**
 * Failed-login throttling, counted in D1 so that nobody can lock an owner out (docs/decisions/0014).
 * Failures count per email-and-network pair (guessing one account's password) and per network
 * (trying passwords across many accounts), never per email alone: someone guessing from elsewhere
 * only slows themselves down. Each key allows a few failures, then every further one doubles the
 * wait before the next attempt, up to a cap; a key forgets its failures a day after the last one.
 * The only module that writes the `login_throttle` table.
 */
import type { Database } from "../database.server";

export const LOGIN_THROTTLE = {
  /** Failures one network may make against one email before waits begin. */
  freePerPair: 5,
  /** Failures one network may make across all emails before waits begin (a school shares one address). */
  freePerNetwork: 30,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/** Doublings beyond which the wait is capped anyway; keeps the SQL shift small. */
const MAX_DOUBLINGS = 16;

/** Seconds to wait after the last failure once `failures` have been counted against a key allowing `free`. */
export function waitAfter(failures: number, free: number) {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, MAX_DOUBLINGS);
  return Math.min(LOGIN_THROTTLE.firstWaitSeconds * 2 ** doublings, LOGIN_THROTTLE.maxWaitSeconds);
}

export type LoginAttempt = { ok: true; attempt: string } | { ok: false; retryAfterSeconds: number };

interface ThrottleRow {
  key: string;
  failures: number;
  last_failure_at: number;
}

const pairKey = (email: string, network: string) => `pair:${network}|${email}`;
const networkKey = (network: string) => `network:${network}`;

/**
 * Counts attempt `?7` as a failure against `?1` unless the key must still wait, or `after` is given
 * and attempt `?7` was not counted against that key (`?8`); then it changes nothing and returns no
 * row. One statement, so concurrent attempts cannot slip past the count.
 */
function countStatement(
  db: Database,
  { key, free, attempt, now, after = null }: { key: string; free: number; attempt: string; now: number; after?: string | null },
) {
  const { firstWaitSeconds, maxWaitSeconds, forgetAfterSeconds } = LOGIN_THROTTLE;
  const condition = "(?8 IS NULL OR EXISTS (SELECT 1 FROM login_throttle WHERE key = ?8 AND last_attempt = ?7))";
  return db
    .prepare(
      `INSERT INTO login_throttle (key, failures, last_failure_at, last_attempt) SELECT ?1, 1, ?2, ?7 WHERE ${condition}
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN last_failure_at <= ?2 - ?3 THEN 1 ELSE failures + 1 END,
         previous_failure_at = CASE WHEN last_failure_at <= ?2 - ?3 THEN NULL ELSE last_failure_at END,
         last_failure_at = ?2,
         last_attempt = ?7
       WHERE ${condition} AND (
         last_failure_at <= ?2 - ?3 OR failures < ?4
         OR ?2 >= last_failure_at + MIN(?5 << MIN(failures - ?4, ${MAX_DOUBLINGS}), ?6))
       RETURNING failures`,
    )
    .bind(key, now, forgetAfterSeconds, free, firstWaitSeconds, maxWaitSeconds, attempt, after);
}

/** Takes attempt `attempt`'s failure back from `key` (restoring the time of the failure before it when it was the last). */
function uncountStatement(db: Database, key: string, attempt: string) {
  return db
    .prepare(
      `UPDATE login_throttle SET
         failures = MAX(failures - 1, 0),
         last_failure_at = CASE WHEN last_attempt = ?2 THEN COALESCE(previous_failure_at, last_failure_at) ELSE last_failure_at END,
         previous_failure_at = CASE WHEN last_attempt = ?2 THEN NULL ELSE previous_failure_at END,
         last_attempt = CASE WHEN last_attempt = ?2 THEN NULL ELSE last_attempt END
       WHERE key = ?1`,
    )
    .bind(key, attempt);
}

/**
 * Counts a login attempt as a failure before its password is checked (a success takes it back with
 * `forgiveLoginStatements`). A refused attempt counts for nothing and answers the seconds to wait.
 */
export async function countLoginAttempt(db: Database, email: string, network: string): Promise<LoginAttempt> {
  const now = Math.floor(Date.now() / 1000);
  const attempt = crypto.randomUUID();
  const [pair, net] = [pairKey(email, network), networkKey(network)];
  const [, pairCount, networkCount, rows] = await db.batch<ThrottleRow>([
    // Keys whose failures are forgotten are deleted: no address is kept longer than it counts.
    db
      .prepare("DELETE FROM login_throttle WHERE last_failure_at <= ? AND key NOT IN (?, ?)")
      .bind(now - LOGIN_THROTTLE.forgetAfterSeconds, pair, net),
    countStatement(db, { key: pair, free: LOGIN_THROTTLE.freePerPair, attempt, now }),
    // The network counts the attempt only when the pair did, so a refused attempt costs neither.
    countStatement(db, { key: net, free: LOGIN_THROTTLE.freePerNetwork, attempt, now, after: pair }),
    db.prepare("SELECT key, failures, last_failure_at FROM login_throttle WHERE key IN (?, ?)").bind(pair, net),
  ]);
  const pairCounted = pairCount.results.length > 0;
  if (pairCounted && networkCount.results.length > 0) return { ok: true, attempt };
  if (pairCounted) await uncountStatement(db, pair, attempt).run();
  // The rows read are as they were before this attempt, except a pair that counted it (and so did not refuse).
  const waits = rows.results
    .filter(({ key }) => !(pairCounted && key === pair))
    .map(({ key, failures, last_failure_at }) => {
      const free = key === pair ? LOGIN_THROTTLE.freePerPair : LOGIN_THROTTLE.freePerNetwork;
      return last_failure_at + waitAfter(failures, free) - now;
    });
  return { ok: false, retryAfterSeconds: Math.max(1, ...waits) };
}

/** After a successful login: the pair starts afresh, and the attempt no longer counts against the network. */
export function forgiveLoginStatements(
  db: Database,
  { email, network, attempt }: { email: string; network: string; attempt: string },
) {
  return [
    db.prepare("DELETE FROM login_throttle WHERE key = ?").bind(pairKey(email, network)),
    uncountStatement(db, networkKey(network), attempt),
  ];
}
