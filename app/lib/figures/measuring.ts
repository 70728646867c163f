/**
 * Measuring tools: a ruler in centimetres (millimetre ticks) or inches (halves, quarters, eighths)
 * with an object lying along it, a thermometer with its liquid at the reading, and a measuring jug
 * filled to its level. Scales are computed from the data; every reading sits on a tick (schema).
 */
import type { Drawing, Shape } from "./drawing.ts";
import { exact, toNumber, writeExact } from "./exact.ts";
import { circle, line, path, r2, rect, SMALL, text, textWidth } from "./kit.ts";
import type { FigureOf } from "./schema.ts";
import { fromDecimal } from "../questions/rational.ts";

export function drawRuler(figure: FigureOf<"ruler">): Drawing {
  const divisions = figure.divisions ?? (figure.unit === "cm" ? 10 : 4);
  const unit = Math.min(figure.unit === "cm" ? 28.35 : 72, 340 / figure.length);
  const left = 14;
  const objectRoom = figure.object ? (figure.object.label ? 40 : 26) : 4;
  const top = objectRoom;
  const height = 46;
  const length = figure.length * unit;
  const shapes: Shape[] = [rect(left - 10, top, length + 20, height, { lineWidth: 1.4 })];
  for (let tick = 0; tick <= figure.length * divisions; tick++) {
    const x = left + (tick / divisions) * unit;
    const fraction = tick % divisions;
    let size = 18;
    if (fraction !== 0) {
      if (figure.unit === "cm") size = fraction === 5 ? 12 : 7;
      else size = (fraction * 2) % divisions === 0 ? 13 : (fraction * 4) % divisions === 0 ? 10 : 7;
    }
    shapes.push(line(x, top, x, top + size, { lineWidth: fraction === 0 ? 1.2 : 0.8 }));
    if (fraction === 0) shapes.push(text(x, top + 30, String(tick / divisions), { size: SMALL }));
  }
  shapes.push(text(left + length + 6, top + height - 5, figure.unit === "cm" ? "cm" : "inches", { size: SMALL, anchor: "end" }));
  if (figure.object) {
    const from = left + toNumber(exact(figure.object.from)) * unit;
    const to = left + toNumber(exact(figure.object.to)) * unit;
    const barTop = top - 20;
    shapes.push(rect(from, barTop, to - from, 14, { fill: "shade", lineWidth: 1.2 }));
    shapes.push(
      line(from, barTop + 14, from, top, { stroke: "soft", dash: [2, 2] }),
      line(to, barTop + 14, to, top, { stroke: "soft", dash: [2, 2] }),
    );
    if (figure.object.label) shapes.push(text((from + to) / 2, barTop - 5, figure.object.label, { size: SMALL }));
  }
  return { width: r2(left + length + 14), height: r2(top + height + 4), shapes };
}

function unitName(unit: FigureOf<"ruler">["unit"]) {
  return unit === "cm" ? "centimetres" : "inches";
}

export function rulerAlt(figure: FigureOf<"ruler">) {
  const divisions = figure.divisions ?? (figure.unit === "cm" ? 10 : 4);
  const marks =
    figure.unit === "cm"
      ? divisions === 10
        ? " with millimetre marks"
        : divisions === 2
          ? " with half-centimetre marks"
          : ""
      : { 1: "", 2: " marked in halves", 4: " marked in quarters", 8: " marked in eighths", 10: "" }[divisions];
  const start = `A ruler from 0 to ${figure.length} ${unitName(figure.unit)}${marks}.`;
  if (!figure.object) return start;
  const name = figure.object.label ? `A ${figure.object.label.toLowerCase()}` : "An object";
  return `${start} ${name} lies along it from ${figure.object.from} to ${figure.object.to}.`;
}

function say(value: number) {
  return value < 0 ? `−${-value}` : String(value);
}

export function drawThermometer(figure: FigureOf<"thermometer">): Drawing {
  const tickStep = figure.tickStep ?? figure.labelStep;
  const ticks = Math.round((figure.to - figure.from) / tickStep);
  const pitch = Math.max(4, Math.min(14, 220 / ticks));
  const tube = ticks * pitch;
  const cx = 26;
  const top = 24;
  const bottom = top + tube + 10;
  const bulb = 12;
  const y = (value: number) => bottom - 10 - ((value - figure.from) / tickStep) * pitch;
  const shapes: Shape[] = [
    text(cx, 12, figure.unit, { size: 11, weight: "bold" }),
    path(
      `M ${cx - 7} ${top - 4} L ${cx - 7} ${bottom + 2} A ${bulb} ${bulb} 0 1 0 ${cx + 7} ${bottom + 2} L ${cx + 7} ${top - 4} A 7 7 0 0 0 ${cx - 7} ${top - 4} Z`,
      { lineWidth: 1.4 },
    ),
    rect(cx - 3, y(figure.reading), 6, bottom + 4 - y(figure.reading), { fill: "ink", stroke: "none" }),
    circle(cx, bottom + 2 + bulb - 3, bulb - 3, { fill: "ink", stroke: "none" }),
  ];
  let widest = 0;
  for (let index = 0; index <= ticks; index++) {
    const value = figure.from + index * tickStep;
    const labelled = (value - figure.from) % figure.labelStep === 0;
    shapes.push(line(cx + 9, y(value), cx + (labelled ? 20 : 15), y(value), { lineWidth: labelled ? 1.2 : 0.8 }));
    if (labelled) {
      shapes.push(text(cx + 24, y(value) + 3.2, say(value), { size: SMALL, anchor: "start" }));
      widest = Math.max(widest, textWidth(say(value), SMALL));
    }
  }
  return { width: r2(cx + 28 + widest), height: r2(bottom + 2 + 2 * bulb), shapes };
}

