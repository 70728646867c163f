/**
 * Starting a Stripe Checkout for a credit pack. The pack, price and account
 * are decided here on the server; the browser only names a pack id. A per-account limit of new
 * sessions per minute is counted in D1, and the client's idempotency key makes a double click
 * reuse the first request's session.
 */
import { z } from "zod";
import { ROW_LIMITS } from "../limits/rate-limits.server";
import { findPack } from "./packs";
import { stripeClient } from "./stripe.server";

/** The checkoutsPerAccount tier (app/lib/limits/rate-limits.server.ts), checked by the insert itself. */
export const CHECKOUTS_PER_MINUTE = ROW_LIMITS.checkoutsPerAccount.limit;
const WINDOW_MS = ROW_LIMITS.checkoutsPerAccount.windowSeconds * 1000;

/** `returnTo`: a path on this site (checked by the caller) where the buyer lands once the credits are in. */
export const CheckoutRequestSchema = z.object({ pack: z.string().max(64), returnTo: z.string().max(300).optional() });

export type CheckoutOutcome =
  | { ok: true; url: string; sessionId: string }
  | { ok: false; error: "not_configured" | "unknown_pack" | "key_reused" }
  | { ok: false; error: "rate_limited"; retryAfterSeconds: number };

export async function startCheckout(
  db: D1Database,
  {
    accountId,
    packId,
    requestKey,
    origin,
    returnTo = null,
  }: { accountId: string; packId: string; requestKey: string | null; origin: string; returnTo?: string | null },
): Promise<CheckoutOutcome> {
  const pack = findPack(packId);
  if (!pack) return { ok: false, error: "unknown_pack" };
  const stripe = stripeClient();
  if (!stripe) return { ok: false, error: "not_configured" };

  const key = `${accountId}:${requestKey ?? crypto.randomUUID()}`;
  const now = Date.now();
  const [, claimed, oldest] = await db.batch([
    // The limit check and the claim are one statement, so concurrent requests cannot exceed it.
    db
      .prepare(
        `INSERT INTO checkout_sessions (request_key, account_id, pack_id, created_at)
         SELECT ?1, ?2, ?3, ?4
         WHERE (SELECT COUNT(*) FROM checkout_sessions WHERE account_id = ?2 AND created_at > ?4 - ?5) < ?6
         ON CONFLICT (request_key) DO NOTHING`,
      )
      .bind(key, accountId, pack.id, now, WINDOW_MS, CHECKOUTS_PER_MINUTE),
    db.prepare("SELECT pack_id FROM checkout_sessions WHERE request_key = ?").bind(key),
    db
      .prepare("SELECT MIN(created_at) AS at FROM checkout_sessions WHERE account_id = ? AND created_at > ?")
      .bind(accountId, now - WINDOW_MS),
  ]);
  const row = (claimed.results as { pack_id: string }[])[0];
  if (!row) {
    const since = (oldest.results as { at: number | null }[])[0]?.at ?? now;
    return { ok: false, error: "rate_limited", retryAfterSeconds: Math.max(1, Math.ceil((since + WINDOW_MS - now) / 1000)) };
  }
  if (row.pack_id !== pack.id) return { ok: false, error: "key_reused" };

  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      client_reference_id: accountId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: pack.currency,
            unit_amount: pack.amount,
            product_data: {
              name: `${pack.credits} StudyShelf credits (${pack.name})`,
              description: "1 credit = 1 PDF download. Credits never expire.",
            },
          },
        },
      ],
      // Informational only: fulfilment derives the credits from the amount paid.
      metadata: { pack: pack.id, account: accountId },
      success_url: `${origin}/checkout-success?session_id={CHECKOUT_SESSION_ID}${returnTo ? `&${new URLSearchParams({ return: returnTo })}` : ""}`,
      cancel_url: `${origin}/checkout-cancel`,
    },
    { idempotencyKey: `checkout:${key}` },
  );
  if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
  await db.prepare("UPDATE checkout_sessions SET stripe_session_id = ? WHERE request_key = ?").bind(session.id, key).run();
  return { ok: true, url: session.url, sessionId: session.id };
}
