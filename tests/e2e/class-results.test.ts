/**
 * A teacher's results and sharing (issue 29 items 3–4), told as stories: on a phone the results are
 * a card per student that fills in while the page is open, in the teacher's own time zone, with what
 * to reteach; on a 1366 px screen the table fits without scrolling sideways; an assignment and an item
 * are shared to Google Classroom, copied as a link or code, or printed as a slip for the board.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import quizzes from "../../catalogue/quizzes.json";
import worksheets from "../../catalogue/worksheets.json";
import type { Answerable } from "~/lib/questions/model";
import { rightResponse } from "../support/right-answers";
import { baseURL, expectAccessible, useBrowser } from "./browser";
import { answerQuiz, assignQuiz, classWithSubmissions, signUp, uniqueEmail } from "./fixtures";

const browser = useBrowser();

/** A teacher's phone in New York: times must read in Eastern time, not UTC. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: "en-US",
  timezoneId: "America/New_York",
};
const RIGHT = (quizzes[0].questions as Answerable[]).map((question) => rightResponse(question).join(","));

/** Whether the page (or one element) scrolls sideways. */
const scrollsSideways = (page: Page, selector = "html") =>
  page.locator(selector).evaluate((element) => element.scrollWidth > element.clientWidth);

async function send(page: Page, code: string, name: string, answers: string[]) {
  await page.goto(`/a/${code}`);
  await answerQuiz(page, name, answers);
  await page.getByRole("button", { name: "Send my answers" }).click();
  await page.getByRole("heading", { name: /you scored \d out of \d/ }).waitFor();
}

