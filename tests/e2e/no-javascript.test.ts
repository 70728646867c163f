import { TYPED_QUIZ_ID, typedQuestions } from "../support/typed-quiz";
import { describe, expect, test } from "vitest";
import { baseURL, useBrowser } from "./browser";
import { signUp, uniqueEmail } from "./fixtures";

const browser = useBrowser();
const withoutJavaScript = { javaScriptEnabled: false };

describe("without JavaScript", () => {
  test("a quiz is checked by the server, keeping every typed answer, and can be finished and restarted", async () => {
    const page = await browser.page(withoutJavaScript);
    const id = TYPED_QUIZ_ID;
    const questions = typedQuestions(id);
    await page.goto(`/quiz/${id}`);

    // Type three answers (one wrong), then press Check on the first.
    await page.getByLabel(questions[0].question).fill(questions[0].accept[0]);
    await page.getByLabel(questions[1].question).fill("definitely not it 98765");
    await page.getByLabel(questions[2].question).fill(questions[2].accept[0].toUpperCase());
    await page.getByRole("button", { name: "Check answer 1" }).click();
    await page.waitForURL(`${baseURL()}/quiz/${id}`);

    // Every typed answer is checked and kept; the empty ones wait.
    expect(await page.getByLabel(questions[1].question).inputValue()).toBe("definitely not it 98765");
    expect(await page.getByText("Correct!").count()).toBe(2);
    expect(await page.getByText("Not quite.").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Check answer 4" }).count()).toBe(1);
    // "I was right / I was wrong" only where the checker said wrong.
    expect(await page.getByRole("group", { name: /Your verdict for question/ }).count()).toBe(1);
    await page.getByRole("group", { name: "Your verdict for question 2" }).getByRole("button", { name: "I was right" }).click();
    await page.getByText("Marked as right.").waitFor();

    await page.getByLabel(questions[3].question).fill(questions[3].accept[0]);
    await page.getByLabel(questions[4].question).fill(questions[4].accept[0]);
    // Enter in an answer box checks the typed answers, never another button's choice.
    await page.getByLabel(questions[4].question).press("Enter");
    await page.getByRole("heading", { name: "You scored 5 out of 5" }).waitFor();
    expect(await page.getByText("Marked as right.").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "More practice" }).count()).toBe(1);

    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("button", { name: "Check answer 1" }).waitFor();
    expect(await page.getByLabel(questions[0].question).inputValue()).toBe("");
    expect(await page.getByRole("heading", { name: /You scored/ }).count()).toBe(0);
  });

  test("signing up shows the signed-in header, and logging out is a plain form", async () => {
    const page = await browser.page(withoutJavaScript);
    await signUp(page, { email: uniqueEmail("nojs") });
    const header = page.getByRole("banner");
    expect(await header.getByRole("link", { name: "My account" }).count()).toBe(1);
    expect(await header.getByRole("link", { name: "Log in" }).count()).toBe(0);
    expect(await header.locator(".balance").textContent()).toBe("Your balance: 10 free downloads · 0 credits");

    await page.goto("/worksheet/1");
    expect(await page.getByRole("banner").getByRole("button", { name: "Log out" }).count()).toBe(1);
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${baseURL()}/`);
    expect(await page.getByRole("banner").getByRole("link", { name: "Log in" }).count()).toBe(1);
    expect(await page.getByRole("banner").getByRole("button", { name: "Log out" }).count()).toBe(0);
  });

  test("downloading asks what it costs, pays by form and hands over the PDF; the item is then free to download again", async () => {
    const page = await browser.page(withoutJavaScript);
    await page.goto("/worksheet/2");
    await page.getByRole("button", { name: /^Download PDF/ }).click();
    await page.waitForURL(/\/download\?kind=worksheet&id=2/);
    expect(await page.getByText("Use 1 of your 10 free downloads?").count()).toBe(1);
    await page.getByLabel("US Letter").check();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Yes, download" }).click(),
    ]);
    expect(download.url()).toMatch(/\/api\/files\/worksheet\/2\?/);
    expect(download.suggestedFilename()).toMatch(/^studyshelf-worksheet-2-.*\.pdf$/);
    expect(await download.failure()).toBeNull();

    await page.goto("/worksheet/2");
    expect(await page.getByRole("banner").locator(".balance").textContent()).toBe("Your balance: 9 free downloads · 0 credits");
    expect(await page.getByRole("button", { name: /^Download again \(free\)/ }).count()).toBe(1);
  });

  test("Help leads to a page with the FAQ, answers for a question, and a message form", async () => {
    const page = await browser.page(withoutJavaScript);
    await page.goto("/terms");
    await page.getByRole("button", { name: "Help" }).click();
    await page.waitForURL(/\/help\??$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Help");
    expect(await page.getByRole("heading", { name: "Do credits expire?" }).count()).toBe(1);

    await page.getByRole("searchbox", { name: "Ask a question or search for a topic" }).fill("fractions");
    await page.getByRole("button", { name: "Search help" }).click();
    await page.waitForURL(/\/help\?q=fractions$/);
    const results = page.getByRole("region", { name: "Answers for “fractions”" });
    expect(await results.getByRole("link").count()).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Send message" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    expect(await summary.getByRole("link", { name: "Please enter your name." }).getAttribute("href")).toBe("#help-name");
    await page.getByLabel("Your name").fill("Ada");
    await page.getByLabel("Your email").fill("ada@example.com");
    await page.getByLabel("Message", { exact: true }).fill("Could you add more fraction word problems?");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("status").filter({ hasText: "Your message was sent" }).waitFor();
  });

  test("buying credits posts a form that goes straight to Checkout", async () => {
    const page = await browser.page(withoutJavaScript);
    await signUp(page, { email: uniqueEmail("nojs") });
    await page.goto("/account#buy-credits");
    await page.getByRole("button", { name: "Buy 10 credits for $4.99" }).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Fake Stripe Checkout");
  });

  test("a purchase posted while logged out is refused with an explanation on the page", async () => {
    const page = await browser.page(withoutJavaScript);
    await page.goto("/account");
    // What the pricing form would post: its button is disabled for a visitor who is not logged in.
    const response = await page.request.post("/account", {
      form: { intent: "checkout", pack: "pack-10", key: "form-key:pack-10" },
      headers: { Origin: baseURL() },
    });
    expect(response.status()).toBe(401);
    expect(await response.text()).toContain("Please log in or sign up to buy credits.");
  });
});
