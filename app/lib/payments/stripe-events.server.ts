/**
 * What a verified Stripe webhook event does. An allow-list of event types reaches fulfilment;
 * every other type is acknowledged and has no effect. Handled events are recorded in
 * `stripe_events` after their ledger writes committed, counting deliveries so replays are visible.
 */
import type Stripe from "stripe";
import { fulfilCheckout, reverseRefunds } from "./fulfilment.server";

/**
 * - checkout.session.completed: the customer finished Checkout; credits if already paid (cards),
 *   otherwise the session waits for the next event.
 * - checkout.session.async_payment_succeeded: a delayed payment method (bank debit) settled.
 * - charge.refunded, refund.created, refund.updated: a full or partial refund was made or changed
 *   state (refund.updated covers a pending refund that later succeeds).
 */
export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "charge.refunded",
  "refund.created",
  "refund.updated",
] as const satisfies readonly Stripe.Event.Type[];

export type EventOutcome = { handled: false } | { handled: true; outcome: string };

export async function handleStripeEvent(db: D1Database, stripe: Stripe, event: Stripe.Event): Promise<EventOutcome> {
  let objectId: string;
  let outcome: string;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      objectId = event.data.object.id;
      outcome = (await fulfilCheckout(db, stripe, objectId)).status;
      break;
    }
    case "charge.refunded":
    case "refund.created":
    case "refund.updated": {
      objectId = event.data.object.id;
      const intent = event.data.object.payment_intent;
      const intentId = typeof intent === "string" ? intent : intent?.id;
      outcome = intentId ? (await reverseRefunds(db, stripe, intentId)).status : "not_a_purchase";
      break;
    }
    default:
      return { handled: false };
  }
  await recordEvent(db, event, objectId, outcome);
  return { handled: true, outcome };
}

async function recordEvent(db: D1Database, event: Stripe.Event, objectId: string, outcome: string) {
  const at = new Date().toISOString();
  await db
    .prepare(
      `INSERT INTO stripe_events (id, type, object_id, outcome, first_received_at, last_received_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5)
       ON CONFLICT (id) DO UPDATE SET deliveries = deliveries + 1, outcome = excluded.outcome, last_received_at = excluded.last_received_at`,
    )
    .bind(event.id, event.type, objectId, outcome, at)
    .run();
}
