import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { pageContext } from "~/lib/http/csp-nonce";
import { createRequestContext } from "~/lib/http/request-context.server";
import { findPack } from "~/lib/payments/packs";
import { HANDLED_EVENT_TYPES } from "~/lib/payments/stripe-events.server";
import { TEST_WEBHOOK_SECRET } from "../support/stripe-keys";
import { completeSession, createSession, deliver, event, settleSession, testStripe } from "./stripe";
import { Visitor } from "./visitor";
import { uniqueEmail } from "./fixtures";

const PACK_10 = findPack("pack-10")!;
const PACK_30 = findPack("pack-30")!;
const PACK_100 = findPack("pack-100")!;

async function buyer() {
  const visitor = new Visitor();
  expect((await visitor.signUp(uniqueEmail("payer"))).status).toBe(200);
  return { visitor, accountId: await visitor.accountId() };
}

async function credits(visitor: Visitor) {
  return (await visitor.me()).credits;
}

async function ledgerRows(accountId: string, kind: "purchase" | "refund") {
  const { results } = await env.DB.prepare("SELECT key, delta_credits FROM ledger WHERE account_id = ? AND kind = ? ORDER BY key")
    .bind(accountId, kind)
    .all<{ key: string; delta_credits: number }>();
  return results;
}

async function recordedEvent(id: string) {
  return env.DB.prepare("SELECT type, object_id, outcome, deliveries FROM stripe_events WHERE id = ?").bind(id).first();
}

/** A paid Checkout Session for the pack, as if the customer had just paid on Stripe's page. */
async function paidSession(accountId: string, pack = PACK_10) {
  const session = await createSession(accountId, { amount: pack.amount, metadataPack: pack.id });
  return completeSession(session.id, "paid");
}

describe("webhook signature verification", () => {
  const now = () => Math.floor(Date.now() / 1000);
  test.each([
    ["one byte of the body altered", { tamper: (payload: string) => payload.replace('"livemode":false', '"livemode":fals ') }],
    ["signed with another secret", { secret: "whsec_someone_else" }],
    ["no Stripe-Signature header", { signature: "omit" as const }],
    ["signed 10 minutes ago (older than the 5-minute tolerance)", { timestamp: now() - 600 }],
  ])("rejects a delivery %s with 400 and writes nothing", async (_, options) => {
    const { visitor, accountId } = await buyer();
    const session = await paidSession(accountId);
    const completed = event("checkout.session.completed", session);
    const response = await deliver(completed, options);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(await ledgerRows(accountId, "purchase")).toEqual([]);
    expect(await recordedEvent(completed.id)).toBeNull();
    expect(await credits(visitor)).toBe(0);
  });

  test("accepts the correctly signed delivery, credits the pack and records the event", async () => {
    const { visitor, accountId } = await buyer();
    const session = await paidSession(accountId);
    const completed = event("checkout.session.completed", session);
    const response = await deliver(completed);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, handled: true, outcome: "credited" });
    expect(await credits(visitor)).toBe(PACK_10.credits);
    expect(await ledgerRows(accountId, "purchase")).toEqual([{ key: `purchase:${session.id}`, delta_credits: PACK_10.credits }]);
    expect(await recordedEvent(completed.id)).toEqual({
      type: "checkout.session.completed",
      object_id: session.id,
      outcome: "credited",
      deliveries: 1,
    });
    expect(TEST_WEBHOOK_SECRET).toMatch(/^whsec_/);
  });
});