export function thermometerAlt(figure: FigureOf<"thermometer">) {
  const tickStep = figure.tickStep ?? figure.labelStep;
  const every = (step: number) => (step === 1 ? "degree" : `${step} degrees`);
  const marks = tickStep === figure.labelStep ? "" : ` with a mark every ${every(tickStep)}`;
  return `A thermometer in ${figure.unit === "°C" ? "degrees Celsius" : "degrees Fahrenheit"} from ${say(figure.from)} to ${say(figure.to)}, numbered every ${every(figure.labelStep)}${marks}. The liquid reaches ${say(figure.reading)}${figure.unit}.`;
}

/** Jug numbers: fractions for cups and fluid ounces ("1 1/2"), decimals for millilitres and litres. */
function jugNumber(value: number, unit: FigureOf<"measuring-jug">["unit"]) {
  const rational = fromDecimal(String(Math.round(value * 1000) / 1000))!;
  return writeExact(rational, unit === "cups" || unit === "fl oz" ? "fraction" : "decimal", { places: 2 });
}

export function drawMeasuringJug(figure: FigureOf<"measuring-jug">): Drawing {
  const tickStep = figure.tickStep ?? figure.labelStep;
  const ticks = Math.round(figure.max / tickStep);
  const pitch = Math.max(4, Math.min(20, 200 / ticks));
  const depth = ticks * pitch;
  const numbers = Array.from({ length: ticks + 1 }, (_, index) => jugNumber(index * tickStep, figure.unit));
  // The numbers stand outside the jug, left of its ticks, where the liquid cannot cover them.
  const left = 14 + Math.max(...numbers.map((number) => textWidth(number, SMALL)));
  const width = 110;
  const top = 40;
  const bottom = top + depth;
  const y = (value: number) => bottom - (value / tickStep) * pitch;
  const shapes: Shape[] = [text(left + width / 2, 14, figure.unit, { size: 11, weight: "bold" })];
  if (figure.level > 0)
    shapes.push(rect(left, y(figure.level), width, bottom - y(figure.level), { fill: "shade", stroke: "none" }));
  // The jug: straight sides with a spout at the top left and a handle on the right.
  shapes.push(
    path(
      `M ${left - 8} ${top - 14} L ${left} ${top - 6} L ${left} ${bottom} L ${left + width} ${bottom} L ${left + width} ${top - 14}`,
      { lineWidth: 1.8 },
    ),
    path(
      `M ${left + width} ${top + 4} C ${left + width + 30} ${top + 4} ${left + width + 30} ${top + depth * 0.6} ${left + width} ${top + depth * 0.6}`,
      { lineWidth: 1.8 },
    ),
  );
  for (let index = 0; index <= ticks; index++) {
    const value = index * tickStep;
    const labelled = Math.abs(value / figure.labelStep - Math.round(value / figure.labelStep)) < 1e-9;
    shapes.push(
      line(left - (labelled ? 5 : 0), y(value), left + (labelled ? 18 : 10), y(value), { lineWidth: labelled ? 1.2 : 0.8 }),
    );
    if (labelled && index > 0) shapes.push(text(left - 8, y(value) + 3.2, numbers[index]!, { size: SMALL, anchor: "end" }));
  }
  if (figure.level > 0) shapes.push(line(left, y(figure.level), left + width, y(figure.level), { lineWidth: 1.2 }));
  return { width: left + width + 32, height: r2(bottom + 4), shapes };
}

export function measuringJugAlt(figure: FigureOf<"measuring-jug">) {
  const tickStep = figure.tickStep ?? figure.labelStep;
  const unit = { ml: "millilitres", L: "litres", cups: "cups", "fl oz": "fluid ounces" }[figure.unit];
  const marks = tickStep === figure.labelStep ? "" : ` with a mark every ${jugNumber(tickStep, figure.unit)}`;
  const level = figure.level === 0 ? "It is empty." : `The liquid reaches ${jugNumber(figure.level, figure.unit)} ${unit}.`;
  return `A measuring jug marked in ${unit} up to ${jugNumber(figure.max, figure.unit)}, numbered every ${jugNumber(figure.labelStep, figure.unit)}${marks}. ${level}`;
}
