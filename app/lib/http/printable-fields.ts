/**
 * The fields that name a generated worksheet's version and class set in a download request, as the
 * JSON API and the download form both take them: `level`, `seed` (together or not at all; either
 * alone means the default for the other) and `copies`.
 */
import { z } from "zod";
import type { ItemRef } from "../catalogue/item-ref";
import type { Paper } from "../downloads/paper";
import { MAX_CLASS_SET, type Printable } from "../downloads/printable";
import { LEVELS } from "../generators/generator";
import { SEED_PATTERN } from "../generators/random";
import { readVersion } from "../generators/version";

export const PrintableFieldsSchema = z.object({
  level: z.enum(LEVELS).optional(),
  seed: z.string().regex(SEED_PATTERN).optional(),
  copies: z.coerce.number().int().min(1).max(MAX_CLASS_SET).optional(),
});

export function printableOf(item: ItemRef, paper: Paper, fields: z.infer<typeof PrintableFieldsSchema>): Printable {
  const asked = readVersion(fields.level, fields.seed);
  const named = asked.ok && asked.named;
  return { item, paper, version: named ? asked.version : null, copies: fields.copies ?? 1 };
}
