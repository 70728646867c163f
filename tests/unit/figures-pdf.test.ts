import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { Typesetter } from "~/lib/downloads/pdf-fonts.server";
import { drawFigure } from "~/lib/figures/figure";
import { drawDrawingInPdf, drawingTexts } from "~/lib/figures/pdf.server";
import { FIGURE_SAMPLES } from "../support/figure-samples";

/** A one-page PDF with the figure drawn at the top left, saved and read back: its page content and its objects. */
async function figurePdf(drawing: ReturnType<typeof drawFigure>) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const text = await Typesetter.create(doc, drawingTexts(drawing));
  drawDrawingInPdf(page, drawing, { x: 40, top: 800, text });
  const bytes = await doc.save({ useObjectStreams: false });
  const saved = await PDFDocument.load(bytes);
  const contents = saved.getPage(0).node.Contents();
  const streams = contents ? ("asArray" in contents ? contents.asArray() : [contents]) : [];
  const content = streams
    .map((ref) => saved.context.lookup(ref))
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error("page content is not a stream");
      const filtered = stream.dict.get(PDFName.of("Filter"));
      return filtered ? inflateSync(stream.contents).toString("latin1") : Buffer.from(stream.contents).toString("latin1");
    })
    .join("\n");
  const objects = saved.context.enumerateIndirectObjects().map(([, object]) => object.toString().slice(0, 400));
  return { content, objects, bytes };
}

/** The operators of a content stream, each once. */
function operators(content: string) {
  return new Set(content.split(/\s+/).filter((token) => /^[a-zA-Z*'"]+$/.test(token)));
}

describe("figures in the PDF", () => {
  test.each(FIGURE_SAMPLES.map((figure, index) => [`${index + 1} ${figure.type}`, figure] as const))(
    "%s is drawn with vector operators and no image",
    async (_name, figure) => {
      const drawing = drawFigure(figure);
      const { content, objects } = await figurePdf(drawing);
      const used = operators(content);
      // Paths: move and line (m, l) or rectangles (re), curves (c) for circles and arcs, then stroke or fill.
      expect(used.has("m") || used.has("re"), `${figure.type}: ${[...used].join(" ")}`).toBe(true);
      expect(
        ["S", "f", "B", "s", "b"].some((op) => used.has(op)),
        figure.type,
      ).toBe(true);
      if (drawing.shapes.some((shape) => shape.kind === "circle" || (shape.kind === "path" && /[ACQ]/.test(shape.d)))) {
        expect(used.has("c"), figure.type).toBe(true);
      }
      if (drawingTexts(drawing).length > 0) expect(used.has("Tj") || used.has("TJ"), figure.type).toBe(true);
      // No image of any kind: no XObject drawn (Do), no inline image (BI), no image object in the file.
      expect(used.has("Do"), figure.type).toBe(false);
      expect(used.has("BI"), figure.type).toBe(false);
      expect(
        objects.some((object) => /\/Subtype \/Image/.test(object)),
        figure.type,
      ).toBe(false);
      // pdf-lib writes an empty XObject dictionary into every page's resources; it must stay empty.
      expect(
        objects.filter((object) => /\/XObject <<\s*\//.test(object)),
        figure.type,
      ).toEqual([]);
    },
  );

  test("the drawing lands where it is placed, at its size", async () => {
    const drawing = drawFigure({ type: "ten-frame", filled: 3 });
    const { content } = await figurePdf(drawing);
    // The frame's outline is 150 × 60 pt with its top-left corner 4 pt in: pdf-lib moves to its bottom-left
    // corner, (40 + 4, 800 − 4 − 60), and draws the rectangle's path from there.
    const outline = drawing.shapes.find((shape) => shape.kind === "rect" && shape.width === 150);
    expect(outline).toMatchObject({ x: 4, y: 4, height: 60 });
    expect(content).toMatch(/1 0 0 1 44 736 cm[\s\S]*?0 0 m\s+0 60 l\s+150 60 l\s+150 0 l\s+h/);
  });
});
