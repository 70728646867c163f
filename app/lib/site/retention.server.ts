/**
 * The scheduled job's deletions: everything past its time in the retention schedule (retention.ts),
 * in one batch of the tables' own writers' statements. Run hourly by the Worker's `scheduled` handler.
 */
import { deleteExpiredClassroomData } from "../classroom/deletion.server";
import type { Database } from "../database.server";
import { deleteOldOutboxStatement } from "../email/outbox.server";
import { deleteExpiredSessionsStatement } from "../accounts/session.server";
import { deleteSpentTokensStatement } from "../accounts/tokens.server";
import { purgeLimitStatements } from "../limits/rate-limits.server";
import { deleteOldMessagesStatement } from "./messages.server";
import { RETENTION_MS } from "./retention";

/** Deletes what the schedule no longer keeps; answers how many rows of each kind went. */
export async function purgeExpiredData(db: Database, now = Date.now()) {
  const seconds = Math.floor(now / 1000);
  const before = (keptMs: number) => new Date(now - keptMs).toISOString();
  const results = await db.batch([
    deleteOldMessagesStatement(db, before(RETENTION_MS.messages)),
    deleteOldOutboxStatement(db, before(RETENTION_MS.outbox)),
    deleteSpentTokensStatement(db, seconds - RETENTION_MS.emailLinks / 1000),
    deleteExpiredSessionsStatement(db, seconds - RETENTION_MS.sessions / 1000),
    ...purgeLimitStatements(db, seconds),
  ]);
  const [messages, outbox, emailLinks, sessions, ...counters] = results.map((result) => result.meta.changes);
  const classroom = await deleteExpiredClassroomData(db, now);
  return { messages, outbox, emailLinks, sessions, networkCounters: counters.reduce((sum, n) => sum + n, 0), ...classroom };
}
