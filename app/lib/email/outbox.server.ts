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

/** Removes what was written to an address (when its account is deleted); run in the caller's batch. */
export function forgetOutboxRecipientStatement(db: Database, email: string) {
  return db.prepare("DELETE FROM email_outbox WHERE recipient = ?").bind(email);
}
