/** POST /api/checkout: a signed-in user starts a Stripe Checkout for a credit pack; answers { url }. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { CHECKOUTS_PER_MINUTE, CheckoutRequestSchema, IdempotencyKeySchema, startCheckout } from "~/lib/payments/checkout.server";
import { PACKS } from "~/lib/payments/packs";
import { getSession } from "~/lib/accounts/session.server";
import { isStripeError, PAYMENTS_NOT_CONFIGURED } from "~/lib/payments/stripe.server";
import { jsonError, readJson } from "./http";

export const checkout = new Hono().post("/", async (c) => {
  const session = await getSession(env.DB, c.req.raw);
  if (!session?.email)
    return jsonError(c, 401, "Please log in or sign up to buy credits.", { logIn: "/login", signUp: "/signup" });

  const body = await readJson(c);
  const parsed = body.ok ? CheckoutRequestSchema.safeParse(body.value) : undefined;
  if (!parsed?.success)
    return jsonError(c, 400, 'Send a JSON body like {"pack": "pack-10"}.', { packs: PACKS.map((pack) => pack.id) });
  const requestKey = c.req.header("idempotency-key") ?? null;
  if (requestKey !== null && !IdempotencyKeySchema.safeParse(requestKey).success) {
    return jsonError(c, 400, "The Idempotency-Key header must be 8 to 100 letters, digits, - or _.");
  }

  let outcome;
  try {
    outcome = await startCheckout(env.DB, {
      accountId: session.accountId,
      packId: parsed.data.pack,
      requestKey,
      origin: new URL(c.req.url).origin,
    });
  } catch (error) {
    if (!isStripeError(error)) throw error;
    console.error("Stripe refused or did not answer a Checkout Session request", error);
    return jsonError(c, 502, "The payment provider could not be reached. Nothing was charged; please try again in a moment.");
  }
  if (outcome.ok) return c.json({ url: outcome.url });
  switch (outcome.error) {
    case "unknown_pack":
      return jsonError(c, 400, `There is no pack called "${parsed.data.pack}".`, { packs: PACKS.map((pack) => pack.id) });
    case "not_configured":
      return jsonError(c, 503, PAYMENTS_NOT_CONFIGURED);
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
});
