/**
 * Failed-login throttling, counted in D1 per email and per IP in a fixed window. The only module
 * that writes the `login_throttle` table.
 */
import type { Database } from "../database.server";

/** Failed logins allowed per window before logging in is refused for the rest of it. */
export const THROTTLE = { perEmail: 5, perIp: 20, windowSeconds: 15 * 60 };

/** Counts this failed-or-not-yet-known attempt; answers the seconds to wait when over a limit, else 0. */
export async function countLoginAttempt(db: Database, email: string, ip: string) {
  const now = Math.floor(Date.now() / 1000);
  const cutoff = now - THROTTLE.windowSeconds;
  const upsert = db.prepare(
    `INSERT INTO login_throttle (key, failures, window_start) VALUES (?1, 1, ?2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN window_start <= ?3 THEN 1 ELSE failures + 1 END,
       window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
     RETURNING failures, window_start`,
  );
  const [byEmail, byIp] = await db.batch<{ failures: number; window_start: number }>([
    upsert.bind(`email:${email}`, now, cutoff),
    upsert.bind(`ip:${ip}`, now, cutoff),
  ]);
  const waits = [
    [byEmail.results[0], THROTTLE.perEmail],
    [byIp.results[0], THROTTLE.perIp],
  ] as const;
  const over = waits
    .filter(([row, limit]) => row.failures > limit)
    .map(([row]) => row.window_start + THROTTLE.windowSeconds - now);
  return over.length ? Math.max(1, ...over) : 0;
}

/** After a successful login: the email starts afresh, and the attempt no longer counts against the IP. */
export function forgiveLoginStatements(db: Database, email: string, ip: string) {
  return [
    db.prepare("DELETE FROM login_throttle WHERE key = ?").bind(`email:${email}`),
    db.prepare("UPDATE login_throttle SET failures = MAX(failures - 1, 0) WHERE key = ?").bind(`ip:${ip}`),
  ];
}
