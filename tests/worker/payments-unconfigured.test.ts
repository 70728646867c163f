import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { paymentsConfigured } from "~/lib/payments/stripe.server";
import { deliver, event } from "./stripe";
import { Visitor } from "./visitor";

/** The local default: no Stripe keys in .dev.vars. This file's Worker runs without them. */
describe("without Stripe keys", () => {
  const vars = env as unknown as Record<string, string | undefined>;
  const saved = { STRIPE_SECRET_KEY: vars.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: vars.STRIPE_WEBHOOK_SECRET };
  beforeAll(() => {
    vars.STRIPE_SECRET_KEY = undefined;
    vars.STRIPE_WEBHOOK_SECRET = "";
  });
  afterAll(() => Object.assign(vars, saved));

  test("checkout is refused with 503 saying buying is unavailable (set-up steps go to the log), and nothing is started", async () => {
    expect(paymentsConfigured()).toBe(false);
    const visitor = new Visitor();
    expect((await visitor.signUp(`nokeys-${crypto.randomUUID()}@example.com`)).status).toBe(200);
    const response = await visitor.post("/api/checkout", { pack: "pack-10" });
    expect(response.status).toBe(503);
    const { error } = (await response.json()) as { error: string };
    expect(error).toBe("Buying credits is not available at the moment. Please try again later.");
    expect(error).not.toMatch(/stripe|\.dev\.vars|docs\//i);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM checkout_sessions").first("n")).toBe(0);
  });

  test("the webhook answers 503 (Stripe retries later) and writes nothing", async () => {
    const response = await deliver(event("checkout.session.completed", { id: "cs_test_nokeys", object: "checkout.session" }));
    expect(response.status).toBe(503);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM stripe_events").first("n")).toBe(0);
  });
});
