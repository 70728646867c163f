/**
 * GET /api/me: who the visitor is, their balance and the items they own, read from the nearest D1
 * replica that has the visitor's own last write (docs/decisions/0018).
 */
import { Hono } from "hono";
import { getAccountSummary } from "~/lib/accounts/summary.server";
import type { RequestContextVariables } from "~/lib/http/request-context.server";

export const me = new Hono<RequestContextVariables>().get("/", async (c) => {
  const { visitor, db } = c.var.requestContext;
  return c.json(await getAccountSummary(db.nearby(), visitor));
});
