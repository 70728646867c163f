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
import { keyLines, promptsOf, sheetQuestion } from "~/lib/downloads/sheet";
import { answerText } from "~/lib/questions/text";
import { everyTypeWorksheet } from "../support/every-type-worksheet";

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
      // Every prompt, and every line of the answer key (derived keys with their explanations); the
      // description is for the teacher choosing a sheet, not the student, so the sheet leaves it out.
      const texts = [
        item.title,
        item.subject,
        item.category,
        ...(item.example ? [item.example.question, item.example.answer] : []),
        ...item.questions.flatMap((q) => [...promptsOf(q), ...keyLines(q)]),
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
  }, 240_000);

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
    worksheet.questions.forEach((question, index) => {
      const answer = answerText(question);
      expect(student).toContain(`${index + 1}. ${squash(question.question)}`);
      expect(student).not.toContain(squash(answer));
      expect(key).toContain(`${index + 1}. ${squash(answer)}`);
    });
    pages.forEach((page, index) =>
      expect(squash(page)).toMatch(
        new RegExp(`${index >= keyStart ? "Answer key · " : ""}Page ${index + 1} of ${pages.length}$`),
      ),
    );
  });

  test("a tagged sheet's header names its curriculum standards", async () => {
    const worksheet = getWorksheet(103)!;
    const codes = worksheet.standards.map(({ code }) => code);
    expect(codes.length).toBeGreaterThan(0);
    const first = squash(pagesOf(await renderItemPdf(worksheet))[0]);
    expect(first).toContain(`${formatGrades(worksheet.grades)} · ${worksheet.difficulty} · Standards ${codes.join(", ")}`);
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
    // Two calculations, then a proof; measure the gap from each question to the next.
    const bytes = await renderItemPdf({
      ...getWorksheet(72)!,
      example: null,
      questions: [
        { question: "Write 0.75 as a fraction.", answer: "3/4. 0.75 = 75/100 = 3/4." },
        { question: "Write 0.2 as a fraction.", answer: "1/5. 0.2 = 2/10 = 1/5." },
        {
          question: "Prove that the square root of 2 is irrational.",
          answer: "Suppose √2 = p/q in lowest terms; then p² = 2q², so p is even…",
        },
      ],
    });
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

describe("every question type on the printed sheet", () => {
  test("choice bubbles with letters, true/false, number boxes with units, gaps and the word bank, match columns, order boxes, lettered parts, the worked example, and a key for every answer", async () => {
    const worksheet = everyTypeWorksheet();
    const bytes = await renderItemPdf(worksheet);
    const pages = pagesOf(bytes);
    const keyStart = pages.findIndex((page) => page.startsWith("StudyShelf Answer key"));
    expect(keyStart).toBeGreaterThan(0);
    const student = squash(pages.slice(0, keyStart).map(withoutFooter).join(" "));
    const key = squash(pages.slice(keyStart).map(withoutFooter).join(" "));

    expect(student).toContain("Worked example Work out 12 + 7. Add the ones: 2 + 7 = 9. Keep the ten: 12 + 7 = 19.");
    expect(student).toMatch(/1\. Which fraction is larger\?.*A\) 1\/3 B\) 3\/4 C\) 1\/8/);
    expect(student).toContain("Fill in the circle of the right answer.");
    expect(student).toContain("Tick the box of every right answer.");
    expect(student).toMatch(/3\. Half of 18 is 9\. .*True False/);
    // A number with no working has its box (and unit) beside its prompt.
    expect(student).toMatch(/How long is what is left\? cm/);
    // The word bank above the text, each gap a drawn line (no underscores printed).
    expect(student).toContain("three four five A triangle has sides and a square has sides.");
    expect(student).not.toContain("___");
    // The match columns: left numbered, right lettered in display order.
    for (const [i, left] of ["pentagon", "hexagon", "octagon"].entries()) expect(student).toContain(`${i + 1}. ${left}`);
    for (const letter of ["A)", "B)", "C)"])
      expect(student).toMatch(new RegExp(`${letter.replace(")", "\\)")} (five|six|eight)`));
    for (const step of ["0.2", "0.25", "0.5", "0.75"]) expect(student).toContain(step);
    expect(student).toMatch(/a\) 1\/4 \+ 1\/4.*b\) 1\/3 \+ 1\/6.*c\) 2\/5 \+ 1\/5/);
    expect(student).toMatch(/a\) 7 is an odd number\..*b\) Which is a multiple of 5\?.*A\) 12 B\) 25 C\) 31.*c\) Name a shape/);
    expect(student).not.toMatch(/\btype\b/i);
    // No key leaks onto the student's pages.
    for (const answer of ["A square", "Three is half", "three; four", "A) 4; C) 10"]) expect(student).not.toContain(answer);

    for (const [index, question] of worksheet.questions.entries()) {
      const [first, ...rest] = keyLines(question);
      expect(key).toContain(`${index + 1}. ${squash(first)}`);
      for (const line of rest) expect(key).toContain(squash(line));
    }
    expect(key).toContain("1. B) 3/4");
    expect(key).toContain("2. A) 4; C) 10");
    expect(key).toContain("3. True");
    expect(key).toContain("4. 18 cm");
    expect(key).toContain("5. three; four");
    expect(key).toMatch(/6\. 1–[A-C] \(pentagon: five\); 2–[A-C] \(hexagon: six\); 3–[A-C] \(octagon: eight\)/);
    expect(key).toContain("7. 0.2 → 0.25 → 0.5 → 0.75");
    expect(key).toContain("10. a) 1/2 b) 1/2 c) 3/5");
    expect(key).toContain("11. a) True b) B) 25 c) A triangle");
  });

  test("bubbles and boxes are drawn shapes, not characters, so every printed character comes from the fonts", async () => {
    const worksheet = everyTypeWorksheet();
    const printed = pagesOf(await renderItemPdf(worksheet)).join("");
    // No bubble or box character stands in for a drawn shape.
    expect(printed).not.toMatch(/[○◯□☐●■]/u);
    // Every string the sheet and its key print (labels, hints, keys with – and →) has a glyph.
    const drawn = [
      "Worked example",
      "Answer",
      ...worksheet.questions.flatMap((question, index) => [
        ...keyLines(question),
        JSON.stringify(sheetQuestion(question, index)),
      ]),
    ];
    for (const text of drawn) expect(missingCharacters(text)).toEqual([]);
  });
});
