import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";
import { signUp, uniqueEmail } from "./fixtures";
import { linkInEmail } from "./outbox";

const browser = useBrowser();

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

describe("a teacher who forgot their password", () => {
  test("asks for a link, follows it from the email, chooses a new password and is logged in with it on that device", async () => {
    const email = uniqueEmail("recover");
    await signUp(await browser.page(), { email, proceed: false });

    const page = await browser.page();
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL(/\/forgot-password$/);
    await expectAccessible(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect
      .poll(() => page.getByRole("main").getByRole("status").textContent())
      .toContain("If an account uses that address");
    await expectAccessible(page);

    const link = await linkInEmail(email, "Reset your StudyShelf password", `${baseURL()}/reset-password?token=`);
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await expectAccessible(page);
    await page.getByLabel("New password").fill("a new and memorable phrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("heading", { name: "Password changed" }).waitFor();
    await expectAccessible(page);

    // Choosing the password signed this browser in: no second log-in.
    await page.getByRole("link", { name: "Go to your account" }).click();
    await page.waitForURL(/\/account$/);
    await expect.poll(() => page.getByText(`Logged in as ${email}.`).count()).toBe(1);
    // The new password is the one that logs in.
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${baseURL()}/`);
    await logIn(page, email, "a new and memorable phrase");
    await page.waitForURL(/\/account$/);
    await expect.poll(() => page.getByText(`Logged in as ${email}.`).count()).toBe(1);

    // The link worked once.
    await page.goto(link);
    await page.getByRole("heading", { name: "This link no longer works" }).waitFor();
    await expectAccessible(page);
  });
  test("the same works with JavaScript turned off", async () => {
    const email = uniqueEmail("recover");
    await signUp(await browser.page(), { email, proceed: false });
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.goto(await linkInEmail(email, "Reset your StudyShelf password", `${baseURL()}/reset-password?token=`));
    await page.getByLabel("New password").fill("no scripts needed here");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("heading", { name: "Password changed" }).waitFor();
    await page.getByRole("link", { name: "Go to your account" }).click();
    await page.waitForURL(/\/account$/);
    await page.getByText(`Logged in as ${email}.`).waitFor();
  });
});

describe("signing up", () => {
  test("a new address is logged in and confirms it from the email; a registered one sees the same page and is not logged in", async () => {
    const email = uniqueEmail("recover");
    const page = await browser.page();
    await signUp(page, { email, proceed: false });
    const answer = await page.locator("main").textContent();
    await expectAccessible(page);

    await page.goto("/account");
    const reminder = page.getByRole("region", { name: "Please confirm your email address" });
    await reminder.waitFor();
    await expectAccessible(page);
    await reminder.getByRole("button", { name: "Email me a new link" }).click();
    await expect.poll(() => reminder.getByRole("status").textContent()).toContain("We have sent you a new link");

    const link = await linkInEmail(email, "Confirm your StudyShelf email address", `${baseURL()}/verify-email?token=`);
    await page.goto(link);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByRole("heading", { name: "Email address confirmed" }).waitFor();
    await page.goto("/account");
    await page.getByText(`Logged in as ${email}.`).waitFor();
    expect(await page.getByRole("region", { name: "Please confirm your email address" }).count()).toBe(0);

    const stranger = await browser.page();
    await signUp(stranger, { email, password: "someone else's guess", proceed: false });
    expect((await stranger.locator("main").textContent())?.replace(/\s+/g, " ")).toBe(answer?.replace(/\s+/g, " "));
    await stranger.goto("/account");
    await stranger.getByText("You are not logged in.").waitFor();
  });
});

describe("your data", () => {
  test("a user downloads their data as JSON, then deletes the account after typing the password", async () => {
    const email = uniqueEmail("recover");
    const page = await browser.page({ acceptDownloads: true });
    await signUp(page, { email, password: "my own password here", proceed: false });
    await page.goto("/account");
    const yourData = page.getByRole("region", { name: "Your data" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      yourData.getByRole("link", { name: "Download your data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^studyshelf-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), "utf8")) as { account: { email: string } };
    expect(data.account.email).toBe(email);

    await yourData.getByRole("link", { name: "Delete your account" }).click();
    await page.getByRole("heading", { name: "Delete your account" }).waitFor();
    await expectAccessible(page);
    await page.getByLabel("Your password").fill("not my password");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => page.getByText("That password is not right.").count()).toBe(1);
    await page.getByLabel("Your password").fill("my own password here");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("heading", { name: "Your account has been deleted" }).waitFor();
    await expectAccessible(page);
    await expect.poll(() => page.getByRole("link", { name: "Log in" }).count()).toBeGreaterThan(0);

    await logIn(page, email, "my own password here");
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Email or password is incorrect.");
  });
});