describe("exactly once", () => {
  test("the same checkout.session.completed delivered 10 times in a row credits once; every delivery is recorded", async () => {
    const { visitor, accountId } = await buyer();
    const session = await paidSession(accountId, PACK_30);
    const completed = event("checkout.session.completed", session);
    for (let delivery = 0; delivery < 10; delivery += 1) expect((await deliver(completed)).status).toBe(200);
    expect(await credits(visitor)).toBe(PACK_30.credits);
    expect(await ledgerRows(accountId, "purchase")).toHaveLength(1);
    expect(await recordedEvent(completed.id)).toMatchObject({ deliveries: 10 });
  });

  test("the same checkout.session.completed delivered 10 times at once credits once", async () => {
    const { visitor, accountId } = await buyer();
    const session = await paidSession(accountId, PACK_100);
    const completed = event("checkout.session.completed", session);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(completed)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await credits(visitor)).toBe(PACK_100.credits);
    expect(await ledgerRows(accountId, "purchase")).toHaveLength(1);
    expect(await recordedEvent(completed.id)).toMatchObject({ deliveries: 10 });
  });

  test("webhook and success page racing for one session, 50 trials: credited once each time", async () => {
    const { loader } = await import("~/routes/checkout-success");
    const { visitor, accountId } = await buyer();
    let expected = 0;
    for (let trial = 0; trial < 50; trial += 1) {
      const session = await paidSession(accountId);
      const request = new Request(`https://studyshelf.test/checkout-success?session_id=${session.id}`, {
        headers: { Cookie: visitor.cookie ?? "" },
      });
      const [webhook, page] = await Promise.all([
        deliver(event("checkout.session.completed", session)),
        loader({
          request,
          params: {},
          context: pageContext("", createRequestContext(request, env.DB)),
          unstable_pattern: "",
        } as unknown as Parameters<typeof loader>[0]),
      ]);
      expected += PACK_10.credits;
      expect(webhook.status).toBe(200);
      expect(page).toMatchObject({ data: { state: "credited", pack: { credits: PACK_10.credits } } });
      // The page shows the balance after its own write or the webhook's: never before the credits.
      expect((page as { data: { credits: number } }).data.credits).toBe(expected);
    }
    expect(await credits(visitor)).toBe(expected);
    expect(await ledgerRows(accountId, "purchase")).toHaveLength(50);
  });
});

describe("delayed payments", () => {
  test("an unpaid completed session credits nothing; async_payment_succeeded then credits once", async () => {
    const { visitor, accountId } = await buyer();
    const created = await createSession(accountId, { amount: PACK_30.amount, metadataPack: PACK_30.id });
    const unpaid = await completeSession(created.id, "unpaid");
    const completed = event("checkout.session.completed", unpaid);
    expect(await (await deliver(completed)).json()).toMatchObject({ outcome: "processing" });
    expect(await credits(visitor)).toBe(0);
    expect(await ledgerRows(accountId, "purchase")).toEqual([]);

    // A late replay of the first event carries the old (unpaid) object, but fulfilment asks Stripe.
    const settled = await settleSession(created.id);
    const succeeded = event("checkout.session.async_payment_succeeded", settled);
    for (const delivery of [succeeded, succeeded, completed]) expect((await deliver(delivery)).status).toBe(200);
    expect(await credits(visitor)).toBe(PACK_30.credits);
    expect(await ledgerRows(accountId, "purchase")).toHaveLength(1);
  });
});

describe("the price paid decides the credits", () => {
  test("a session whose metadata claims the 100 pack but paid the 10 pack's price gets 10 credits", async () => {
    const { visitor, accountId } = await buyer();
    const session = await createSession(accountId, { amount: PACK_10.amount, metadataPack: PACK_100.id });
    const paid = await completeSession(session.id);
    expect(paid.metadata).toEqual({ pack: PACK_100.id });
    expect((await deliver(event("checkout.session.completed", paid))).status).toBe(200);
    expect(await credits(visitor)).toBe(PACK_10.credits);
  });

  test("an amount no pack costs credits nothing (and is acknowledged, since a retry cannot change it)", async () => {
    const { visitor, accountId } = await buyer();
    const session = await createSession(accountId, { amount: PACK_100.amount - 1, metadataPack: PACK_100.id });
    const response = await deliver(event("checkout.session.completed", await completeSession(session.id)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: "not_a_purchase" });
    expect(await credits(visitor)).toBe(0);
  });
});

