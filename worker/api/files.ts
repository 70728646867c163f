/**
 * GET /api/files/:kind/:id?v=&account=&entry=&expires=&sig=: the PDF behind a signed download link.
 * Only the account that paid may use its link, and only while it is fresh.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { getItem } from "~/lib/catalogue/catalogue.server";
import { configuredSecret } from "~/lib/downloads/download.server";
import { ownsItem } from "~/lib/ledger/ledger.server";
import { pdfFileName, renderItemPdf } from "~/lib/downloads/pdf.server";
import { getSession } from "~/lib/accounts/session.server";
import { signingSecret, verifyLink } from "~/lib/downloads/signed-link.server";
import { jsonError } from "./http";

const NOT_YOURS = "This download link belongs to another account. Download the file from its page.";

export const files = new Hono().get("/:kind/:id", async (c) => {
  c.header("Cache-Control", "private, no-store");
  const secret = await signingSecret(env.DB, configuredSecret(env));
  const check = await verifyLink(secret, c.req.param("kind"), c.req.param("id"), new URL(c.req.url).searchParams);
  if (!check.ok) return jsonError(c, check.status, check.error);
  const { item, accountId, ledgerKey } = check.claims;
  const session = await getSession(env.DB, c.req.raw);
  if (session?.accountId !== accountId) return jsonError(c, 403, NOT_YOURS);
  if (!(await ownsItem(env.DB, accountId, item, ledgerKey))) return jsonError(c, 403, NOT_YOURS);
  const found = getItem(item.kind, item.id);
  if (!found) return jsonError(c, 404, `This ${item.kind} is no longer available.`);
  const pdf = await renderItemPdf(found);
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${pdfFileName(found)}"`,
    "Content-Length": String(pdf.length),
  });
});
