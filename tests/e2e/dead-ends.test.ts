/**
 * No dead ends (issue 29, issue 23 item 7), walked as a new visitor on a phone: every sign-in round
 * trip ends on the page and action it began from, buying says up front whether it can happen, a
 * student's page is only the work, help answers "how do I", and the paper and balance are right
 * without JavaScript. Each story counts the visitor's actions where the issue asks for the count.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";
import { PASSWORD, signUp, signUpHere, uniqueEmail } from "./fixtures";

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const NO_JS = { ...PHONE, javaScriptEnabled: false };
const balance = (page: Page) => page.locator(".site-header .balance");

async function logIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** An account that exists but is logged out in a fresh browser: a returning visitor. */
async function returningVisitor(options: { javaScriptEnabled?: boolean } = {}) {
  const setup = await browser.page(PHONE);
  const email = await signUp(setup, { email: uniqueEmail("returning") });
  await setup.context().close();
  return { page: await browser.page({ ...PHONE, ...options }), email };
}

describe("assigning a quiz: the sign-in round trip ends on the assignment form", () => {
  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "with" : "without";
    test(`a new teacher ${how} JavaScript signs up on the way and assigns in 5 actions`, async () => {
      const page = await browser.page({ ...PHONE, javaScriptEnabled });
      await page.goto("/quiz/5");
      await page.getByRole("link", { name: "Assign to a class" }).click(); // 1
      await page.waitForURL(/\/login\?next=/);
      expect(decodeURIComponent(page.url())).toContain("next=/account/assignments/new?kind=quiz&id=5");
      expect(page.url()).not.toContain(".data");
      await page.getByRole("link", { name: "Create an account" }).click(); // 2
      await page.getByRole("heading", { name: "Create your account" }).waitFor();
      await signUpHere(page, uniqueEmail("teacher"), { proceed: false }); // 3 (fill and send)
      await page.getByRole("link", { name: "Continue" }).click(); // 4
      await page.waitForURL(`${baseURL()}/account/assignments/new?kind=quiz&id=5`);
      await page.getByRole("heading", { name: "Assign to a class" }).waitFor();
      if (javaScriptEnabled) await expectAccessible(page);
      await page.getByRole("button", { name: "Create assignment" }).click(); // 5
      await page.waitForURL(/\/account\/assignments\/[A-Z0-9]{8}$/);
    });

    test(`a returning teacher ${how} JavaScript logs in on the way and lands on the assignment form`, async () => {
      const { page, email } = await returningVisitor({ javaScriptEnabled });
      await page.goto("/worksheet/4");
      await page.getByRole("link", { name: "Assign to a class" }).click();
      await page.waitForURL(/\/login\?next=/);
      await logIn(page, email);
      await page.waitForURL(`${baseURL()}/account/assignments/new?kind=worksheet&id=4`);
      await page.getByRole("button", { name: "Create assignment" }).waitFor();
    });
  }
});

describe("logging in from the header comes back to the page", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`a returning visitor ${javaScriptEnabled ? "with" : "without"} JavaScript logs in on a worksheet and is back on it`, async () => {
      const { page, email } = await returningVisitor({ javaScriptEnabled });
      await page.goto("/worksheet/11?answers=all");
      await page.getByRole("banner").locator("summary").click();
      await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
      await page.getByRole("heading", { name: "Log in" }).waitFor();
      await logIn(page, email);
      await page.waitForURL(`${baseURL()}/worksheet/11?answers=all`);
      // Signed in on the page it came back to (the link sits in the closed menu on a phone).
      // With JavaScript the header's account state may arrive just after the page: wait for it.
      await expect.poll(() => page.locator(".site-header .account-links").textContent()).toContain("Log out");
    });
  }
});

