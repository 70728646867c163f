/**
 * The printable PDF of a worksheet or quiz, on A4 or US Letter, black on white in Noto Sans: the pages
 * the layout (./layout.server.ts) made, drawn box by box (text, writing lines, bubbles, boxes, stacked
 * fractions, figures), with the document's title, author, subject and language. Bubbles, boxes and lines are
 * vector shapes, so they need no glyph; a line with a stacked fraction is one marked-content span
 * whose ActualText is the line as written ("2 3/4"), so extracted and copied text reads as authored.
 */
import { versionCode } from "../generators/version";
import { PDFDocument, PDFHexString, PDFName, PDFOperator, PDFOperatorNames, rgb, type PDFPage } from "pdf-lib";
import type { CatalogueItem } from "../catalogue/catalogue.server";
import { drawDrawingInPdf, drawingTexts } from "../figures/pdf.server";
import { layoutItem } from "./layout.server";
import type { Box, LaidPage, Tone } from "./page-boxes";
import type { Paper } from "./paper";
import { Typesetter } from "./pdf-fonts.server";
import { SITE_NAME, kindLabel, sheetFacts } from "./sheet";

export { wrapText } from "./layout.server";

const TONES: Record<Tone, ReturnType<typeof rgb>> = {
  ink: rgb(0, 0, 0),
  soft: rgb(0.3, 0.3, 0.3),
  rule: rgb(0.6, 0.6, 0.6),
};
const LANGUAGE = "en";

/** Every text box, so the fonts they need are embedded (and only those). */
function textsOf(boxes: readonly Box[]): { text: string; weight: "regular" | "bold" }[] {
  return boxes.flatMap((box) =>
    box.kind === "text"
      ? [{ text: box.text, weight: box.bold ? "bold" : "regular" }]
      : box.kind === "span"
        ? textsOf(box.boxes)
        : box.kind === "figure"
          ? drawingTexts(box.drawing)
          : [],
  );
}

/** Draws boxes on a page; the layout's y runs down from the top, the PDF's up from the foot. */
function drawBoxes(page: PDFPage, type: Typesetter, boxes: readonly Box[], inSpan = false) {
  const height = page.getHeight();
  for (const box of boxes) {
    switch (box.kind) {
      case "text":
        type.draw(page, box.text, {
          x: box.x,
          y: height - box.y,
          size: box.size,
          weight: box.bold ? "bold" : "regular",
          color: TONES[box.tone],
          inSpan,
        });
        break;
      case "line":
        page.drawLine({
          start: { x: box.x1, y: height - box.y1 },
          end: { x: box.x2, y: height - box.y2 },
          thickness: box.thickness,
          color: TONES[box.tone],
          dashArray: box.dash ? [...box.dash] : undefined,
        });
        break;
      case "rect":
        page.drawRectangle({
          x: box.x,
          y: height - box.y - box.height,
          width: box.width,
          height: box.height,
          borderColor: TONES.ink,
          borderWidth: box.thickness,
        });
        break;
      case "circle":
        page.drawCircle({ x: box.cx, y: height - box.cy, size: box.r, borderColor: TONES.ink, borderWidth: box.thickness });
        break;
      case "span": {
        // An inline property list, written as is: pdf-lib's operator arguments have no dictionary type.
        const properties = `<< /ActualText ${PDFHexString.fromText(box.text).toString()} >>`;
        page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), properties]));
        drawBoxes(page, type, box.boxes, true);
        page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
        break;
      }
      case "figure":
        drawDrawingInPdf(page, box.drawing, { x: box.x, top: height - box.y, scale: box.scale, text: type });
        break;
    }
  }
}

/** A readable file name: "studyshelf-worksheet-12-fractions-of-amounts.pdf" ("-letter" before .pdf for US Letter). */
export function pdfFileName(item: CatalogueItem, paper: Paper = "a4", copies = 1) {
  const slug = item.title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  const version = item.kind === "worksheet" && item.generated ? `-${versionCode(item.generated)}` : "";
  const set = copies > 1 ? `-class-set-${copies}` : "";
  return `studyshelf-${item.kind}-${item.id}${slug ? `-${slug}` : ""}${version}${set}${paper === "letter" ? "-letter" : ""}.pdf`;
}

export async function renderItemPdf(item: CatalogueItem, { paper = "a4" }: { paper?: Paper } = {}): Promise<Uint8Array> {
  return drawPdf(item, layoutItem(item, paper).pages);
}

/**
 * A class set of a generated worksheet: each student's version (its code in its footer) one after
 * another, then every version's answer key, so the teacher takes the keys out in one go.
 */
export async function renderClassSetPdf(versions: readonly CatalogueItem[], { paper = "a4" }: { paper?: Paper } = {}) {
  const layouts = versions.map((version) => layoutItem(version, paper));
  const students = layouts.flatMap((layout) => layout.pages.slice(0, layout.studentPages));
  const keys = layouts.flatMap((layout) => layout.pages.slice(layout.studentPages));
  return drawPdf(versions[0], [...students, ...keys]);
}

async function drawPdf(item: CatalogueItem, pages: readonly LaidPage[]): Promise<Uint8Array> {
  // No creation or modification time: the same printable is the same bytes, on every platform and day.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const type = await Typesetter.create(
    doc,
    pages.flatMap((page) => textsOf(page.boxes)),
  );
  const label = kindLabel(item.kind);
  const facts = sheetFacts(item);
  doc.setTitle(item.title, { showInWindowTitleBar: true });
  doc.setAuthor(SITE_NAME);
  doc.setSubject(`${label}: ${facts}`);
  doc.setKeywords([item.subject, item.category, label]);
  doc.setLanguage(LANGUAGE);
  doc.setCreator(SITE_NAME);
  doc.setProducer(SITE_NAME);
  for (const laid of pages) drawBoxes(doc.addPage([laid.width, laid.height]), type, laid.boxes);
  return doc.save();
}
