/**
 * Every rate limit and throttle, as named tiers in one place (docs/decisions/0028). Three shapes,
 * each counted in D1 with its check and its count in one statement (or one batch), so concurrent
 * requests cannot slip past a limit:
 * - fixed windows (`rate_limits`): sign-ups, password-reset emails, messages and classroom
 *   submissions per network or per assignment, and account emails per recipient;
 * - the new-visitor allowance (`new_account_limits`): an hourly and a daily window per network,
 *   taken together;
 * - failed logins (`login_throttle`): a few free failures per account-and-network pair and per
 *   network, then a doubling wait (docs/decisions/0014).
 * Limits that are rows of their own table (assignments an hour, checkouts a minute) are checked by
 * that table's insert; their numbers live here too. This module is the only writer of the three
 * tables above, and the daily job's purge of them (`purgeLimitStatements`) is here as well.
 */
import { sha256Hex } from "../encoding";
import type { Database } from "../database.server";
import type { Ipv6Prefix } from "../accounts/client-network";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface FixedWindowTier {
  /** Requests allowed per window; the next one is refused until the window ends. */
  limit: number;
  windowSeconds: number;
  /** What a request counts against: its network (IPv6 by this prefix), an assignment, an address. */
  per: string;
  ipv6Prefix?: Ipv6Prefix;
}

/**
 * Fixed-window tiers. A class of 35 behind one school address must fit in every per-network tier in
 * one lesson, with room for retries; each number is the smallest that does, so one client with a
 * script gets that much and no more.
 */
export const TIERS = {
  /** A class of 30 can all sign up within the hour (docs/decisions/0015). */
  signUpPerNetwork: { limit: 40, windowSeconds: HOUR, per: "network (IPv6 /64)", ipv6Prefix: 64 },
  /**
   * Reset emails asked for by one network, counted only for addresses that have an account, after
   * the answer: requests for unknown addresses cost nothing, so junk cannot block a school's resets.
   */
  resetPerNetwork: { limit: 20, windowSeconds: HOUR, per: "network (IPv6 /64)", ipv6Prefix: 64 },
  /** Account emails to one address, whoever asks; deleting and re-creating the account does not reset it. */
  emailsPerRecipient: { limit: 5, windowSeconds: HOUR, per: "recipient address (SHA-256)" },
  /** Contact form, help panel and POST /api/messages together. */
  messagesPerNetwork: { limit: 20, windowSeconds: 10 * MINUTE, per: "network (IPv6 /48)", ipv6Prefix: 48 },
  /** A class of 35 behind one school address sends in the same minute, with room for retries. */
  submissionsPerNetworkPerAssignment: {
    limit: 45,
    windowSeconds: 10 * MINUTE,
    per: "network (IPv6 /48) and assignment",
    ipv6Prefix: 48,
  },
  /** Several classes at once; the 200-submission cap then takes at least 20 minutes to reach. */
  submissionsPerAssignment: { limit: 100, windowSeconds: 10 * MINUTE, per: "assignment" },
} as const satisfies Record<string, FixedWindowTier>;

export type TierName = keyof typeof TIERS;

/** The new-visitor allowance: every new account brings 10 free downloads (docs/decisions/0014). */
export const NEW_VISITOR_TIER = { perHour: 60, perDay: 240, per: "network (IPv6 /48)", ipv6Prefix: 48 } as const;

/** Failed logins (docs/decisions/0014, 0028). */
export const LOGIN_THROTTLE = {
  /** Failures one network may make against one email before waits begin: the per-account protection. */
  freePerPair: 5,
  /** Failures one network may make across all emails before it counts as busy (a school shares one address). */
  freePerNetwork: 30,
  /**
   * On a busy network an account is still tried while its own pair has at most this many failures
   * (this attempt included): a correct password for an account nobody is guessing still logs in,
   * while a sprayer gets 2 guesses per account instead of 5.
   */
  freePerPairOnBusyNetwork: 2,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * MINUTE,
  forgetAfterSeconds: DAY,
};

/** Limits checked by their own table's insert; the numbers are here so every tier reads in one place. */
export const ROW_LIMITS = {
  assignmentsPerAccount: { limit: 30, windowSeconds: HOUR },
  checkoutsPerAccount: { limit: 5, windowSeconds: MINUTE },
} as const;

const nowSeconds = () => Math.floor(Date.now() / 1000);

// ---------------------------------------------------------------------------------------------
// Fixed windows (`rate_limits`)

/** The counter key of `who` under a tier. Addresses are hashed, so the table holds no email address. */
export async function tierKey(tier: TierName, who: string) {
  return tier === "emailsPerRecipient" ? `mail:${await sha256Hex(who)}` : `${tier}:${who}`;
}

/** The statement that counts one request against `key` and returns its count and window start. */
function countStatement(db: Database, key: string, windowSeconds: number, now: number) {
  return db
    .prepare(
      `INSERT INTO rate_limits (key, count, window_start) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
       RETURNING count, window_start`,
    )
    .bind(key, now, now - windowSeconds);
}

function waitFor(row: { count: number; window_start: number } | null, { limit, windowSeconds }: FixedWindowTier, now: number) {
  if (!row || row.count <= limit) return 0;
  return Math.max(1, row.window_start + windowSeconds - now);
}

/** Counts one request of `who` against a tier; answers 0 when it is allowed, else the seconds until the window ends. */
export async function countRequest(db: Database, tier: TierName, who: string) {
  const now = nowSeconds();
  const row = await countStatement(db, await tierKey(tier, who), TIERS[tier].windowSeconds, now).first<{
    count: number;
    window_start: number;
  }>();
  return waitFor(row, TIERS[tier], now);
}

