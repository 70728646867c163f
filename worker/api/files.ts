/**
 * GET /api/files/:kind/:id?v=&paper=&session=&expires=&sig=: the PDF behind a signed download link.
 * Only the browser session that paid may use its link, and only while it is fresh; those checks run
 * on every request, without a D1 read, before the rendered file is taken from the cache
 * (`X-Pdf-Cache: hit | miss`).
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { openPaidFile } from "~/lib/downloads/paid-file.server";
import { cachedPdf } from "~/lib/http/pdf-cache.server";
import type { RequestContextVariables } from "~/lib/http/request-context.server";
import { jsonError } from "./errors";

export const PDF_CACHE_HEADER = "X-Pdf-Cache";
const NOT_YOURS =
  "This download link works only in the browser session that asked for it. Download the file from its page; an item you own downloads again for free.";

export const files = new Hono<RequestContextVariables>().get("/:kind/:id", async (c) => {
  const { kind, id } = c.req.param();
  const url = new URL(c.req.url);
  const { visitor } = c.var.requestContext;
  const outcome = await openPaidFile(env.DB, visitor, { kind, id, query: url.searchParams });
  if (outcome.ok) {
    const { pdf, cache } = await cachedPdf(url.origin, outcome.printable, outcome.render);
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${outcome.fileName}"`,
      "Content-Length": String(pdf.length),
      [PDF_CACHE_HEADER]: cache,
    });
  }
  switch (outcome.error) {
    case "tampered":
      return jsonError(c, 403, "This download link is not valid.");
    case "expired":
      return jsonError(c, 410, "This download link has expired. Download the file again from its page.");
    case "not_yours":
      return jsonError(c, 403, NOT_YOURS);
    case "withdrawn":
      return jsonError(c, 404, `This ${kind} is no longer available.`);
  }
});
