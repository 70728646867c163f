/**
 * Arrays and area models for multiplication: rows × columns of dots (or unit squares joined into a
 * rectangle, for area by counting), and the area model that splits factors into parts ("20" and "3"
 * across, "4" down) with each partial product computed exactly when the author shows them.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { exact, styleOf, writeExact, placesOf } from "./exact.ts";
import { centredText, circle, LABEL, r2, rect, textWidth } from "./kit.ts";
import { multiply } from "../questions/rational.ts";
import type { FigureOf } from "./schema.ts";

export function drawArray(figure: FigureOf<"array">): Drawing {
  const shapes: Shape[] = [];
  if (figure.item === "square") {
    const cell = Math.min(22, 300 / figure.columns);
    for (let row = 0; row < figure.rows; row++)
      for (let column = 0; column < figure.columns; column++)
        shapes.push(rect(4 + column * cell, 4 + row * cell, cell, cell, { lineWidth: 1 }));
    shapes.push(rect(4, 4, figure.columns * cell, figure.rows * cell, { lineWidth: 1.8 }));
    return { width: r2(8 + figure.columns * cell), height: r2(8 + figure.rows * cell), shapes };
  }
  const pitch = 22;
  for (let row = 0; row < figure.rows; row++)
    for (let column = 0; column < figure.columns; column++)
      shapes.push(circle(4 + 8 + column * pitch, 4 + 8 + row * pitch, 7, { fill: "ink" }));
  return { width: 8 + (figure.columns - 1) * pitch + 16, height: 8 + (figure.rows - 1) * pitch + 16, shapes };
}

export function arrayAlt(figure: FigureOf<"array">) {
  const things = figure.item === "square" ? "unit squares" : "dots";
  const rows = `${figure.rows} ${figure.rows === 1 ? "row" : "rows"}`;
  return `An array of ${things} in ${rows} of ${figure.columns}.`;
}

function products(figure: FigureOf<"area-model">) {
  const written = [...figure.top, ...figure.side];
  const style = styleOf(...written);
  const places = placesOf(...written) * 2;
  return figure.side.map((down) =>
    figure.top.map((across) => writeExact(multiply(exact(across), exact(down)), style, { places })),
  );
}

export function drawAreaModel(figure: FigureOf<"area-model">): Drawing {
  const table = products(figure);
  const cellWidth = Math.max(
    64,
    ...table.flat().map((product) => textWidth(product, 12) + 16),
    ...figure.top.map((part) => textWidth(part, 12) + 12),
  );
  const cellHeight = 46;
  const sideWidth = Math.max(24, ...figure.side.map((part) => textWidth(part, 12) + 10));
  const top = 22;
  const shapes: Shape[] = [];
  figure.top.forEach((part, column) =>
    shapes.push(centredText(sideWidth + (column + 0.5) * cellWidth, top / 2 + 1, part, { size: 12, weight: "bold" })),
  );
  figure.side.forEach((part, row) => {
    shapes.push(centredText(sideWidth / 2, top + (row + 0.5) * cellHeight, part, { size: 12, weight: "bold" }));
    figure.top.forEach((_, column) => {
      const x = sideWidth + column * cellWidth;
      const y = top + row * cellHeight;
      shapes.push(rect(x, y, cellWidth, cellHeight, { lineWidth: 1.4 }));
      if (figure.showProducts)
        shapes.push(centredText(x + cellWidth / 2, y + cellHeight / 2, table[row]![column]!, { size: LABEL + 2 }));
    });
  });
  return { width: r2(sideWidth + figure.top.length * cellWidth + 4), height: top + figure.side.length * cellHeight + 4, shapes };
}

export function areaModelAlt(figure: FigureOf<"area-model">) {
  const table = products(figure);
  const across = figure.top.join(" + ");
  const down = figure.side.join(" + ");
  const boxes = figure.side.length * figure.top.length;
  const start = `An area model: a rectangle ${across} across and ${down} down, split into ${boxes} ${boxes === 1 ? "box" : "boxes"}`;
  if (!figure.showProducts) return `${start}; the boxes are empty.`;
  const inside = figure.side.flatMap((downPart, row) =>
    figure.top.map((acrossPart, column) => `${acrossPart} by ${downPart} holds ${table[row]![column]}`),
  );
  return `${start}: ${inside.join(", ")}.`;
}
