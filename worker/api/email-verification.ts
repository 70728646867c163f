/**
 * POST /api/auth/verify-email `{ token }`: confirms the address a verification link was sent to.
 * POST /api/auth/verify-email/resend (signed in): sends a new link, 202, or 429 when the address
 * has had its share of emails this hour.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { EmailVerificationSchema, RECOVERY_MESSAGES } from "~/lib/accounts/recovery";
import { resendVerification, verifyEmail } from "~/lib/accounts/recovery.server";
import { jsonError } from "./errors";
import type { RecoveryResponse } from "./password-reset";
import { requireUser, type SignedIn } from "./require-user";
import { fieldRefusal, jsonBody } from "./validate";

export const emailVerification = new Hono<SignedIn>()
  .post("/", jsonBody(EmailVerificationSchema, fieldRefusal), async (c) => {
    const outcome = await verifyEmail(env.DB, c.req.valid("json").token);
    if (!outcome.ok) return jsonError(c, 400, RECOVERY_MESSAGES[outcome.error]);
    return c.json<RecoveryResponse>({ message: RECOVERY_MESSAGES.email_verified });
  })
  .post("/resend", requireUser("Please log in to confirm your email address."), async (c) => {
    const outcome = await resendVerification(env.DB, c.var.user);
    if (!outcome.ok) {
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return jsonError(c, 429, RECOVERY_MESSAGES[outcome.error]);
    }
    const message = outcome.sent ? RECOVERY_MESSAGES.verification_sent : RECOVERY_MESSAGES.already_verified;
    return c.json<RecoveryResponse>({ message }, outcome.sent ? 202 : 200);
  });
