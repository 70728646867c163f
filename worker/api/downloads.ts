/** POST /api/downloads: pay for a PDF (free download, else credit, else 402) and get a signed link. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { configuredSecret, requestDownload } from "~/lib/downloads/download.server";
import { readJson } from "./http";

export const downloads = new Hono().post("/", async (c) => {
  const body = await readJson(c);
  const result = await requestDownload(env.DB, c.req.raw, {
    body: body.ok ? body.value : undefined,
    idempotencyKey: c.req.header("idempotency-key"),
    secret: configuredSecret(env),
  });
  if (result.setCookie) c.header("Set-Cookie", result.setCookie);
  c.header("Cache-Control", "private, no-store");
  return c.json(result.body, result.status);
});
