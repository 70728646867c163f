/** The one way to point at a catalogue item anywhere: `{ kind, id }`, as stored in the ledger and sent by clients. */
import { z } from "zod";

export const ITEM_KINDS = ["worksheet", "quiz"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

// Marked pure so a browser bundle that needs only itemPath leaves the schema, and zod, out.
export const ItemRefSchema = /* @__PURE__ */ z.object({
  kind: /* @__PURE__ */ z.enum(ITEM_KINDS),
  id: /* @__PURE__ */ z.int().min(0).max(999_999_999),
});

export type ItemRef = z.infer<typeof ItemRefSchema>;

/** "/worksheet/12", "/quiz/3". */
export function itemPath({ kind, id }: ItemRef) {
  return `/${kind}/${id}`;
}
