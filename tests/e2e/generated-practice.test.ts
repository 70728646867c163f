/**
 * Generated practice as a parent and a teacher use it (issue 24): three versions printed for the price
 * of one, a class set for 25 students, and an assignment where each student answers their own numbers
 * and the teacher sees which version each answered.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Download, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { nameKey } from "~/lib/classroom/schemas";
import { seedFrom } from "~/lib/generators/random";
import { GENERATED_ID_BASE } from "~/lib/catalogue/catalogue.server";
import { baseURL, expectAccessible, useBrowser } from "./browser";
import { signUp, uniqueEmail } from "./fixtures";

const browser = useBrowser();
/** The first generated worksheet: whole-number answers for grades 1–2. */
const GENERATED_ID = GENERATED_ID_BASE;
const balance = (page: Page) => page.locator(".site-header .balance");

/** The text of a downloaded PDF, as pdftotext reads it. */
async function pdfText(download: Download) {
  const path = join(mkdtempSync(join(tmpdir(), "studyshelf-e2e-")), "sheet.pdf");
  await download.saveAs(path);
  return execFileSync("pdftotext", ["-raw", path, "-"], { encoding: "utf8" });
}

/** Every "Version core-k2x9" a PDF's footers print, once each. */
const versionCodes = (text: string) => [...new Set(text.match(/Version [a-z]+-[a-z0-9]+/g) ?? [])];

interface ApiPart {
  question: string;
  answer: string;
}
async function versionKey(id: number, level: string, seed: string) {
  const response = await fetch(`${baseURL()}/api/worksheets/${id}?level=${level}&seed=${seed}`);
  const sheet = (await response.json()) as { questions: { parts?: ApiPart[] }[] };
  return sheet.questions.flatMap((question) => question.parts ?? []);
}

describe("fresh practice for the price of one download", () => {
  test("a parent prints three versions of a generated worksheet and pays once", async () => {
    const page = await browser.page({ acceptDownloads: true, locale: "en-US" });
    await page.goto(`/worksheet/${GENERATED_ID}`);
    const download = page.getByRole("button", { name: /^Download PDF/ });
    await expect.poll(() => download.isEnabled()).toBe(true);
    // Before spending, the page says what one download buys.
    expect(await page.getByText(/every new version and level of it then downloads free/).count()).toBeGreaterThan(0);
    await download.click();
    const [first] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /^Yes, download/ }).click(),
    ]);
    const codes = versionCodes(await pdfText(first));
    expect(codes).toHaveLength(1);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 9 free downloads · 0 credits");

    for (const next of ["New version", "Challenge"]) {
      const before = page.url();
      await page.getByRole("link", { name: next, exact: true }).click();
      await page.waitForURL((url) => url.toString() !== before && url.searchParams.has("seed"));
      const again = page.getByRole("button", { name: /^Download again \(free\)/ });
      await expect.poll(() => again.count()).toBe(1);
      const [file] = await Promise.all([page.waitForEvent("download"), again.click()]);
      codes.push(...versionCodes(await pdfText(file)));
    }
    expect(new Set(codes).size).toBe(3);
    expect(codes[2]).toMatch(/^Version challenge-/);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 9 free downloads · 0 credits");
    await expectAccessible(page);
  });

  test("a teacher downloads a class set of 25: one PDF, a version per student, then the answer keys", async () => {
    const page = await browser.page({ acceptDownloads: true, locale: "en-US" });
    await page.goto(`/worksheet/${GENERATED_ID}`);
    const classSet = page.locator("form.class-set");
    await classSet.getByLabel("Number of students").fill("25");
    await classSet.getByRole("button", { name: "Download a class set" }).click();
    await page.getByRole("heading", { name: /^Download a class set of/ }).waitFor();
    expect(await page.getByText("One PDF for 25 students").count()).toBe(1);
    await expectAccessible(page);
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Yes, download" }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^studyshelf-worksheet-${GENERATED_ID}-.*\\.pdf$`));
    const text = await pdfText(file);
    expect(versionCodes(text)).toHaveLength(25);
    expect(text.match(/Answer key/g)?.length ?? 0).toBeGreaterThanOrEqual(25);
    await page.goto(`/worksheet/${GENERATED_ID}`);
    await expect.poll(() => balance(page).textContent()).toBe("Your balance: 9 free downloads · 0 credits");
  });
});

describe("a generated worksheet in class", () => {
  test("two students answer their own numbers, each checked against their own key, and the results name each version", async () => {
    const teacher = await browser.page();
    await signUp(teacher, { email: uniqueEmail("teacher") });
    await teacher.goto(`/worksheet/${GENERATED_ID}`);
    await teacher.getByRole("link", { name: "Assign to a class" }).click();
    await teacher.getByRole("radio", { name: "Challenge" }).check();
    await teacher.getByRole("button", { name: "Create assignment" }).click();
    await teacher.waitForURL(/\/account\/assignments\/[A-Z0-9]{8}$/);
    const code = teacher.url().split("/").pop() ?? "";

    const seen: string[] = [];
    for (const name of ["Ana Silva", "Ben Okafor"]) {
      const student = await browser.page();
      await student.goto(`/a/${code}`);
      await student.getByLabel("Your name").fill(name);
      await student.getByRole("button", { name: "Start" }).click();
      await student.getByText(`Answering as ${name}`).waitFor();
      const questions = student.locator("ol.questions > li");
      seen.push((await questions.allTextContents()).join(" "));
      // The first part answered from this student's own key: right for them.
      const [part] = await versionKey(GENERATED_ID, "challenge", seedFrom(`${code}|${nameKey(name)}`));
      expect(await questions.first().textContent()).toContain(part.question);
      await questions.first().locator("textarea, input:not([type=hidden])").first().fill(part.answer);
      await student.getByRole("button", { name: "Send my answers" }).click();
      await student.getByRole("heading", { name: new RegExp(`^${name}, you scored 1 out of \\d+`) }).waitFor();
    }
    expect(seen[0]).not.toBe(seen[1]);

    await teacher.reload();
    const versions = await teacher.locator(".student-card .student-version").allTextContents();
    expect(versions).toHaveLength(2);
    expect(versions.every((text) => /^Version challenge-[a-z0-9]+/.test(text))).toBe(true);
    expect(versions[0].split(":")[0]).not.toBe(versions[1].split(":")[0]);
    await expectAccessible(teacher);
    // Each version's page shows that student's questions with every answer.
    await teacher.getByRole("link", { name: "Ana Silva's questions and answers" }).click();
    await teacher.waitForURL(/level=challenge&seed=[a-z0-9]+&answers=all/);
    const [anaFirst] = await versionKey(GENERATED_ID, "challenge", seedFrom(`${code}|${nameKey("Ana Silva")}`));
    // The address changes before the new page has rendered: wait for its content.
    await expect.poll(() => teacher.locator("main").textContent()).toContain(anaFirst.question);
  });
});
