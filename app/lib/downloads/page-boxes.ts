/**
 * A laid-out printable page: positioned boxes in points, y growing downwards from the page's top
 * (as in SVG). The layout (./layout.server.ts) makes them once; the PDF (./pdf.server.ts) and the
 * item page's preview (app/components/page-preview.tsx) both only draw them, so the preview is the
 * PDF's first page.
 */

import type { Drawing } from "../figures/drawing";

/** Black text and marks, the grey of hints and guides, the grey of writing lines. */
export type Tone = "ink" | "soft" | "rule";

export type Box =
  /** One line of text (or a fraction's digits); `y` is its baseline, `width` its measured width. */
  | { kind: "text"; x: number; y: number; text: string; size: number; bold: boolean; tone: Tone; width: number }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; thickness: number; tone: Tone; dash?: [number, number] }
  /** An empty box (answer box, checkbox, order box, the worked example's frame). */
  | { kind: "rect"; x: number; y: number; width: number; height: number; thickness: number }
  /** An empty bubble to fill in. */
  | { kind: "circle"; cx: number; cy: number; r: number; thickness: number }
  /** A line of text set in several boxes (stacked fractions), which reads as `text`. */
  | { kind: "span"; text: string; boxes: Box[] }
  /** A figure's drawing (app/lib/figures/), its top left corner at x, y, drawn at `scale`. */
  | { kind: "figure"; x: number; y: number; scale: number; drawing: Drawing };

export interface LaidPage {
  width: number;
  height: number;
  boxes: Box[];
}

/** The text a box reads as, in drawing order: a text box its text, a span its authored line. */
export function boxTexts(boxes: readonly Box[]): string[] {
  return boxes.flatMap((box) => (box.kind === "text" ? [box.text] : box.kind === "span" ? [box.text] : []));
}

/** Moves boxes down by `dy` and right by `dx`. */
export function moved(boxes: readonly Box[], dx: number, dy: number): Box[] {
  return boxes.map((box) => {
    switch (box.kind) {
      case "text":
        return { ...box, x: box.x + dx, y: box.y + dy };
      case "line":
        return { ...box, x1: box.x1 + dx, x2: box.x2 + dx, y1: box.y1 + dy, y2: box.y2 + dy };
      case "rect":
        return { ...box, x: box.x + dx, y: box.y + dy };
      case "circle":
        return { ...box, cx: box.cx + dx, cy: box.cy + dy };
      case "span":
        return { ...box, boxes: moved(box.boxes, dx, dy) };
      case "figure":
        return { ...box, x: box.x + dx, y: box.y + dy };
    }
  });
}
