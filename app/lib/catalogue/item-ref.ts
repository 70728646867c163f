/**
 * The one way to point at a catalogue item anywhere: `{ kind, id }`, as stored in the ledger and sent
 * by clients. Pages import this module, so it stays free of the validation library (the schema that
 * checks a reference in a request is `ItemRefSchema` in item-ref-schema.ts).
 */
export const ITEM_KINDS = ["worksheet", "quiz"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface ItemRef {
  kind: ItemKind;
  id: number;
}

/** "/worksheet/12", "/quiz/3". */
export function itemPath({ kind, id }: ItemRef) {
  return `/${kind}/${id}`;
}
