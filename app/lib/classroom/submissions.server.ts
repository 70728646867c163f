/**
 * Students' answers to assignments: checked on the server, stored once per name, overruled by the
 * teacher, removed one by one by the teacher, and re-marked when the teacher accepts an answer for
 * everyone. The only module that writes the `submissions` and `accepted_answers` tables. Each write
 * is one statement or one batch: the assignment being open, the 200-submission cap and the
 * one-row-per-name rule are checked by the insert itself, so concurrent or repeated sends cannot get
 * past them. Before that, each send counts against its network's and the assignment's share of
 * submissions over time, so one client cannot fill the cap in seconds (docs/decisions/0028). Scores
 * count parts (docs/decisions/0026).
 */
import { studentItem } from "./versions";
import { countRequestAll } from "../limits/rate-limits.server";
import { responseKey, type Response, type Verdict } from "../questions/check";
import { gradeAll } from "../questions/grading.server";
import { fieldUnit } from "../questions/public-shape";
import { responseText } from "../questions/responses";
import { slotsOf, type Slot } from "../questions/slots";
import { findAssignment, isOpen, RETENTION_MS, type Assignment } from "./assignments.server";
import { nameKey, type SubmissionInput, type TeacherVerdict } from "./schemas";
import type { Database } from "../database.server";

export const MAX_SUBMISSIONS = 200;

/**
 * One answer as stored, one per slot (a question or a part) in the item's order: the response, its
 * text for people, its folded key (for "accept for everyone"), the checker's verdict and the teacher's.
 * Rows written before parts existed have only `answer`, `checker` and `teacher`.
 */
interface StoredAnswer {
  slot?: string;
  response?: Response;
  answer: string;
  key?: string;
  checker: Verdict;
  teacher?: TeacherVerdict;
}

export interface CheckedAnswer {
  /** The slot's key: "3", "2c". */
  slot: string;
  answer: string;
  response: Response;
  /** The teacher's verdict when they gave one, else the checker's. */
  verdict: Verdict;
  overruled: boolean;
}

export interface Submission {
  id: string;
  name: string;
  score: number;
  total: number;
  /** Milliseconds since the epoch. */
  submittedAt: number;
  answers: CheckedAnswer[];
}

interface SubmissionRow {
  id: string;
  name: string;
  answers: string;
  score: number;
  total: number;
  submitted_at: number;
}

const COLUMNS = "id, name, answers, score, total, submitted_at";

function toSubmission(row: SubmissionRow): Submission {
  const stored = JSON.parse(row.answers) as StoredAnswer[];
  return {
    id: row.id,
    name: row.name,
    score: row.score,
    total: row.total,
    submittedAt: row.submitted_at,
    answers: stored.map(({ slot, response, answer, checker, teacher }, index) => ({
      slot: slot ?? String(index + 1),
      answer,
      response: response ?? [answer],
      verdict: teacher ?? checker,
      overruled: teacher !== undefined,
    })),
  };
}

export type SubmitOutcome =
  | { ok: true; submission: Submission; assignment: Assignment; replayed: boolean }
  | { ok: false; error: "unknown_assignment" | "item_withdrawn" | "closed" | "full" | "name_taken" | "unknown_question" }
  | { ok: false; error: "too_many"; retryAfterSeconds: number }
  | { ok: false; error: "wrong_answer_count"; expected: number };

/**
 * The responses by slot key from what a student sent: a list (one string per question, for items
 * whose questions have no parts) or answers keyed by slot. Null when they do not fit the item.
 */
function responsesOf(slots: readonly Slot[], questionCount: number, answers: SubmissionInput["answers"]) {
  const responses = new Map<string, Response>();
  if (Array.isArray(answers)) {
    if (answers.length !== questionCount || slots.length !== questionCount) return null;
    slots.forEach((slot, index) => responses.set(slot.key, [answers[index]]));
    return responses;
  }
  const keys = new Set(slots.map((slot) => slot.key));
  for (const [key, value] of Object.entries(answers)) {
    if (!keys.has(key)) return null;
    responses.set(key, typeof value === "string" ? [value] : value);
  }
  return responses;
}

