/**
 * The printable PDF of a worksheet or quiz, on A4 or US Letter, black on white in Noto Sans: a header
 * with the site name, subject, category, grade band and difficulty; name and date lines; numbered
 * questions, each with as many writing lines as its answer needs (./sheet.ts); a footer with the
 * page number; and the answer key on its own page(s) so a teacher can take it out. Every line is
 * measured and wrapped to the margins; content that does not fit moves to a new page.
 */
import { PDFDocument, rgb, type PDFPage } from "pdf-lib";
import type { CatalogueItem } from "../catalogue/catalogue.server";
import { PAPER_SIZES, type Paper } from "./paper";
import { Typesetter, type Weight } from "./pdf-fonts.server";
import { SITE_NAME, kindLabel, sheetFacts, sheetInstructions, writingLines } from "./sheet";

const MARGIN_X = 54;
const MARGIN_TOP = 50;
const CONTENT_BOTTOM = 64;
const FOOTER_Y = 30;
const NUMBER_WIDTH = 24;
const WRITING_LINE_GAP = 22;
const INK = rgb(0, 0, 0);
const SOFT_INK = rgb(0.3, 0.3, 0.3);
const RULE = rgb(0.6, 0.6, 0.6);
const LANGUAGE = "en";

/** Splits text into lines no wider than `width`, breaking inside a word only when it alone is too wide. */
export function wrapText(measure: (text: string) => number, text: string, width: number) {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = [...word];
      while (measure(rest.join("")) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut).join("")) > width) cut--;
        lines.push(rest.slice(0, cut).join(""));
        rest = rest.slice(cut);
      }
      line = rest.join("");
    }
    lines.push(line);
  }
  return lines;
}

interface TextStyle {
  size?: number;
  weight?: Weight;
  indent?: number;
  gapAfter?: number;
  color?: typeof INK;
}

/** Lays text out top to bottom, starting new pages as needed. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly width: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly type: Typesetter,
    private readonly size: { width: number; height: number },
  ) {
    this.width = size.width - 2 * MARGIN_X;
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([this.size.width, this.size.height]);
    this.y = this.size.height - MARGIN_TOP;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  lines(text: string, { size = 11, weight = "regular" as Weight, indent = 0 } = {}) {
    return wrapText((line) => this.type.width(line, size, weight), text, this.width - indent);
  }

  text(text: string, { size = 11, weight = "regular", indent = 0, gapAfter = 4, color = INK }: TextStyle = {}) {
    const leading = size * 1.4;
    for (const line of this.lines(text, { size, weight, indent })) {
      this.ensure(leading);
      this.y -= leading;
      this.type.draw(this.page, line, { x: MARGIN_X + indent, y: this.y + size * 0.3, size, weight, color });
    }
    this.y -= gapAfter;
  }

  /** The site name on the left and a label on the right, over a rule: the top of a sheet or of the key. */
  masthead(right: string) {
    const size = 10;
    this.y -= size;
    this.type.draw(this.page, SITE_NAME, { x: MARGIN_X, y: this.y, size, weight: "bold", color: INK });
    const width = this.type.width(right, size);
    this.type.draw(this.page, right, { x: MARGIN_X + this.width - width, y: this.y, size, color: SOFT_INK });
    this.y -= 6;
    this.rule(0.75, 10);
  }

  /** "Name ______  Date ______" with drawn lines. */
  nameAndDate() {
    const size = 11;
    this.ensure(30);
    this.y -= 24;
    const dateStart = MARGIN_X + this.width * 0.66;
    for (const [label, start, end] of [
      ["Name", MARGIN_X, dateStart - 18],
      ["Date", dateStart, MARGIN_X + this.width],
    ] as const) {
      this.type.draw(this.page, label, { x: start, y: this.y + 2, size, weight: "bold", color: INK });
      const lineStart = start + this.type.width(label, size, "bold") + 6;
      this.page.drawLine({ start: { x: lineStart, y: this.y }, end: { x: end, y: this.y }, thickness: 0.6, color: INK });
    }
    this.y -= 12;
  }

  /** A numbered paragraph whose first lines must share the page with `keepWith` more points. */
  numbered(number: number, text: string, keepWith: number) {
    const size = 11;
    const leading = size * 1.4;
    const lines = this.lines(text, { size, indent: NUMBER_WIDTH });
    this.ensure(Math.min(lines.length * leading + keepWith, this.size.height - MARGIN_TOP - CONTENT_BOTTOM));
    this.type.draw(this.page, `${number}.`, { x: MARGIN_X, y: this.y - leading + size * 0.3, size, weight: "bold", color: INK });
    this.text(text, { size, indent: NUMBER_WIDTH, gapAfter: 2 });
  }

  writingSpace(count: number) {
    for (let i = 0; i < count; i++) {
      this.ensure(WRITING_LINE_GAP);
      this.y -= WRITING_LINE_GAP;
      this.page.drawLine({
        start: { x: MARGIN_X + NUMBER_WIDTH, y: this.y },
        end: { x: MARGIN_X + this.width, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    }
    this.y -= 16;
  }

  rule(thickness = 0.75, gapAfter = 10) {
    this.ensure(12);
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: MARGIN_X + this.width, y: this.y },
      thickness,
      color: INK,
    });
    this.y -= gapAfter;
  }
}

