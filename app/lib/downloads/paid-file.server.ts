/**
 * Serving a paid file: the signed link must be genuine and fresh, and the visitor's session cookie
 * must be the one of the session that paid (whose account's ownership was checked in the ledger when
 * the link was signed). Only then does the caller take the PDF from the cache of rendered files
 * (app/lib/http/pdf-cache.server.ts) or render it, for the paper size the link names. None of this
 * reads D1 (docs/decisions/0022).
 */
import type { Visitor } from "../accounts/visitor.server";
import { getItem, worksheetVersion } from "../catalogue/catalogue.server";
import { wordingForPaper } from "../catalogue/wording";
import type { Database } from "../database.server";
import { timingSafeEqual, utf8 } from "../encoding";
import type { Printable } from "./printable";
import { pdfFileName, renderClassSetPdf, renderItemPdf } from "./pdf.server";
import { classSetVersions } from "../generators/version";
import { signingSecret, verifyLink } from "./signed-link.server";

export type PaidFileOutcome =
  | { ok: true; printable: Printable; render: () => Promise<Uint8Array>; fileName: string }
  | { ok: false; error: "tampered" | "expired" | "not_yours" | "withdrawn" };

/**
 * `kind` and `id` are the link's path segments, `query` its search parameters. `db` is only asked for
 * the signing secret when none is configured, once per isolate.
 */
export async function openPaidFile(
  db: Database,
  visitor: Visitor,
  { kind, id, query }: { kind: string; id: string; query: URLSearchParams },
): Promise<PaidFileOutcome> {
  const check = await verifyLink(await signingSecret(db), kind, id, query);
  if (!check.ok) return check;
  const { sessionId, ...printable } = check.claims;
  const visitorSession = await visitor.sessionId();
  if (!visitorSession || !timingSafeEqual(utf8(visitorSession), utf8(sessionId))) return { ok: false, error: "not_yours" };
  const { item, version, paper, copies } = printable;
  // Letter sheets read in US wording, A4 ones in international (docs/decisions/0031).
  const found = getItem(item.kind, item.id, wordingForPaper(paper));
  if (!found) return { ok: false, error: "withdrawn" };
  const generated = found.kind === "worksheet" && found.generated ? found : null;
  const asked = version ?? generated?.generated ?? null;
  const sheet = generated && asked ? worksheetVersion(generated, asked.level, asked.seed) : found;
  // A class set: a version per student, each from the set's own seed (docs/decisions/0034).
  const render =
    generated && asked && copies > 1
      ? () =>
          renderClassSetPdf(
            classSetVersions(asked, copies).map(({ level, seed }) => worksheetVersion(generated, level, seed)),
            { paper },
          )
      : () => renderItemPdf(sheet, { paper });
  return { ok: true, printable, render, fileName: pdfFileName(sheet, paper, copies) };
}