/** The answers the teacher accepted for everyone on this assignment, as "slot answer-key". */
async function acceptedAnswers(db: Database, code: string) {
  const { results } = await db
    .prepare("SELECT slot, answer_key FROM accepted_answers WHERE assignment_code = ?")
    .bind(code)
    .all<{ slot: string; answer_key: string }>();
  return new Set(results.map((row) => `${row.slot} ${row.answer_key}`));
}

/**
 * Who is sending: their network (for the per-network share) and, from the page, the SHA-256 of a
 * random receipt kept in their browser, so that browser can see its result again.
 */
export interface Sender {
  network: string;
  receiptHash?: string | null;
}

/**
 * Checks and stores a student's answers. Sending the same name and answers again (a double click,
 * a reload after posting) finds the first submission; the same name with other answers is refused,
 * since each student submits once.
 */
export async function submitAnswers(
  db: D1Database,
  code: string,
  input: SubmissionInput,
  sender: Sender,
  now = Date.now(),
): Promise<SubmitOutcome> {
  const assignment = await findAssignment(db, code, now);
  if (!assignment) return { ok: false, error: "unknown_assignment" };
  // A generated worksheet gives each student their own version: checked against their own key.
  const item = studentItem(assignment, input.name);
  if (!item) return { ok: false, error: "item_withdrawn" };
  if (!isOpen(assignment, now)) return { ok: false, error: "closed" };
  const slots = slotsOf(item.questions);
  const responses = responsesOf(slots, item.questions.length, input.answers);
  if (!responses) {
    return Array.isArray(input.answers)
      ? { ok: false, error: "wrong_answer_count", expected: item.questions.length }
      : { ok: false, error: "unknown_question" };
  }
  const retryAfterSeconds = await countRequestAll(db, [
    ["submissionsPerNetworkPerAssignment", `${code}|${sender.network}`],
    ["submissionsPerAssignment", code],
  ]);
  if (retryAfterSeconds > 0) return { ok: false, error: "too_many", retryAfterSeconds };

  const accepted = await acceptedAnswers(db, code);
  const answers: StoredAnswer[] = gradeAll(item, responses).map(({ key, response, verdict }, index) => {
    const folded = responseKey(response);
    return {
      slot: key,
      response,
      answer: responseText(fieldUnit(slots[index].unit), response),
      key: folded,
      checker: accepted.has(`${key} ${folded}`) ? "correct" : verdict,
    };
  });
  const score = answers.filter((answer) => answer.checker === "correct").length;
  const id = crypto.randomUUID();
  const key = nameKey(input.name);
  const [, stored, state] = await db.batch([
    db
      .prepare(
        `INSERT INTO submissions (id, assignment_code, name, name_key, answers, score, total, submitted_at, receipt_hash)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?11
         WHERE EXISTS (SELECT 1 FROM assignments WHERE code = ?2 AND created_at > ?8 - ?9 AND (closes_at IS NULL OR closes_at > ?8))
           AND (SELECT COUNT(*) FROM submissions WHERE assignment_code = ?2) < ?10
         ON CONFLICT (assignment_code, name_key) DO NOTHING`,
      )
      .bind(
        id,
        code,
        input.name,
        key,
        JSON.stringify(answers),
        score,
        answers.length,
        now,
        RETENTION_MS,
        MAX_SUBMISSIONS,
        sender.receiptHash ?? null,
      ),
    db.prepare(`SELECT ${COLUMNS} FROM submissions WHERE assignment_code = ? AND name_key = ?`).bind(code, key),
    db
      .prepare(
        `SELECT closes_at, (SELECT COUNT(*) FROM submissions WHERE assignment_code = ?1) AS submissions
         FROM assignments WHERE code = ?1 AND created_at > ?2`,
      )
      .bind(code, now - RETENTION_MS),
  ]);

  const row = (stored.results as SubmissionRow[])[0];
  if (row) {
    const submission = toSubmission(row);
    if (row.id === id) return { ok: true, submission, assignment, replayed: false };
    const same =
      submission.answers.length === answers.length &&
      submission.answers.every((answer, index) => responseKey(answer.response) === answers[index].key);
    return same ? { ok: true, submission, assignment, replayed: true } : { ok: false, error: "name_taken" };
  }
  // Nothing stored: the assignment closed, filled up or was deleted between the read and the write.
  const current = (state.results as { closes_at: number | null; submissions: number }[])[0];
  if (!current) return { ok: false, error: "unknown_assignment" };
  if (!isOpen({ closesAt: current.closes_at }, now)) return { ok: false, error: "closed" };
  return { ok: false, error: "full" };
}

