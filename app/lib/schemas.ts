/**
 * Zod schemas for request fields that several domains accept, so each rule is written once. The item
 * reference's schema belongs to the catalogue (app/lib/catalogue/item-ref-schema.ts).
 */
import { z } from "zod";

/** An email address as people type it: trimmed, lower-cased, at most 254 characters. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

/** The `Idempotency-Key` header of money-moving requests: 1 to 200 visible ASCII characters, such as a UUID. */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,200}$/);
export const IDEMPOTENCY_KEY_RULE = "An Idempotency-Key header of 1 to 200 visible ASCII characters is required.";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first message for each top-level field of a failed parse, keyed by field name. */
export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string") fields[key] ??= issue.message;
  }
  return fields as FieldErrors<T>;
}
