/** Messages to the team from the contact page and the chat panel: the only module that writes the `messages` table. */
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

export async function saveMessage(db: Database, message: MessageInput) {
  const id = crypto.randomUUID();
  await db
    .prepare("INSERT INTO messages (id, name, email, message, source, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, message.name, message.email, message.message, message.source, new Date().toISOString())
    .run();
  return id;
}

export interface SentMessage {
  name: string;
  email: string;
  message: string;
  source: "contact" | "chat";
  createdAt: string;
}

/** The messages sent from an address, oldest first (for the sender's data download). */
export async function getMessagesFrom(db: Database, email: string): Promise<SentMessage[]> {
  const { results } = await db
    .prepare("SELECT name, email, message, source, created_at AS createdAt FROM messages WHERE email = ? ORDER BY created_at")
    .bind(email)
    .all<SentMessage>();
  return results;
}

/** Deletes the messages sent from an address (when its account is deleted); run in the caller's batch. */
export function forgetSenderStatement(db: Database, email: string) {
  return db.prepare("DELETE FROM messages WHERE email = ?").bind(email);
}
