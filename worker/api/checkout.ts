/**
 * POST /api/checkout: a signed-in user starts a Stripe Checkout for a credit pack; answers { url }.
 * Refusals come from the checkout table (app/lib/http/checkout-refusals.ts), as the account page's
 * buy forms answer them.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { checkoutRefusal } from "~/lib/http/checkout-refusals";
import { logServerError } from "~/lib/log.server";
import { CheckoutRequestSchema, startCheckout } from "~/lib/payments/checkout.server";
import { PACKS } from "~/lib/payments/packs";
import { isStripeError } from "~/lib/payments/stripe.server";
import { sameOriginPath } from "~/lib/site/redirects";
import { siteOrigin } from "~/lib/site/site-url.server";
import { jsonError, refuse } from "./errors";
import { requireUser, type SignedIn } from "./require-user";
import { optionalIdempotencyKey, jsonBody } from "./validate";

const PACK_IDS = { packs: PACKS.map((pack) => pack.id) };

export const checkout = new Hono<SignedIn>().post(
  "/",
  requireUser(checkoutRefusal({ ok: false, error: "signed_out" }, "").message),
  jsonBody(CheckoutRequestSchema, (_error, c) => jsonError(c, 400, 'Send a JSON body like {"pack": "pack-10"}.', PACK_IDS)),
  optionalIdempotencyKey,
  async (c) => {
    const { pack, returnTo } = c.req.valid("json");
    let outcome;
    try {
      outcome = await startCheckout(env.DB, {
        accountId: c.var.user.accountId,
        packId: pack,
        requestKey: c.req.valid("header")["idempotency-key"] ?? null,
        origin: siteOrigin(),
        returnTo: sameOriginPath(returnTo, siteOrigin()),
      });
    } catch (error) {
      if (!isStripeError(error)) throw error;
      logServerError(error, "Stripe refused or did not answer a Checkout Session request");
      return refuse(c, checkoutRefusal({ ok: false, error: "provider_unreachable" }, pack));
    }
    if (outcome.ok) return c.json({ url: outcome.url });
    return refuse(c, checkoutRefusal(outcome, pack), outcome.error === "unknown_pack" ? PACK_IDS : undefined);
  },
);
