/**
 * Data displays: the bar graph (vertical or horizontal, with grid lines at every step of its scale),
 * the pictograph (symbols per row and a key), the tally chart (tallies in gates of five) and the line
 * plot (X marks stacked over a number line). Values are drawn from the data only, so what the child
 * reads is what the author stated; the schema has already checked that each fits its scale.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { exact, grouped } from "./exact.ts";
import { centredText, LABEL, line, r2, rect, SMALL, text, textWidth, TITLE } from "./kit.ts";
import { joinList } from "./money.ts";
import { drawScale, spokenNumber, ticksOf } from "./number-line.ts";
import type { FigureOf } from "./schema.ts";
import { drawSymbol } from "./symbols.ts";

function written(value: number) {
  return grouped(String(Math.round(value * 100) / 100));
}

const PLOT = 170;

/** A centred axis title's centre, moved only as far as it must be to stay inside a drawing `width` wide. */
function inside(centre: number, title: string, width: number) {
  const half = textWidth(title, SMALL) / 2 + 4;
  return Math.min(Math.max(centre, half), width - half);
}

export function drawBarGraph(figure: FigureOf<"bar-graph">): Drawing {
  const { max, step } = figure.scale;
  const steps = Math.round(max / step);
  const labelEvery = Math.max(1, Math.ceil(14 / (PLOT / steps)));
  const values = Array.from({ length: steps + 1 }, (_, index) => index * step);
  const valueWidth = Math.max(...values.map((value) => textWidth(written(value), SMALL)));
  const categoryWidth = Math.max(...figure.bars.map((bar) => textWidth(bar.label, SMALL)));
  const shapes: Shape[] = [];
  if (figure.horizontal) {
    const left = categoryWidth + 12;
    const top = 40;
    const slot = 30;
    const length = 250;
    const bottom = top + slot * figure.bars.length;
    shapes.push(text(4, 30, figure.categoryAxis, { size: SMALL, anchor: "start", weight: "bold" }));
    values.forEach((value, index) => {
      const x = left + (index / steps) * length;
      shapes.push(line(x, top, x, bottom, { stroke: index === 0 ? "ink" : "rule", lineWidth: index === 0 ? 1.4 : 0.8 }));
      if (index % labelEvery === 0) shapes.push(text(x, bottom + 13, written(value), { size: SMALL }));
    });
    figure.bars.forEach((bar, index) => {
      const y = top + index * slot;
      shapes.push(rect(left, y + slot * 0.2, (bar.value / max) * length, slot * 0.6, { fill: "shade", lineWidth: 1.2 }));
      shapes.push(text(left - 6, y + slot / 2 + 3.2, bar.label, { size: SMALL, anchor: "end" }));
      if (figure.valueLabels)
        shapes.push(
          text(left + (bar.value / max) * length + 4, y + slot / 2 + 3.2, written(bar.value), {
            size: SMALL,
            anchor: "start",
            weight: "bold",
          }),
        );
    });
    shapes.push(line(left, bottom, left + length, bottom, { lineWidth: 1.4 }));
    const longest = figure.valueLabels ? Math.max(...figure.bars.map((bar) => textWidth(written(bar.value), SMALL))) + 6 : 0;
    const width = Math.max(left + length + 14, left + length + longest + 4, textWidth(figure.valueAxis, SMALL) + 8);
    shapes.push(
      text(inside(left + length / 2, figure.valueAxis, width), bottom + 28, figure.valueAxis, { size: SMALL, weight: "bold" }),
    );
    shapes.unshift(text(width / 2, 15, figure.title, { size: TITLE, weight: "bold" }));
    return { width: r2(width), height: r2(bottom + 34), shapes };
  }
  const axisX = 10 + valueWidth;
  const top = 42;
  const bottom = top + PLOT;
  const slot = Math.max(40, categoryWidth + 10);
  const right = axisX + slot * figure.bars.length + 6;
  shapes.push(text(4, 30, figure.valueAxis, { size: SMALL, anchor: "start", weight: "bold" }));
  values.forEach((value, index) => {
    const y = bottom - (index / steps) * PLOT;
    shapes.push(line(axisX, y, right, y, { stroke: index === 0 ? "ink" : "rule", lineWidth: index === 0 ? 1.4 : 0.8 }));
    if (index % labelEvery === 0) shapes.push(text(axisX - 4, y + 3.2, written(value), { size: SMALL, anchor: "end" }));
  });
  figure.bars.forEach((bar, index) => {
    const x = axisX + 3 + index * slot;
    const height = (bar.value / max) * PLOT;
    shapes.push(rect(x + slot * 0.2, bottom - height, slot * 0.6, height, { fill: "shade", lineWidth: 1.2 }));
    shapes.push(text(x + slot / 2, bottom + 13, bar.label, { size: SMALL }));
    if (figure.valueLabels)
      shapes.push(text(x + slot / 2, bottom - height - 4, written(bar.value), { size: SMALL, weight: "bold" }));
  });
  shapes.push(line(axisX, top - 4, axisX, bottom, { lineWidth: 1.4 }));
  // Axis titles are kept inside the drawing, however long.
  const width = Math.max(
    right + 4,
    textWidth(figure.title, TITLE) + 8,
    textWidth(figure.valueAxis, SMALL) + 8,
    textWidth(figure.categoryAxis, SMALL) + 8,
  );
  shapes.push(
    text(inside((axisX + right) / 2, figure.categoryAxis, width), bottom + 29, figure.categoryAxis, {
      size: SMALL,
      weight: "bold",
    }),
  );
  shapes.unshift(text(width / 2, 15, figure.title, { size: TITLE, weight: "bold" }));
  return { width: r2(width), height: r2(bottom + 35), shapes };
}

