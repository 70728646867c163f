/**
 * Draws a figure's Drawing into a pdf-lib page as vector operators (lines, rectangles, Bézier circles,
 * SVG paths, text in the embedded Noto fonts), never as an image: the PDF keeps the same picture as the
 * page's inline SVG, sharp at any zoom and as small as its strokes (docs/decisions/0029). The layout
 * (docs/question-model.md "Figures") decides where; this only draws.
 */
import { rgb, type Color, type PDFPage } from "pdf-lib";
import { INK_RGB, type Drawing, type Ink, type Shape } from "./drawing.ts";

type Weight = "regular" | "bold";

/** How text is measured and drawn: the downloads' Typesetter (app/lib/downloads/pdf-fonts.server.ts) is one. */
export interface FigureText {
  width(text: string, size: number, weight?: Weight): number;
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; weight?: Weight; color: Color }): void;
}

export interface PlaceOptions {
  /** The left edge, in PDF points. */
  x: number;
  /** The PDF y of the drawing's top edge (PDF y grows upwards). */
  top: number;
  /** Defaults to 1: a Drawing is made at print size. */
  scale?: number;
  text: FigureText;
}

function colour(ink: Ink | undefined): Color | undefined {
  if (!ink || ink === "none") return undefined;
  const [r, g, b] = INK_RGB[ink];
  return rgb(r, g, b);
}

/** The texts a drawing sets, to embed their fonts before drawing (Typesetter.create). */
export function drawingTexts(drawing: Drawing): { text: string; weight: Weight }[] {
  return drawing.shapes.flatMap((shape) =>
    shape.kind === "text" ? [{ text: shape.text, weight: shape.weight ?? "regular" }] : [],
  );
}

function drawShape(page: PDFPage, shape: Shape, { x, top, scale = 1, text }: PlaceOptions) {
  const px = (value: number) => x + value * scale;
  const py = (value: number) => top - value * scale;
  if (shape.kind === "text") {
    const size = shape.size * scale;
    const weight = shape.weight ?? "regular";
    const width = text.width(shape.text, size, weight);
    const shift = shape.anchor === "middle" ? width / 2 : shape.anchor === "end" ? width : 0;
    text.draw(page, shape.text, { x: px(shape.x) - shift, y: py(shape.y), size, weight, color: colour(shape.fill ?? "ink")! });
    return;
  }
  const stroke = colour(shape.stroke ?? "ink");
  const thickness = (shape.lineWidth ?? 1) * scale;
  const dash = shape.dash ? shape.dash.map((length) => length * scale) : undefined;
  switch (shape.kind) {
    case "line":
      if (stroke)
        page.drawLine({
          start: { x: px(shape.x1), y: py(shape.y1) },
          end: { x: px(shape.x2), y: py(shape.y2) },
          thickness,
          color: stroke,
          dashArray: dash,
        });
      return;
    case "rect":
      page.drawRectangle({
        x: px(shape.x),
        y: py(shape.y + shape.height),
        width: shape.width * scale,
        height: shape.height * scale,
        color: colour(shape.fill),
        borderColor: stroke,
        borderWidth: stroke ? thickness : 0,
        borderDashArray: dash,
      });
      return;
    case "circle":
      page.drawCircle({
        x: px(shape.cx),
        y: py(shape.cy),
        size: shape.r * scale,
        color: colour(shape.fill),
        borderColor: stroke,
        borderWidth: stroke ? thickness : 0,
        borderDashArray: dash,
      });
      return;
    case "path":
      // drawSvgPath flips the y axis itself: the path's origin goes at the drawing's top-left corner.
      page.drawSvgPath(shape.d, {
        x,
        y: top,
        scale,
        color: colour(shape.fill),
        borderColor: stroke,
        borderWidth: stroke ? thickness : 0,
        borderDashArray: dash,
      });
      return;
  }
}

/** Draws the whole drawing with its top-left corner at (x, top). */
export function drawDrawingInPdf(page: PDFPage, drawing: Drawing, options: PlaceOptions) {
  for (const shape of drawing.shapes) drawShape(page, shape, options);
}
