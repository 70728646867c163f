/**
 * The local outbox: with no email provider configured (`npm start`, the tests), every email is
 * written to the `email_outbox` table, and on a local site also printed to the server console, so
 * links can be followed without any keys. A deployed site never prints one: logs carry no personal
 * data (docs/decisions/0018). The only module that writes `email_outbox`.
 */
import { env } from "cloudflare:workers";
import type { Database } from "../database.server";
import { isLocalHostname } from "../local-http";
import type { EmailMessage } from "./transport";

export async function writeToOutbox(db: Database, message: EmailMessage) {
  await db
    .prepare("INSERT INTO email_outbox (recipient, subject, text_body, created_at) VALUES (?, ?, ?, ?)")
    .bind(message.to, message.subject, message.text, new Date().toISOString())
    .run();
  if (!isLocalHostname(new URL(env.SITE_URL).hostname)) return;
  console.log(
    `Email (no provider configured, kept in the email_outbox table)\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`,
  );
}

/**
 * Removes what was written to an account's address since the account took it (when the account is
 * deleted); run in the caller's batch before the account's row loses its address. Emails to the
 * address from before were never the account's.
 */
export function forgetOutboxForAccountStatement(db: Database, accountId: string) {
  return db
    .prepare(
      `DELETE FROM email_outbox WHERE recipient = (
         SELECT a.email FROM accounts a WHERE a.id = ?1 AND a.deleted_at IS NULL
           AND email_outbox.created_at >= COALESCE(a.email_since, a.created_at))`,
    )
    .bind(accountId);
}

/** Deletes outbox emails older than `before` (ISO time), for the scheduled job. */
export function deleteOldOutboxStatement(db: Database, before: string) {
  return db.prepare("DELETE FROM email_outbox WHERE created_at < ?").bind(before);
}
