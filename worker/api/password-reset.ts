/**
 * POST /api/auth/password-reset `{ email }`: always the same 202, whether or not the address has an
 * account, never refused for how often a network asks (docs/decisions/0028). POST /api/auth/password-reset/confirm
 * `{ token, password }`: sets the new password and ends every session of the account.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { PasswordResetRequestSchema, PasswordResetSchema, RECOVERY_MESSAGES } from "~/lib/accounts/recovery";
import { requestPasswordReset, resetPassword } from "~/lib/accounts/recovery.server";
import type { RequestContextVariables } from "~/lib/http/request-context.server";
import { jsonError } from "./errors";
import { fieldRefusal, jsonBody } from "./validate";

/** What a reset request or a new password answers. */
export type RecoveryResponse = { message: string };

export const passwordReset = new Hono<RequestContextVariables>()
  .post("/", jsonBody(PasswordResetRequestSchema, fieldRefusal), (c) => {
    requestPasswordReset(env.DB, c.var.requestContext.visitor, c.req.valid("json").email);
    return c.json<RecoveryResponse>({ message: RECOVERY_MESSAGES.reset_requested }, 202);
  })
  .post("/confirm", jsonBody(PasswordResetSchema, fieldRefusal), async (c) => {
    const outcome = await resetPassword(env.DB, c.req.valid("json"));
    if (!outcome.ok) return jsonError(c, 400, RECOVERY_MESSAGES[outcome.error]);
    return c.json<RecoveryResponse>({ message: RECOVERY_MESSAGES.password_changed });
  });