describe("results a teacher can use on a phone", () => {
  test("a card per student arrives while the page is open, in the teacher's time zone, with what to reteach", async () => {
    const teacher = await browser.page(PHONE);
    const code = await classWithSubmissions(teacher, "4C fractions");
    await teacher.getByText("No answers yet.").waitFor();
    await expectAccessible(teacher, { everyImpact: true });

    // Two students send answers while the teacher's page stays open; neither reload nor click is needed.
    await send(await browser.page(), code, "Ada", ["6/5", ...RIGHT.slice(1, 4), "3 2/5"]);
    await send(await browser.page({ javaScriptEnabled: false }), code, "Bo", [" 6/5 ", RIGHT[1], "1/2", RIGHT[3], ""]);
    const card = (name: string) => teacher.getByRole("article", { name });
    await card("Bo New").waitFor({ timeout: 30_000 });
    await card("Ada New").waitFor();
    expect(await teacher.getByRole("status").filter({ hasText: "New since" }).textContent()).toBe(
      "New since you opened this page: 2 students (Ada, Bo).",
    );
    expect(await teacher.getByRole("heading", { name: /^Results/ }).textContent()).toBe("Results (2 students)");

    // On a phone: cards, not a table, and nothing wider than the screen.
    expect(await teacher.getByRole("table").isVisible()).toBe(false);
    expect(await scrollsSideways(teacher)).toBe(false);
    const ada = card("Ada New");
    expect(await ada.getByText("4/5", { exact: true }).isVisible()).toBe(true);
    const answers = await ada.getByRole("listitem").allTextContents();
    expect(answers).toHaveLength(5);
    expect(answers[0]).toMatch(/^Q1 ✗ Wrong6\/5/);
    expect(answers[1]).toMatch(/^Q2 ✓ Right/);
    expect(await ada.getByRole("button", { name: "Mark right: Ada, question 1" }).isVisible()).toBe(true);

    // Sent at a time in New York's zone (EST in winter, EDT in summer), never UTC.
    const sent = await ada.locator("time").textContent();
    expect(sent).toMatch(/\b(EST|EDT)$/);
    expect(await ada.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // What to reteach: Q1 nobody got right, both gave 6/5 (spacing aside); Q5 one blank.
    const reteach = teacher.getByRole("region", { name: "By question: what to reteach" });
    expect(await reteach.getByText(/^Fewest right: Q1 \(0 of 2\)/).count()).toBe(1);
    const q1 = reteach.getByRole("listitem").filter({ hasText: "1. Calculate 1/2 + 1/3." });
    expect(await q1.getByText("0 of 2 right").count()).toBe(1);
    expect(await q1.getByRole("listitem").allTextContents()).toEqual(["6/5 (2 students)"]);
    const q5 = reteach.getByRole("listitem").filter({ hasText: "5. Write 17/5 as a mixed number." });
    expect(await q5.textContent()).toContain("1 of 2 right (50%) · 1 left blank");

    // The teacher marks Ada's first answer right from her card; the card and the summary follow.
    await ada.getByRole("button", { name: "Mark right: Ada, question 1" }).click();
    await expect.poll(() => card("Ada New").getByText("5/5", { exact: true }).count()).toBe(1);
    expect(await card("Ada New").getByRole("listitem").first().textContent()).toMatch(/^Q1 ✓ Right \(your mark\)/);
    expect(await q1.getByText("1 of 2 right").count()).toBe(1);
    await expectAccessible(teacher, { everyImpact: true });
  }, 120_000);

  test("without JavaScript: a Refresh link brings new answers, and times say UTC", async () => {
    const setup = await browser.page();
    await signUp(setup, { email: uniqueEmail("teacher") });
    const code = await assignQuiz(setup, "No scripts here");
    const teacher = await browser.page({
      ...PHONE,
      javaScriptEnabled: false,
      storageState: await setup.context().storageState(),
    });
    await teacher.goto(`/account/assignments/${code}`);
    expect(await teacher.getByText("Refresh the page to see new answers.").count()).toBe(1);

    await send(await browser.page(), code, "Kai", RIGHT);
    await teacher.getByRole("link", { name: "Refresh now" }).click();
    const kai = teacher.getByRole("article", { name: "Kai" });
    await kai.waitFor();
    expect(await kai.locator("time").textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(await scrollsSideways(teacher)).toBe(false);
  }, 90_000);
});

describe("dates in the teacher's own time zone", () => {
  test("a last day to answer set in New York ends at 11:59 PM there, and reads so", async () => {
    const teacher = await browser.page(PHONE);
    await signUp(teacher, { email: uniqueEmail("teacher") });
    await teacher.goto("/account/assignments/new?kind=quiz&id=0");
    const lastDay = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await teacher.getByLabel("Last day to answer (optional)").fill(lastDay);
    expect(await teacher.getByText("until the end of that day in your time zone").count()).toBe(1);
    await teacher.getByRole("button", { name: "Create assignment" }).click();
    await teacher.waitForURL(/\/account\/assignments\/[A-Z0-9]{8}$/);
    const open = teacher.getByRole("status").filter({ hasText: "Open until" });
    const [year, month, day] = lastDay.split("-").map(Number);
    const dayText = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-US", {
      timeZone: "UTC",
      month: "short",
      day: "numeric",
      year: "numeric",
    });
    expect(await open.textContent()).toMatch(new RegExp(`^Open until \\w{3}, ${dayText}, 11:59\\sPM (EST|EDT)\\.$`));
    expect(await open.locator("time").getAttribute("datetime")).toMatch(/T0[34]:59:59\.000Z$/);
  });
});

describe("a results table that fits a desktop screen", () => {
  test("at 1366 px, 5 questions with 18 parts and long answers fit without scrolling sideways", async () => {
    const teacher = await browser.page({ viewport: { width: 1366, height: 768 } });
    await signUp(teacher, { email: uniqueEmail("teacher") });
    await teacher.goto("/account/assignments/new?kind=worksheet&id=0");
    await teacher.getByRole("button", { name: "Create assignment" }).click();
    await teacher.waitForURL(/\/account\/assignments\/[A-Z0-9]{8}$/);
    const code = teacher.url().split("/").pop() ?? "";

    const student = await browser.page();
    await student.goto(`/a/${code}`);
    await student.getByLabel("Your name").fill("Wolfeschlegelsteinhausenbergerdorff Jr");
    const typed = student.locator("form.assignment-form input[type=text]:not([name=name]), form.assignment-form textarea");
    for (const field of await typed.all()) await field.fill("1234567890".repeat(8));
    await student.getByRole("button", { name: "Send my answers" }).click();
    await student.getByRole("heading", { name: /you scored \d+ out of \d+/ }).waitFor();

    await teacher.reload();
    const table = teacher.getByRole("table");
    await table.waitFor();
    const questions = worksheets[0].questions.length;
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "Student",
      "Score",
      "Sent",
      ...Array.from({ length: questions }, (_, index) => `Q${index + 1}`),
    ]);
    // A question with parts is one column saying how many of its parts are right.
    expect(
      await table
        .getByRole("row", { name: /^Wolfe/ })
        .getByRole("cell")
        .nth(2)
        .textContent(),
    ).toMatch(/^\d\/4 parts right/);
    expect(await scrollsSideways(teacher, ".results-wide")).toBe(false);
    expect(await scrollsSideways(teacher)).toBe(false);
    // The name leads to the student's card with every part.
    await table.getByRole("link", { name: /^Wolfe/ }).click();
    const card = teacher.getByRole("article", { name: /^Wolfe/ });
    expect(await card.getByRole("listitem").count()).toBe(
      worksheets[0].questions.reduce((sum, q) => sum + ("parts" in q && q.parts ? q.parts.length : 1), 0),
    );
    await expectAccessible(teacher, { everyImpact: true });
  }, 90_000);
});

