/**
 * The printable PDF of a worksheet or quiz (pdf-lib, standard fonts, black on white): title,
 * subject and category, description, numbered questions each with ruled writing space, a footer
 * with the site name on every page, and the answer key starting on its own page. Every line is
 * measured and wrapped to the margins; content that does not fit moves to a new page.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { CatalogueItem } from "../catalogue/catalogue.server";
import { toDrawable } from "./pdf-text";

const SITE_NAME = "StudyShelf";
const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;
const FOOTER_Y = 32;
const CONTENT_BOTTOM = MARGIN + 8;
const WIDTH = PAGE.width - 2 * MARGIN;
const NUMBER_WIDTH = 24;
const WRITING_LINES = 3;
const WRITING_LINE_GAP = 24;
const INK = rgb(0, 0, 0);
const RULE = rgb(0.55, 0.55, 0.55);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  drawable: ReadonlySet<number>;
}

/** Splits text into lines no wider than `width`, breaking inside words only when one is too long. */
export function wrapText(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Lays text out top to bottom, starting new pages as needed. */
class Writer {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  text(text: string, { size = 11, font = this.fonts.regular, indent = 0, gapAfter = 4 } = {}) {
    const leading = size * 1.35;
    for (const line of wrapText(toDrawable(text, this.fonts.drawable), font, size, WIDTH - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + (leading - size) / 2, size, font, color: INK });
    }
    this.y -= gapAfter;
  }

  /** A numbered paragraph whose first line must share the page with `keepWith` more points. */
  numbered(number: number, text: string, keepWith: number) {
    const size = 11;
    const lines = wrapText(toDrawable(text, this.fonts.drawable), this.fonts.regular, size, WIDTH - NUMBER_WIDTH);
    this.ensure(Math.min(lines.length * size * 1.35 + keepWith, PAGE.height - 2 * MARGIN));
    this.page.drawText(`${number}.`, {
      x: MARGIN,
      y: this.y - size * 1.35 + size * 0.175,
      size,
      font: this.fonts.bold,
      color: INK,
    });
    this.text(text, { size, indent: NUMBER_WIDTH, gapAfter: 2 });
  }

  writingSpace() {
    this.ensure(WRITING_LINES * WRITING_LINE_GAP);
    for (let i = 0; i < WRITING_LINES; i++) {
      this.y -= WRITING_LINE_GAP;
      this.page.drawLine({
        start: { x: MARGIN + NUMBER_WIDTH, y: this.y },
        end: { x: MARGIN + WIDTH, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    }
    this.y -= 14;
  }

  rule() {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 0.75, color: INK });
    this.y -= 10;
  }
}

function drawFooters(doc: PDFDocument, fonts: Fonts, title: string) {
  const pages = doc.getPages();
  const size = 9;
  pages.forEach((page, index) => {
    const right = `Page ${index + 1} of ${pages.length}`;
    const rightWidth = fonts.regular.widthOfTextAtSize(right, size);
    const [left = ""] = wrapText(
      toDrawable(`${SITE_NAME} · ${title}`, fonts.drawable),
      fonts.regular,
      size,
      WIDTH - rightWidth - 16,
    );
    page.drawText(left, { x: MARGIN, y: FOOTER_Y, size, font: fonts.regular, color: INK });
    page.drawText(right, { x: MARGIN + WIDTH - rightWidth, y: FOOTER_Y, size, font: fonts.regular, color: INK });
  });
}

/** A readable file name: "studyshelf-worksheet-12-fractions-of-amounts.pdf". */
export function pdfFileName(item: CatalogueItem) {
  const slug = item.title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  return `studyshelf-${item.kind}-${item.id}${slug ? `-${slug}` : ""}.pdf`;
}

export async function renderItemPdf(item: CatalogueItem): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const fonts: Fonts = {
    regular,
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    drawable: new Set(regular.getCharacterSet()),
  };
  const label = item.kind === "worksheet" ? "Worksheet" : "Quiz";
  doc.setTitle(toDrawable(item.title, fonts.drawable));
  doc.setSubject(`${label}: ${item.subject}, ${item.category}`);
  doc.setCreator(SITE_NAME);
  doc.setProducer(SITE_NAME);

  const writer = new Writer(doc, fonts);
  writer.text(`${SITE_NAME} · ${label}`, { size: 9, gapAfter: 6 });
  writer.text(item.title, { size: 20, font: fonts.bold, gapAfter: 6 });
  const facts = [
    `Subject: ${item.subject}`,
    `Category: ${item.category}`,
    item.difficulty ? `Difficulty: ${item.difficulty}` : null,
  ];
  writer.text(facts.filter(Boolean).join("   ·   "), { size: 10, gapAfter: 8 });
  writer.text(item.description, { size: 11, gapAfter: 10 });
  writer.text("Name: ______________________________     Date: ________________", { size: 11, gapAfter: 2 });
  writer.rule();

  item.questions.forEach(({ question }, index) => {
    writer.numbered(index + 1, question, WRITING_LINES * WRITING_LINE_GAP);
    writer.writingSpace();
  });

  writer.newPage();
  writer.text(`Answer key: ${item.title}`, { size: 16, font: fonts.bold, gapAfter: 4 });
  writer.rule();
  item.questions.forEach(({ answer }, index) => {
    writer.numbered(index + 1, answer, 0);
    writer.y -= 8;
  });

  drawFooters(doc, fonts, item.title);
  return doc.save();
}
