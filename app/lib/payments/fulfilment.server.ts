/**
 * Turning Stripe payments into ledger rows, exactly once (docs/decisions/0008). One function
 * fulfils a Checkout Session, called by both the webhook and the success page's loader; one
 * reverses refunds. Both re-read the current state from Stripe rather than trusting what the
 * caller saw, and both write only through the ledger's idempotent keys (`purchase:{session}`,
 * `refund:{refund}`), so any number of calls in any order changes a balance once.
 */
import type Stripe from "stripe";
import type { Database } from "../database.server";
import { getBalance, grantCredits, reverseCredits, type Balance } from "../ledger/ledger.server";
import { packForPayment, type Pack } from "./packs";
import { isMissingResource } from "./stripe.server";

export type FulfilmentOutcome =
  | { status: "credited"; accountId: string; pack: Pack; newlyCredited: boolean; balance: Balance }
  /** Completed with a delayed payment method: credits follow checkout.session.async_payment_succeeded. */
  | { status: "processing"; accountId: string; pack: Pack }
  /** Still open, or expired without payment. */
  | { status: "unpaid"; accountId: string }
  | { status: "not_found" }
  | { status: "other_account" }
  /** Not a StudyShelf credit purchase (no account, or an amount no pack costs): nothing to credit. */
  | { status: "not_a_purchase"; reason: string };

export async function fulfilCheckout(
  db: Database,
  stripe: Stripe,
  sessionId: string,
  { viewerAccountId }: { viewerAccountId?: string } = {},
): Promise<FulfilmentOutcome> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isMissingResource(error)) return { status: "not_found" };
    throw error;
  }
  const accountId = session.client_reference_id;
  if (session.mode !== "payment" || !accountId)
    return { status: "not_a_purchase", reason: "no StudyShelf account on the session" };
  if (viewerAccountId !== undefined && viewerAccountId !== accountId) return { status: "other_account" };

  // The price paid decides the pack; metadata is ignored, so a session cannot claim a bigger pack.
  const pack = packForPayment(session.amount_total, session.currency);
  if (!pack) {
    console.error(
      `Checkout Session ${session.id}: paid ${session.amount_total} ${session.currency}, which no pack costs; not credited`,
    );
    return { status: "not_a_purchase", reason: "amount matches no pack" };
  }
  if (session.status !== "complete") return { status: "unpaid", accountId };
  if (session.payment_status !== "paid") return { status: "processing", accountId, pack };

  const grant = await grantCredits(db, {
    key: `purchase:${session.id}`,
    accountId,
    credits: pack.credits,
    meta: { pack: pack.id, amount: session.amount_total, currency: session.currency, paymentIntent: paymentIntentId(session) },
  });
  return { status: "credited", accountId, pack, newlyCredited: grant.applied, balance: grant.balance };
}

function paymentIntentId(session: Stripe.Checkout.Session) {
  const intent = session.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

export type RefundOutcome =
  | {
      status: "reversed";
      accountId: string;
      refunds: { id: string; credits: number; newlyReversed: boolean }[];
      balance: Balance;
    }
  | { status: "not_a_purchase" };

/** Stripe statuses of refunds that have not failed; only succeeded ones take credits back. */
const LIVE_REFUND = new Set(["pending", "requires_action", "succeeded"]);

/**
 * Takes back the refunded share of a purchase's credits, once per refund. Shares are computed on
 * the running total of the payment's refunds in creation order, so partial refunds adding up to
 * the whole payment take back exactly the whole pack, however they were split.
 */
export async function reverseRefunds(db: Database, stripe: Stripe, paymentIntent: string): Promise<RefundOutcome> {
  const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
  const session = sessions.data[0];
  if (!session) return { status: "not_a_purchase" };
  // Credit first (a no-op when already done), so a reversal never lands before its purchase.
  const purchase = await fulfilCheckout(db, stripe, session.id);
  if (purchase.status !== "credited") return { status: "not_a_purchase" };
  const { accountId, pack } = purchase;
  const total = session.amount_total ?? pack.amount;

  const refunds = (await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })).data
    .filter((refund) => LIVE_REFUND.has(refund.status ?? ""))
    .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  const results: { id: string; credits: number; newlyReversed: boolean }[] = [];
  let refunded = 0;
  for (const refund of refunds) {
    const before = Math.round((pack.credits * refunded) / total);
    refunded = Math.min(total, refunded + refund.amount);
    const credits = Math.round((pack.credits * refunded) / total) - before;
    if (refund.status !== "succeeded" || credits <= 0) continue;
    const reversal = await reverseCredits(db, {
      key: `refund:${refund.id}`,
      accountId,
      credits,
      meta: { purchase: `purchase:${session.id}`, pack: pack.id, amount: refund.amount, currency: refund.currency },
    });
    results.push({ id: refund.id, credits, newlyReversed: reversal.applied });
  }
  return { status: "reversed", accountId, refunds: results, balance: await getBalance(db, accountId) };
}