describe("paper and balance without JavaScript", () => {
  test("Letter chosen on the item page gives a 612×792 PDF, and the page then shows the new balance and “Download again (free)”", async () => {
    const page = await browser.page({ ...NO_JS, acceptDownloads: true, locale: "en-US" });
    await page.goto("/worksheet/6");
    await page.getByRole("radio", { name: "US Letter" }).check();
    await page.getByRole("button", { name: "Use this paper" }).click();
    await page.waitForURL(`${baseURL()}/worksheet/6?paper=letter#download`);
    expect(await page.getByRole("radio", { name: "US Letter" }).isChecked()).toBe(true);
    expect(await page.getByText("Preview of page 1 on US Letter.").count()).toBe(1);

    await page.getByRole("button", { name: /^Download PDF/ }).click();
    await page.waitForURL(/\/download\?kind=worksheet&id=6&paper=letter/);
    expect(await page.getByRole("radio", { name: "US Letter" }).isChecked()).toBe(true);
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Yes, download" }).click(),
    ]);
    const path = join(mkdtempSync(join(tmpdir(), "studyshelf-e2e-")), "sheet.pdf");
    await file.saveAs(path);
    expect(execFileSync("pdfinfo", [path], { encoding: "utf8" })).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);

    await page.getByRole("button", { name: /^Download again \(free\)/ }).waitFor();
    expect(await page.getByText("Use 1 of your").count()).toBe(0);
    expect(await page.locator(".download-started").textContent()).toContain("You have 9 free downloads · 0 credits left.");
    expect(await balance(page).textContent()).toBe("Your balance: 9 free downloads · 0 credits");
  });

  test("the page as it is before (or without) its JavaScript, with the paper form and the paid download's page, passes axe", async () => {
    // Axe needs scripts in the browser: the app's own are held back, so the page stays as served.
    const page = await (await browser.page({ ...PHONE, acceptDownloads: true })).context().newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/worksheet/12?paper=letter");
    expect(await page.getByRole("button", { name: "Use this paper" }).count()).toBe(1);
    await expectAccessible(page);
    await page.goto("/download?kind=worksheet&id=12&paper=letter");
    await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Yes, download" }).click()]);
    await page.getByRole("button", { name: /^Download again \(free\)/ }).waitFor();
    await expectAccessible(page);
  });
});

describe("a student's page is only the work", () => {
  test("no banner, balance, credits or sponsor; a number's answer box is one line with a decimal keypad", async () => {
    const teacher = await browser.page(PHONE);
    await signUp(teacher, { email: uniqueEmail("teacher") });
    await teacher.goto("/account/assignments/new?kind=worksheet&id=0");
    await teacher.getByRole("button", { name: "Create assignment" }).click();
    await teacher.waitForURL(/\/account\/assignments\/[A-Z0-9]{8}$/);
    const code = teacher.url().split("/").pop() ?? "";

    const student = await browser.page(PHONE);
    await student.goto("/a");
    await student.getByLabel(/code/i).fill(code);
    await student.getByRole("button", { name: /Join|Go|Open/ }).click();
    await student.waitForURL(`${baseURL()}/a/${code}`);
    expect(await student.getByRole("complementary", { name: "Welcome" }).count()).toBe(0);
    expect(await student.getByRole("complementary", { name: "Sponsor" }).count()).toBe(0);
    expect(await balance(student).count()).toBe(0);
    expect(await student.getByText(/free download|credits/i).count()).toBe(0);
    const boxes = student.locator(".assignment-form input.number-input");
    expect(await boxes.count()).toBeGreaterThan(0);
    expect(await boxes.first().getAttribute("inputmode")).toBe("decimal");
    await expectAccessible(student);
  });
});

/** Uses up this browser's 10 free downloads through the API the download button uses. */
async function spendAllowance(page: Page) {
  for (let id = 1; id <= 10; id++) {
    const response = await page.request.post("/api/downloads", {
      data: { kind: "quiz", id },
      headers: { "Idempotency-Key": `spend-${id}` },
    });
    expect(response.status()).toBe(200);
  }
}

/** On the fake Stripe page: pays, and Stripe sends the buyer back. */
async function payOnStripe(page: Page, price: string) {
  await page.waitForURL(/\/pay\/cs_test_/);
  await page.getByRole("button", { name: `Pay ${price}` }).click();
}

