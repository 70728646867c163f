/**
 * The signed-in user's own data. GET /api/account/data: everything kept about them, as a JSON file
 * download. DELETE /api/account `{ password }`: deletes the account and ends every session.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { DELETE_ERRORS, deleteAccount, exportAccountData, type AccountData } from "~/lib/accounts/account-data.server";
import { DeleteAccountSchema } from "~/lib/accounts/recovery";
import { jsonError } from "./errors";
import { requireUser, type SignedIn } from "./require-user";
import { fieldRefusal, jsonBody } from "./validate";

/** What GET /api/account/data answers. */
export type AccountDataResponse = AccountData;

export const account = new Hono<SignedIn>()
  .get("/data", requireUser("Please log in to download your data."), async (c) => {
    const data = await exportAccountData(env.DB, c.var.user);
    c.header("Content-Disposition", `attachment; filename="studyshelf-data-${data.exportedAt.slice(0, 10)}.json"`);
    return c.json<AccountDataResponse>(data);
  })
  .delete("/", requireUser("Please log in to delete your account."), jsonBody(DeleteAccountSchema, fieldRefusal), async (c) => {
    const outcome = await deleteAccount(env.DB, c.var.requestContext.visitor, c.var.user, c.req.valid("json").password);
    if (!outcome.ok) return jsonError(c, 403, DELETE_ERRORS[outcome.error]);
    return c.json({ deleted: true });
  });
