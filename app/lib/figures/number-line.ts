/**
 * The number line: a line with arrows at both ends, a tick per step, numbers written as the author
 * wrote the scale (fractions stacked, decimals with their places), marked points and jumps drawn as
 * arcs. The exact arithmetic of exact.ts places every tick, so a point at 3/4 sits on the third of four.
 * The same scale draws the line plot's axis (graphs.ts).
 */
import type { Drawing, Shape } from "./drawing.ts";
import { compare, divide, exact, placesOf, styleOf, subtract, toNumber, writeExact, type NumberStyle } from "./exact.ts";
import { arrowhead, circle, line, numberLabel, numberLabelWidth, path, r2, SMALL, text } from "./kit.ts";
import { joinList } from "./money.ts";
import type { FigureOf } from "./schema.ts";
import { add, type Rational } from "../questions/rational.ts";

export interface Scale {
  from: string;
  to: string;
  step: string;
  sameDenominator?: boolean;
  /** Written numbers the author used elsewhere (labels, points), so their style is kept. */
  others?: string[];
}

export interface Ticks {
  values: Rational[];
  style: NumberStyle;
  places: number;
  /** The x of a value, relative to the line's start. */
  at: (value: Rational) => number;
  spacing: number;
  length: number;
  write: (value: Rational) => string;
}

export function ticksOf(scale: Scale, maxLength = 320): Ticks {
  const from = exact(scale.from);
  const to = exact(scale.to);
  const step = exact(scale.step);
  const count = Math.round(toNumber(divide(subtract(to, from), step)));
  const written = [scale.from, scale.to, scale.step, ...(scale.others ?? [])];
  const style = styleOf(...written);
  const places = placesOf(...written);
  const spacing = Math.min(48, Math.max(14, maxLength / count));
  const values: Rational[] = [];
  for (let value = from, index = 0; index <= count; value = add(value, step), index++) values.push(value);
  const denominator = step.d;
  const write = (value: Rational) => {
    if (scale.sameDenominator && style === "fraction") return `${(value.n * denominator) / value.d}/${denominator}`;
    return writeExact(value, style, { places });
  };
  return {
    values,
    style,
    places,
    spacing,
    length: spacing * count,
    at: (value) => toNumber(divide(subtract(value, from), step)) * spacing,
    write,
  };
}

/** The line, its ticks and the chosen numbers, with the line at y = `y` and x from `left`. Returns the labels' bottom. */
export function drawScale(
  ticks: Ticks,
  left: number,
  y: number,
  labelled: (value: Rational, index: number) => boolean,
  arrows: boolean,
) {
  const shapes: Shape[] = [];
  const overhang = arrows ? 14 : 6;
  shapes.push(line(left - overhang, y, left + ticks.length + overhang, y, { lineWidth: 1.4 }));
  if (arrows) shapes.push(arrowhead(left - overhang - 1, y, Math.PI), arrowhead(left + ticks.length + overhang + 1, y, 0));
  let bottom = y + 7;
  ticks.values.forEach((value, index) => {
    const x = left + ticks.at(value);
    const wanted = labelled(value, index);
    shapes.push(line(x, y - 6, x, y + 6, { lineWidth: wanted ? 1.4 : 1 }));
    if (wanted) {
      const label = numberLabel(x, y + 10, ticks.write(value));
      shapes.push(...label.shapes);
      bottom = Math.max(bottom, y + 10 + label.height);
    }
  });
  return { shapes, bottom };
}

function labelRule(figure: FigureOf<"number-line">, ticks: Ticks) {
  const labels = figure.labels ?? "all";
  if (labels === "all") return () => true;
  if (labels === "none") return () => false;
  if (labels === "ends") return (_value: Rational, index: number) => index === 0 || index === ticks.values.length - 1;
  const chosen = labels.map(exact);
  return (value: Rational) => chosen.some((each) => compare(each, value) === 0);
}

