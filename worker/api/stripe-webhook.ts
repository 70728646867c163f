/**
 * POST /api/stripe/webhook: Stripe's event deliveries. The raw body is verified against the
 * endpoint secret before anything is read from it; a bad or stale signature is 400 and writes
 * nothing. 2xx only after the ledger write committed, 5xx when it failed, so Stripe retries.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import type Stripe from "stripe";
import { logServerError } from "~/lib/log.server";
import { handleStripeEvent } from "~/lib/payments/stripe-events.server";
import {
  paymentsConfigured,
  PAYMENTS_UNAVAILABLE,
  stripeClient,
  verifyWebhook,
  webhookSecret,
} from "~/lib/payments/stripe.server";
import { jsonError } from "./errors";

export const stripeWebhook = new Hono().post("/", async (c) => {
  const secret = webhookSecret();
  const stripe = stripeClient();
  // 503 rather than 2xx: Stripe keeps retrying until the keys are set, so no event is lost.
  if (!secret || !stripe || !paymentsConfigured()) return jsonError(c, 503, PAYMENTS_UNAVAILABLE);
  const signature = c.req.header("stripe-signature");
  if (!signature) return jsonError(c, 400, "Missing Stripe-Signature header.");

  let event: Stripe.Event;
  try {
    event = await verifyWebhook(new Uint8Array(await c.req.arrayBuffer()), signature, secret);
  } catch {
    return jsonError(c, 400, "Webhook signature verification failed.");
  }

  try {
    const result = await handleStripeEvent(env.DB, stripe, event);
    return c.json({ received: true, ...result });
  } catch (error) {
    logServerError(error, `Stripe event ${event.id} (${event.type}) failed; Stripe will retry`);
    return jsonError(c, 500, "The event could not be processed; please retry.");
  }
});
