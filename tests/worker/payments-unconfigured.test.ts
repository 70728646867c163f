import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { paymentsConfigured } from "~/lib/payments/stripe.server";
import { deliver, event } from "./stripe";
import { Visitor } from "./visitor";
import { uniqueEmail } from "./fixtures";

/** The local default: no Stripe keys in .dev.vars. This file's Worker runs without them. */
describe("without Stripe keys", () => {
  const vars = env as unknown as Record<string, string | undefined>;
  const saved = { STRIPE_SECRET_KEY: vars.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: vars.STRIPE_WEBHOOK_SECRET };
  beforeAll(() => {
    vars.STRIPE_SECRET_KEY = undefined;
    vars.STRIPE_WEBHOOK_SECRET = "";
  });
  afterAll(() => Object.assign(vars, saved));

  test("visitors are told payments are not available, never how to configure them; the server log says how", async () => {
    // First in this file, so nothing has asked about payments yet: the server says how to set them up, once.
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    const visitor = new Visitor();
    expect((await visitor.signUp(uniqueEmail("nokeys"))).status).toBe(200);
    const page = await visitor.get("/account");
    const html = await page.text();
    expect(html).toContain("Payments are not available right now");
    for (const setUpText of [".dev.vars", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "docs/payments.md", "stripe listen"])
      expect(html).not.toContain(setUpText);
    const setUpLines = warnings.mock.calls.map((call) => call.join(" ")).filter((line) => line.includes("STRIPE_SECRET_KEY"));
    warnings.mockRestore();
    expect(setUpLines).toHaveLength(1);
    expect(setUpLines[0]).toMatch(/STRIPE_WEBHOOK_SECRET.*docs\/payments\.md/);
  });

  test("checkout is refused with 503 saying payments are not available, with no set-up text for visitors, and nothing is started", async () => {
    expect(paymentsConfigured()).toBe(false);
    const visitor = new Visitor();
    expect((await visitor.signUp(uniqueEmail("nokeys"))).status).toBe(200);
    const response = await visitor.post("/api/checkout", { pack: "pack-10" });
    expect(response.status).toBe(503);
    const { error } = (await response.json()) as { error: string };
    expect(error).toBe("Payments are not available right now. Please try again later.");
    expect(error).not.toMatch(/stripe|\.dev\.vars|docs\//i);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM checkout_sessions").first("n")).toBe(0);
  });

  test("a visitor with nothing left is told before any sign-up that credits cannot be bought, and offered no Buy credits", async () => {
    const visitor = new Visitor();
    for (let id = 1; id <= 10; id++)
      expect((await visitor.post("/api/downloads", { kind: "quiz", id }, { "Idempotency-Key": `nokeys-${id}` })).status).toBe(
        200,
      );
    for (const path of ["/worksheet/1", "/download?kind=worksheet&id=1"]) {
      const html = await (await visitor.get(path)).text();
      expect(html).toContain("You have no free downloads or credits left.");
      expect(html).toContain("Buying credits is not available right now, so there is nothing to sign up or pay for.");
      expect(html).not.toContain("create a free account first");
      expect(html).not.toMatch(/<a[^>]*href="\/signup\?next=[^"]*buy-credits/);
    }
  });

  test("the webhook answers 503 (Stripe retries later) and writes nothing", async () => {
    const response = await deliver(event("checkout.session.completed", { id: "cs_test_nokeys", object: "checkout.session" }));
    expect(response.status).toBe(503);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM stripe_events").first("n")).toBe(0);
  });
});