function drawFooters(doc: PDFDocument, type: Typesetter, title: string, keyStarts: number) {
  const pages = doc.getPages();
  const size = 8.5;
  pages.forEach((page, index) => {
    const right = `${index >= keyStarts ? "Answer key · " : ""}Page ${index + 1} of ${pages.length}`;
    const rightWidth = type.width(right, size);
    const width = page.getWidth() - 2 * MARGIN_X;
    const [left = ""] = wrapText((line) => type.width(line, size), `${SITE_NAME} · ${title}`, width - rightWidth - 16);
    type.draw(page, left, { x: MARGIN_X, y: FOOTER_Y, size, color: SOFT_INK });
    type.draw(page, right, { x: MARGIN_X + width - rightWidth, y: FOOTER_Y, size, color: SOFT_INK });
  });
}

/** A readable file name: "studyshelf-worksheet-12-fractions-of-amounts.pdf" ("-letter" before .pdf for US Letter). */
export function pdfFileName(item: CatalogueItem, paper: Paper = "a4") {
  const slug = item.title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  return `studyshelf-${item.kind}-${item.id}${slug ? `-${slug}` : ""}${paper === "letter" ? "-letter" : ""}.pdf`;
}

export async function renderItemPdf(item: CatalogueItem, { paper = "a4" }: { paper?: Paper } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const label = kindLabel(item.kind);
  const facts = sheetFacts(item);
  const instructions = sheetInstructions(item);
  const body = [item.description, instructions, ...item.questions.flatMap(({ question, answer }) => [question, answer])];
  const type = await Typesetter.create(doc, [
    ...[item.title, SITE_NAME, "Name Date 0123456789.", "Answer key"].map((text) => ({ text, weight: "bold" as const })),
    ...[facts, label, `${SITE_NAME} · ${item.title}`, "Answer key · Page 0123456789 of", ...body].map((text) => ({
      text,
      weight: "regular" as const,
    })),
  ]);

  doc.setTitle(item.title, { showInWindowTitleBar: true });
  doc.setAuthor(SITE_NAME);
  doc.setSubject(`${label}: ${facts}`);
  doc.setKeywords([item.subject, item.category, label]);
  doc.setLanguage(LANGUAGE);
  doc.setCreator(SITE_NAME);
  doc.setProducer(SITE_NAME);

  const writer = new Writer(doc, type, PAPER_SIZES[paper]);
  writer.masthead(label);
  writer.text(item.title, { size: 18, weight: "bold", gapAfter: 2 });
  writer.text(facts, { size: 10, gapAfter: 6, color: SOFT_INK });
  writer.text(item.description, { size: 10.5, gapAfter: 2 });
  writer.nameAndDate();
  writer.text(instructions, { size: 9.5, gapAfter: 8, color: SOFT_INK });
  writer.rule(1, 12);

  item.questions.forEach(({ question, answer }, index) => {
    const lines = writingLines(question, answer);
    writer.numbered(index + 1, question, lines * WRITING_LINE_GAP);
    writer.writingSpace(lines);
  });

  writer.newPage();
  const keyStarts = doc.getPageCount() - 1;
  writer.masthead("Answer key");
  writer.text("Answer key", { size: 16, weight: "bold", gapAfter: 0 });
  writer.text(item.title, { size: 11, gapAfter: 2 });
  writer.text("For the teacher: take this page out before handing the sheet to students.", {
    size: 9.5,
    gapAfter: 8,
    color: SOFT_INK,
  });
  writer.rule(1, 12);
  item.questions.forEach(({ answer }, index) => {
    writer.numbered(index + 1, answer, 0);
    writer.y -= 8;
  });

  drawFooters(doc, type, item.title, keyStarts);
  return doc.save();
}
