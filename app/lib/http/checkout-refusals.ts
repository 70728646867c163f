/**
 * Why starting a Stripe Checkout is refused, for the account page's buy forms and POST /api/checkout
 * alike: one status and message per refusal, including the two the adapters find themselves (a
 * visitor who is not signed in, a payment provider that did not answer).
 */
import { CHECKOUTS_PER_MINUTE, type CheckoutOutcome } from "../payments/checkout.server";
import { PAYMENTS_UNAVAILABLE } from "../payments/stripe.server";
import { refusalFrom, type RefusalTable } from "./refusal";

export type CheckoutRefused =
  Extract<CheckoutOutcome, { ok: false }> | { ok: false; error: "signed_out" } | { ok: false; error: "provider_unreachable" };

const CHECKOUT_REFUSALS: RefusalTable<CheckoutRefused, { pack: string }> = {
  signed_out: () => ({ status: 401, message: "Please log in or sign up to buy credits." }),
  unknown_pack: (_outcome, { pack }) => ({
    status: 400,
    message: `There is no credit pack called "${pack.slice(0, 64)}". Please choose one of the packs.`,
  }),
  not_configured: () => ({ status: 503, message: PAYMENTS_UNAVAILABLE }),
  key_reused: () => ({
    status: 409,
    message: "This purchase's Idempotency-Key was already used for another pack. Please reload the page and try again.",
  }),
  rate_limited: ({ retryAfterSeconds }) => ({
    status: 429,
    message: `Too many checkouts started: at most ${CHECKOUTS_PER_MINUTE} a minute. Please wait a moment and try again.`,
    retryAfterSeconds,
  }),
  provider_unreachable: () => ({
    status: 502,
    message: "The payment provider could not be reached. Nothing was charged; please try again in a moment.",
  }),
};

export function checkoutRefusal(outcome: CheckoutRefused, pack: string) {
  return refusalFrom(CHECKOUT_REFUSALS, outcome, { pack });
}
