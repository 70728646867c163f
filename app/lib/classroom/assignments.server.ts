/**
 * Assignments: a teacher's quiz or worksheet under a short code that students open without an
 * account. The only module that writes the `assignments` table. An assignment is kept for a year
 * after it was made (docs/decisions/0020): older rows are invisible here and deleted by the daily
 * cleanup (app/lib/classroom/retention.server.ts).
 */
import { getItem } from "../catalogue/catalogue.server";
import type { ItemRef } from "../catalogue/item-ref";
import { generateCode } from "./codes";
import { ROW_LIMITS } from "../limits/rate-limits.server";
import type { AnswersShown, NewAssignment } from "./schemas";
import type { Database } from "../database.server";
import { DEFAULT_LEVEL, type Level } from "../generators/generator";

/** The assignmentsPerAccount tier (app/lib/limits/rate-limits.server.ts), checked by the insert itself. */
export const ASSIGNMENTS_PER_HOUR = ROW_LIMITS.assignmentsPerAccount.limit;
const HOUR_MS = ROW_LIMITS.assignmentsPerAccount.windowSeconds * 1000;
export const RETENTION_DAYS = 365;
export const RETENTION_MS = RETENTION_DAYS * 24 * HOUR_MS;
/** With 30^8 codes a collision is rare; a few fresh draws make it vanishingly so. */
const CODE_ATTEMPTS = 5;

export interface Assignment {
  code: string;
  accountId: string;
  item: ItemRef;
  /** The teacher's own title for the class, shown above the item's title. */
  title: string | null;
  /** Milliseconds since the epoch; null while open with no deadline. */
  closesAt: number | null;
  createdAt: number;
  /** When students see the model answers (docs/decisions/0028). */
  answersShown: AnswersShown;
  /** A generated worksheet's level: each student gets their own version at it; null for one-version items. */
  level: Level | null;
}

interface AssignmentRow {
  code: string;
  account_id: string;
  item_kind: ItemRef["kind"];
  item_id: number;
  title: string | null;
  closes_at: number | null;
  created_at: number;
  answers_shown: AnswersShown;
  level: Level | null;
}

const COLUMNS = "code, account_id, item_kind, item_id, title, closes_at, created_at, answers_shown, level";

function toAssignment(row: AssignmentRow): Assignment {
  return {
    code: row.code,
    accountId: row.account_id,
    item: { kind: row.item_kind, id: row.item_id },
    title: row.title,
    closesAt: row.closes_at,
    createdAt: row.created_at,
    answersShown: row.answers_shown,
    level: row.level,
  };
}

export function isOpen(assignment: Pick<Assignment, "closesAt">, now = Date.now()) {
  return assignment.closesAt === null || assignment.closesAt > now;
}

/** When the assignment and its answers are deleted automatically. */
export function deletionTime(assignment: Pick<Assignment, "createdAt">) {
  return assignment.createdAt + RETENTION_MS;
}

export type CreateAssignmentOutcome =
  | { ok: true; code: string }
  | { ok: false; error: "unknown_item" }
  | { ok: false; error: "one_version" }
  | { ok: false; error: "rate_limited"; retryAfterSeconds: number };

export async function createAssignment(
  db: D1Database,
  accountId: string,
  request: NewAssignment,
  now = Date.now(),
): Promise<CreateAssignmentOutcome> {
  const item = getItem(request.kind, request.id);
  if (!item) return { ok: false, error: "unknown_item" };
  const generated = item.kind === "worksheet" && item.generated !== null;
  if (request.level && !generated) return { ok: false, error: "one_version" };
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = generateCode();
    const [inserted, recent] = await db.batch([
      // The limit check, the uniqueness of the code and the write are one statement, so neither
      // concurrent requests nor a colliding code can get past them.
      db
        .prepare(
          `INSERT INTO assignments (code, account_id, item_kind, item_id, title, closes_at, created_at, answers_shown, level)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?10, ?11
           WHERE (SELECT COUNT(*) FROM assignments WHERE account_id = ?2 AND created_at > ?7 - ?8) < ?9
           ON CONFLICT (code) DO NOTHING`,
        )
        .bind(
          code,
          accountId,
          request.kind,
          request.id,
          request.title ?? null,
          request.closesAt ?? null,
          now,
          HOUR_MS,
          ASSIGNMENTS_PER_HOUR,
          request.answersShown ?? "after-submitting",
          generated ? (request.level ?? DEFAULT_LEVEL) : null,
        ),
      db
        .prepare("SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM assignments WHERE account_id = ? AND created_at > ?")
        .bind(accountId, now - HOUR_MS),
    ]);
    if (inserted.meta.changes === 1) return { ok: true, code };
    const { n, oldest } = (recent.results as { n: number; oldest: number | null }[])[0];
    if (n >= ASSIGNMENTS_PER_HOUR) {
      const since = oldest ?? now;
      return { ok: false, error: "rate_limited", retryAfterSeconds: Math.max(1, Math.ceil((since + HOUR_MS - now) / 1000)) };
    }
  }
  throw new Error(`No free assignment code after ${CODE_ATTEMPTS} attempts`);
}

