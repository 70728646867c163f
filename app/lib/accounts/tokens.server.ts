/**
 * Single-use links sent by email (password reset, email verification). The token is 32 random bytes
 * in the link; D1 keeps only its SHA-256, the account, the address it was sent to and an expiry. The
 * only module that writes the `account_tokens` table.
 */
import { randomToken, sha256Hex } from "../encoding";
import { LINK_LIFETIME_SECONDS } from "./recovery";
import type { Database } from "../database.server";

export type TokenPurpose = keyof typeof LINK_LIFETIME_SECONDS;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stores a new token for the account and answers it (the only time it exists in plain text). */
export async function issueToken(
  db: Database,
  { accountId, email, purpose }: { accountId: string; email: string; purpose: TokenPurpose },
) {
  const token = randomToken();
  await db
    .prepare("INSERT INTO account_tokens (id, account_id, purpose, email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(
      await sha256Hex(token),
      accountId,
      purpose,
      email,
      new Date().toISOString(),
      nowSeconds() + LINK_LIFETIME_SECONDS[purpose],
    )
    .run();
  return token;
}

/**
 * Uses a token up: answers its account and address, or null when it is unknown, expired or already
 * used. The check and the marking are one statement, so two requests with one token cannot both win.
 */
export async function consumeToken(db: Database, token: string, purpose: TokenPurpose) {
  if (!TOKEN_PATTERN.test(token)) return null;
  return db
    .prepare(
      `UPDATE account_tokens SET used_at = ?3
       WHERE id = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?4
       RETURNING account_id AS accountId, email`,
    )
    .bind(await sha256Hex(token), purpose, new Date().toISOString(), nowSeconds())
    .first<{ accountId: string; email: string }>();
}

/** Whether a token would still work, without using it (to show the form or say the link expired). */
export async function isUsableToken(db: Database, token: string, purpose: TokenPurpose) {
  if (!TOKEN_PATTERN.test(token)) return false;
  const row = await db
    .prepare("SELECT 1 AS ok FROM account_tokens WHERE id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?")
    .bind(await sha256Hex(token), purpose, nowSeconds())
    .first<{ ok: number }>();
  return row !== null;
}

/** Deletes tokens used, or expired, at or before `before` (unix seconds), for the scheduled job. */
export function deleteSpentTokensStatement(db: Database, before: number) {
  return db
    .prepare("DELETE FROM account_tokens WHERE expires_at <= ?1 OR (used_at IS NOT NULL AND used_at <= ?2)")
    .bind(before, new Date(before * 1000).toISOString());
}

/** Drops an account's tokens, of one purpose or all; run in the caller's batch. */
export function dropTokensStatement(db: Database, accountId: string, purpose?: TokenPurpose) {
  return purpose
    ? db.prepare("DELETE FROM account_tokens WHERE account_id = ? AND purpose = ?").bind(accountId, purpose)
    : db.prepare("DELETE FROM account_tokens WHERE account_id = ?").bind(accountId);
}

/** The `token` a link's address carries if it would still work, else null. */
export async function usableToken(db: Database, token: string | null, purpose: TokenPurpose) {
  return token !== null && (await isUsableToken(db, token, purpose)) ? token : null;
}
