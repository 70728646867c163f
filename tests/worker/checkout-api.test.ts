import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { CHECKOUTS_PER_MINUTE } from "~/lib/payments/checkout.server";
import { PACKS } from "~/lib/payments/packs";
import { BASE } from "./fetch";
import { testStripe } from "./stripe";
import { Visitor } from "./visitor";
import { signedInVisitor } from "./fixtures";

function buy(visitor: Visitor, pack: string, key?: string) {
  return visitor.post("/api/checkout", { pack }, key ? { "Idempotency-Key": key } : {});
}

async function sessionsStarted(visitor: Visitor) {
  return (
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM checkout_sessions WHERE account_id = ?")
      .bind(await visitor.accountId())
      .first<number>("n")) ?? 0
  );
}

describe("POST /api/checkout", () => {
  test("a signed-in user gets a Stripe Checkout URL for the pack, priced and owned on the server", async () => {
    const visitor = await signedInVisitor("buyer");
    const pack = PACKS[1];
    const response = await buy(visitor, pack.id);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const sessionId = url.split("/").pop() ?? "";
    expect(url).toBe(`${env.STRIPE_API_BASE}/pay/${sessionId}`);

    const session = await testStripe().checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: "payment",
      client_reference_id: await visitor.accountId(),
      amount_total: pack.amount,
      currency: pack.currency,
      metadata: { pack: pack.id },
      success_url: `${BASE}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${BASE}/checkout-cancel`,
      payment_status: "unpaid",
    });
  });

  test("anonymous visitors are asked to log in or sign up (401), with or without an anonymous session", async () => {
    const stranger = new Visitor();
    const response = await buy(stranger, PACKS[0].id);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: expect.stringMatching(/log in or sign up/i),
      logIn: "/login",
      signUp: "/signup",
    });

    const browsing = new Visitor();
    await browsing.download("worksheet", 0);
    expect(browsing.cookie).not.toBeNull();
    expect((await buy(browsing, PACKS[0].id)).status).toBe(401);
  });

  test.each([{ pack: "pack-1000" }, { pack: "" }, { pack: 10 }, {}, "not json"])(
    "%j is refused with 400 and starts nothing",
    async (body) => {
      const visitor = await signedInVisitor("buyer");
      const response = await visitor.post("/api/checkout", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String), packs: PACKS.map((pack) => pack.id) });
      expect(await sessionsStarted(visitor)).toBe(0);
    },
  );

  test("a malformed Idempotency-Key is 400", async () => {
    const visitor = await signedInVisitor("buyer");
    const response = await buy(visitor, PACKS[0].id, "has spaces");
    expect(response.status).toBe(400);
  });

  test("a double click (same Idempotency-Key, one after the other and at once) opens one session", async () => {
    const visitor = await signedInVisitor("buyer");
    const key = crypto.randomUUID();
    const first = (await (await buy(visitor, PACKS[0].id, key)).json()) as { url: string };
    const again = await Promise.all([
      buy(visitor, PACKS[0].id, key),
      buy(visitor, PACKS[0].id, key),
      buy(visitor, PACKS[0].id, key),
    ]);
    for (const response of again) {
      expect(response.status).toBe(200);
      expect(((await response.json()) as { url: string }).url).toBe(first.url);
    }
    expect(await sessionsStarted(visitor)).toBe(1);

    const other = (await (await buy(visitor, PACKS[0].id, crypto.randomUUID())).json()) as { url: string };
    expect(other.url).not.toBe(first.url);
  });

  test("reusing a key for a different pack is 409", async () => {
    const visitor = await signedInVisitor("buyer");
    const key = crypto.randomUUID();
    expect((await buy(visitor, PACKS[0].id, key)).status).toBe(200);
    const response = await buy(visitor, PACKS[2].id, key);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  test(`more than ${CHECKOUTS_PER_MINUTE} new sessions a minute from one account is 429; other accounts are unaffected`, async () => {
    const visitor = await signedInVisitor("buyer");
    const answers = await Promise.all(Array.from({ length: CHECKOUTS_PER_MINUTE + 3 }, () => buy(visitor, PACKS[0].id)));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(CHECKOUTS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const limited = answers.find((response) => response.status === 429);
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await limited?.json()).toMatchObject({ error: expect.stringMatching(/too many/i) });
    expect(await sessionsStarted(visitor)).toBe(CHECKOUTS_PER_MINUTE);

    const neighbour = await signedInVisitor("buyer");
    expect((await buy(neighbour, PACKS[0].id)).status).toBe(200);
  });
});