/** A live assignment by its stored code (see normalizeCode), or null when there is none or it has expired. */
export async function findAssignment(db: Database, code: string, now = Date.now()): Promise<Assignment | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM assignments WHERE code = ? AND created_at > ?`)
    .bind(code, now - RETENTION_MS)
    .first<AssignmentRow>();
  return row && toAssignment(row);
}

/** The assignment when this account made it; null for everyone else, exactly as for an unknown code. */
export async function findOwnedAssignment(db: Database, code: string, accountId: string, now = Date.now()) {
  const assignment = await findAssignment(db, code, now);
  return assignment?.accountId === accountId ? assignment : null;
}

export type AssignmentListing = Assignment & { submissions: number };

/** The account's live assignments, newest first, with how many students have answered each. */
export async function listAssignments(db: Database, accountId: string, now = Date.now()): Promise<AssignmentListing[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS.split(", ")
        .map((column) => `a.${column}`)
        .join(", ")}, (SELECT COUNT(*) FROM submissions s WHERE s.assignment_code = a.code) AS submissions
       FROM assignments a WHERE a.account_id = ? AND a.created_at > ? ORDER BY a.created_at DESC`,
    )
    .bind(accountId, now - RETENTION_MS)
    .all<AssignmentRow & { submissions: number }>();
  return results.map((row) => ({ ...toAssignment(row), submissions: row.submissions }));
}

/**
 * Closes (from now, or keeps an earlier closing time that has passed) or reopens (no deadline) an
 * assignment of this account. Null when the account has no such assignment.
 */
export async function setAssignmentClosed(
  db: D1Database,
  code: string,
  accountId: string,
  closed: boolean,
  now = Date.now(),
): Promise<Assignment | null> {
  const row = await db
    .prepare(
      `UPDATE assignments
       SET closes_at = CASE WHEN ?1 THEN (CASE WHEN closes_at IS NOT NULL AND closes_at <= ?2 THEN closes_at ELSE ?2 END) ELSE NULL END
       WHERE code = ?3 AND account_id = ?4 AND created_at > ?2 - ?5
       RETURNING ${COLUMNS}`,
    )
    .bind(closed ? 1 : 0, now, code, accountId, RETENTION_MS)
    .first<AssignmentRow>();
  return row && toAssignment(row);
}

/** Sets when students see the model answers, for an assignment of this account; null when it has none such. */
export async function setAnswersShown(
  db: D1Database,
  code: string,
  accountId: string,
  answersShown: AnswersShown,
  now = Date.now(),
): Promise<Assignment | null> {
  const row = await db
    .prepare(
      `UPDATE assignments SET answers_shown = ?1 WHERE code = ?2 AND account_id = ?3 AND created_at > ?4 RETURNING ${COLUMNS}`,
    )
    .bind(answersShown, code, accountId, now - RETENTION_MS)
    .first<AssignmentRow>();
  return row && toAssignment(row);
}

/** Deletes an assignment of this account; run it in one batch with its submissions' deletion. */
export function deleteAssignmentStatement(db: Database, code: string, accountId: string) {
  return db.prepare("DELETE FROM assignments WHERE code = ? AND account_id = ?").bind(code, accountId);
}

/** Deletes every assignment of an account; run it after their submissions' deletion. */
export function deleteAccountAssignmentsStatement(db: Database, accountId: string) {
  return db.prepare("DELETE FROM assignments WHERE account_id = ?").bind(accountId);
}

/** Deletes the assignments made more than a year before `now`; run it after their submissions' deletion. */
export function deleteExpiredAssignmentsStatement(db: Database, now: number) {
  return db.prepare("DELETE FROM assignments WHERE created_at <= ?").bind(now - RETENTION_MS);
}
