/**
 * The coordinate grid: grid lines at every whole number, the axes through 0 with their numbers and
 * names, plotted points with their letters, and straight lines or shapes through listed points.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { arrowhead, circle, line, path, r2, SMALL, text, textWidth } from "./kit.ts";
import { joinList } from "./money.ts";
import type { FigureOf } from "./schema.ts";

function pair(x: number, y: number) {
  const say = (n: number) => (n < 0 ? `−${-n}` : String(n));
  return `(${say(x)}, ${say(y)})`;
}

export function drawCoordinateGrid(figure: FigureOf<"coordinate-grid">): Drawing {
  const { x: xAxis, y: yAxis } = figure;
  const columns = xAxis.to - xAxis.from;
  const rows = yAxis.to - yAxis.from;
  const cell = Math.min(26, 300 / columns, 280 / rows);
  const left = 26;
  const top = 32;
  const px = (x: number) => left + (x - xAxis.from) * cell;
  const py = (y: number) => top + (yAxis.to - y) * cell;
  const shapes: Shape[] = [];
  for (let x = xAxis.from; x <= xAxis.to; x++)
    shapes.push(line(px(x), py(yAxis.from), px(x), py(yAxis.to), { stroke: "rule", lineWidth: 0.8 }));
  for (let y = yAxis.from; y <= yAxis.to; y++)
    shapes.push(line(px(xAxis.from), py(y), px(xAxis.to), py(y), { stroke: "rule", lineWidth: 0.8 }));
  // The axes, with arrows towards the positive ends.
  shapes.push(
    line(px(xAxis.from), py(0), px(xAxis.to) + 10, py(0), { lineWidth: 1.6 }),
    arrowhead(px(xAxis.to) + 12, py(0), 0, 7),
  );
  shapes.push(
    line(px(0), py(yAxis.from), px(0), py(yAxis.to) - 10, { lineWidth: 1.6 }),
    arrowhead(px(0), py(yAxis.to) - 12, -Math.PI / 2, 7),
  );
  const say = (n: number) => (n < 0 ? `−${-n}` : String(n));
  const xEvery = xAxis.labelEvery ?? 1;
  const yEvery = yAxis.labelEvery ?? 1;
  for (let x = xAxis.from; x <= xAxis.to; x++) {
    if (x % xEvery === 0 && (x !== 0 || yAxis.from === 0)) shapes.push(text(px(x), py(0) + 13, say(x), { size: SMALL }));
  }
  for (let y = yAxis.from; y <= yAxis.to; y++)
    if (y % yEvery === 0 && y !== 0) shapes.push(text(px(0) - 5, py(y) + 3.2, say(y), { size: SMALL, anchor: "end" }));
  shapes.push(text(px(xAxis.to) + 16, py(0) + 4, xAxis.label ?? "x", { size: LABEL_SIZE, anchor: "start", weight: "bold" }));
  // The y axis's name over the axis, moved right only as far as it must be to stay inside the drawing.
  const yName = yAxis.label ?? "y";
  shapes.push(
    text(Math.max(px(0), textWidth(yName, LABEL_SIZE) / 2 + 4), py(yAxis.to) - 18, yName, { size: LABEL_SIZE, weight: "bold" }),
  );
  for (const each of figure.lines ?? []) {
    const points = each.through.map(([x, y]) => `${r2(px(x))} ${r2(py(y))}`);
    shapes.push(path(`M ${points.join(" L ")}${each.closed ? " Z" : ""}`, { lineWidth: 1.8 }));
  }
  for (const point of figure.points ?? []) {
    shapes.push(circle(px(point.x), py(point.y), 3.8, { fill: "ink" }));
    if (point.label)
      shapes.push(text(px(point.x) + 6, py(point.y) - 6, point.label, { size: 11, anchor: "start", weight: "bold" }));
  }
  const xName = textWidth(xAxis.label ?? "x", LABEL_SIZE);
  return { width: r2(px(xAxis.to) + 22 + xName), height: r2(py(yAxis.from) + 20), shapes };
}

const LABEL_SIZE = 11;

export function coordinateGridAlt(figure: FigureOf<"coordinate-grid">) {
  const sentences = [
    `A coordinate grid, x from ${figure.x.from} to ${figure.x.to}${figure.x.label ? ` (${figure.x.label})` : ""}, y from ${figure.y.from} to ${figure.y.to}${figure.y.label ? ` (${figure.y.label})` : ""}.`,
  ];
  const points = (figure.points ?? []).map((point) => `${point.label ? `${point.label} ` : ""}at ${pair(point.x, point.y)}`);
  if (points.length) sentences.push(`${points.length === 1 ? "Point" : "Points"}: ${joinList(points)}.`);
  for (const each of figure.lines ?? []) {
    const through = joinList(each.through.map(([x, y]) => pair(x, y)));
    const open =
      each.through.length === 2 ? `A line from ${through.replace(" and ", " to ")}.` : `Lines joining ${through} in order.`;
    sentences.push(each.closed ? `A closed shape with corners ${through}.` : open);
  }
  return sentences.join(" ");
}
