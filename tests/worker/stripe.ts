/**
 * Stripe from the tests' side: the real SDK pointed at the local fake, the fake's test controls
 * (the customer paying, a delayed payment settling), and webhook deliveries signed with the SDK's
 * test header helper and the endpoint secret the Worker is configured with.
 */
import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { stripeClient } from "~/lib/payments/stripe.server";
import { TEST_WEBHOOK_SECRET } from "../support/stripe-keys";
import { call } from "./fetch";

export function testStripe() {
  const stripe = stripeClient();
  if (!stripe) throw new Error("the Worker tests must have Stripe configured");
  return stripe;
}

/** The customer finishes the hosted checkout: paid at once (cards) or later (delayed methods). */
export async function completeSession(sessionId: string, payment: "paid" | "unpaid" = "paid") {
  const response = await fetch(`${env.STRIPE_API_BASE}/_test/sessions/${sessionId}/complete`, {
    method: "POST",
    body: JSON.stringify({ payment }),
  });
  if (!response.ok) throw new Error(`fake Stripe: ${await response.text()}`);
  return (await response.json()) as Stripe.Checkout.Session;
}

/** A delayed payment (for example a bank debit) settles. */
export async function settleSession(sessionId: string) {
  const response = await fetch(`${env.STRIPE_API_BASE}/_test/sessions/${sessionId}/settle`, { method: "POST" });
  if (!response.ok) throw new Error(`fake Stripe: ${await response.text()}`);
  return (await response.json()) as Stripe.Checkout.Session;
}

/** A Checkout Session as the checkout API creates it, straight through the SDK (for fulfilment tests). */
export function createSession(accountId: string, { amount, metadataPack }: { amount: number; metadataPack: string }) {
  return testStripe().checkout.sessions.create({
    mode: "payment",
    client_reference_id: accountId,
    line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: amount, product_data: { name: "Credits" } } }],
    metadata: { pack: metadataPack },
    success_url: "https://studyshelf.test/checkout-success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "https://studyshelf.test/checkout-cancel",
  });
}

let eventCounter = 0;

export function event<T extends { id: string; object: string }>(type: string, object: T) {
  eventCounter += 1;
  return {
    id: `evt_test_${Date.now().toString(36)}_${eventCounter}_${Math.random().toString(36).slice(2, 8)}`,
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

export interface DeliveryOptions {
  secret?: string;
  /** Seconds since the epoch the signature claims. */
  timestamp?: number;
  /** Changes the body after signing it. */
  tamper?: (payload: string) => string;
  signature?: "omit";
}

/** POSTs an event to the webhook the way Stripe does: raw JSON body, Stripe-Signature header, no Origin. */
export async function deliver(payloadObject: object, options: DeliveryOptions = {}) {
  const payload = JSON.stringify(payloadObject);
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return call("/api/stripe/webhook", {
    method: "POST",
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      ...(options.signature === "omit" ? {} : { "Stripe-Signature": header }),
    },
    body: options.tamper ? options.tamper(payload) : payload,
  });
}
