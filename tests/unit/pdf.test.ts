import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { getQuiz, getWorksheet, quizIndex, worksheetIndex } from "~/lib/catalogue/catalogue.server";
import { toDrawable } from "~/lib/downloads/pdf-text";
import { pdfFileName, renderItemPdf, wrapText } from "~/lib/downloads/pdf.server";

const items = [...worksheetIndex.items, ...quizIndex.items];

/** The text of a PDF as poppler's pdftotext reads it (the same tool the e2e test uses). */
function extractText(bytes: Uint8Array) {
  const file = join(mkdtempSync(join(tmpdir(), "studyshelf-pdf-")), "item.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

async function helvetica() {
  const doc = await PDFDocument.create();
  return doc.embedFont(StandardFonts.Helvetica);
}

describe("printable PDFs", () => {
  test("every item in the real catalogue renders, and no character is lost to '?'", async () => {
    const font = await helvetica();
    const drawable = new Set(font.getCharacterSet());
    for (const item of items) {
      const bytes = await renderItemPdf(item);
      expect(new TextDecoder().decode(bytes.slice(0, 5)), item.title).toBe("%PDF-");
      for (const text of [item.title, item.description, ...item.questions.flatMap((q) => [q.question, q.answer])]) {
        const drawn = toDrawable(text, drawable);
        expect(drawn.split("?").length, `${item.kind} ${item.id}: ${text}`).toBe(text.split("?").length);
      }
    }
  }, 60_000);

  test("a worksheet reads as title, facts, description, numbered questions, then the answer key on its own page", async () => {
    const worksheet = getWorksheet(0)!;
    const drawable = new Set((await helvetica()).getCharacterSet());
    const printed = (text: string) => squash(toDrawable(text, drawable));
    const bytes = await renderItemPdf(worksheet);
    const doc = await PDFDocument.load(bytes);
    const text = extractText(bytes);
    const pages = text.split("\f").filter((page) => page.trim());
    expect(pages.length).toBe(doc.getPageCount());
    const firstPages = squash(pages.slice(0, -1).join(" "));
    expect(firstPages).toContain(printed(worksheet.title));
    expect(firstPages).toContain(`Subject: ${worksheet.subject}`);
    expect(firstPages).toContain(`Category: ${worksheet.category}`);
    worksheet.questions.forEach(({ question }, index) => {
      expect(firstPages).toContain(`${index + 1}. ${printed(question).slice(0, 30)}`);
    });
    const lastPage = squash(pages.at(-1)!);
    expect(lastPage).toContain("Answer key");
    expect(lastPage).toContain(printed(worksheet.questions[0].answer).slice(0, 30));
    for (const page of pages) expect(page).toMatch(/StudyShelf · .*Page \d+ of \d+/s);
  });

  test("math symbols outside the standard font print as readable equivalents", async () => {
    const drawable = new Set((await helvetica()).getCharacterSet());
    expect(toDrawable("x = (−3 ± √41)/4 ≈ 0.85", drawable)).toBe("x = (–3 ± sqrt(41))/4 ~ 0.85");
    expect(toDrawable("5.0 × 10⁻⁷ m, a³ = T², H₂O, vₑ, 2πr → Δv", drawable)).toBe(
      "5.0 × 10^-7 m, a³ = T², H2O, v_e, 2pir -> Delta v",
    );
    expect(toDrawable("ʿUthmān “quoted” 20 °C", drawable)).toBe("'Uthman “quoted” 20 °C");
  });

  test("long words and long answers wrap inside the margins", async () => {
    const font = await helvetica();
    const lines = wrapText(`${"word ".repeat(60)}${"x".repeat(300)}\nsecond paragraph`, font, 11, 200);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(200);
    expect(lines.at(-1)).toBe("second paragraph");
  });

  test("a long item flows onto more pages instead of running off the page", async () => {
    const worksheet = getWorksheet(0)!;
    const long = {
      ...worksheet,
      questions: Array.from({ length: 30 }, (_, i) => ({
        question: `Question ${i + 1}: ${"explain in detail ".repeat(20)}`,
        answer: "answer ".repeat(80),
      })),
    };
    const doc = await PDFDocument.load(await renderItemPdf(long));
    expect(doc.getPageCount()).toBeGreaterThan(4);
  });

  test("the file name is readable and safe", () => {
    expect(pdfFileName(getQuiz(quizIndex.items.at(-1)!.id)!)).toMatch(/^studyshelf-quiz-\d+-[a-z0-9-]+\.pdf$/);
    expect(pdfFileName({ ...getWorksheet(0)!, id: 7, title: "Ratios: “a × b” ÷ Über!" })).toBe(
      "studyshelf-worksheet-7-ratios-a-b-uber.pdf",
    );
  });
});