describe("refunds", () => {
  async function refund(paymentIntent: string, amount: number) {
    return testStripe().refunds.create({ payment_intent: paymentIntent, amount });
  }

  test("a partial refund, then the rest: each reverses its share once, however often and by whichever event it arrives", async () => {
    const { visitor, accountId } = await buyer();
    const session = await paidSession(accountId, PACK_30);
    await deliver(event("checkout.session.completed", session));
    expect(await credits(visitor)).toBe(30);
    const intent = session.payment_intent as string;

    const partial = await refund(intent, Math.round(PACK_30.amount / 3));
    const partialEvents = [
      event("refund.created", partial),
      event("charge.refunded", { id: partial.charge as string, object: "charge", payment_intent: intent }),
    ];
    for (const delivery of [...partialEvents, ...partialEvents, partialEvents[0]])
      expect((await deliver(delivery)).status).toBe(200);
    expect(await credits(visitor)).toBe(20);
    expect(await ledgerRows(accountId, "refund")).toEqual([{ key: `refund:${partial.id}`, delta_credits: -10 }]);

    const rest = await refund(intent, PACK_30.amount - partial.amount);
    const restCreated = event("refund.created", rest);
    await Promise.all(Array.from({ length: 5 }, () => deliver(restCreated)));
    await deliver(event("charge.refunded", { id: rest.charge as string, object: "charge", payment_intent: intent }));
    expect(await credits(visitor)).toBe(0);
    const rows = await ledgerRows(accountId, "refund");
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, row) => sum + row.delta_credits, 0)).toBe(-30);
  });

  test("a full refund replayed reverses the whole pack once", async () => {
    const { visitor, accountId } = await buyer();
    const session = await paidSession(accountId, PACK_100);
    const intent = session.payment_intent as string;
    // The refund arrives before any checkout event: the purchase is credited first, then reversed.
    const full = await refund(intent, PACK_100.amount);
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await deliver(event("refund.created", full))).status).toBe(200);
    expect(await ledgerRows(accountId, "purchase")).toHaveLength(1);
    expect(await ledgerRows(accountId, "refund")).toEqual([{ key: `refund:${full.id}`, delta_credits: -100 }]);
    await deliver(event("checkout.session.completed", session));
    expect(await credits(visitor)).toBe(0);
  });

  test("a refund after some credits were spent takes the balance below zero, which blocks downloads until it is positive", async () => {
    const { visitor, accountId } = await buyer();
    const session = await paidSession(accountId, PACK_10);
    await deliver(event("checkout.session.completed", session));
    // The 10 free downloads go first, then 3 credits.
    for (let item = 0; item < 13; item += 1) expect((await visitor.download("worksheet", item)).status).toBe(200);
    expect(await visitor.me()).toMatchObject({ freeDownloadsRemaining: 0, credits: 7 });

    const full = await refund(session.payment_intent as string, PACK_10.amount);
    await deliver(event("refund.created", full));
    await deliver(event("refund.created", full));
    expect(await credits(visitor)).toBe(-3);
    expect((await visitor.download("worksheet", 20)).status).toBe(402);
    expect((await visitor.download("worksheet", 0)).status).toBe(200);

    const more = await paidSession(accountId, PACK_10);
    await deliver(event("checkout.session.completed", more));
    expect(await credits(visitor)).toBe(7);
    expect((await visitor.download("worksheet", 20)).status).toBe(200);
  });

  test("a refund for a payment StudyShelf did not sell is acknowledged and changes nothing", async () => {
    const response = await deliver(
      event("refund.created", {
        id: "re_test_unknown",
        object: "refund",
        amount: 100,
        payment_intent: "pi_test_unknown",
        status: "succeeded",
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: "not_a_purchase" });
  });
});

describe("other events and failures", () => {
  test.each(["payment_intent.succeeded", "checkout.session.expired", "customer.created"])(
    "%s gets 2xx and has no effect",
    async (type) => {
      expect(HANDLED_EVENT_TYPES).not.toContain(type);
      const { visitor, accountId } = await buyer();
      const session = await paidSession(accountId);
      const unhandled = event(type, session);
      const response = await deliver(unhandled);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ received: true, handled: false });
      expect(await credits(visitor)).toBe(0);
      expect(await recordedEvent(unhandled.id)).toBeNull();
    },
  );

  test("when the ledger write fails the webhook answers 5xx, so Stripe retries, and records nothing", async () => {
    // A session for an account that does not exist: the ledger's foreign key refuses the row.
    const session = await paidSession(`missing-${crypto.randomUUID()}`);
    const completed = event("checkout.session.completed", session);
    const response = await deliver(completed);
    expect(response.status).toBe(500);
    expect(await recordedEvent(completed.id)).toBeNull();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger WHERE key = ?").bind(`purchase:${session.id}`).first("n")).toBe(
      0,
    );
  });
});
