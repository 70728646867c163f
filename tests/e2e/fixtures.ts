/**
 * Fixtures for end-to-end tests (Chromium through the pages, tests/e2e/): signing up in the browser,
 * a signed-in page, and a class with submissions. The shared ones are in tests/support/fixtures.ts.
 */
import type { Page } from "playwright-core";
import { quizzes } from "../support/catalogue-as-read";
import { PASSWORD, uniqueEmail } from "../support/fixtures";
import { expectAccessible } from "./browser";

export { PASSWORD, uniqueEmail };

/**
 * Sends the sign-up form on the page the visitor is on (/signup, with or without `next`) and waits
 * for its answer, which is "check your email" for every address; a new account is logged in at once.
 * `proceed` then follows the answer's Continue link to where the visitor was going.
 */
export async function signUpHere(page: Page, email: string, { password = PASSWORD, proceed = true } = {}) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Check your email" }).waitFor();
  if (proceed) await page.getByRole("link", { name: "Continue" }).click();
}

/**
 * Signs up a new account from /signup: a signed-in visitor, on /account unless `proceed` is false
 * (then on the "check your email" answer). Answers the address.
 */
export async function signUp(page: Page, { email = uniqueEmail(), password = PASSWORD, proceed = true } = {}) {
  await page.goto("/signup");
  await signUpHere(page, email, { password, proceed });
  if (proceed) await page.waitForURL(/\/account$/);
  return email;
}

/** The teacher assigns quiz 0 from its page and lands on the results page; answers its code. */
export async function assignQuiz(page: Page, title: string) {
  await page.goto("/quiz/0");
  await page.getByRole("link", { name: "Assign to a class" }).click();
  await page.waitForURL(/\/account\/assignments\/new\?kind=quiz&id=0$/);
  await page.getByLabel("Title for your class (optional)").fill(title);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create assignment" }).click();
  await page.waitForURL(/\/account\/assignments\/[A-Z0-9]{8}$/);
  return page.url().split("/").pop() ?? "";
}

/** Fills a student's name and answers to quiz 0 on its assignment page (the caller submits). */
export async function answerQuiz(page: Page, name: string, answers: string[]) {
  await page.getByLabel("Your name").fill(name);
  for (const [index, { question }] of quizzes[0].questions.entries()) await page.getByLabel(question).fill(answers[index]);
}

/**
 * A class: a new teacher signs up on `teacher` and assigns quiz 0 with this title, then each student
 * (on their own page) hands in their answers. Leaves the teacher on the results page; answers the code.
 */
export async function classWithSubmissions(
  teacher: Page,
  title: string,
  students: { page: Page; name: string; answers: string[] }[] = [],
) {
  await signUp(teacher, { email: uniqueEmail("teacher") });
  const code = await assignQuiz(teacher, title);
  for (const { page, name, answers } of students) {
    await page.goto(`/a/${code}`);
    await answerQuiz(page, name, answers);
    await page.getByRole("button", { name: "Send my answers" }).click();
    await page.getByRole("heading", { name: /you scored \d out of \d/ }).waitFor();
  }
  if (students.length > 0) await teacher.reload();
  return code;
}