describe("sharing where teachers already are", () => {
  test("on a phone: Google Classroom, a link and a code to copy, and a slip for the board", async () => {
    const teacher = await browser.page({ ...PHONE, permissions: ["clipboard-read", "clipboard-write"] });
    const code = await classWithSubmissions(teacher, "5A mixed numbers");
    const link = `${baseURL()}/a/${code}`;

    const share = new URL((await teacher.getByRole("link", { name: "Share to Google Classroom" }).getAttribute("href")) ?? "");
    expect(`${share.origin}${share.pathname}`).toBe("https://classroom.google.com/share");
    expect(share.searchParams.get("url")).toBe(link);
    expect(share.searchParams.get("title")).toBe("5A mixed numbers");
    expect(share.searchParams.get("body")).toContain(`${code.slice(0, 4)} ${code.slice(4)}`);

    expect(await teacher.getByRole("textbox", { name: "Link for students" }).inputValue()).toBe(link);
    expect(await teacher.getByRole("textbox", { name: "Code", exact: true }).inputValue()).toBe(
      `${code.slice(0, 4)} ${code.slice(4)}`,
    );
    await teacher.getByRole("button", { name: "Copy link for students" }).click();
    await teacher.getByText("Link for students copied.").waitFor();
    expect(await teacher.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await scrollsSideways(teacher)).toBe(false);

    // The slip: the code and where to type it, alone on the printed page.
    await teacher.getByRole("link", { name: "Print a slip for the board" }).click();
    await teacher.getByRole("heading", { level: 1, name: "5A mixed numbers" }).waitFor();
    const address = `${baseURL().replace(/^https?:\/\//, "")}/a`;
    expect(await teacher.locator(".slip").textContent()).toContain(`Go to ${address}`);
    expect(await teacher.locator(".slip-code").textContent()).toContain(`${code.slice(0, 4)} ${code.slice(4)}`);
    expect(await teacher.getByRole("button", { name: "Print this slip" }).isVisible()).toBe(true);
    expect(await scrollsSideways(teacher)).toBe(false);
    await expectAccessible(teacher, { everyImpact: true });
    await teacher.emulateMedia({ media: "print" });
    expect(await teacher.getByRole("button", { name: "Print this slip" }).isVisible()).toBe(false);
    expect(await teacher.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await teacher.locator(".slip-code").isVisible()).toBe(true);

    // Someone else's slip is not found.
    const other = await browser.page();
    await signUp(other, { email: uniqueEmail("teacher") });
    expect((await other.goto(`/account/assignments/${code}/slip`))?.status()).toBe(404);
  }, 90_000);

  test("each item page shares itself to Google Classroom and as a link, on a phone", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/quiz/0");
    const share = new URL((await page.getByRole("link", { name: "Share to Google Classroom" }).getAttribute("href")) ?? "");
    expect(share.searchParams.get("url")).toBe(`${baseURL()}/quiz/0`);
    expect(share.searchParams.get("title")).toBe(quizzes[0].title);
    expect(await page.getByRole("textbox", { name: "Link to this page" }).inputValue()).toBe(`${baseURL()}/quiz/0`);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page);

    // Without JavaScript the link is there to select and copy; the Copy button needs scripts.
    const plain = await browser.page({ ...PHONE, javaScriptEnabled: false });
    await plain.goto("/worksheet/0");
    expect(await plain.getByRole("textbox", { name: "Link to this page" }).inputValue()).toBe(`${baseURL()}/worksheet/0`);
    expect(await plain.getByRole("button", { name: "Copy link to this page" }).count()).toBe(0);
    expect(await plain.getByRole("link", { name: "Share to Google Classroom" }).count()).toBe(1);
  });
});