function rowsAlt(rows: readonly { label: string; value: number }[]) {
  return rows.map((row) => `${row.label} ${written(row.value)}`).join(", ");
}

export function barGraphAlt(figure: FigureOf<"bar-graph">) {
  const direction = figure.horizontal ? "horizontal " : "";
  return (
    `A ${direction}bar graph titled "${figure.title}". ${figure.categoryAxis} against ${figure.valueAxis}, ` +
    `on a scale from 0 to ${written(figure.scale.max)} in steps of ${written(figure.scale.step)}: ${rowsAlt(figure.bars)}.` +
    (figure.valueLabels ? " The value of each bar is printed at its end." : "")
  );
}

const SYMBOL = 18;
const PITCH = 22;
const ROW = 28;

export function drawPictograph(figure: FigureOf<"pictograph">): Drawing {
  const labelWidth = Math.max(...figure.rows.map((row) => textWidth(row.label, LABEL))) + 16;
  const most = Math.max(1, ...figure.rows.map((row) => Math.ceil(row.value / figure.key.each)));
  const width = Math.max(labelWidth + most * PITCH + 12, textWidth(figure.title, TITLE) + 8, 160);
  const top = 24;
  const shapes: Shape[] = [text(width / 2, 15, figure.title, { size: TITLE, weight: "bold" })];
  figure.rows.forEach((row, index) => {
    const y = top + index * ROW;
    shapes.push(rect(2, y, width - 4, ROW, { lineWidth: 0.8 }));
    shapes.push(text(10, y + ROW / 2 + 3.5, row.label, { anchor: "start" }));
    const symbols = row.value / figure.key.each;
    for (let count = 0; count < Math.ceil(symbols); count++) {
      const half = count + 1 > symbols;
      shapes.push(...drawSymbol(figure.key.symbol, labelWidth + 6 + count * PITCH + PITCH / 2, y + ROW / 2, SYMBOL, half));
    }
  });
  const bottom = top + figure.rows.length * ROW;
  shapes.push(line(labelWidth, top, labelWidth, bottom, { lineWidth: 0.8 }));
  const keyY = bottom + 20;
  shapes.push(text(10, keyY + 3.5, "Key:", { anchor: "start", weight: "bold" }));
  shapes.push(...drawSymbol(figure.key.symbol, 10 + textWidth("Key:", LABEL) + 16, keyY, SYMBOL));
  shapes.push(text(10 + textWidth("Key:", LABEL) + 30, keyY + 3.5, `= ${figure.key.each}`, { anchor: "start" }));
  return { width: r2(width), height: r2(keyY + 16), shapes };
}

const SYMBOL_NAMES: Record<FigureOf<"pictograph">["key"]["symbol"], string> = {
  star: "star",
  circle: "circle",
  square: "square",
  smiley: "smiley face",
  heart: "heart",
  apple: "apple",
};

export function pictographAlt(figure: FigureOf<"pictograph">) {
  const name = SYMBOL_NAMES[figure.key.symbol];
  const rows = figure.rows.map((row) => {
    const symbols = row.value / figure.key.each;
    const whole = Math.floor(symbols);
    const half = symbols > whole ? " and a half" : "";
    return `${row.label} ${whole}${half} ${whole === 1 && !half ? name : `${name}s`}`;
  });
  return `A pictograph titled "${figure.title}". Key: each ${name} stands for ${figure.key.each}. ${rows.join(", ")}.`;
}

