/**
 * The data table: an optional title, a row of column headings and rows of cells, ruled like a
 * workbook table, for "read the table" items; the alt text reads it row by row with its headings.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { LABEL, line, r2, rect, text, textWidth, TITLE } from "./kit.ts";
import type { FigureOf } from "./schema.ts";

const ROW = 24;

export function drawDataTable(figure: FigureOf<"data-table">): Drawing {
  const columns = figure.headings.map(
    (heading, column) =>
      Math.max(textWidth(heading, LABEL) * 1.05, ...figure.rows.map((row) => textWidth(row[column] ?? "", LABEL))) + 18,
  );
  const tableWidth = columns.reduce((sum, width) => sum + width, 0);
  const width = Math.max(tableWidth + 4, figure.title ? textWidth(figure.title, TITLE) + 8 : 0);
  const left = (width - tableWidth) / 2;
  const top = figure.title ? 24 : 2;
  const shapes: Shape[] = figure.title ? [text(width / 2, 15, figure.title, { size: TITLE, weight: "bold" })] : [];
  const rows = figure.rows.length + 1;
  shapes.push(rect(left, top, tableWidth, ROW, { fill: "rule", stroke: "none" }));
  for (let row = 0; row <= rows; row++)
    shapes.push(line(left, top + row * ROW, left + tableWidth, top + row * ROW, { lineWidth: row === 1 ? 1.4 : 1 }));
  let x = left;
  columns.forEach((columnWidth, column) => {
    shapes.push(line(x, top, x, top + rows * ROW));
    shapes.push(text(x + 9, top + ROW / 2 + 3.5, figure.headings[column]!, { anchor: "start", weight: "bold" }));
    figure.rows.forEach((cells, row) =>
      shapes.push(text(x + 9, top + (row + 1.5) * ROW + 3.5, cells[column] ?? "", { anchor: "start" })),
    );
    x += columnWidth;
  });
  shapes.push(line(x, top, x, top + rows * ROW));
  return { width: r2(width), height: r2(top + rows * ROW + 2), shapes };
}

export function dataTableAlt(figure: FigureOf<"data-table">) {
  const title = figure.title ? ` titled "${figure.title}"` : "";
  const rows = figure.rows.map((cells) =>
    cells.map((cell, column) => `${figure.headings[column]}: ${cell === "" ? "blank" : cell}`).join(", "),
  );
  return `A table${title} with columns ${figure.headings.join(", ")}. ${rows.map((row) => `${row}.`).join(" ")}`;
}
