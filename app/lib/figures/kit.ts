/**
 * Small helpers every figure family draws with: shape constructors, a text-width estimate for laying
 * out labels (Noto Sans averages just over half an em per character; the PDF measures exactly, but
 * layout only needs room, not precision), stacked fractions, and a flow of boxes that wraps like words.
 */
import type { Fill, Shape, Stroke } from "./drawing.ts";

/** The label size at print scale: at least 9 pt, readable for a K–5 child. */
export const LABEL = 10;
export const SMALL = 9;
export const TITLE = 11;

export function textWidth(text: string, size: number) {
  return text.length * size * 0.58;
}

/** A number rounded for drawing coordinates, so SVG and snapshots stay short. */
export function r2(value: number) {
  return Math.round(value * 100) / 100;
}

export function line(x1: number, y1: number, x2: number, y2: number, style: Stroke = {}): Shape {
  return { kind: "line", x1: r2(x1), y1: r2(y1), x2: r2(x2), y2: r2(y2), stroke: "ink", ...style };
}

export function rect(x: number, y: number, width: number, height: number, style: Stroke & Fill = {}): Shape {
  return { kind: "rect", x: r2(x), y: r2(y), width: r2(width), height: r2(height), stroke: "ink", fill: "none", ...style };
}

export function circle(cx: number, cy: number, r: number, style: Stroke & Fill = {}): Shape {
  return { kind: "circle", cx: r2(cx), cy: r2(cy), r: r2(r), stroke: "ink", fill: "none", ...style };
}

export function path(d: string, style: Stroke & Fill = {}): Shape {
  return { kind: "path", d, stroke: "ink", fill: "none", ...style };
}

/** A closed path through the points. */
export function polygonPath(points: readonly (readonly [number, number])[], style: Stroke & Fill = {}): Shape {
  const d = points.map(([x, y], index) => `${index === 0 ? "M" : "L"} ${r2(x)} ${r2(y)}`).join(" ") + " Z";
  return path(d, style);
}

export function text(
  x: number,
  y: number,
  content: string,
  options: { size?: number; anchor?: "start" | "middle" | "end"; weight?: "regular" | "bold"; fill?: "ink" | "soft" } = {},
): Shape {
  const { size = LABEL, anchor = "middle", weight = "regular", fill = "ink" } = options;
  return { kind: "text", x: r2(x), y: r2(y), text: minusSigns(content), size, anchor, weight, fill };
}

