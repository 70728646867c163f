/**
 * A purchase posted from the pricing section's buy form, with or without JavaScript: starts a Stripe
 * Checkout for the signed-in visitor and redirects to it, with the JSON API's rules
 * (worker/api/checkout.ts): signed in, a known pack, the form's idempotency key, the per-minute
 * limit. A refusal (the checkout table, checkout-refusals.ts) comes back with its status and a
 * message for the pricing section.
 */
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { startCheckout } from "../payments/checkout.server";
import { logServerError } from "../log.server";
import { isStripeError } from "../payments/stripe.server";
import { IdempotencyKeySchema } from "../schemas";
import { sameOriginPath } from "../site/redirects";
import { siteOrigin } from "../site/site-url.server";
import { checkoutRefusal, type CheckoutRefused } from "./checkout-refusals";
import { refusalHeaders, type Refusal } from "./refusal";
import type { RequestContext } from "./request-context.server";

/** What a refused purchase answers the pricing section. */
export type CheckoutProblem = { checkoutProblem: string };

function refused(refusal: Refusal) {
  return data<CheckoutProblem>(
    { checkoutProblem: refusal.message },
    { status: refusal.status, headers: refusalHeaders(refusal) },
  );
}

export async function checkoutAction({ visitor }: RequestContext, fields: Record<string, string>) {
  const pack = fields.pack ?? "";
  const refuse = (outcome: CheckoutRefused) => refused(checkoutRefusal(outcome, pack));
  const session = await visitor.currentSignedIn();
  if (!session) return refuse({ ok: false, error: "signed_out" });
  const key = IdempotencyKeySchema.safeParse(fields.key);
  if (!key.success || !pack)
    return refused({ status: 400, message: "That purchase form was incomplete. Please reload the page and try again." });
  let outcome;
  try {
    outcome = await startCheckout(env.DB, {
      accountId: session.accountId,
      packId: pack,
      requestKey: key.data,
      origin: siteOrigin(),
      returnTo: sameOriginPath(fields.returnTo, siteOrigin()),
    });
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logServerError(error, "Stripe refused or did not answer a Checkout Session request");
    return refuse({ ok: false, error: "provider_unreachable" });
  }
  return outcome.ok ? redirect(outcome.url, 303) : refuse(outcome);
}
