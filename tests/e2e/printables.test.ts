import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";
import { signUpHere, uniqueEmail } from "./fixtures";

const browser = useBrowser();

interface Item {
  title: string;
  questions: { question: string; prompt: string; answer: string }[];
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const balance = (page: Page) => page.locator(".site-header .balance");
const item = async (path: string) => (await (await fetch(`${baseURL()}/api${path}`)).json()) as Item;

function pdfText(bytes: Uint8Array, ...options: string[]) {
  const file = join(mkdtempSync(join(tmpdir(), "studyshelf-e2e-")), "file.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", [...options, file, "-"], { encoding: "utf8" });
}

/** Uses up a visitor's 10 free downloads on quizzes, through the API the button uses. */
async function spendAllowance(page: Page) {
  for (let id = 1; id <= 10; id++) {
    const response = await page.request.post("/api/downloads", {
      data: { kind: "quiz", id },
      headers: { "Idempotency-Key": `spend-${id}` },
    });
    expect(response.status()).toBe(200);
  }
}

describe("seeing a printable before paying", () => {
  test("the page previews the first page on the visitor's paper, and changing paper is remembered, all without spending", async () => {
    const page = await browser.page({ locale: "en-GB" });
    await page.goto("/worksheet/72");
    const worksheet = await item("/worksheets/72");
    const preview = page.getByRole("figure");
    await expect.poll(() => preview.getByText("Preview of page 1 on A4.").count()).toBe(1);
    const paper = page.locator(".sheet-preview .paper");
    expect(await paper.textContent()).toContain(worksheet.title);
    // A block of parts previews its instruction and its lettered parts.
    expect(await paper.textContent()).toContain(worksheet.questions[0].prompt);
    expect(await paper.locator(".sheet-line").count()).toBeGreaterThan(10);
    await expectAccessible(page);

    await page.getByRole("radio", { name: "US Letter" }).check();
    await expect.poll(() => preview.getByText("Preview of page 1 on US Letter.").count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole("radio", { name: "US Letter" }).isChecked()).toBe(true);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 10 free downloads · 0 credits");
  });

  test("choosing US Letter reads the page in US wording, so the preview and the print say what the PDF will", async () => {
    const page = await browser.page({ locale: "en-GB" });
    await page.goto("/worksheet/93");
    const preview = page.locator(".sheet-preview .paper");
    await expect.poll(() => preview.textContent()).toContain("Children chose a favourite fruit.");
    expect(await preview.textContent()).toContain("Show your working.");
    await page.getByRole("radio", { name: "US Letter" }).check();
    await expect.poll(() => preview.textContent()).toContain("Children chose a favorite fruit.");
    expect(await preview.textContent()).toContain("Show your work.");
    expect(new URL(page.url()).searchParams.get("paper")).toBe("letter");
    // Back to A4: the international wording again.
    await page.getByRole("radio", { name: "A4" }).check();
    await expect.poll(() => preview.textContent()).toContain("Children chose a favourite fruit.");
    await expectAccessible(page);
  });

  test("without JavaScript, the printable panel links to the other wording", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/worksheet/93");
    await page.getByRole("link", { name: "use US spelling" }).click();
    await page.waitForURL(/paper=letter/);
    expect(await page.locator(".print-sheet").textContent()).toContain("Children chose a favorite fruit.");
    expect(await page.getByRole("link", { name: "use international spelling" }).count()).toBe(1);
  });

  test("a visitor in the US starts on US Letter", async () => {
    const page = await browser.page({ locale: "en-US" });
    await page.goto("/quiz/3");
    await expect.poll(() => page.getByRole("radio", { name: "US Letter" }).isChecked()).toBe(true);
  });
});

