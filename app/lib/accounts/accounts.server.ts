/**
 * The `accounts` table: the only module that writes it. Every visitor has an account (anonymous
 * until sign-up); statements are returned for the caller's batch, so an account and what comes
 * with it (its free allowance, its first session) are written together.
 */
import type { Database } from "../database.server";
import { freeGrantStatement } from "../ledger/ledger.server";

/** A new anonymous account with its free allowance. */
export function createAccountStatements(db: Database, accountId: string) {
  const at = new Date().toISOString();
  return [
    db.prepare("INSERT INTO accounts (id, created_at) VALUES (?, ?)").bind(accountId, at),
    freeGrantStatement(db, accountId, at),
  ];
}

/**
 * Gives an anonymous account an email and password, and records when it took the address. Changes
 * nothing (0 rows) when the account already has an email, has been deleted, or another account has
 * this address: the check and the write are one statement. A deleted account is never claimed again
 * (a session that outlived its deletion must not bring it back).
 */
export function claimAccountStatement(
  db: Database,
  { accountId, email, passwordHash }: { accountId: string; email: string; passwordHash: string },
) {
  return db
    .prepare(
      `UPDATE accounts SET email = ?2, password_hash = ?3, email_since = ?4
       WHERE id = ?1 AND email IS NULL AND deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM accounts WHERE email = ?2)`,
    )
    .bind(accountId, email, passwordHash, new Date().toISOString());
}

/** Records that an anonymous account's library moved into another account at log-in. */
export function markMergedStatement(db: Database, { from, into }: { from: string; into: string }) {
  return db.prepare("UPDATE accounts SET merged_into = ?2 WHERE id = ?1 AND merged_into IS NULL").bind(from, into);
}

export async function findAccountByEmail(db: Database, email: string) {
  return db
    .prepare("SELECT id, password_hash FROM accounts WHERE email = ?")
    .bind(email)
    .first<{ id: string; password_hash: string }>();
}

export interface AccountRecord {
  id: string;
  email: string | null;
  emailVerifiedAt: string | null;
  createdAt: string;
}

export async function getAccountRecord(db: Database, accountId: string): Promise<AccountRecord | null> {
  const row = await db
    .prepare("SELECT id, email, email_verified_at, created_at FROM accounts WHERE id = ?")
    .bind(accountId)
    .first<{ id: string; email: string | null; email_verified_at: string | null; created_at: string }>();
  return row && { id: row.id, email: row.email, emailVerifiedAt: row.email_verified_at, createdAt: row.created_at };
}

/**
 * A new password from a reset link. Only while the account still has the address the link was sent
 * to; following the link also proves the address, so it counts as verified.
 */
export function setPasswordStatement(
  db: Database,
  { accountId, email, passwordHash }: { accountId: string; email: string; passwordHash: string },
) {
  return db
    .prepare(
      `UPDATE accounts SET password_hash = ?3, email_verified_at = COALESCE(email_verified_at, ?4)
       WHERE id = ?1 AND email = ?2`,
    )
    .bind(accountId, email, passwordHash, new Date().toISOString());
}

/** Marks the address verified, only while the account still has the address the link was sent to. */
export function markEmailVerifiedStatement(db: Database, { accountId, email }: { accountId: string; email: string }) {
  return db
    .prepare("UPDATE accounts SET email_verified_at = COALESCE(email_verified_at, ?3) WHERE id = ?1 AND email = ?2")
    .bind(accountId, email, new Date().toISOString());
}

/**
 * Deletes an account's personal data: email and password go, the row stays (marked deleted) so the
 * ledger rows that point at it still add up for accounting.
 */
export function deleteAccountStatement(db: Database, accountId: string) {
  return db
    .prepare(
      `UPDATE accounts SET email = NULL, password_hash = NULL, email_verified_at = NULL, email_since = NULL, deleted_at = ?2
       WHERE id = ?1 AND deleted_at IS NULL`,
    )
    .bind(accountId, new Date().toISOString());
}