/** Tally marks in gates of five: four strokes and a fifth across them. */
function tallies(count: number, x: number, y: number): Shape[] {
  const shapes: Shape[] = [];
  const gap = 4.5;
  const height = 16;
  for (let gate = 0; gate * 5 < count; gate++) {
    const left = x + gate * (4 * gap + 12);
    const inGate = Math.min(5, count - gate * 5);
    for (let stroke = 0; stroke < Math.min(4, inGate); stroke++) {
      shapes.push(line(left + stroke * gap, y, left + stroke * gap, y + height, { lineWidth: 1.4 }));
    }
    if (inGate === 5) shapes.push(line(left - 3, y + height - 3, left + 3 * gap + 3, y + 3, { lineWidth: 1.4 }));
  }
  return shapes;
}

export function drawTallyChart(figure: FigureOf<"tally-chart">): Drawing {
  const [itemHeading, tallyHeading] = figure.headings ?? ["Item", "Tally"];
  const labelWidth = Math.max(textWidth(itemHeading, LABEL), ...figure.rows.map((row) => textWidth(row.label, LABEL))) + 18;
  const gates = Math.max(1, ...figure.rows.map((row) => Math.ceil(row.count / 5)));
  const tallyWidth = Math.max(textWidth(tallyHeading, LABEL) + 18, gates * (4 * 4.5 + 12) + 14);
  const width = Math.max(labelWidth + tallyWidth + 4, textWidth(figure.title, TITLE) + 8);
  const top = 24;
  const row = 26;
  const shapes: Shape[] = [text(width / 2, 15, figure.title, { size: TITLE, weight: "bold" })];
  shapes.push(rect(2, top, labelWidth + tallyWidth, row, { fill: "rule", lineWidth: 1 }));
  shapes.push(text(10, top + row / 2 + 3.5, itemHeading, { anchor: "start", weight: "bold" }));
  shapes.push(text(2 + labelWidth + 10, top + row / 2 + 3.5, tallyHeading, { anchor: "start", weight: "bold" }));
  figure.rows.forEach((each, index) => {
    const y = top + (index + 1) * row;
    shapes.push(rect(2, y, labelWidth + tallyWidth, row, { lineWidth: 1 }));
    shapes.push(text(10, y + row / 2 + 3.5, each.label, { anchor: "start" }));
    shapes.push(...tallies(each.count, 2 + labelWidth + 12, y + 5));
  });
  const bottom = top + (figure.rows.length + 1) * row;
  shapes.push(line(2 + labelWidth, top, 2 + labelWidth, bottom, { lineWidth: 1 }));
  return { width: r2(width), height: r2(bottom + 4), shapes };
}

export function tallyChartAlt(figure: FigureOf<"tally-chart">) {
  const rows = figure.rows.map((row) => `${row.label} ${row.count} ${row.count === 1 ? "tally mark" : "tally marks"}`);
  return `A tally chart titled "${figure.title}": ${rows.join(", ")}.`;
}

export function drawLinePlot(figure: FigureOf<"line-plot">): Drawing {
  const ticks = ticksOf({ ...figure, others: figure.marks.map((mark) => mark.at) }, 300);
  const highest = Math.max(...figure.marks.map((mark) => mark.count));
  const left = 24;
  const markPitch = 12;
  const y = 30 + highest * markPitch + 6;
  const scale = drawScale(ticks, left, y, () => true, false);
  const width = Math.max(left * 2 + ticks.length, textWidth(figure.title, TITLE) + 8, textWidth(figure.axisLabel, LABEL) + 8);
  const shapes: Shape[] = [text(width / 2, 15, figure.title, { size: TITLE, weight: "bold" }), ...scale.shapes];
  for (const mark of figure.marks) {
    const x = left + ticks.at(exact(mark.at));
    for (let index = 0; index < mark.count; index++) {
      const cy = y - 14 - index * markPitch;
      shapes.push(line(x - 4, cy - 4, x + 4, cy + 4, { lineWidth: 1.5 }), line(x - 4, cy + 4, x + 4, cy - 4, { lineWidth: 1.5 }));
    }
  }
  shapes.push(centredText(width / 2, scale.bottom + 12, figure.axisLabel, { weight: "bold" }));
  return { width: r2(width), height: r2(scale.bottom + 22), shapes };
}

export function linePlotAlt(figure: FigureOf<"line-plot">) {
  const ticks = ticksOf({ ...figure, others: figure.marks.map((mark) => mark.at) });
  const say = (value: string) => spokenNumber(ticks.write(exact(value)));
  const sorted = [...figure.marks].sort((a, b) => Number(exact(a.at).n * exact(b.at).d - exact(b.at).n * exact(a.at).d));
  const marks = sorted.map((mark) => `${mark.count} ${mark.count === 1 ? "X" : "Xs"} above ${say(mark.at)}`);
  return `A line plot titled "${figure.title}". ${figure.axisLabel}, from ${say(figure.from)} to ${say(figure.to)} in steps of ${spokenNumber(figure.step)}: ${joinList(marks)}.`;
}
