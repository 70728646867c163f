/**
 * The schema that checks a catalogue item reference (`ItemRef`, item-ref.ts) in a request body. It
 * lives apart from item-ref.ts, which pages import, so that pages never load the validation library.
 */
import { z } from "zod";
import { ITEM_KINDS } from "./item-ref";

export const ItemRefSchema = z.object({
  kind: z.enum(ITEM_KINDS),
  id: z.int().min(0).max(999_999_999),
});
