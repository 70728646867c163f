/**
 * The grid map for map reading: lettered columns and numbered rows, places drawn as symbols in their
 * squares with a key naming them (a name that marks several squares once), an optional river through
 * the middles of squares, and an optional compass rose and scale bar.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { centredText, circle, line, LABEL, path, polygonPath, r2, rect, SMALL, text, textWidth } from "./kit.ts";
import type { FigureOf } from "./schema.ts";

type MapSymbol = FigureOf<"map">["places"][number]["symbol"];
const CELL = 40;

/** A symbol about 24 points across, centred on (x, y). */
function mapSymbol(symbol: MapSymbol, x: number, y: number): Shape[] {
  switch (symbol) {
    case "house":
      return [
        polygonPath(
          [
            [x - 10, y - 1],
            [x, y - 11],
            [x + 10, y - 1],
          ],
          { fill: "ink" },
        ),
        rect(x - 8, y - 1, 16, 12, { lineWidth: 1.4 }),
        rect(x - 2.5, y + 4, 5, 7, { fill: "ink" }),
      ];
    case "tree":
      return [rect(x - 2, y + 2, 4, 10, { fill: "ink" }), circle(x, y - 3, 9, { fill: "shade", lineWidth: 1.3 })];
    case "school":
      return [
        rect(x - 11, y - 4, 22, 15, { lineWidth: 1.4 }),
        polygonPath(
          [
            [x - 12, y - 4],
            [x, y - 10],
            [x + 12, y - 4],
          ],
          { lineWidth: 1.4 },
        ),
        line(x, y - 10, x, y - 16, { lineWidth: 1.2 }),
        polygonPath(
          [
            [x, y - 16],
            [x + 7, y - 14],
            [x, y - 12],
          ],
          { fill: "ink" },
        ),
        rect(x - 3, y + 4, 6, 7, { fill: "ink" }),
      ];
    case "shop":
      return [
        rect(x - 11, y - 2, 22, 13, { lineWidth: 1.4 }),
        polygonPath(
          [
            [x - 13, y - 2],
            [x - 10, y - 9],
            [x + 10, y - 9],
            [x + 13, y - 2],
          ],
          { fill: "shade", lineWidth: 1.2 },
        ),
        rect(x - 3, y + 3, 6, 8, { fill: "ink" }),
      ];
    case "park":
      return [
        circle(x - 5, y - 2, 6.5, { fill: "shade", lineWidth: 1.1 }),
        circle(x + 6, y + 1, 6.5, { fill: "shade", lineWidth: 1.1 }),
        line(x - 12, y + 11, x + 12, y + 11, { lineWidth: 1.2 }),
      ];
    case "lake":
      return [
        path(
          `M ${x - 13} ${y} C ${x - 13} ${y - 12} ${x + 13} ${y - 10} ${x + 13} ${y} C ${x + 13} ${y + 10} ${x - 13} ${y + 12} ${x - 13} ${y} Z`,
          { fill: "shade", lineWidth: 1.2 },
        ),
      ];
    case "hospital":
      return [
        rect(x - 11, y - 11, 22, 22, { lineWidth: 1.4 }),
        polygonPath(
          [
            [x - 2.5, y - 8],
            [x + 2.5, y - 8],
            [x + 2.5, y - 2.5],
            [x + 8, y - 2.5],
            [x + 8, y + 2.5],
            [x + 2.5, y + 2.5],
            [x + 2.5, y + 8],
            [x - 2.5, y + 8],
            [x - 2.5, y + 2.5],
            [x - 8, y + 2.5],
            [x - 8, y - 2.5],
            [x - 2.5, y - 2.5],
          ],
          { fill: "ink" },
        ),
      ];
    case "star":
      return [
        polygonPath(
          Array.from({ length: 10 }, (_, index) => {
            const angle = (index * Math.PI) / 5;
            const radius = index % 2 === 0 ? 12 : 5.2;
            return [x + radius * Math.sin(angle), y + 1.5 - radius * Math.cos(angle)] as const;
          }),
          { fill: "ink" },
        ),
      ];
    case "flag":
      return [
        line(x - 6, y + 12, x - 6, y - 12, { lineWidth: 1.6 }),
        polygonPath(
          [
            [x - 6, y - 12],
            [x + 10, y - 7],
            [x - 6, y - 2],
          ],
          { fill: "ink" },
        ),
      ];
    case "bridge":
      return [
        line(x - 13, y - 3, x + 13, y - 3, { lineWidth: 1.6 }),
        path(`M ${x - 11} ${y + 9} Q ${x} ${y - 6} ${x + 11} ${y + 9}`, { lineWidth: 1.6 }),
        line(x - 13, y + 9, x + 13, y + 9, { stroke: "soft", dash: [3, 2] }),
      ];
  }
}

