/**
 * A purchase posted from the pricing section's form (without JavaScript): starts a Stripe Checkout
 * for the signed-in visitor and redirects to it, with the JSON API's rules (worker/api/checkout.ts):
 * signed in, a known pack, the form's idempotency key, the per-minute limit. A refusal comes back
 * with its status and a message for the page.
 */
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { CHECKOUTS_PER_MINUTE, startCheckout } from "../payments/checkout.server";
import { logServerError } from "../log.server";
import { isStripeError, PAYMENTS_UNAVAILABLE } from "../payments/stripe.server";
import { IdempotencyKeySchema } from "../schemas";
import { sameOriginPath } from "../site/redirects";
import { siteOrigin } from "../site/site-url.server";
import type { RequestContext } from "./request-context.server";

function refused(status: number, message: string, headers: Record<string, string> = {}) {
  return data({ checkoutProblem: message }, { status, headers });
}

export async function checkoutAction({ visitor }: RequestContext, fields: Record<string, string>) {
  const session = await visitor.currentSignedIn();
  if (!session) return refused(401, "Please log in or sign up to buy credits.");
  const key = IdempotencyKeySchema.safeParse(fields.key);
  if (!key.success || !fields.pack)
    return refused(400, "That purchase form was incomplete. Please reload the page and try again.");
  let outcome;
  try {
    outcome = await startCheckout(env.DB, {
      accountId: session.accountId,
      packId: fields.pack,
      requestKey: key.data,
      origin: siteOrigin(),
      returnTo: sameOriginPath(fields.returnTo, siteOrigin()),
    });
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logServerError(error, "Stripe refused or did not answer a Checkout Session request");
    return refused(502, "The payment provider could not be reached. Nothing was charged; please try again in a moment.");
  }
  if (outcome.ok) return redirect(outcome.url, 303);
  switch (outcome.error) {
    case "unknown_pack":
      return refused(400, "There is no such credit pack. Please choose one of the packs below.");
    case "not_configured":
      return refused(503, PAYMENTS_UNAVAILABLE);
    case "key_reused":
      return refused(409, "That purchase form was already used for another pack. Please reload the page and try again.");
    case "rate_limited":
      return refused(
        429,
        `Too many checkouts started: at most ${CHECKOUTS_PER_MINUTE} a minute. Please wait a moment and try again.`,
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
  }
}
