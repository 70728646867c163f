/**
 * How a slot's answer travels: the names of its form fields (the same with and without JavaScript,
 * on the quiz page and in a class) and the response the checker reads from them. A slot "2c" has the
 * field `a-2c` (a typed answer, a true/false, or one checkbox value per chosen letter) or, for gaps,
 * matches and steps, one field per row: `a-2c-0`, `a-2c-1` ….
 */
import type { Response } from "./check.ts";
import type { FieldUnit } from "./public-shape.ts";

/** Longest value one field may carry; longer is cut. */
export const FIELD_MAX_LENGTH = 500;

export function fieldName(slot: { key: string }, row?: number) {
  return row === undefined ? `a-${slot.key}` : `a-${slot.key}-${row}`;
}

/** How many per-row fields a unit has; 0 when it has one field. */
export function rowCount(unit: FieldUnit) {
  switch (unit.type) {
    case "blanks":
      return unit.gaps;
    case "match":
      return unit.left.length;
    case "order":
      return unit.steps.length;
    default:
      return 0;
  }
}

export type FieldReader = (name: string) => string[];

/** Reads a slot's response from form fields (`getAll` semantics). */
export function responseFromFields(slot: { key: string; unit: FieldUnit }, read: FieldReader): Response {
  const rows = rowCount(slot.unit);
  const cut = (value: string) => value.slice(0, FIELD_MAX_LENGTH);
  if (rows > 0) return Array.from({ length: rows }, (_, row) => cut(read(fieldName(slot, row))[0] ?? ""));
  const values = read(fieldName(slot)).map(cut);
  return slot.unit.type === "choice" ? values : [values[0] ?? ""];
}

/** A FieldReader over FormData or URLSearchParams. */
export function readerOf(form: { getAll(name: string): unknown[] }): FieldReader {
  return (name) => form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** A FieldReader over parsed form fields where each name holds one value or several. */
export function readerOfRecord(fields: Readonly<Record<string, string | readonly string[]>>): FieldReader {
  return (name) => {
    const value = fields[name];
    return value === undefined ? [] : typeof value === "string" ? [value] : [...value];
  };
}

/** A response as one line of text for a person (a class's results, the CSV). */
export function responseText(unit: FieldUnit, response: Response): string {
  switch (unit.type) {
    case "choice":
      return response.join(", ");
    case "truefalse":
      return response[0] === "true" ? "True" : response[0] === "false" ? "False" : "";
    case "blanks":
      return response.join(" / ");
    case "match":
      return response.map((letter, i) => `${i + 1}–${letter || "?"}`).join(", ");
    case "order":
      return response.map((position) => position || "?").join(", ");
    default:
      return response[0] ?? "";
  }
}
