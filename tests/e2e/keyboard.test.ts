import { TYPED_QUIZ_ID, typedQuestions } from "../support/typed-quiz";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";

const browser = useBrowser();

/** What has focus, as a screen reader would name it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    return `${element.tagName.toLowerCase()}: ${(label ?? element.getAttribute("aria-label") ?? element.textContent ?? "").trim()}`;
  });
}

describe("taking a quiz by keyboard", () => {
  test("focus follows the quiz: next question after each check, an answer to judge, then the score", async () => {
    const page = await browser.page();
    const id = TYPED_QUIZ_ID;
    const questions = typedQuestions(id);
    await page.goto(`/quiz/${id}`);
    const answer = (index: number) => page.getByLabel(questions[index].question);

    await answer(0).focus();
    await page.keyboard.type(questions[0].accept[0]);
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe(`input: ${questions[1].question}`);
    // The checker was sure: nothing to override.
    expect(await page.getByRole("group", { name: "Your verdict for question 1" }).count()).toBe(0);

    // An answer with more than the accepted one: the checker is not sure, the student decides.
    await page.keyboard.type(`I think it is ${questions[1].accept[0]}`);
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe(`input: ${questions[2].question}`);
    // The verdict comes from the server, just after focus has moved on.
    await expect
      .poll(() => page.getByRole("group", { name: "Your verdict for question 2" }).count(), { timeout: 10_000 })
      .toBe(1);

    await page.keyboard.type(questions[2].accept[0]);
    await page.keyboard.press("Enter");
    await page.keyboard.type("zzz qqq");
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe(`input: ${questions[4].question}`);
    await page.keyboard.type(questions[4].accept[0]);
    await page.keyboard.press("Enter");

    // Every question is checked but question 2 awaits the student's call: focus goes there once the
    // server's verdicts are in.
    await expect.poll(() => focused(page), { timeout: 10_000 }).toBe("button: I was right");
    await page.keyboard.press("Enter");
    const score = page.getByRole("heading", { name: "You scored 4 out of 5" });
    await score.waitFor();
    await expect.poll(() => focused(page)).toBe("h2: You scored 4 out of 5");
    expect(await score.evaluate((heading) => heading.getBoundingClientRect().top >= 0)).toBe(true);
    const more = page.getByRole("region", { name: "You scored 4 out of 5" });
    expect(await more.getByRole("heading", { name: "More practice" }).count()).toBe(1);
    expect(await more.getByRole("link").count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // A reload keeps the answers and the score.
    await page.reload();
    await score.waitFor();
    expect(await answer(1).inputValue()).toBe(`I think it is ${questions[1].accept[0]}`);
    expect(await page.getByText("Marked as right.").count()).toBe(1);

    await page.getByRole("button", { name: "Try again" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe(`input: ${questions[0].question}`);
    expect(await answer(0).inputValue()).toBe("");
    await page.reload();
    expect(await answer(3).inputValue()).toBe("");
  });
});

describe("the end of a quiz", () => {
  test("offers related quizzes, and one followed from there starts afresh", async () => {
    const page = await browser.page();
    const id = TYPED_QUIZ_ID;
    await page.goto(`/quiz/${id}`);
    for (const { question, accept } of typedQuestions(id)) {
      await page.getByLabel(question).fill(accept[0]);
      await page.getByLabel(question).press("Enter");
    }
    const more = page.getByRole("region", { name: "You scored 5 out of 5" });
    await more.waitFor();
    const next = more.getByRole("link").first();
    const title = await next.textContent();
    await next.click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.getByRole("heading", { name: /You scored/ }).count()).toBe(0);
    // Nothing carried over: no question checked on the new quiz (its questions may be choices or typed).
    expect(await page.locator(".quiz-progress").textContent()).toMatch(/^0 of \d+ answered · 0 correct so far$/);
    await expect.poll(() => focused(page)).toBe(`h1: ${title}`);
  });
});

describe("focus after an action", () => {
  test("following a link moves focus to the new page's heading and announces its title", async () => {
    const page = await browser.page();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL()}/about`);
    await expect.poll(() => focused(page)).toBe("h1: About StudyShelf");
    await expect.poll(() => page.locator("[aria-live]").filter({ hasText: "About · StudyShelf" }).count()).toBe(1);

    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe("h1: Privacy");
  });

  test("paging through results keeps focus on the page, not on <body>", async () => {
    const page = await browser.page();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/page=2/);
    await expect.poll(() => focused(page)).not.toBe("body");
  });

  test("dismissing the welcome banner leaves focus on the page's heading", async () => {
    const page = await browser.page();
    await page.goto("/about");
    await page.getByRole("button", { name: "Dismiss welcome message" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("complementary", { name: "Welcome" }).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe("h1: About StudyShelf");
  });

  test("a failed log-in focuses the error summary, whose link leads to the field", async () => {
    const page = await browser.page();
    await page.goto("/login");
    await page.getByLabel("Email").fill("not an email");
    await page.getByLabel("Email").press("Enter");
    await expect.poll(() => focused(page)).toMatch(/^div: There is a problem/);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe("input: Email");
  });
});
