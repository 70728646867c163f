/**
 * Ten frames: two rows of five boxes, counters filling the top row first and then the bottom, so a
 * child sees 7 as "five and two more"; a second frame below for numbers to 20.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { circle, rect } from "./kit.ts";
import type { FigureOf } from "./schema.ts";

const CELL = 30;
const GAP = 12;

export function drawTenFrame(figure: FigureOf<"ten-frame">): Drawing {
  const frames = figure.frames ?? Math.max(1, Math.ceil(figure.filled / 10));
  const shapes: Shape[] = [];
  for (let frame = 0; frame < frames; frame++) {
    const top = 4 + frame * (2 * CELL + GAP);
    for (let index = 0; index < 10; index++) {
      const x = 4 + (index % 5) * CELL;
      const y = top + Math.floor(index / 5) * CELL;
      shapes.push(rect(x, y, CELL, CELL, { lineWidth: 1.2 }));
      if (frame * 10 + index < figure.filled) shapes.push(circle(x + CELL / 2, y + CELL / 2, 10, { fill: "ink" }));
    }
    shapes.push(rect(4, top, 5 * CELL, 2 * CELL, { lineWidth: 2 }));
  }
  return { width: 8 + 5 * CELL, height: 8 + frames * 2 * CELL + (frames - 1) * GAP, shapes };
}

export function tenFrameAlt(figure: FigureOf<"ten-frame">) {
  const frames = figure.frames ?? Math.max(1, Math.ceil(figure.filled / 10));
  const counters = `${figure.filled} ${figure.filled === 1 ? "counter" : "counters"}`;
  if (frames === 1) return `A ten frame with ${counters}.`;
  const first = Math.min(10, figure.filled);
  return `Two ten frames: the first has ${first} ${first === 1 ? "counter" : "counters"}, the second has ${figure.filled - first}.`;
}
