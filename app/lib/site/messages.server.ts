/**
 * Messages to the team from the contact page and the chat panel: the only module that writes the
 * `messages` table. A message belongs to an account when it was sent from that account's session;
 * by its email address only when the account has verified the address and already had it when the
 * message was sent. Anyone can sign up with any address, so an address alone proves nothing, and
 * what was sent before the account took the address was never the account's (docs/decisions/0028).
 * A message is kept for a year (app/lib/site/retention.ts).
 */
import { z } from "zod";
import type { Database } from "../database.server";
import { EmailSchema, type FieldErrors } from "../schemas";

export const MessageSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name.").max(100, "Please keep your name under 100 characters."),
  email: EmailSchema,
  message: z
    .string()
    .trim()
    .min(10, "Please write at least 10 characters so we can help.")
    .max(5000, "Please keep your message under 5,000 characters."),
  source: z.enum(["contact", "chat"], { error: 'Source must be "contact" or "chat".' }),
});

export type MessageInput = z.infer<typeof MessageSchema>;
export type MessageFieldErrors = FieldErrors<MessageInput>;

/** Stores a message; `accountId` is the sender's account when they had a session (signed in or not). */
export async function saveMessage(db: Database, message: MessageInput, accountId: string | null) {
  const id = crypto.randomUUID();
  await db
    .prepare("INSERT INTO messages (id, name, email, message, source, created_at, account_id) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(id, message.name, message.email, message.message, message.source, new Date().toISOString(), accountId)
    .run();
  return id;
}

/**
 * The messages that are an account's (?1): sent from its session, or from its verified address since
 * the account took that address (`email_since`; accounts from before it was recorded count from
 * their creation).
 */
const OWN_MESSAGES = `account_id = ?1 OR email = (
  SELECT a.email FROM accounts a
  WHERE a.id = ?1 AND a.deleted_at IS NULL AND a.email_verified_at IS NOT NULL
    AND messages.created_at >= COALESCE(a.email_since, a.created_at))`;

export interface SentMessage {
  name: string;
  email: string;
  message: string;
  source: "contact" | "chat";
  createdAt: string;
}

/** An account's messages, oldest first (for its data download). */
export async function getMessagesOf(db: Database, accountId: string): Promise<SentMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT name, email, message, source, created_at AS createdAt FROM messages WHERE ${OWN_MESSAGES} ORDER BY created_at`,
    )
    .bind(accountId)
    .all<SentMessage>();
  return results;
}

/** Deletes an account's messages (when the account is deleted); run in the caller's batch before the account's own row. */
export function forgetAccountMessagesStatement(db: Database, accountId: string) {
  return db.prepare(`DELETE FROM messages WHERE ${OWN_MESSAGES}`).bind(accountId);
}

/** Deletes messages older than `before` (ISO time), for the scheduled job. */
export function deleteOldMessagesStatement(db: Database, before: string) {
  return db.prepare("DELETE FROM messages WHERE created_at < ?").bind(before);
}
