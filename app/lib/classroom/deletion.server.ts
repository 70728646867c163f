/**
 * Deleting student data: a teacher deletes one assignment with its answers, and the Worker's daily
 * cron deletes every assignment made more than a year ago with its answers (docs/decisions/0020).
 * Each runs the two writers' statements in one batch, answers first.
 */
import { deleteAssignmentStatement, deleteExpiredAssignmentsStatement } from "./assignments.server";
import { deleteExpiredSubmissionsStatement, deleteSubmissionsStatement } from "./submissions.server";

/** True when this account had the assignment and it is gone now, with its answers. */
export async function deleteAssignment(db: D1Database, code: string, accountId: string) {
  const [, assignment] = await db.batch([
    deleteSubmissionsStatement(db, code, accountId),
    deleteAssignmentStatement(db, code, accountId),
  ]);
  return assignment.meta.changes === 1;
}

/** Deletes what has passed its year; answers how many assignments and submissions went. */
export async function deleteExpiredClassroomData(db: D1Database, now = Date.now()) {
  const [submissions, assignments] = await db.batch([
    deleteExpiredSubmissionsStatement(db, now),
    deleteExpiredAssignmentsStatement(db, now),
  ]);
  return { assignments: assignments.meta.changes, submissions: submissions.meta.changes };
}