/**
 * Counts one request against several tiers at once (one batch): allowed only when every tier allows
 * it; answers the longest wait otherwise. A refused request still counts, so hammering a full tier
 * keeps it full rather than sliding in at the edge of the window.
 */
export async function countRequestAll(db: Database, counts: [TierName, string][]) {
  const now = nowSeconds();
  const statements = await Promise.all(
    counts.map(async ([tier, who]) => countStatement(db, await tierKey(tier, who), TIERS[tier].windowSeconds, now)),
  );
  const results = await db.batch<{ count: number; window_start: number }>(statements);
  return Math.max(0, ...results.map((result, index) => waitFor(result.results[0] ?? null, TIERS[counts[index][0]], now)));
}

// ---------------------------------------------------------------------------------------------
// The new-visitor allowance (`new_account_limits`)

export type NewAccountSlot = { ok: true } | { ok: false; retryAfterSeconds: number };

interface NewAccountRow {
  hour_start: number;
  hour_count: number;
  day_start: number;
  day_count: number;
}

/**
 * Takes one of the network's new-account slots, or answers how long until one is free. The check
 * and the count are one statement, so concurrent requests cannot exceed the limits.
 */
export async function takeNewAccountSlot(db: Database, network: string): Promise<NewAccountSlot> {
  const now = nowSeconds();
  const { perHour, perDay } = NEW_VISITOR_TIER;
  const [, taken, row] = await db.batch<NewAccountRow>([
    // Networks whose day is over are forgotten: no address is kept longer than it counts.
    db.prepare("DELETE FROM new_account_limits WHERE day_start <= ? AND network != ?").bind(now - DAY, network),
    db
      .prepare(
        `INSERT INTO new_account_limits (network, hour_start, hour_count, day_start, day_count) VALUES (?1, ?2, 1, ?2, 1)
         ON CONFLICT (network) DO UPDATE SET
           hour_count = CASE WHEN hour_start <= ?2 - ?3 THEN 1 ELSE hour_count + 1 END,
           hour_start = CASE WHEN hour_start <= ?2 - ?3 THEN ?2 ELSE hour_start END,
           day_count = CASE WHEN day_start <= ?2 - ?4 THEN 1 ELSE day_count + 1 END,
           day_start = CASE WHEN day_start <= ?2 - ?4 THEN ?2 ELSE day_start END
         WHERE (hour_start <= ?2 - ?3 OR hour_count < ?5) AND (day_start <= ?2 - ?4 OR day_count < ?6)
         RETURNING hour_count`,
      )
      .bind(network, now, HOUR, DAY, perHour, perDay),
    db.prepare("SELECT hour_start, hour_count, day_start, day_count FROM new_account_limits WHERE network = ?").bind(network),
  ]);
  if (taken.results.length > 0) return { ok: true };
  const limits = row.results[0];
  const dayFull = limits.day_count >= perDay && limits.day_start > now - DAY;
  const freeAt = dayFull ? limits.day_start + DAY : limits.hour_start + HOUR;
  return { ok: false, retryAfterSeconds: Math.max(1, freeAt - now) };
}

// ---------------------------------------------------------------------------------------------
// Failed logins (`login_throttle`)

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
function failureStatement(
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
 * A busy network (past its free failures) refuses only accounts that are themselves being guessed
 * from it: a correct password for any other account still logs in (docs/decisions/0028).
 */
export async function countLoginAttempt(db: Database, email: string, network: string): Promise<LoginAttempt> {
  const now = nowSeconds();
  const attempt = crypto.randomUUID();
  const [pair, net] = [pairKey(email, network), networkKey(network)];
  const [, pairCount, networkCount, rows] = await db.batch<ThrottleRow>([
    // Keys whose failures are forgotten are deleted: no address is kept longer than it counts.
    db
      .prepare("DELETE FROM login_throttle WHERE last_failure_at <= ? AND key NOT IN (?, ?)")
      .bind(now - LOGIN_THROTTLE.forgetAfterSeconds, pair, net),
    failureStatement(db, { key: pair, free: LOGIN_THROTTLE.freePerPair, attempt, now }),
    // The network counts the attempt only when the pair did, so a refused attempt costs neither.
    failureStatement(db, { key: net, free: LOGIN_THROTTLE.freePerNetwork, attempt, now, after: pair }),
    db.prepare("SELECT key, failures, last_failure_at FROM login_throttle WHERE key IN (?, ?)").bind(pair, net),
  ]);
  const pairFailures = pairCount.results[0]?.failures;
  if (pairFailures !== undefined) {
    if (networkCount.results.length > 0) return { ok: true, attempt };
    if (pairFailures <= LOGIN_THROTTLE.freePerPairOnBusyNetwork) return { ok: true, attempt };
    await uncountStatement(db, pair, attempt).run();
  }
  const pairCounted = pairFailures !== undefined;
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

// ---------------------------------------------------------------------------------------------
// Retention

/** The longest fixed window: a `rate_limits` row older than this counts for nothing. */
const LONGEST_WINDOW = Math.max(...Object.values(TIERS).map((tier) => tier.windowSeconds));

/**
 * Deletes every counter that no longer counts, for the scheduled job: fixed windows that are over,
 * new-visitor days that are over, and login failures forgotten a day after the last one. Network
 * addresses are in all three, so none is kept longer than its window (at most a day) plus the
 * time until the next run.
 */
export function purgeLimitStatements(db: Database, now = nowSeconds()) {
  return [
    db.prepare("DELETE FROM rate_limits WHERE window_start <= ?").bind(now - LONGEST_WINDOW),
    db.prepare("DELETE FROM new_account_limits WHERE day_start <= ?").bind(now - DAY),
    db.prepare("DELETE FROM login_throttle WHERE last_failure_at <= ?").bind(now - LOGIN_THROTTLE.forgetAfterSeconds),
  ];
}
