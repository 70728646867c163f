import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { answerLines, printBand } from "~/lib/downloads/sheet";
import { baseURL, expectAccessible, useBrowser } from "./browser";
import { signUpHere, uniqueEmail } from "./fixtures";

const browser = useBrowser();

interface Item {
  title: string;
  grades: { from: number; to: number };
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

/** Rectangles and circles pdf-lib drew on a PDF's first page, from its decompressed operators. */
async function pageOneShapes(bytes: Uint8Array) {
  const [first] = (await PDFDocument.load(bytes)).getPages();
  const contents = first.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => first.doc.context.lookup(ref)) : [contents];
  const content = streams
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
    .join("\n");
  // pdf-lib draws a rectangle as a closed path of three lines from its corner, a circle as four curves.
  const rectangles = content.match(/^0 0 m\n0 [\d.-]+ l\n[\d.-]+ [\d.-]+ l\n[\d.-]+ 0 l\nh$/gm)?.length ?? 0;
  return { rectangles, circles: (content.match(/ c$/gm)?.length ?? 0) / 4 };
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
    const unspaced = (text: string | null) => (text ?? "").replace(/\s+/g, "");
    expect(unspaced(await paper.textContent())).toContain(unspaced(worksheet.title));
    // A block of parts previews its instruction and its lettered parts.
    expect(unspaced(await paper.textContent())).toContain(unspaced(worksheet.questions[0].prompt));
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
    // The browser print's sheet holds every question; the preview is its page 1 (compared with the PDF below).
    const sheet = page.locator(".print-sheet");
    await expect.poll(() => sheet.textContent()).toContain("Children chose a favourite fruit.");
    await page.getByRole("radio", { name: "US Letter" }).check();
    await expect.poll(() => sheet.textContent()).toContain("Children chose a favorite fruit.");
    await expect.poll(() => page.getByText("Preview of page 1 on US Letter.").count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("paper")).toBe("letter");
    // Back to A4: the international wording again.
    await page.getByRole("radio", { name: "A4" }).check();
    await expect.poll(() => sheet.textContent()).toContain("Children chose a favourite fruit.");
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

  test("the preview is page 1 of the PDF: the same page size, the same lines of text in the same order, the same shapes", async () => {
    const page = await browser.page({ locale: "en-GB" });
    // A mathematics worksheet with a worked example: stacked fractions and number boxes on page 1.
    await page.goto("/worksheet/118");
    for (const paper of ["a4", "letter"] as const) {
      if (paper === "letter") {
        await page.getByRole("radio", { name: "US Letter" }).check();
        // Letter reads in US wording: the page is loaded again with ?paper=letter, and the preview with it.
        await page.waitForURL(/paper=letter/);
      }
      const label = paper === "a4" ? "A4" : "US Letter";
      await expect.poll(() => page.getByText(`Preview of page 1 on ${label}.`).count()).toBe(1);
      const preview = await page.locator(".sheet-preview svg").evaluate((svg) => ({
        viewBox: svg.getAttribute("viewBox"),
        lines: [...svg.querySelectorAll("[data-text]")].map((line) => line.getAttribute("data-text") ?? ""),
        boxes: svg.querySelectorAll("rect").length,
        bubbles: svg.querySelectorAll("circle").length,
      }));

      const response = await page.request.post("/api/downloads", {
        data: { kind: "worksheet", id: 118, paper },
        headers: { "Idempotency-Key": `preview-${paper}` },
      });
      expect(response.status()).toBe(200);
      const { url } = (await response.json()) as { url: string };
      const file = join(mkdtempSync(join(tmpdir(), "studyshelf-e2e-")), "sheet.pdf");
      const download = await page.request.get(url);
      expect(download.headers()["content-type"], url).toBe("application/pdf");
      writeFileSync(file, await download.body());

      // The same paper: the SVG's box is the PDF page's, in points.
      const size = /size:\s+([\d.]+) x ([\d.]+) pts/.exec(
        execFileSync("pdfinfo", ["-f", "1", "-l", "1", file], { encoding: "utf8" }),
      );
      expect(preview.viewBox).toBe(`0 0 ${size?.[1]} ${size?.[2]}`);
      // The same text, line by line in drawing order (pdftotext -raw reads the content stream in order;
      // a stacked fraction's line reads as written in both), spaces aside.
      const pdfPage1 = execFileSync("pdftotext", ["-raw", "-f", "1", "-l", "1", "-enc", "UTF-8", file, "-"], {
        encoding: "utf8",
      });
      expect(preview.lines.length).toBeGreaterThan(15);
      expect(preview.lines.join("").replace(/\s+/g, "")).toBe(pdfPage1.replace(/\s+/g, ""));
      // Page 1 is a whole page's worth: it ends where the PDF's page 1 ends, with its footer.
      expect(preview.lines.at(-1)).toMatch(/^Page 1 of \d+$/);
      // The same shapes: every answer box and frame, and every bubble.
      const shapes = await pageOneShapes(readFileSync(file));
      expect(preview.boxes).toBeGreaterThan(3);
      expect(preview.boxes).toBe(shapes.rectangles);
      expect(preview.bubbles).toBe(shapes.circles);
    }
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

  test("with nothing left there is no button that fails: Buy credits leads through sign-up to the packs, to come back to the item", async () => {
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
    // The purchase the visitor started, not the item again (issue 29); paying returns to the item.
    await page.waitForURL(/\/account\?return=%2Fworksheet%2F5%23download#buy-credits$/);
    await page.getByRole("region", { name: "Buy credits" }).getByText("you come straight back to the PDF").waitFor();
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
    // Each short answer gets the lines its model answer needs at the sheet's band (two at most).
    const band = printBand(worksheet.grades);
    expect(lines).toEqual(worksheet.questions.map(({ answer }) => answerLines([...answer].length, band, false).lines));
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
