/** GET /api/me: who the visitor is, their balance and the items they own. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { getAccountSummary } from "~/lib/accounts/summary.server";

export const me = new Hono().get("/", async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json(await getAccountSummary(env.DB, c.req.raw));
});