function compass(cx: number, cy: number): Shape[] {
  return [
    polygonPath(
      [
        [cx, cy - 22],
        [cx + 5, cy],
        [cx, cy + 22],
        [cx - 5, cy],
      ],
      { lineWidth: 1.1 },
    ),
    polygonPath(
      [
        [cx, cy - 22],
        [cx + 5, cy],
        [cx - 5, cy],
      ],
      { fill: "ink" },
    ),
    line(cx - 20, cy, cx + 20, cy, { lineWidth: 1 }),
    centredText(cx, cy - 30, "N", { size: 11, weight: "bold" }),
    centredText(cx, cy + 31, "S", { size: LABEL }),
    centredText(cx + 28, cy, "E", { size: LABEL }),
    centredText(cx - 28, cy, "W", { size: LABEL }),
  ];
}

/** A river: a wide grey band with a pale middle, so it reads as water and never as a road or border. */
function river(points: readonly (readonly [number, number])[]): Shape[] {
  const d = points.map(([x, y], index) => `${index === 0 ? "M" : "L"} ${r2(x)} ${r2(y)}`).join(" ");
  return [path(d, { stroke: "soft", lineWidth: 7 }), path(d, { stroke: "paper", lineWidth: 2.5 })];
}

function cellOf(at: string) {
  return { column: at.charCodeAt(0) - 65, row: Number(at.slice(1)) - 1 };
}

/** The point where the line from `inner` away from `outer` leaves its square: half a square on. */
function toEdge(inner: readonly [number, number], outer: readonly [number, number]): readonly [number, number] {
  const dx = Math.sign(inner[0] - outer[0]);
  const dy = Math.sign(inner[1] - outer[1]);
  return [inner[0] + (dx * CELL) / 2, inner[1] + (dy * CELL) / 2];
}

