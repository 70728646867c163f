/**
 * GET /api/me: who the visitor is, their balance and the items they own, read from the nearest D1
 * replica that has the visitor's own last write (docs/decisions/0018).
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { getAccountSummary } from "~/lib/accounts/summary.server";
import { nearbyReads } from "~/lib/database.server";

export const me = new Hono().get("/", async (c) => c.json(await getAccountSummary(nearbyReads(env.DB, c.req.raw), c.req.raw)));