/** The assignment's submissions in the order they arrived. */
export async function listSubmissions(db: Database, code: string): Promise<Submission[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM submissions WHERE assignment_code = ? ORDER BY submitted_at, rowid`)
    .bind(code)
    .all<SubmissionRow>();
  return results.map(toSubmission);
}

/** The submission a browser's receipt names in a live assignment, or null. */
export async function findByReceipt(db: Database, code: string, receiptHash: string, now = Date.now()) {
  const row = await db
    .prepare(
      `SELECT ${COLUMNS} FROM submissions WHERE assignment_code = ?1 AND receipt_hash = ?2
         AND EXISTS (SELECT 1 FROM assignments WHERE code = ?1 AND created_at > ?3)`,
    )
    .bind(code, receiptHash, now - RETENTION_MS)
    .first<SubmissionRow>();
  return row && toSubmission(row);
}

/**
 * The teacher removes one submission (a joke name, a flood): one statement that also checks the
 * assignment is this account's. True when it was there and is gone.
 */
export async function removeSubmission(
  db: Database,
  { code, accountId, submissionId }: { code: string; accountId: string; submissionId: string },
  now = Date.now(),
) {
  const result = await db
    .prepare(
      `DELETE FROM submissions WHERE id = ?1 AND assignment_code = ?2
         AND EXISTS (SELECT 1 FROM assignments WHERE code = ?2 AND account_id = ?3 AND created_at > ?4)`,
    )
    .bind(submissionId, code, accountId, now - RETENTION_MS)
    .run();
  return result.meta.changes === 1;
}

export type OverruleOutcome = { ok: true; submission: Submission } | { ok: false; error: "not_found" };

/**
 * The teacher's verdict on one answer (question counts from 0), and the score recomputed from every
 * answer's verdict, in one statement that also checks the assignment is this account's.
 */
export async function overruleVerdict(
  db: D1Database,
  {
    code,
    accountId,
    submissionId,
    question,
    verdict,
  }: { code: string; accountId: string; submissionId: string; question: number; verdict: TeacherVerdict },
  now = Date.now(),
): Promise<OverruleOutcome> {
  const row = await db
    .prepare(
      `UPDATE submissions
       SET answers = json_set(answers, ?1, ?2),
           score = (SELECT COUNT(*) FROM json_each(json_set(answers, ?1, ?2))
                    WHERE coalesce(json_extract(value, '$.teacher'), json_extract(value, '$.checker')) = 'correct')
       WHERE id = ?3 AND assignment_code = ?4 AND ?7 < total
         AND EXISTS (SELECT 1 FROM assignments WHERE code = ?4 AND account_id = ?5 AND created_at > ?6)
       RETURNING ${COLUMNS}`,
    )
    // D1 binds numbers as reals, so the JSON path is built here from the validated whole number.
    .bind(`$[${question}].teacher`, verdict, submissionId, code, accountId, now - RETENTION_MS, question)
    .first<SubmissionRow>();
  return row ? { ok: true, submission: toSubmission(row) } : { ok: false, error: "not_found" };
}

export type AcceptOutcome = { ok: true; remarked: number } | { ok: false; error: "not_found" };

/**
 * "Accept this answer for everyone": the answer one submission gave to one slot (counted from 0) is
 * recorded as right for the assignment, and every submission with the same folded answer there is
 * marked right by the teacher, its score recomputed; all in one batch that also checks the
 * assignment is this account's. Submissions that arrive later are marked by the record. Where each
 * student has their own version (a generated worksheet, whose `level` is set), the same answer to
 * the same part is a different answer to other numbers: only this submission is marked.
 */
export async function acceptForEveryone(
  db: D1Database,
  { code, accountId, submissionId, question }: { code: string; accountId: string; submissionId: string; question: number },
  now = Date.now(),
): Promise<AcceptOutcome> {
  // D1 binds numbers as reals, so the JSON paths are built here from the validated whole number.
  const at = `$[${question}]`;
  const owned = "EXISTS (SELECT 1 FROM assignments WHERE code = ?2 AND account_id = ?3 AND created_at > ?4)";
  const source = `(SELECT json_extract(answers, '${at}.key') FROM submissions WHERE id = ?1 AND assignment_code = ?2)`;
  const slot = `(SELECT json_extract(answers, '${at}.slot') FROM submissions WHERE id = ?1 AND assignment_code = ?2)`;
  const [, remarked] = await db.batch([
    db
      .prepare(
        `INSERT INTO accepted_answers (assignment_code, slot, answer_key, created_at)
         SELECT ?2, ${slot}, ${source}, ?5 WHERE ${owned} AND ${source} IS NOT NULL AND ${slot} IS NOT NULL
           AND (SELECT level FROM assignments WHERE code = ?2) IS NULL
         ON CONFLICT DO NOTHING`,
      )
      .bind(submissionId, code, accountId, now - RETENTION_MS, now),
    db
      .prepare(
        `UPDATE submissions
         SET answers = json_set(answers, '${at}.teacher', 'correct'),
             score = (SELECT COUNT(*) FROM json_each(json_set(answers, '${at}.teacher', 'correct'))
                      WHERE coalesce(json_extract(value, '$.teacher'), json_extract(value, '$.checker')) = 'correct')
         WHERE assignment_code = ?2 AND ${owned}
           AND (id = ?1 OR (SELECT level FROM assignments WHERE code = ?2) IS NULL)
           AND json_extract(answers, '${at}.key') = ${source}
           AND json_extract(answers, '${at}.slot') = ${slot}`,
      )
      .bind(submissionId, code, accountId, now - RETENTION_MS),
  ]);
  return remarked.meta.changes > 0 ? { ok: true, remarked: remarked.meta.changes } : { ok: false, error: "not_found" };
}

/** Deletes the answers to one assignment of this account; run them in one batch with the assignment's deletion. */
export function deleteSubmissionsStatements(db: Database, code: string, accountId: string) {
  const mine = "(SELECT code FROM assignments WHERE code = ? AND account_id = ?)";
  return [
    db.prepare(`DELETE FROM accepted_answers WHERE assignment_code IN ${mine}`).bind(code, accountId),
    db.prepare(`DELETE FROM submissions WHERE assignment_code IN ${mine}`).bind(code, accountId),
  ];
}

/** Deletes the answers to every assignment of an account (when the account is deleted). */
export function deleteAccountSubmissionsStatements(db: Database, accountId: string) {
  const theirs = "(SELECT code FROM assignments WHERE account_id = ?)";
  return [
    db.prepare(`DELETE FROM accepted_answers WHERE assignment_code IN ${theirs}`).bind(accountId),
    db.prepare(`DELETE FROM submissions WHERE assignment_code IN ${theirs}`).bind(accountId),
  ];
}

/** Deletes the answers to assignments made more than a year before `now`; the submissions' count comes last. */
export function deleteExpiredSubmissionsStatements(db: Database, now: number) {
  const old = "(SELECT code FROM assignments WHERE created_at <= ?)";
  return [
    db.prepare(`DELETE FROM accepted_answers WHERE assignment_code IN ${old}`).bind(now - RETENTION_MS),
    db.prepare(`DELETE FROM submissions WHERE assignment_code IN ${old}`).bind(now - RETENTION_MS),
  ];
}
