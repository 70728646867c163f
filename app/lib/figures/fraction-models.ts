/**
 * Fraction models: a bar cut into equal parts, a circle cut into equal sectors, or a set of separate
 * counters, with the stated number of parts shaded (filling whole by whole from the left, as a child
 * shades). Fractions above 1 draw more wholes side by side.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { circle, line, path, r2, rect } from "./kit.ts";
import type { FigureOf } from "./schema.ts";

const BAR = { width: 260, height: 40, gap: 12 };
const CIRCLE = { r: 48, gap: 18 };

function bar(parts: number, shaded: number, top: number): Shape[] {
  const part = BAR.width / parts;
  const shapes: Shape[] = [];
  for (let index = 0; index < parts; index++) {
    shapes.push(rect(4 + index * part, top, part, BAR.height, { fill: index < shaded ? "shade" : "none", lineWidth: 1.4 }));
  }
  return shapes;
}

function sectors(parts: number, shaded: number, cx: number, cy: number): Shape[] {
  const { r } = CIRCLE;
  if (parts === 1) return [circle(cx, cy, r, { fill: shaded > 0 ? "shade" : "none", lineWidth: 1.4 })];
  const shapes: Shape[] = [];
  const point = (index: number) => {
    const angle = (index / parts) * 2 * Math.PI;
    return [r2(cx + r * Math.sin(angle)), r2(cy - r * Math.cos(angle))] as const;
  };
  for (let index = 0; index < shaded; index++) {
    const [x1, y1] = point(index);
    const [x2, y2] = point(index + 1);
    shapes.push(path(`M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 0 1 ${x2} ${y2} Z`, { fill: "shade", stroke: "none" }));
  }
  shapes.push(circle(cx, cy, r, { lineWidth: 1.4 }));
  for (let index = 0; index < parts; index++) {
    const [x, y] = point(index);
    shapes.push(line(cx, cy, x, y, { lineWidth: 1.2 }));
  }
  return shapes;
}

const SET = { r: 13, gap: 10, perRow: 6 };

export function drawFractionModel(figure: FigureOf<"fraction-model">): Drawing {
  const wholes = figure.wholes ?? 1;
  const shaded = (whole: number) => Math.max(0, Math.min(figure.parts, figure.shaded - whole * figure.parts));
  if (figure.model === "bar") {
    const shapes = Array.from({ length: wholes }, (_, whole) =>
      bar(figure.parts, shaded(whole), 4 + whole * (BAR.height + BAR.gap)),
    ).flat();
    return { width: BAR.width + 8, height: 8 + wholes * BAR.height + (wholes - 1) * BAR.gap, shapes };
  }
  if (figure.model === "circle") {
    const size = 2 * CIRCLE.r;
    const shapes = Array.from({ length: wholes }, (_, whole) =>
      sectors(figure.parts, shaded(whole), 4 + CIRCLE.r + whole * (size + CIRCLE.gap), 4 + CIRCLE.r),
    ).flat();
    return { width: 8 + wholes * size + (wholes - 1) * CIRCLE.gap, height: size + 8, shapes };
  }
  if (figure.model === "grid") {
    const cell = 16;
    const rows = figure.parts / 10;
    const shapes = Array.from({ length: wholes }, (_, whole) => {
      const left = 4 + whole * (10 * cell + CIRCLE.gap);
      const squares = Array.from({ length: figure.parts }, (_, index) =>
        rect(left + (index % 10) * cell, 4 + Math.floor(index / 10) * cell, cell, cell, {
          fill: index < shaded(whole) ? "shade" : "none",
          lineWidth: 0.8,
        }),
      );
      return [...squares, rect(left, 4, 10 * cell, rows * cell, { lineWidth: 1.6 })];
    }).flat();
    return { width: 8 + wholes * 10 * cell + (wholes - 1) * CIRCLE.gap, height: 8 + rows * cell, shapes };
  }
  const perRow = figure.parts <= 8 ? figure.parts : Math.ceil(figure.parts / Math.ceil(figure.parts / SET.perRow));
  const rows = Math.ceil(figure.parts / perRow);
  const pitch = 2 * SET.r + SET.gap;
  const shapes = Array.from({ length: figure.parts }, (_, index) =>
    circle(4 + SET.r + (index % perRow) * pitch, 4 + SET.r + Math.floor(index / perRow) * pitch, SET.r, {
      fill: index < figure.shaded ? "shade" : "none",
      lineWidth: 1.4,
    }),
  );
  return { width: 8 + perRow * pitch - SET.gap, height: 8 + rows * pitch - SET.gap, shapes };
}

export function fractionModelAlt(figure: FigureOf<"fraction-model">) {
  const wholes = figure.wholes ?? 1;
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (figure.model === "set") {
    return `A set of ${plural(figure.parts, "circle", "circles")}; ${figure.shaded} of them ${figure.shaded === 1 ? "is" : "are"} shaded.`;
  }
  const shape = figure.model === "bar" ? "bar" : figure.model === "grid" ? "grid" : "circle";
  const whole =
    wholes === 1
      ? `A ${shape} divided into ${plural(figure.parts, "equal part", "equal parts")}${figure.model === "grid" ? ` (${figure.parts / 10} ${figure.parts === 10 ? "row" : "rows"} of 10 squares)` : ""}`
      : `${wholes} ${shape}s, each divided into ${plural(figure.parts, "equal part", "equal parts")}`;
  return `${whole}; ${figure.shaded} ${figure.shaded === 1 ? "part is" : "parts are"} shaded${wholes > 1 ? " in all" : ""}.`;
}