/** A hyphen-minus written before a number ("-3", "x = -2", "(-1, 4)") is drawn as the minus sign U+2212. */
export function minusSigns(content: string) {
  return content.replace(/(^|[\s(=,])-(?=\d)/g, "$1−");
}

/** Text centred on (x, cy) vertically as well: the baseline sits a third of the size below the middle. */
export function centredText(x: number, cy: number, content: string, options: Parameters<typeof text>[3] = {}) {
  return text(x, cy + (options.size ?? LABEL) * 0.35, content, options);
}

/** A filled arrowhead at (x, y) pointing in direction `angle` (radians, y down). */
export function arrowhead(x: number, y: number, angle: number, size = 7): Shape {
  const back = (turn: number) => [x - size * Math.cos(angle + turn), y - size * Math.sin(angle + turn)] as const;
  return polygonPath([[x, y], back(0.4), back(-0.4)], { fill: "ink", lineWidth: 0.5 });
}

/**
 * A number label centred on x with its top at `top`: whole numbers and decimals on one line, fractions
 * stacked (numerator over a bar over denominator) as a child writes them, a mixed number's whole part
 * to the left. Returns the shapes and the label's height.
 */
export function numberLabel(x: number, top: number, written: string, size = LABEL): { shapes: Shape[]; height: number } {
  const match = /^(-?)(?:(\d+) )?(\d+)\/(\d+)$/.exec(written);
  if (!match) return { shapes: [text(x, top + size * 0.85, written.replace(/^-/, "−"), { size })], height: size * 1.1 };
  const [, sign, whole, numerator, denominator] = match;
  const small = size * 0.9;
  const fractionWidth = Math.max(textWidth(numerator!, small), textWidth(denominator!, small)) + 2;
  const lead = `${sign ? "−" : ""}${whole ?? ""}`;
  const leadWidth = lead ? textWidth(lead, size) + 1.5 : 0;
  const left = x - (leadWidth + fractionWidth) / 2;
  const fx = left + leadWidth + fractionWidth / 2;
  const barY = top + small + 1.5;
  const shapes: Shape[] = [
    text(fx, top + small * 0.85, numerator!, { size: small }),
    line(fx - fractionWidth / 2, barY, fx + fractionWidth / 2, barY, { lineWidth: 0.8 }),
    text(fx, barY + 1.5 + small * 0.85, denominator!, { size: small }),
  ];
  if (lead) shapes.push(text(left + leadWidth / 2 - 0.75, barY + size * 0.35, lead, { size }));
  return { shapes, height: small * 2 + 4 };
}

/** The width a number label takes. */
export function numberLabelWidth(written: string, size = LABEL) {
  const match = /^(-?)(?:(\d+) )?(\d+)\/(\d+)$/.exec(written);
  if (!match) return textWidth(written, size);
  const lead = `${match[1] ? "−" : ""}${match[2] ?? ""}`;
  return (
    (lead ? textWidth(lead, size) + 1.5 : 0) + Math.max(textWidth(match[3]!, size * 0.9), textWidth(match[4]!, size * 0.9)) + 2
  );
}

export function translate(shapes: readonly Shape[], dx: number, dy: number): Shape[] {
  return shapes.map((shape) => {
    switch (shape.kind) {
      case "line":
        return { ...shape, x1: r2(shape.x1 + dx), y1: r2(shape.y1 + dy), x2: r2(shape.x2 + dx), y2: r2(shape.y2 + dy) };
      case "rect":
        return { ...shape, x: r2(shape.x + dx), y: r2(shape.y + dy) };
      case "circle":
        return { ...shape, cx: r2(shape.cx + dx), cy: r2(shape.cy + dy) };
      case "text":
        return { ...shape, x: r2(shape.x + dx), y: r2(shape.y + dy) };
      case "path":
        return { ...shape, d: translatePath(shape.d, dx, dy) };
    }
  });
}

/** How far a path number moves: x and y pairs, H and V alone, and of an arc's seven numbers only the end point. */
function shiftOf(command: string, index: number, dx: number, dy: number) {
  if (command === "H") return dx;
  if (command === "V") return dy;
  if (command === "A") return index % 7 === 5 ? dx : index % 7 === 6 ? dy : 0;
  return index % 2 === 0 ? dx : dy;
}

/** Moves absolute path data; arcs (A) move only their end point. */
function translatePath(d: string, dx: number, dy: number) {
  const tokens = d.match(/[MLHVCQAZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const out: string[] = [];
  let command = "";
  let index = 0;
  for (const token of tokens) {
    if (/^[A-Z]$/i.test(token)) {
      command = token;
      index = 0;
      out.push(token);
      continue;
    }
    out.push(String(r2(Number(token) + shiftOf(command, index, dx, dy))));
    index++;
  }
  return out.join(" ");
}

/** A box to lay out in a flow: its size and its shapes drawn at (0, 0). */
export interface Box {
  width: number;
  height: number;
  shapes: Shape[];
}

/**
 * Lays boxes left to right, wrapping at `maxWidth`, each row aligned on its middle (coins) or its
 * bottom (blocks standing on a desk); `groupStart` starts a new group with a wider gap. Returns the shapes and the overall size.
 */
export function flow(
  boxes: readonly (Box & { groupStart?: boolean })[],
  maxWidth: number,
  gap = 10,
  groupGap = 22,
  align: "middle" | "bottom" = "middle",
) {
  const rows: { boxes: (Box & { x: number })[]; width: number; height: number }[] = [];
  let row: (typeof rows)[number] = { boxes: [], width: 0, height: 0 };
  for (const box of boxes) {
    const spacing = row.boxes.length === 0 ? 0 : box.groupStart ? groupGap : gap;
    if (row.boxes.length > 0 && row.width + spacing + box.width > maxWidth) {
      rows.push(row);
      row = { boxes: [], width: 0, height: 0 };
    }
    const x = row.width + (row.boxes.length === 0 ? 0 : spacing);
    row.boxes.push({ ...box, x });
    row.width = x + box.width;
    row.height = Math.max(row.height, box.height);
  }
  if (row.boxes.length > 0) rows.push(row);
  const shapes: Shape[] = [];
  let y = 0;
  for (const each of rows) {
    const drop = (box: Box) => (align === "bottom" ? each.height - box.height : (each.height - box.height) / 2);
    for (const box of each.boxes) shapes.push(...translate(box.shapes, box.x, y + drop(box)));
    y += each.height + gap;
  }
  return { shapes, width: Math.max(0, ...rows.map((each) => each.width)), height: Math.max(0, y - gap) };
}