describe("paying for a printable", () => {
  test("the control says the cost, asks once, can be cancelled, and an owned item downloads again for free without asking", async () => {
    const page = await browser.page({ acceptDownloads: true, locale: "en-GB" });
    await page.goto("/worksheet/73");
    const download = page.getByRole("button", { name: /^Download PDF/ });
    await expect.poll(() => download.isEnabled()).toBe(true);
    expect(await page.getByText("Uses 1 of your 10 free downloads.").count()).toBe(1);

    await download.click();
    const confirm = page.getByRole("group", { name: "Use 1 of your 10 free downloads?" });
    const yes = confirm.getByRole("button", { name: /^Yes, download/ });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Yes, download/);
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Download PDF/);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 10 free downloads · 0 credits");

    await download.click();
    const [file] = await Promise.all([page.waitForEvent("download"), yes.click()]);
    expect(file.suggestedFilename()).toMatch(/^studyshelf-worksheet-73-[a-z0-9-]+\.pdf$/);
    const path = join(mkdtempSync(join(tmpdir(), "studyshelf-e2e-")), "sheet.pdf");
    await file.saveAs(path);
    expect(execFileSync("pdfinfo", [path], { encoding: "utf8" })).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const worksheet = await item("/worksheets/73");
    const text = squash(execFileSync("pdftotext", ["-raw", path, "-"], { encoding: "utf8" }));
    for (const { question } of worksheet.questions) expect(text).toContain(squash(question));
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 9 free downloads · 0 credits");

    const again = page.getByRole("button", { name: /^Download again \(free\)/ });
    await Promise.all([page.waitForEvent("download"), again.click()]);
    expect(await page.getByRole("group", { name: /^Use 1 of/ }).count()).toBe(0);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 9 free downloads · 0 credits");
  });

  test("with nothing left there is no button that fails: Buy credits leads through sign-up and back to the item", async () => {
    const page = await browser.page();
    await page.goto("/worksheet/5");
    await spendAllowance(page);
    await page.reload();
    await expect.poll(() => page.getByText("You have no free downloads or credits left.").count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Download PDF/ }).count()).toBe(0);
    await expectAccessible(page);

    await page.locator(".download").getByRole("link", { name: "Buy credits" }).click();
    await page.waitForURL(/\/signup\?next=/);
    await signUpHere(page, uniqueEmail("zero"));
    await page.waitForURL(/\/worksheet\/5#download$/);
    const buy = page.locator(".download").getByRole("link", { name: "Buy credits" });
    await expect.poll(() => buy.getAttribute("href")).toBe("/account#buy-credits");
  });
});

describe("printing from the browser", () => {
  test("printing a worksheet page gives the student sheet with writing lines and no controls; answers only when asked", async () => {
    const page = await browser.page();
    // Worksheet 45's questions are typed: an explanation first, a one-word answer last.
    await page.goto("/worksheet/45");
    const worksheet = await item("/worksheets/45");
    await expect.poll(() => page.getByRole("button", { name: /^Download PDF/ }).isEnabled()).toBe(true);

    const printed = squash(pdfText(await page.pdf({ format: "A4" })));
    expect(printed).toContain(squash(worksheet.title));
    for (const { question, answer } of worksheet.questions) {
      expect(printed).toContain(squash(question));
      expect(printed).not.toContain(squash(answer).slice(0, 40));
    }
    for (const control of [
      "Download",
      "Print",
      "Show answer",
      "Show all answers",
      "Buy credits",
      "Paper size",
      "Log in",
      "Sponsor",
      "Skip to content",
      "Browse",
    ]) {
      expect(printed).not.toContain(control);
    }
    await page.emulateMedia({ media: "print" });
    const lines = await page
      .locator(".print-sheet .sheet-questions > li")
      .evaluateAll((items) =>
        items.map(
          (li) => [...li.querySelectorAll(".sheet-line")].filter((line) => line.getBoundingClientRect().height > 0).length,
        ),
      );
    expect(lines).toHaveLength(worksheet.questions.length);
    expect(Math.min(...lines)).toBeGreaterThan(0);
    expect(lines[0]).toBeGreaterThan(lines.at(-1)!); // the explanation gets more room than a one-word answer
    await page.emulateMedia({ media: null });

    // "Print with answers" opens the print dialog; here the page is printed to PDF instead.
    await page.evaluate(() => (window.print = () => {}));
    await page.getByRole("button", { name: "Print with answers" }).click();
    const withAnswers = squash(pdfText(await page.pdf({ format: "A4" })));
    expect(withAnswers).toContain("Answer key");
    for (const { answer } of worksheet.questions) expect(withAnswers).toContain(squash(answer).slice(0, 40));
    expect(withAnswers).not.toContain("Print with answers");
  });

  test("printing a quiz page prints its questions, not the quiz controls", async () => {
    const page = await browser.page();
    await page.goto("/quiz/0");
    const quiz = await item("/quizzes/0");
    await expect.poll(() => page.getByRole("button", { name: /^Download PDF/ }).isEnabled()).toBe(true);
    const printed = squash(pdfText(await page.pdf({ format: "Letter" })));
    for (const { question } of quiz.questions) expect(printed).toContain(squash(question));
    for (const control of ["Check", "I was right", "Download", "Print", "Capitals, accents"])
      expect(printed).not.toContain(control);
  });
});
