import { TYPED_QUIZ_ID, typedQuestions, type TypedQuestion } from "../support/typed-quiz";
import { describe, expect, test } from "vitest";
import { quizzes } from "../support/catalogue-as-read";
import { baseURL, expectAccessible, useBrowser } from "./browser";

const browser = useBrowser();

interface QuizBody {
  id: number;
  title: string;
  questions: { question: string; answer: string; accept?: string[] }[];
}

describe("reading a worksheet", () => {
  test("each answer is behind its own reveal control, and all can be shown at once", async () => {
    const page = await browser.page();
    await page.goto("/worksheet/0");
    const worksheet = (await (await fetch(`${baseURL()}/api/worksheets/0`)).json()) as QuizBody;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(worksheet.title);
    const firstAnswer = page.getByText(worksheet.questions[0].answer, { exact: true });
    expect(await firstAnswer.isVisible()).toBe(false);
    await page
      .locator("summary")
      .filter({ hasText: /to question 1$/ })
      .click();
    expect(await firstAnswer.isVisible()).toBe(true);
    expect(await page.getByText(worksheet.questions[1].answer, { exact: true }).isVisible()).toBe(false);

    await page.getByRole("link", { name: "Show all answers" }).click();
    await page.waitForURL(/answers=all/);
    for (const { answer } of worksheet.questions) {
      await expect.poll(() => page.getByText(answer, { exact: true }).isVisible()).toBe(true);
    }
    await expectAccessible(page);
  });

  test("an unknown worksheet id gets a friendly 404 inside the layout", async () => {
    const page = await browser.page();
    for (const path of ["/worksheet/99999", "/worksheet/abc", "/quiz/-1"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/We couldn't find that (worksheet|quiz)/);
      expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(1);
    }
  });
});

describe("taking a quiz", () => {
  test("answers each question by keyboard, overrides a verdict, sees the score and tries again", async () => {
    const page = await browser.page();
    // A quiz of typed answers (newer quizzes mix in choices and parts).
    const id = TYPED_QUIZ_ID;
    await page.goto(`/quiz/${id}`);
    const quiz = (await (await fetch(`${baseURL()}/api/quizzes/${id}`)).json()) as QuizBody;

    // Question 1: a wrong answer, then the student overrides the verdict.
    const first = page.getByLabel(quiz.questions[0].question);
    await first.fill("definitely not the answer 12345");
    await first.press("Enter");
    await expect.poll(() => page.getByText(quiz.questions[0].answer, { exact: false }).first().isVisible()).toBe(true);
    await page.getByRole("group", { name: "Your verdict for question 1" }).getByRole("button", { name: "I was right" }).click();
    expect(await page.getByText("Marked as right.").count()).toBe(1);

    // Questions 2-5: typed answers, checked with Enter.
    for (let index = 1; index < quiz.questions.length; index++) {
      const input = page.getByLabel(quiz.questions[index].question);
      await input.fill("zzz");
      await input.press("Enter");
      await page.getByRole("group", { name: `Your verdict for question ${index + 1}` }).waitFor();
    }
    const score = page.getByRole("heading", { name: /You scored \d out of 5/ });
    await score.waitFor();
    expect(await score.textContent()).toBe("You scored 1 out of 5");

    await page.getByRole("button", { name: "Try again" }).click();
    expect(await page.getByRole("heading", { name: /You scored/ }).count()).toBe(0);
    expect(await page.getByLabel(quiz.questions[0].question).inputValue()).toBe("");
    await expectAccessible(page);
  });

  test("a slip of the keyboard is forgiven, but a real word one letter away is a different answer", async () => {
    const typedOf = (quiz: (typeof quizzes)[number]) => quiz.questions as Partial<TypedQuestion>[];
    const id = quizzes.findIndex((quiz) => typedOf(quiz).some(({ accept }) => accept?.includes("chunking")));
    const page = await browser.page();
    await page.goto(`/quiz/${id}`);
    async function answer(accepted: string, typed: string) {
      const { question = "" } = typedOf(quizzes[id]).find(({ accept }) => accept?.includes(accepted))!;
      const input = page.getByLabel(question);
      await input.fill(typed);
      await input.press("Enter");
      const verdict = page
        .getByRole("listitem")
        .filter({ has: input })
        .getByText(/^(Correct!|Not quite\.)$/);
      await verdict.waitFor();
      return verdict.textContent();
    }
    expect(await answer("chunking", "chucking")).toBe("Not quite.");
    expect(await answer("hippocampus", "hipocampus")).toBe("Correct!");
  });

  test("a correct typed answer is marked correct despite case and punctuation", async () => {
    const page = await browser.page();
    const id = TYPED_QUIZ_ID;
    await page.goto(`/quiz/${id}`);
    for (const { question, accept } of typedQuestions(id)) {
      const input = page.getByLabel(question);
      await input.fill(`  ${accept[0].toUpperCase()}!  `);
      await input.press("Enter");
    }
    await page.getByRole("heading", { name: "You scored 5 out of 5" }).waitFor();
  });
});
