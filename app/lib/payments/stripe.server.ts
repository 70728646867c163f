/**
 * The Stripe client and its configuration. Keys come from Worker secrets (`.dev.vars` locally):
 * STRIPE_SECRET_KEY for API calls, STRIPE_WEBHOOK_SECRET for verifying webhooks. The optional
 * STRIPE_API_BASE (for example http://127.0.0.1:12111) points the SDK at a local fake of the
 * Stripe API; unset, the SDK talks to Stripe. Nothing here may reach the client bundle.
 */
import { env } from "cloudflare:workers";
import Stripe from "stripe";

type StripeVar = "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE";

/**
 * Secrets are absent from wrangler.toml, so the generated Env type only has them when a developer's
 * .dev.vars does; read them as optional either way.
 */
function stripeVar(name: StripeVar): string | undefined {
  const value = (env as Partial<Record<StripeVar, unknown>>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** For the server log and Stripe's webhook deliveries: how a developer turns payments on (README.md). */
export const PAYMENTS_NOT_CONFIGURED =
  "Payments are not configured: set the STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET secrets (.dev.vars locally, `wrangler secret put` in production); see docs/payments.md.";

/** What visitors are told instead: set-up steps stay in the README and the server log. */
export const PAYMENTS_UNAVAILABLE = "Payments are not available right now. Please try again later.";

// Said once per isolate, not on every page that shows the buy buttons.
let toldDevelopers = false;

/**
 * Both keys are needed: checkout without a webhook would miss delayed payments and refunds. The first
 * time they are found missing, the server log says how to set them.
 */
export function paymentsConfigured() {
  const configured = stripeVar("STRIPE_SECRET_KEY") !== undefined && stripeVar("STRIPE_WEBHOOK_SECRET") !== undefined;
  if (!configured && !toldDevelopers) {
    toldDevelopers = true;
    console.warn(PAYMENTS_NOT_CONFIGURED);
  }
  return configured;
}

export function webhookSecret() {
  return stripeVar("STRIPE_WEBHOOK_SECRET");
}

function apiAddress(): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  const base = stripeVar("STRIPE_API_BASE");
  if (!base) return {};
  const url = new URL(base);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("STRIPE_API_BASE must be an http(s) URL");
  return {
    host: url.hostname,
    port: url.port || (url.protocol === "https:" ? 443 : 80),
    protocol: url.protocol === "https:" ? "https" : "http",
  };
}

/**
 * Where Stripe's hosted Checkout pages live, which the site's buy forms redirect to: Stripe's own
 * origin, or the local fake's when STRIPE_API_BASE points the site at one (the e2e suite).
 */
export function checkoutPageOrigin() {
  const base = stripeVar("STRIPE_API_BASE");
  return base ? new URL(base).origin : "https://checkout.stripe.com";
}

/** A client for the configured Stripe account, or null when payments are not configured. */
export function stripeClient(): Stripe | null {
  const key = stripeVar("STRIPE_SECRET_KEY");
  if (!key || !paymentsConfigured()) return null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    // Stripe answers 409 to a request whose idempotency key is still in flight; a retry then gets the first answer.
    maxNetworkRetries: 3,
    timeout: 20_000,
    ...apiAddress(),
  });
}

/** Verifies a webhook's raw body against its Stripe-Signature header; throws when it does not match. */
export function verifyWebhook(rawBody: Uint8Array, signature: string, secret: string) {
  return Stripe.webhooks.constructEventAsync(rawBody, signature, secret, undefined, Stripe.createSubtleCryptoProvider());
}

/** An error from Stripe or from reaching it (as opposed to a bug or a D1 failure). */
export function isStripeError(error: unknown) {
  return error instanceof Stripe.errors.StripeError;
}

export function isMissingResource(error: unknown) {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}
