/**
 * Deleting student data: a teacher deletes one assignment with its answers, and the Worker's daily
 * cron deletes every assignment made more than a year ago with its answers (docs/decisions/0020).
 * Each runs the two writers' statements in one batch, answers first.
 */
import type { Database } from "../database.server";
import {
  deleteAccountAssignmentsStatement,
  deleteAssignmentStatement,
  deleteExpiredAssignmentsStatement,
} from "./assignments.server";
import {
  deleteAccountSubmissionsStatements,
  deleteExpiredSubmissionsStatements,
  deleteSubmissionsStatements,
} from "./submissions.server";

/** True when this account had the assignment and it is gone now, with its answers. */
export async function deleteAssignment(db: Database, code: string, accountId: string) {
  const results = await db.batch([
    ...deleteSubmissionsStatements(db, code, accountId),
    deleteAssignmentStatement(db, code, accountId),
  ]);
  return results[results.length - 1].meta.changes === 1;
}

/** The statements that delete an account's assignments with every answer to them, for the account's deletion batch. */
export function deleteAccountClassroomStatements(db: Database, accountId: string) {
  return [...deleteAccountSubmissionsStatements(db, accountId), deleteAccountAssignmentsStatement(db, accountId)];
}

/** Deletes what has passed its year; answers how many assignments and submissions went. */
export async function deleteExpiredClassroomData(db: Database, now = Date.now()) {
  const [, submissions, assignments] = await db.batch([
    ...deleteExpiredSubmissionsStatements(db, now),
    deleteExpiredAssignmentsStatement(db, now),
  ]);
  return { assignments: assignments.meta.changes, submissions: submissions.meta.changes };
}
