import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";
import { PASSWORD, signUp, uniqueEmail } from "./fixtures";

const browser = useBrowser();

interface Worksheet {
  title: string;
  questions: { question: string; answer: string }[];
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const balance = (page: Page) => page.locator(".site-header .balance");

describe("downloading a PDF", () => {
  test("a new visitor downloads a worksheet: a real PDF with its questions, and the balance drops by one", async () => {
    const page = await browser.page({ acceptDownloads: true });
    await page.goto("/worksheet/2");
    const worksheet = (await (await fetch(`${baseURL()}/api/worksheets/2`)).json()) as Worksheet;
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 10 free downloads · 0 credits");
    const button = page.getByRole("button", { name: /^Download PDF/ });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await expectAccessible(page);

    await button.click();
    const confirm = page.getByRole("group", { name: "Use 1 of your 10 free downloads?" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      confirm.getByRole("button", { name: /^Yes, download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^studyshelf-worksheet-2-[a-z0-9-]+\.pdf$/);
    const file = join(mkdtempSync(join(tmpdir(), "studyshelf-e2e-")), "download.pdf");
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    const text = squash(execFileSync("pdftotext", ["-raw", file, "-"], { encoding: "utf8" }));
    expect(text).toContain("Answer key");
    // The paper follows the browser's locale, and a Letter sheet reads in US wording.
    const us = (await (await fetch(`${baseURL()}/api/worksheets/2?wording=us`)).json()) as Worksheet;
    for (const [index, { question }] of worksheet.questions.entries()) {
      const printed = [question, us.questions[index].question].map((reading) => `${index + 1}. ${squash(reading)}`);
      expect(
        printed.some((line) => text.includes(line)),
        printed[0],
      ).toBe(true);
    }

    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 9 free downloads · 0 credits");
    await expect.poll(() => page.getByRole("status").textContent()).toContain(`Downloading “${worksheet.title}”`);
    expect(await page.getByRole("button", { name: /^Download again \(free\)/ }).count()).toBe(1);

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "session");
    // Served over plain http on 127.0.0.1, where browsers refuse Secure cookies (docs/decisions/0005).
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
    expect(await page.evaluate(() => document.cookie)).not.toContain("session=");
  });

  test("the balance is in the page the server sends, so it shows at once, even without JavaScript", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/about");
    expect(await balance(page).textContent()).toBe("Your balance: 10 free downloads · 0 credits");
    // A visitor with an account gets their own balance, rendered for them and never from the edge cache.
    const response = await page.request.post("/api/downloads", {
      data: { kind: "worksheet", id: 4 },
      headers: { "Idempotency-Key": "balance-in-html" },
    });
    expect(response.status()).toBe(200);
    const reloaded = await page.goto("/about");
    expect(reloaded?.headers()["x-page-cache"]).toBe("bypass");
    expect(reloaded?.headers()["cache-control"]).toBe("private, no-store");
    expect(await balance(page).textContent()).toBe("Your balance: 9 free downloads · 0 credits");
  });
});

describe("accounts", () => {
  test("sign up keeps what was downloaded, log out ends the session, log in brings it back", async () => {
    const page = await browser.page();
    await page.goto("/worksheet/1");
    await page.request.post("/api/downloads", {
      data: { kind: "worksheet", id: 1 },
      headers: { "Idempotency-Key": "before-signup" },
    });
    const email = uniqueEmail("e2e");
    await signUp(page, { email });
    await expect.poll(() => page.getByText(`Logged in as ${email}.`).count()).toBe(1);
    const library = page.getByRole("region", { name: "My library" });
    expect(await library.getByRole("listitem").count()).toBe(1);
    expect(await library.getByRole("button", { name: /Download again \(free\)/ }).count()).toBe(1);
    expect(await page.getByRole("table").getByText("Welcome allowance").count()).toBe(1);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 9 free downloads · 0 credits");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${baseURL()}/`);
    await expect.poll(() => page.getByRole("link", { name: "Log in" }).count()).toBe(1);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 10 free downloads · 0 credits");

    await page.goto("/login");
    await expectAccessible(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Email or password is incorrect.");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/account$/);
    await expect.poll(() => page.getByText(`Logged in as ${email}.`).count()).toBe(1);
    await expect.poll(() => page.getByRole("button", { name: "Log out" }).count()).toBe(1);
  });

  test("the sign-up form explains what to fix", async () => {
    const page = await browser.page();
    await page.goto("/signup");
    await expectAccessible(page);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect.poll(() => summary.getByRole("link", { name: /Please enter a valid email address/ }).count()).toBe(1);
    expect(await summary.getByRole("link", { name: /at least 8 characters/ }).count()).toBe(1);
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#signup-password-error").textContent()).toMatch(/at least 8 characters/);
  });
});
