/**
 * How many new accounts one network may create. Every new account brings the free allowance, so
 * this is what keeps clearing cookies from being an unlimited source of free downloads, while a
 * class of 30 behind one school address still gets one each (docs/decisions/0014). Counted in D1,
 * in an hourly and a daily window per network (client-network.ts), and kept no longer than a day.
 * The only module that writes the `new_account_limits` table.
 */
import type { Database } from "../database.server";

export const NEW_ACCOUNT_LIMITS = { perHour: 60, perDay: 240 };

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export type NewAccountSlot = { ok: true } | { ok: false; retryAfterSeconds: number };

interface LimitRow {
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
  const now = Math.floor(Date.now() / 1000);
  const [, taken, row] = await db.batch<LimitRow>([
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
      .bind(network, now, HOUR, DAY, NEW_ACCOUNT_LIMITS.perHour, NEW_ACCOUNT_LIMITS.perDay),
    db.prepare("SELECT hour_start, hour_count, day_start, day_count FROM new_account_limits WHERE network = ?").bind(network),
  ]);
  if (taken.results.length > 0) return { ok: true };
  const limits = row.results[0];
  const dayFull = limits.day_count >= NEW_ACCOUNT_LIMITS.perDay && limits.day_start > now - DAY;
  const freeAt = dayFull ? limits.day_start + DAY : limits.hour_start + HOUR;
  return { ok: false, retryAfterSeconds: Math.max(1, freeAt - now) };
}
