/**
 * Serving a paid file: the signed link must be genuine and fresh, the visitor must be the account
 * that paid, and that account must still own the item through the link's ledger row.
 */
import { getSession } from "../accounts/session.server";
import { getItem } from "../catalogue/catalogue.server";
import { ownsItem } from "../ledger/ledger.server";
import { pdfFileName, renderItemPdf } from "./pdf.server";
import { signingSecret, verifyLink } from "./signed-link.server";

export type PaidFileOutcome =
  { ok: true; pdf: Uint8Array; fileName: string } | { ok: false; error: "tampered" | "expired" | "not_yours" | "withdrawn" };

/** `kind` and `id` are the link's path segments, `query` its search parameters. */
export async function openPaidFile(
  db: D1Database,
  request: Request,
  { kind, id, query }: { kind: string; id: string; query: URLSearchParams },
): Promise<PaidFileOutcome> {
  const check = await verifyLink(await signingSecret(db), kind, id, query);
  if (!check.ok) return check;
  const { item, accountId, ledgerKey } = check.claims;
  const session = await getSession(db, request);
  if (session?.accountId !== accountId || !(await ownsItem(db, accountId, item, ledgerKey)))
    return { ok: false, error: "not_yours" };
  const found = getItem(item.kind, item.id);
  if (!found) return { ok: false, error: "withdrawn" };
  return { ok: true, pdf: await renderItemPdf(found), fileName: pdfFileName(found) };
}
