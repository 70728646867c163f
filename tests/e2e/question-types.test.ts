/**
 * Stories of the question types (docs/decisions/0026): a young child answers a quiz by tapping on a
 * phone, a matching question is answered from the keyboard, a number question is checked without
 * JavaScript, and a K–2 item offers its questions read aloud.
 */
import { describe, expect, test } from "vitest";
import { quizzes } from "../support/catalogue-as-read";
import type { Answerable } from "~/lib/questions/model";
import { LETTERS, matchOrder } from "~/lib/questions/slots";
import { rightResponse } from "../support/right-answers";
import { expectAccessible, useBrowser } from "./browser";

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Continents and Oceans Starter Quiz: five choices, for grades 1–2. */
const CHOICE_QUIZ = 110;
/** Baby Animal Names Quiz: four choices, then a matching question. */
const MATCH_QUIZ = 68;
const questionsOf = (id: number) => quizzes[id].questions as Answerable[];

describe("answering by type", () => {
  test("a K–2 quiz answered by tapping on a phone: options are big enough to tap, and the score follows", async () => {
    const page = await browser.page(PHONE);
    await page.goto(`/quiz/${CHOICE_QUIZ}`);
    const questions = questionsOf(CHOICE_QUIZ);
    for (const [index, question] of questions.entries()) {
      if (question.type !== "choice") throw new Error("quiz 110 is all choices");
      const group = page.getByRole("group", { name: question.question });
      const right = question.options[question.correct[0]];
      const option = group.locator("label", { has: page.getByRole("radio", { name: right }) });
      // The whole row is the target, at least 44 px tall.
      expect((await option.boundingBox())!.height, `option "${right}"`).toBeGreaterThanOrEqual(44);
      await option.tap();
      expect(await group.getByRole("radio", { name: right }).isChecked()).toBe(true);
      await page.getByRole("button", { name: `Check answer ${index + 1}` }).tap();
      await expect
        .poll(() => page.locator(`#question-${index + 1} .verdict`).textContent(), { timeout: 10_000 })
        .toBe("Correct!");
    }
    await page.getByRole("heading", { name: `You scored ${questions.length} out of ${questions.length}` }).waitFor();
    await expectAccessible(page);
  });

  test("a matching question with the keyboard alone", async () => {
    const page = await browser.page();
    await page.goto(`/quiz/${MATCH_QUIZ}`);
    const questions = questionsOf(MATCH_QUIZ);
    const match = questions[4];
    if (match.type !== "match") throw new Error("quiz 68's fifth question is a match");
    const order = matchOrder(match);
    const first = page.getByLabel(match.pairs[0].left, { exact: true });
    await first.focus();
    for (const [row] of match.pairs.entries()) {
      // A select takes the letter typed on it; Tab goes to the next row.
      await page.keyboard.type(LETTERS[order.indexOf(row)]);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("#question-5 .verdict").textContent(), { timeout: 10_000 }).toBe("Correct!");
    expect(await page.locator("#question-5 .answer").textContent()).toContain(`${match.pairs[0].left}: ${match.pairs[0].right}`);
    await expectAccessible(page);
  });

  test("a number question checked without JavaScript takes an equal number typed another way", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/quiz/0");
    const questions = questionsOf(0);
    const whole = questions.findIndex((question) => question.type === "number" && /^\d+$/.test(question.value));
    const value = Number((questions[whole] as { value: string }).value);
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][value];
    const field = page.getByLabel(questions[whole].question);
    expect(await field.getAttribute("inputmode")).toBe("decimal");
    await field.fill(words);
    await page.getByRole("button", { name: `Check answer ${whole + 1}` }).click();
    await page.waitForURL(/\/quiz\/0$/);
    expect(await page.locator(`#question-${whole + 1} .verdict`).textContent()).toBe("Correct!");
    // The mixed number in every common typing.
    const mixed = questions.findIndex((question) => question.type === "number" && question.form === "mixed");
    const [wholePart, fraction] = rightResponse(questions[mixed])[0].split(" ");
    await page.getByLabel(questions[mixed].question).fill(`${wholePart}-${fraction}`);
    await page.getByRole("button", { name: `Check answer ${mixed + 1}` }).click();
    await page.waitForURL(/\/quiz\/0$/);
    expect(await page.locator(`#question-${mixed + 1} .verdict`).textContent()).toBe("Correct!");
  });

  test("a K–2 item offers each question read aloud; older items do not", async () => {
    const page = await browser.page();
    await page.goto(`/quiz/${CHOICE_QUIZ}`);
    await expect.poll(() => page.getByRole("button", { name: "Read aloud question 1" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Read aloud/ }).count()).toBe(questionsOf(CHOICE_QUIZ).length);
    await page.goto("/quiz/0");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("button", { name: /^Read aloud/ }).count()).toBe(0);
  });
});
