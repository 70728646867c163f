import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { getQuiz, getWorksheet, quizIndex, worksheetIndex, type CatalogueItem } from "~/lib/catalogue/catalogue.server";
import { formatGrades } from "~/lib/catalogue/grades";
import { missingCharacters } from "~/lib/downloads/pdf-fonts.server";
import { pdfFileName, renderItemPdf, wrapText } from "~/lib/downloads/pdf.server";

const items: CatalogueItem[] = [...worksheetIndex.items, ...quizIndex.items];

/** The text of a PDF in drawing order, one string per page, as poppler's pdftotext reads it. */
function pagesOf(bytes: Uint8Array) {
  const file = join(mkdtempSync(join(tmpdir(), "studyshelf-pdf-")), "item.pdf");
  writeFileSync(file, bytes);
  const text = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  return text.split("\f").filter((page) => page.trim());
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
/** Page text without its footer, so a paragraph that runs onto the next page reads on. */
const withoutFooter = (page: string) => page.replace(/^StudyShelf · .*Page \d+ of \d+$/m, "");

describe("printable PDFs", () => {
  test("every item in the catalogue prints every question and answer exactly as written, with no missing glyph", async () => {
    const problems: string[] = [];
    for (const item of items) {
      const where = `${item.kind} ${item.id} "${item.title}"`;
      const texts = [
        item.title,
        item.description,
        item.subject,
        item.category,
        ...item.questions.flatMap((q) => [q.question, q.answer]),
      ];
      for (const [weight, text] of [["bold", item.title] as const, ...texts.map((text) => ["regular", text] as const)]) {
        const missing = missingCharacters(text, weight);
        if (missing.length > 0) problems.push(`${where}: no ${weight} glyph for ${missing.map((c) => `"${c}"`).join(", ")}`);
      }
      const printed = squash(
        pagesOf(await renderItemPdf(item))
          .map(withoutFooter)
          .join(" "),
      );
      for (const text of texts) {
        if (!printed.includes(squash(text))) problems.push(`${where}: not printed as written: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  test("a worksheet sheet has a header, name and date lines, its questions, then the answer key on its own pages", async () => {
    const worksheet = getWorksheet(72)!;
    const bytes = await renderItemPdf(worksheet);
    const pages = pagesOf(bytes);
    const doc = await PDFDocument.load(bytes);
    expect(pages.length).toBe(doc.getPageCount());

    const first = squash(pages[0]);
    expect(first).toContain(`StudyShelf Worksheet ${squash(worksheet.title)}`);
    expect(first).toContain(
      `${worksheet.subject} · ${worksheet.category} · ${formatGrades(worksheet.grades)} · ${worksheet.difficulty}`,
    );
    expect(first).toContain("Name Date");

    const keyStart = pages.findIndex((page) => page.startsWith("StudyShelf Answer key"));
    expect(keyStart).toBeGreaterThan(0);
    const student = squash(pages.slice(0, keyStart).join(" "));
    const key = squash(pages.slice(keyStart).join(" "));
    worksheet.questions.forEach(({ question, answer }, index) => {
      expect(student).toContain(`${index + 1}. ${squash(question)}`);
      expect(student).not.toContain(squash(answer));
      expect(key).toContain(`${index + 1}. ${squash(answer)}`);
    });
    pages.forEach((page, index) =>
      expect(squash(page)).toMatch(
        new RegExp(`${index >= keyStart ? "Answer key · " : ""}Page ${index + 1} of ${pages.length}$`),
      ),
    );
  });

  test("the document says its title, author, subject and language", async () => {
    const worksheet = getWorksheet(72)!;
    const doc = await PDFDocument.load(await renderItemPdf(worksheet), { updateMetadata: false });
    expect(doc.getTitle()).toBe(worksheet.title);
    expect(doc.getAuthor()).toBe("StudyShelf");
    expect(doc.getSubject()).toContain(formatGrades(worksheet.grades));
    expect(doc.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("en");
  });

  test("A4 and US Letter pages have their real sizes", async () => {
    const quiz = getQuiz(0)!;
    const sizes = async (paper: "a4" | "letter") =>
      (await PDFDocument.load(await renderItemPdf(quiz, { paper }))).getPages().map((page) => page.getSize());
    for (const size of await sizes("a4")) expect(size).toEqual({ width: 595.28, height: 841.89 });
    for (const size of await sizes("letter")) expect(size).toEqual({ width: 612, height: 792 });
  });

  test("a proof gets more writing space than an explanation, and an explanation more than a calculation", async () => {
    // Worksheet 72 asks two conversions then a proof; measure the gap from each question to the next.
    const bytes = await renderItemPdf(getWorksheet(72)!);
    const file = join(mkdtempSync(join(tmpdir(), "studyshelf-pdf-")), "item.pdf");
    writeFileSync(file, bytes);
    const html = execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", file, "-"], { encoding: "utf8" });
    const numberTops = [...html.matchAll(/yMin="([\d.]+)"[^>]*>(\d)\.<\/word>/g)].map((match) => Number(match[1]));
    const footerTop = Number(/yMin="([\d.]+)"[^>]*>StudyShelf<\/word>(?![\s\S]*StudyShelf<\/word>)/.exec(html)![1]);
    const gaps = [...numberTops.slice(1), footerTop].map((top, index) => top - numberTops[index]);
    expect(gaps[2]).toBeGreaterThan(gaps[1] * 1.8);
  });

  test("long words and long answers wrap inside the margins", () => {
    const measure = (text: string) => [...text].length * 5;
    const lines = wrapText(measure, `${"word ".repeat(60)}${"x".repeat(300)}\nsecond paragraph`, 200);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(200);
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
    expect(doc.getPageCount()).toBeGreaterThan(6);
  });

  test("the file name is readable and safe, and says US Letter when it is", () => {
    expect(pdfFileName(getQuiz(quizIndex.items.at(-1)!.id)!)).toMatch(/^studyshelf-quiz-\d+-[a-z0-9-]+\.pdf$/);
    expect(pdfFileName({ ...getWorksheet(0)!, id: 7, title: "Ratios: “a × b” ÷ Über!" })).toBe(
      "studyshelf-worksheet-7-ratios-a-b-uber.pdf",
    );
    expect(pdfFileName({ ...getWorksheet(0)!, id: 7, title: "Ratios" }, "letter")).toBe(
      "studyshelf-worksheet-7-ratios-letter.pdf",
    );
  });

  test("a character no font has is reported, and superscripts and subscripts are drawn from their plain form", () => {
    expect(missingCharacters("x² + 10⁻⁷ + H₂O + vₑ + √2 ≈ π → Δv")).toEqual([]);
    expect(missingCharacters("Hello 🙂 世界")).toEqual(["🙂", "世", "界"]);
  });
});
