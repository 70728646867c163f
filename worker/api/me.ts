/** GET /api/me: who the visitor is, their balance and the items they own. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { getAccountSummary, type AccountSummary } from "~/lib/accounts/summary.server";

/** What GET /api/me answers; the client's account context reads this type. */
export type MeResponse = AccountSummary;

export const me = new Hono().get("/", async (c) => c.json<MeResponse>(await getAccountSummary(env.DB, c.req.raw)));
