/**
 * A figure as the app draws it: a box of `width` × `height` points holding plain shapes, with y
 * growing downwards (as in SVG). Every figure type turns its catalogue data into one Drawing, and the
 * Drawing alone is turned into inline SVG (the item page, the browser print, the preview) and into
 * vector operators in the PDF, so the three places cannot draw different pictures.
 */

/** Black, the soft grey of guides and grid lines, the pale fill of shaded parts, and the page's white (to cover). */
export type Ink = "ink" | "soft" | "rule" | "shade" | "paper" | "none";

export interface Stroke {
  stroke?: Ink;
  /** Line width in points (default 1); not `width`, which a rect uses for its size. */
  lineWidth?: number;
  /** Dash and gap lengths in points, for guides. */
  dash?: readonly [number, number];
}

export interface Fill {
  fill?: Ink;
}

export type Shape =
  | ({ kind: "line"; x1: number; y1: number; x2: number; y2: number } & Stroke)
  | ({ kind: "rect"; x: number; y: number; width: number; height: number } & Stroke & Fill)
  | ({ kind: "circle"; cx: number; cy: number; r: number } & Stroke & Fill)
  /** SVG path data with absolute commands only (M, L, H, V, C, Q, A, Z), in the drawing's coordinates. */
  | ({ kind: "path"; d: string } & Stroke & Fill)
  | {
      kind: "text";
      x: number;
      /** The baseline. */
      y: number;
      text: string;
      /** Font size in points. */
      size: number;
      anchor?: "start" | "middle" | "end";
      weight?: "regular" | "bold";
      fill?: Ink;
    };

export interface Drawing {
  width: number;
  height: number;
  shapes: readonly Shape[];
}

/**
 * The colour of each ink, the same in the SVG and the PDF. Black on white; the shade is dark enough
 * to tell shaded parts apart on a cheap printer and light enough for black labels on top.
 */
export const INK_RGB: Record<Exclude<Ink, "none">, readonly [number, number, number]> = {
  ink: [0, 0, 0],
  soft: [0.4, 0.4, 0.4],
  rule: [0.78, 0.78, 0.78],
  shade: [0.72, 0.72, 0.72],
  paper: [1, 1, 1],
};
