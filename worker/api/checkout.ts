/** POST /api/checkout: a signed-in user starts a Stripe Checkout for a credit pack; answers { url }. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import type { CheckoutResponse } from "~/lib/http/api-bodies";
import { logServerError } from "~/lib/log.server";
import { CHECKOUTS_PER_MINUTE, CheckoutRequestSchema, startCheckout } from "~/lib/payments/checkout.server";
import { PACKS } from "~/lib/payments/packs";
import { isStripeError, PAYMENTS_UNAVAILABLE } from "~/lib/payments/stripe.server";
import { sameOriginPath } from "~/lib/site/redirects";
import { siteOrigin } from "~/lib/site/site-url.server";
import { jsonError } from "./errors";
import { requireUser, type SignedIn } from "./require-user";
import { optionalIdempotencyKey, jsonBody } from "./validate";

const PACK_IDS = { packs: PACKS.map((pack) => pack.id) };

export const checkout = new Hono<SignedIn>().post(
  "/",
  requireUser("Please log in or sign up to buy credits."),
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
      return jsonError(c, 502, "The payment provider could not be reached. Nothing was charged; please try again in a moment.");
    }
    if (outcome.ok) return c.json<CheckoutResponse>({ url: outcome.url });
    switch (outcome.error) {
      case "unknown_pack":
        return jsonError(c, 400, `There is no pack called "${pack}".`, PACK_IDS);
      case "not_configured":
        return jsonError(c, 503, PAYMENTS_UNAVAILABLE);
      case "key_reused":
        return jsonError(c, 409, "This Idempotency-Key was already used for a different pack.");
      case "rate_limited":
        c.header("Retry-After", String(outcome.retryAfterSeconds));
        return jsonError(
          c,
          429,
          `Too many checkouts started: at most ${CHECKOUTS_PER_MINUTE} a minute. Please wait a moment and try again.`,
        );
    }
  },
);
