/**
 * Serving a paid file: the signed link must be genuine and fresh, the visitor must be the account
 * that paid, and that account must still own the item through the link's ledger row. Only then is
 * the PDF taken from the cache of rendered files (or rendered), for the paper size the link names.
 */
import { sessionIdOf } from "../accounts/session.server";
import { getItem } from "../catalogue/catalogue.server";
import { sessionOwnsItem } from "../ledger/ledger.server";
import { cachedPdf, type PdfCacheStatus } from "./pdf-cache.server";
import { pdfFileName, renderItemPdf } from "./pdf.server";
import { signingSecret, verifyLink } from "./signed-link.server";

export type PaidFileOutcome =
  | { ok: true; pdf: Uint8Array; fileName: string; cache: PdfCacheStatus }
  | { ok: false; error: "tampered" | "expired" | "not_yours" | "withdrawn" };

/** `kind` and `id` are the link's path segments, `query` its search parameters. */
export async function openPaidFile(
  db: D1Database,
  request: Request,
  { kind, id, query }: { kind: string; id: string; query: URLSearchParams },
): Promise<PaidFileOutcome> {
  const check = await verifyLink(await signingSecret(db), kind, id, query);
  if (!check.ok) return check;
  const { item, paper, accountId, ledgerKey } = check.claims;
  const sessionId = await sessionIdOf(request);
  if (!sessionId || !(await sessionOwnsItem(db, { sessionId, accountId, item, ledgerKey })))
    return { ok: false, error: "not_yours" };
  const found = getItem(item.kind, item.id);
  if (!found) return { ok: false, error: "withdrawn" };
  const { pdf, cache } = await cachedPdf(new URL(request.url).origin, { item, paper }, () => renderItemPdf(found, { paper }));
  return { ok: true, pdf, fileName: pdfFileName(found, paper), cache };
}