export function drawNumberLine(figure: FigureOf<"number-line">): Drawing {
  const others = [...(Array.isArray(figure.labels) ? figure.labels : []), ...(figure.points ?? []).map((point) => point.at)];
  const ticks = ticksOf({ ...figure, others });
  const edge = Math.max(numberLabelWidth(ticks.write(ticks.values[0]!)), numberLabelWidth(ticks.write(ticks.values.at(-1)!))) / 2;
  const left = Math.max(figure.rays ? 30 : 24, edge + 4);
  const jumps = figure.jumps ?? [];
  const points = figure.points ?? [];
  const jumpRoom =
    jumps.length > 0 ? Math.min(34, 0.4 * ticks.spacing * 4 + 10) + (jumps.some((jump) => jump.label) ? 14 : 0) : 0;
  const y = 10 + jumpRoom + (points.some((point) => point.label) ? 16 : 0);
  const scale = drawScale(ticks, left, y, labelRule(figure, ticks), true);
  const shapes: Shape[] = [...scale.shapes];
  for (const jump of jumps) {
    const x1 = left + ticks.at(exact(jump.from));
    const x2 = left + ticks.at(exact(jump.to));
    const height = Math.min(34, 0.4 * Math.abs(x2 - x1) + 10);
    const top = y - 2 - height;
    shapes.push(path(`M ${r2(x1)} ${y - 2} C ${r2(x1)} ${r2(top)} ${r2(x2)} ${r2(top)} ${r2(x2)} ${y - 2}`, { lineWidth: 1.2 }));
    shapes.push(arrowhead(x2, y - 2, Math.PI / 2 + (x2 > x1 ? -0.35 : 0.35), 6));
    if (jump.label) shapes.push(text((x1 + x2) / 2, y - 2 - height * 0.75 - 5, jump.label, { size: SMALL }));
  }
  for (const ray of figure.rays ?? []) {
    // A thick arrow along the line from the value off the line's end, then the circle over its start.
    const x = left + ticks.at(exact(ray.from));
    const end = ray.direction === "right" ? left + ticks.length + 16 : left - 16;
    shapes.push(line(x, y, end, y, { lineWidth: 4 }));
    shapes.push(arrowhead(end + (ray.direction === "right" ? 4 : -4), y, ray.direction === "right" ? 0 : Math.PI, 10));
    shapes.push(circle(x, y, 5.5, { fill: ray.included ? "ink" : "paper", lineWidth: 2 }));
  }
  for (const point of points) {
    const x = left + ticks.at(exact(point.at));
    shapes.push(circle(x, y, 4.5, { fill: "ink" }));
    if (point.label) shapes.push(text(x, y - 10, point.label, { size: 11, weight: "bold" }));
  }
  const width = left * 2 + ticks.length;
  return { width: r2(width), height: r2(scale.bottom + 4), shapes };
}

export function spokenNumber(written: string) {
  return written.replace(/^-/, "minus ");
}

export function numberLineAlt(figure: FigureOf<"number-line">) {
  const others = [...(Array.isArray(figure.labels) ? figure.labels : []), ...(figure.points ?? []).map((point) => point.at)];
  const ticks = ticksOf({ ...figure, others });
  const write = (text: string) => spokenNumber(ticks.write(exact(text)));
  const parts = [
    `A number line from ${write(figure.from)} to ${write(figure.to)} with a tick every ${spokenNumber(figure.step)}`,
  ];
  const labels = figure.labels ?? "all";
  if (labels === "all") parts.push("every tick is numbered");
  else if (labels === "ends") parts.push("only the ends are numbered");
  else if (labels === "none") parts.push("the ticks are not numbered");
  else parts.push(`the ticks at ${joinList(labels.map(write))} are numbered`);
  const sentences = [`${parts.join("; ")}.`];
  for (const point of figure.points ?? []) {
    // A label that only repeats the value ("5,847" at 5847) is not said twice.
    const named = point.label && point.label.replace(/,/g, "") !== point.at && point.label !== write(point.at);
    sentences.push(named ? `Point ${point.label} is marked at ${write(point.at)}.` : `A point is marked at ${write(point.at)}.`);
  }
  for (const ray of figure.rays ?? []) {
    sentences.push(
      `${ray.included ? "A filled circle" : "An open circle"} at ${write(ray.from)}, with a thick arrow from it pointing ${ray.direction}.`,
    );
  }
  for (const jump of figure.jumps ?? []) {
    sentences.push(`A jump from ${write(jump.from)} to ${write(jump.to)}${jump.label ? ` labelled ${jump.label}` : ""}.`);
  }
  return sentences.join(" ");
}
