/** Messages to the team from the contact page and the chat panel, stored in D1. */
import { z } from "zod";

export const MessageSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name.").max(100, "Please keep your name under 100 characters."),
  email: z
    .string()
    .trim()
    .max(254, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address, like name@example.com.")),
  message: z
    .string()
    .trim()
    .min(10, "Please write at least 10 characters so we can help.")
    .max(5000, "Please keep your message under 5,000 characters."),
  source: z.enum(["contact", "chat"]),
});

export type MessageInput = z.infer<typeof MessageSchema>;
export type FieldErrors = Partial<Record<keyof MessageInput, string>>;

/** The largest request body a message may arrive in. */
export const MESSAGE_BODY_LIMIT = 16 * 1024;

export function parseMessage(input: unknown): { ok: true; message: MessageInput } | { ok: false; fields: FieldErrors } {
  const result = MessageSchema.safeParse(input);
  if (result.success) return { ok: true, message: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof MessageInput;
    fields[key] ??= key === "source" ? 'Source must be "contact" or "chat".' : issue.message;
  }
  return { ok: false, fields };
}

export async function saveMessage(db: D1Database, message: MessageInput) {
  const id = crypto.randomUUID();
  await db
    .prepare("INSERT INTO messages (id, name, email, message, source, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, message.name, message.email, message.message, message.source, new Date().toISOString())
    .run();
  return id;
}
