import type { Answerable } from "~/lib/questions/model";
import { rightResponse } from "../support/right-answers";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { quizzes } from "../support/catalogue-as-read";
import { expectAccessible, useBrowser } from "./browser";
import { answerQuiz, classWithSubmissions, signUp, uniqueEmail } from "./fixtures";

const browser = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const QUIZ = { questions: quizzes[0].questions as Answerable[] };
/** Quiz 0's right answers as a student types them (its questions are numbers). */
const RIGHT = QUIZ.questions.map((question) => rightResponse(question).join(","));

const score = (page: Page) => page.getByRole("heading", { name: /you scored \d out of \d/ });

describe("a teacher's class answers a quiz", () => {
  test("assign, two students answer (one without JavaScript), overrule a verdict, download the CSV", async () => {
    const teacher = await browser.page({ acceptDownloads: true });
    const code = await classWithSubmissions(teacher, "7B fractions check");
    const spaced = `${code.slice(0, 4)} ${code.slice(4)}`;
    expect(await teacher.locator(".assignment-code").textContent()).toContain(spaced);
    expect(await teacher.getByText("No answers yet.").count()).toBe(1);
    // The PDF of the same quiz, with the normal download rules.
    await expect.poll(() => teacher.getByRole("button", { name: /^Download PDF/ }).count()).toBe(1);
    expect(await teacher.getByText("Uses 1 of your 10 free downloads.").count()).toBe(1);
    await expectAccessible(teacher);

    // Ada, on a phone with JavaScript, types the code as she heard it.
    const ada = await browser.page(PHONE);
    await ada.goto("/a");
    await ada.getByLabel("Assignment code").fill(spaced.toLowerCase());
    await ada.getByRole("button", { name: "Open the assignment" }).click();
    await ada.waitForURL(new RegExp(`/a/${code}$`));
    await ada.getByRole("heading", { level: 1, name: "7B fractions check" }).waitFor();
    await expectAccessible(ada);
    await answerQuiz(ada, "Ada", [...RIGHT.slice(0, 3), "99", "I believe it is three and two fifths"]);
    await ada.getByRole("button", { name: "Send my answers" }).click();
    await score(ada).waitFor();
    expect(await score(ada).textContent()).toBe("Ada, you scored 3 out of 5");
    // A number answer is right or wrong: nothing waits for the teacher, and the key is shown.
    expect(await ada.getByText("waiting for your teacher to check").count()).toBe(0);
    expect(await ada.getByText(QUIZ.questions[3].answer!).count()).toBe(1);
    await expectAccessible(ada);

    // Bo's browser runs no JavaScript: the plain form works the same.
    const bo = await browser.page({ javaScriptEnabled: false });
    const opened = await bo.goto(`/a/${code}`);
    expect(opened?.status()).toBe(200);
    // A name alone is not an answer: the form comes back with the name kept.
    await bo.getByLabel("Your name").fill("Bo");
    await bo.getByRole("button", { name: "Send my answers" }).click();
    expect(await bo.getByText("Please answer at least one question before sending.").count()).toBe(1);
    expect(await bo.getByLabel("Your name").inputValue()).toBe("Bo");
    await answerQuiz(bo, "Bo", RIGHT);
    await bo.getByRole("button", { name: "Send my answers" }).click();
    await score(bo).waitFor();
    expect(await score(bo).textContent()).toBe("Bo, you scored 5 out of 5");

    // The teacher sees a row per student and the class's rate per question.
    await teacher.reload();
    const table = teacher.getByRole("table");
    expect(await table.getByRole("row", { name: /^Ada/ }).getByRole("cell").first().textContent()).toBe("3/5");
    expect(await table.getByRole("row", { name: /^Bo/ }).getByRole("cell").first().textContent()).toBe("5/5");
    const rates = await table
      .getByRole("row", { name: /^Class correct rate/ })
      .getByRole("cell")
      .allTextContents();
    expect(rates).toEqual(["80%", "", "100%", "100%", "100%", "50%", "50%"]);
    await expectAccessible(teacher);

    // Ada's answer in words is not a number the checker reads: the teacher marks it right by keyboard, her score goes up.
    const review = table.getByRole("row", { name: /^Ada/ }).getByRole("cell").last();
    expect(await review.textContent()).toContain("Wrong");
    await teacher.getByRole("button", { name: "Mark right: Ada, question 5" }).focus();
    await teacher.keyboard.press("Enter");
    await expect.poll(() => table.getByRole("row", { name: /^Ada/ }).getByRole("cell").first().textContent()).toBe("4/5");
    expect(await table.getByRole("row", { name: /^Ada/ }).getByRole("cell").last().textContent()).toContain("Right (your mark)");

    const [download] = await Promise.all([
      teacher.waitForEvent("download"),
      teacher.getByRole("link", { name: "Download results (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`studyshelf-quiz-0-${code}-results.csv`);
    const csv = readFileSync((await download.path()) ?? "", "utf8").replace(/^\uFEFF/, "");
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header).toMatch(/^"Name","Score","Total","Submitted at \(UTC\)","Q1 Calculate 1\/2 \+ 1\/3\. [^"]*","Q1 verdict",/);
    expect(rows).toHaveLength(2);
    // The teacher's own mark says so.
    expect(rows[0]).toMatch(/^"Ada","4","5",.*"I believe it is three and two fifths","correct \(teacher's mark\)"$/);
    expect(rows[1]).toMatch(/^"Bo","5","5",/);

    // The account page lists the assignment with its number of submissions.
    await teacher.goto("/account");
    const listed = teacher.getByRole("region", { name: "Class assignments" });
    expect(await listed.getByRole("link", { name: "7B fractions check" }).count()).toBe(1);
    expect(await listed.textContent()).toContain("2 submissions");
  }, 90_000);

  test("a closed assignment turns students away until the teacher reopens it", async () => {
    const teacher = await browser.page();
    const code = await classWithSubmissions(teacher, "Closing soon");
    await teacher.getByRole("button", { name: "Close now" }).click();
    await teacher.getByText(/^Closed since /).waitFor();

    const student = await browser.page({ javaScriptEnabled: false });
    const closed = await student.goto(`/a/${code}`);
    expect(closed?.status()).toBe(410);
    expect(await student.getByText("This assignment is closed").count()).toBe(1);
    expect(await student.getByRole("button", { name: "Send my answers" }).count()).toBe(0);

    await teacher.getByRole("button", { name: "Reopen" }).click();
    await teacher.getByText("Open until you close it.").waitFor();
    expect((await student.reload())?.status()).toBe(200);
  });

  test("results are the teacher's alone: others are sent to log in or find nothing", async () => {
    const teacher = await browser.page();
    const code = await classWithSubmissions(teacher, "Private results");

    const anonymous = await browser.page();
    await anonymous.goto(`/account/assignments/${code}`);
    await anonymous.waitForURL(new RegExp(`/login\\?next=%2Faccount%2Fassignments%2F${code}$`));

    const otherTeacher = await browser.page();
    await signUp(otherTeacher, { email: uniqueEmail("teacher") });
    const response = await otherTeacher.goto(`/account/assignments/${code}`);
    expect(response?.status()).toBe(404);
    expect(await otherTeacher.getByRole("heading", { level: 1 }).textContent()).toBe("We couldn't find that assignment");
  });

  test("an unknown code gets a friendly 404 with a way to try again", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    const response = await page.goto("/a/ZZZZ2222");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("We couldn't find that assignment");
    await page.getByRole("link", { name: "Type a code" }).click();
    await page.getByLabel("Assignment code").fill("O0O0");
    await page.getByRole("button", { name: "Open the assignment" }).click();
    expect(await page.getByText(/That is not a code we use/).count()).toBe(1);

    const withScripts = await browser.page();
    await withScripts.goto("/a?code=O0O0");
    await expectAccessible(withScripts);
  });

  test("the student's page prints as a clean sheet, and works from the keyboard on screen", async () => {
    const teacher = await browser.page();
    const code = await classWithSubmissions(teacher, "Printed");
    const page = await browser.page();
    await page.goto(`/a/${code}`);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Send my answers" }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await page.getByText(QUIZ.questions[4].question).isVisible()).toBe(true);
    expect(await page.getByLabel("Your name").isVisible()).toBe(true);

    // On screen, the whole form works from the keyboard, in reading order.
    await page.emulateMedia({ media: "screen" });
    await page.getByLabel("Your name").focus();
    await page.keyboard.type("Kai");
    for (const answer of RIGHT) {
      await page.keyboard.press("Tab");
      await page.keyboard.type(answer);
    }
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Send my answers");
    await page.keyboard.press("Enter");
    await score(page).waitFor();
    expect(await score(page).textContent()).toBe("Kai, you scored 5 out of 5");
  });
});
