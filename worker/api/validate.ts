/**
 * Request validation for the API, before any handler runs: Hono's validator with the shared Zod
 * schemas. A body that is not JSON is 415; malformed JSON, or a body or header the schema refuses,
 * is 400 with a message.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { z } from "zod";
import { fieldErrors, IDEMPOTENCY_KEY_RULE, IdempotencyKeySchema } from "~/lib/schemas";
import { jsonError } from "./errors";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * What a 400 says: a fixed message, or a function of the schema's complaint (for field errors);
 * the complaint is null when the body was not JSON at all.
 */
type Refusal<T> = string | ((error: z.ZodError<T> | null, c: Context) => Response);

function refuse<T>(refusal: Refusal<T>, error: z.ZodError<T> | null, c: Context) {
  return typeof refusal === "string" ? jsonError(c, 400, refusal) : refusal(error, c);
}

/** A JSON body the schema accepts, available to the handler as `c.req.valid("json")`. */
export function jsonBody<T extends z.ZodType>(schema: T, refusal: Refusal<z.input<T>>) {
  const valid = zValidator("json", schema, (result, c) => {
    if (!result.success) return refuse(refusal, result.error as unknown as z.ZodError<z.input<T>>, c);
  });
  const readable: typeof valid = async (c, next) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0].trim();
    if (!JSON_MEDIA_TYPE.test(mediaType)) return jsonError(c, 415, "Send a JSON body with Content-Type: application/json.");
    // Hono keeps the parsed body, so the validator does not read it twice.
    const parsed = await c.req.json().then(
      () => true,
      () => false,
    );
    return parsed ? valid(c, next) : refuse(refusal, null, c);
  };
  return readable;
}

/** The form errors answer: one message per field the client must fix. */
export function fieldRefusal<T>(error: z.ZodError<T> | null, c: Context) {
  return error
    ? jsonError(c, 400, "Some fields need attention.", { fields: fieldErrors(error) })
    : jsonError(c, 400, "The request body must be valid JSON.");
}

function headerKey<T extends z.ZodType>(key: T) {
  return zValidator("header", z.object({ "idempotency-key": key }), (result, c) => {
    if (!result.success) return jsonError(c, 400, IDEMPOTENCY_KEY_RULE);
  });
}

export const requiredIdempotencyKey = headerKey(IdempotencyKeySchema);
export const optionalIdempotencyKey = headerKey(IdempotencyKeySchema.optional());