describe("buying from “0 downloads left”: back to the item with the new balance", () => {
  test("a signed-in parent goes from the item to Stripe and back to the item's download panel in 3 actions", async () => {
    const page = await browser.page(PHONE);
    await signUp(page, { email: uniqueEmail("parent") });
    await spendAllowance(page);
    await page.goto("/worksheet/8");
    await expect.poll(() => page.getByText("You have no free downloads or credits left.").count()).toBe(1);
    await page.locator("#download").getByRole("link", { name: "Buy credits" }).click(); // 1
    await page.waitForURL(/\/account\?return=%2Fworksheet%2F8%23download#buy-credits$/);
    const pricing = page.getByRole("region", { name: "Buy credits" });
    await pricing.getByText("you come straight back to the PDF you were downloading").waitFor();
    await expectAccessible(page);
    await pricing.getByRole("button", { name: "Buy 10 credits for $4.99" }).click(); // 2
    await payOnStripe(page, "$4.99"); // 3
    await page.waitForURL(`${baseURL()}/worksheet/8#download`);
    await expect.poll(() => page.getByText("Costs 1 credit. You have 10 credits.").count()).toBe(1);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 0 free downloads · 10 credits");
  });

  test("a parent who is not signed in is told about the account first, signs up, and still ends on the item", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/worksheet/9");
    await spendAllowance(page);
    await page.reload();
    const panel = page.locator("#download");
    await expect.poll(() => panel.getByText("You'll create a free account first.").count()).toBe(1);
    await panel.getByRole("link", { name: "Buy credits" }).click(); // 1
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await signUpHere(page, uniqueEmail("parent"), { proceed: false }); // 2
    await page.getByRole("link", { name: "Continue" }).click(); // 3
    await page.waitForURL(/\/account\?return=%2Fworksheet%2F9%23download#buy-credits$/);
    await page.getByRole("region", { name: "Buy credits" }).getByRole("button", { name: "Buy 10 credits for $4.99" }).click(); // 4
    await payOnStripe(page, "$4.99"); // 5
    await page.waitForURL(`${baseURL()}/worksheet/9#download`);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 0 free downloads · 10 credits");
  });

  test("without JavaScript the same purchase ends on the item page with the new balance", async () => {
    const buyer = await browser.page(NO_JS);
    await signUp(buyer, { email: uniqueEmail("parent") });
    await spendAllowance(buyer);
    await buyer.goto("/worksheet/10");
    await buyer.locator("#download").getByRole("link", { name: "Buy credits" }).click();
    await buyer.getByRole("button", { name: "Buy 10 credits for $4.99" }).click();
    await payOnStripe(buyer, "$4.99");
    await buyer.waitForURL(`${baseURL()}/worksheet/10#download`);
    expect(await balance(buyer).textContent()).toBe("Your balance: 0 free downloads · 10 credits");
  });
});

describe("help answers “how do I”", () => {
  test("the help panel answers assigning first, with no worksheets in the way; an unanswered question goes to the message", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/worksheet/1");
    await page.getByRole("button", { name: /Help/ }).click();
    const panel = page.locator("#chat-panel");
    await panel.getByLabel("Ask a question or search for a topic").fill("how do I assign a quiz to my class");
    await panel.getByRole("heading", { name: "How do I assign a quiz or worksheet to my class?" }).waitFor();
    expect(await panel.getByRole("heading", { name: "How do quizzes work?" }).count()).toBe(0);
    expect(await panel.getByRole("heading", { name: "Worksheets and quizzes that may help" }).count()).toBe(0);
    await expectAccessible(page);

    await panel.getByLabel("Ask a question or search for a topic").fill("how do I change the colour of the pages");
    await panel.getByRole("button", { name: "Send this question to the team" }).click();
    expect(await panel.getByLabel("Message", { exact: true }).inputValue()).toBe("how do I change the colour of the pages");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("message");
  });

  test("without JavaScript /help does the same, carrying the unanswered question into the message form", async () => {
    const page = await browser.page(NO_JS);
    await page.goto("/help?q=what+do+you+keep+about+my+students%3F");
    expect(await page.getByRole("heading", { level: 3 }).first().textContent()).toBe("What do you keep about students?");
    await page.goto("/help?q=how+do+I+change+the+colour+of+the+pages");
    await page.getByText("We have no ready answer for that.").waitFor();
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("how do I change the colour of the pages");
  });
});

describe("small things that erode trust", () => {
  test("after a download the welcome banner follows the balance and focus stays at the download panel", async () => {
    const page = await browser.page({ ...PHONE, acceptDownloads: true });
    await page.goto("/quiz/7");
    const banner = page.getByRole("complementary", { name: "Welcome" });
    expect(await banner.textContent()).toContain("Your first 10 PDF downloads are free.");
    await page.getByRole("button", { name: /^Download PDF/ }).click();
    await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /^Yes, download/ }).click()]);
    await expect.poll(() => banner.textContent()).toContain("You have 9 free PDF downloads left.");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("#download") !== null && document.activeElement !== null))
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Download again \(free\)/);
    await expectAccessible(page);
  });
});
