/**
 * Fixed-window rate limits counted in D1: sign-ups and password-reset requests per IP, and emails
 * per recipient. The only module that writes the `rate_limits` table. The count and the check are
 * one statement, so concurrent requests cannot slip past a limit.
 */
import { sha256Hex } from "../encoding";
import type { Database } from "../database.server";

export interface RateLimit {
  /** Requests allowed per window; the next one is refused until the window ends. */
  limit: number;
  windowSeconds: number;
}

/**
 * A class of 30 behind one school network can all sign up (and a few retry) within the hour; one
 * address gets at most a handful of account emails an hour however many people ask for them.
 */
export const RATE_LIMITS = {
  signUpPerIp: { limit: 40, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  emailsPerRecipient: { limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

/** Counts one request against `key`; answers 0 when it is allowed, else the seconds until the window ends. */
export async function countRequest(db: Database, key: string, { limit, windowSeconds }: RateLimit) {
  const now = Math.floor(Date.now() / 1000);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, count, window_start) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
       RETURNING count, window_start`,
    )
    .bind(key, now, now - windowSeconds)
    .first<{ count: number; window_start: number }>();
  if (!row || row.count <= limit) return 0;
  return Math.max(1, row.window_start + windowSeconds - now);
}

/** The key for limits on one email address: its hash, so the table holds no addresses. */
export async function recipientKey(email: string) {
  return `mail:${await sha256Hex(email)}`;
}

/** Forgets an address's counters (when its account is deleted); run in the caller's batch. */
export async function forgetRecipientStatement(db: Database, email: string) {
  return db.prepare("DELETE FROM rate_limits WHERE key = ?").bind(await recipientKey(email));
}