export function drawMap(figure: FigureOf<"map">): Drawing {
  const left = 22;
  const top = 20;
  const gridWidth = figure.columns * CELL;
  const gridHeight = figure.rows * CELL;
  const shapes: Shape[] = [];
  for (let column = 0; column < figure.columns; column++) {
    shapes.push(text(left + (column + 0.5) * CELL, top - 6, String.fromCharCode(65 + column), { size: 11, weight: "bold" }));
  }
  for (let row = 0; row < figure.rows; row++)
    shapes.push(centredText(left - 10, top + (row + 0.5) * CELL, String(row + 1), { size: 11, weight: "bold" }));
  for (let column = 1; column < figure.columns; column++)
    shapes.push(line(left + column * CELL, top, left + column * CELL, top + gridHeight, { stroke: "soft", lineWidth: 0.7 }));
  for (let row = 1; row < figure.rows; row++)
    shapes.push(line(left, top + row * CELL, left + gridWidth, top + row * CELL, { stroke: "soft", lineWidth: 0.7 }));
  if (figure.river) {
    const middle = (at: string) => {
      const { column, row } = cellOf(at);
      return [left + (column + 0.5) * CELL, top + (row + 0.5) * CELL] as const;
    };
    const points = figure.river.map(middle);
    // The river runs on half a square past its first and last squares' middles, to the map's edge when they lie on it.
    shapes.push(...river([toEdge(points[0]!, points[1]!), ...points, toEdge(points.at(-1)!, points.at(-2)!)]));
  }
  shapes.push(rect(left, top, gridWidth, gridHeight, { lineWidth: 1.6 }));
  for (const place of figure.places) {
    const { column, row } = cellOf(place.at);
    shapes.push(...mapSymbol(place.symbol, left + (column + 0.5) * CELL, top + (row + 0.5) * CELL));
  }
  let right = left + gridWidth;
  if (figure.compass) {
    shapes.push(...compass(right + 44, top + 40));
    right += 78;
  }
  let y = top + gridHeight + 14;
  if (figure.scale) {
    const length = figure.scale.squares * CELL;
    shapes.push(
      line(left, y + 4, left + length, y + 4, { lineWidth: 2 }),
      line(left, y, left, y + 8, { lineWidth: 1.4 }),
      line(left + length, y, left + length, y + 8, { lineWidth: 1.4 }),
    );
    shapes.push(text(left + length + 6, y + 7.5, figure.scale.label, { size: SMALL, anchor: "start" }));
    y += 22;
  }
  // The key: each symbol with its place's name (once, however many squares it marks), two to a row.
  shapes.push(text(left, y + 8, "Key", { anchor: "start", weight: "bold" }));
  y += 16;
  const entries: { name: string; draw: (cx: number, cy: number) => Shape[] }[] = [];
  for (const place of figure.places)
    if (!entries.some((entry) => entry.name.toLowerCase() === place.name.toLowerCase()))
      entries.push({ name: place.name, draw: (cx, cy) => mapSymbol(place.symbol, cx, cy) });
  if (figure.river)
    entries.push({
      name: "River",
      draw: (cx, cy) =>
        river([
          [cx - 12, cy],
          [cx + 12, cy],
        ]),
    });
  const column = Math.max(...entries.map((entry) => textWidth(entry.name, LABEL))) + 44;
  const perRow = Math.max(1, Math.floor(Math.max(right - left, 260) / column));
  entries.forEach((entry, index) => {
    const x = left + (index % perRow) * column;
    const rowY = y + Math.floor(index / perRow) * 30 + 14;
    shapes.push(...entry.draw(x + 13, rowY), text(x + 32, rowY + 3.5, entry.name, { anchor: "start" }));
  });
  const keyRows = Math.ceil(entries.length / perRow);
  return { width: r2(Math.max(right, left + perRow * column) + 6), height: r2(y + keyRows * 30 + 4), shapes };
}

export function mapAlt(figure: FigureOf<"map">) {
  const last = `${String.fromCharCode(64 + figure.columns)}${figure.rows}`;
  const sentences = [
    `A grid map with columns A to ${String.fromCharCode(64 + figure.columns)} and rows 1 to ${figure.rows} (A1 is top left, ${last} bottom right).`,
  ];
  const squares = new Map<string, { name: string; at: string[] }>();
  for (const place of figure.places) {
    const entry = squares.get(place.name.toLowerCase()) ?? { name: place.name, at: [] };
    entry.at.push(place.at);
    squares.set(place.name.toLowerCase(), entry);
  }
  sentences.push(
    [...squares.values()]
      .map(({ name, at }) =>
        at.length === 1
          ? `${name} is in ${at[0]}`
          : `${name} is in ${at.slice(0, -1).join(", ")} and ${at.at(-1)} (${at.length} marks)`,
      )
      .join("; ") + ".",
  );
  if (figure.river) sentences.push(`A river runs through ${figure.river.join(", ")}.`);
  if (figure.compass) sentences.push("A compass rose shows north at the top.");
  if (figure.scale)
    sentences.push(
      `Scale: ${figure.scale.squares === 1 ? "one square" : `${figure.scale.squares} squares`} is ${figure.scale.label}.`,
    );
  return sentences.join(" ");
}
