import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { expectAccessible, useBrowser } from "./browser";
import { signUp, uniqueEmail } from "./fixtures";

const browser = useBrowser();

const balance = (page: Page) => page.locator(".site-header .balance");

async function me(page: Page) {
  return (await (await page.request.get("/api/me")).json()) as { freeDownloadsRemaining: number; credits: number };
}

describe("buying credits", () => {
  test("sign in, pick a pack, pay on the (fake) Stripe page, see the credits, download with one", async () => {
    const page = await browser.page({ acceptDownloads: true });
    await signUp(page, { email: uniqueEmail("buyer") });
    for (let id = 1; id <= 10; id++) {
      const response = await page.request.post("/api/downloads", {
        data: { kind: "quiz", id },
        headers: { "Idempotency-Key": `free-${id}` },
      });
      expect(response.status()).toBe(200);
    }

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Buy credits" }).click();
    await page.waitForURL(/\/account#buy-credits$/);
    const pricing = page.getByRole("region", { name: "Buy credits" });
    await expect.poll(() => pricing.textContent()).toContain("Credits never expire");
    await expectAccessible(page);
    await pricing.getByRole("button", { name: "Buy 10 credits for $4.99" }).click();

    await page.waitForURL(/\/pay\/cs_test_/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Fake Stripe Checkout");
    await page.getByRole("button", { name: "Pay $4.99" }).click();

    await page.waitForURL(/\/checkout-success\?session_id=cs_test_/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Thank you for your purchase");
    expect(await page.getByText("Your balance is now").textContent()).toContain("10 credits");
    await expectAccessible(page);
    // The fake also delivered the signed webhook, racing the page; it was accepted and credited nothing more.
    const sessionId = new URL(page.url()).searchParams.get("session_id");
    await expect
      .poll(async () => (await fetch(`${inject("stripeApiBase")}/_test/deliveries?session=${sessionId}`)).json())
      .toEqual([{ session: sessionId, status: 200 }]);
    expect(await me(page)).toMatchObject({ freeDownloadsRemaining: 0, credits: 10 });

    await page.goto("/worksheet/3");
    await expect.poll(() => page.getByText("Costs 1 credit. You have 10 credits.").count()).toBe(1);
    await page.getByRole("button", { name: /^Download PDF/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("group", { name: "Use 1 of your 10 credits?" })
        .getByRole("button", { name: /^Yes, download/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 0 free downloads · 9 credits");
    expect(await me(page)).toMatchObject({ credits: 9 });
  });

  test("a bank debit that settles later: the success page says it is processing and refreshes itself until the credits arrive", async () => {
    const page = await browser.page();
    await signUp(page, { email: uniqueEmail("buyer") });
    await page.goto("/account#buy-credits");
    await page.getByRole("button", { name: /^Buy 30 credits/ }).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.getByRole("button", { name: "Pay by bank debit (settles later)" }).click();

    await page.waitForURL(/\/checkout-success\?session_id=cs_test_/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Payment processing");
    expect(await page.getByRole("status").filter({ hasText: "processing" }).textContent()).toContain(
      "will appear in your account shortly",
    );
    await expectAccessible(page);
    expect(await me(page)).toMatchObject({ credits: 0 });

    const sessionId = new URL(page.url()).searchParams.get("session_id");
    expect((await fetch(`${inject("stripeApiBase")}/_test/sessions/${sessionId}/settle`, { method: "POST" })).status).toBe(200);
    // No webhook for the settlement here: the page's own refresh runs fulfilment and finds it paid.
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Thank you for your purchase", undefined, {
      timeout: 15_000,
    });
    expect(await page.getByText("Your balance is now").textContent()).toContain("30 credits");
    expect(await me(page)).toMatchObject({ credits: 30 });
  });

  test("cancelling on the Stripe page: nothing charged, and a way to try again", async () => {
    const page = await browser.page();
    await signUp(page, { email: uniqueEmail("buyer") });
    await page.goto("/account#buy-credits");
    await page.getByRole("button", { name: /^Buy 30 credits/ }).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.getByRole("link", { name: "Cancel and go back" }).click();

    await page.waitForURL(/\/checkout-cancel$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Payment cancelled");
    expect(await page.locator("main").textContent()).toContain("nothing was charged");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Try again" }).click();
    await page.waitForURL(/\/account#buy-credits$/);
    expect(await me(page)).toMatchObject({ credits: 0 });
  });

  test("a visitor who is not logged in sees the prices and is asked to log in before buying", async () => {
    const page = await browser.page();
    await page.goto("/account#buy-credits");
    const pricing = page.getByRole("region", { name: "Buy credits" });
    expect(await pricing.textContent()).toContain("$29.99");
    // Logging in comes back to the packs.
    expect(await pricing.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?next=%2Faccount%23buy-credits");
    expect(await pricing.getByRole("button", { name: /^Buy 100 credits/ }).isDisabled()).toBe(true);
  });

  test("the client bundle carries no Stripe keys or SDK", () => {
    const assets = join(process.cwd(), "build/client/assets");
    const bundle = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(join(assets, name), "utf8"))
      .join("\n");
    // The pricing section is in it (its buy buttons post to the account page's action).
    expect(bundle).toContain("Opening checkout");
    // Key values (the test keys start like real ones) and the server-only SDK.
    for (const secret of ["sk_test_", "sk_live_", "whsec_", "api.stripe.com", "createSubtleCryptoProvider"])
      expect(bundle).not.toContain(secret);
  });
});
