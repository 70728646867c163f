/**
 * Reading an HTML form post in a page action: only form bodies (415 otherwise), a body that does not
 * parse is 400, and the fields are validated by a Zod schema. The typed values come back with the
 * errors so the form can be shown again as the visitor filled it in.
 */
import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "../schemas";

const FORM_MEDIA_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export type FormResult<T extends z.ZodType> =
  | { ok: true; data: z.output<T>; values: Record<string, string> }
  | { ok: false; fields: FieldErrors<z.input<T>>; values: Record<string, string> };

/** A form post's data, for fields that repeat (checkboxes); throws a 415 or 400 response when the body is not a form. */
export async function readFormData(request: Request): Promise<FormData> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_MEDIA_TYPES.has(mediaType)) throw data({ message: "This page accepts form posts only." }, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data({ message: "The form could not be read. Please try again." }, { status: 400 });
  }
}

/** The text fields of a form post, the first value of each; throws a 415 or 400 response when the body is not a form. */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const form = await readFormData(request);
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

export async function readForm<T extends z.ZodType>(
  request: Request,
  schema: T,
  extra: Record<string, string> = {},
): Promise<FormResult<T>> {
  const values = await readFormFields(request);
  // Async, for rules that look something up (the common-password list).
  const result = await schema.safeParseAsync({ ...values, ...extra });
  return result.success
    ? { ok: true, data: result.data, values }
    : { ok: false, fields: fieldErrors(result.error as z.ZodError<z.input<T>>), values };
}
