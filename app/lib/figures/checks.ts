/**
 * What a figure's data must mean, beyond its shape: a figure that a child would read differently from
 * what its author stated is a wrong answer in study material, so each rule here is a build failure with
 * a message the author can act on ("bar 'apples' is 12, above the scale's max 10").
 */
import { compare, exact, onStep, readExact, subtract } from "./exact.ts";
import type { Figure, FigureOf } from "./schema.ts";

type Problems = string[];

/** Whether `value` lies in [from, to] and, when `step` is given, on one of its ticks. */
function onScale(text: string, from: string, to: string, step?: string) {
  const value = exact(text);
  if (compare(value, exact(from)) < 0 || compare(value, exact(to)) > 0) return "off";
  if (step && !onStep(value, exact(from), exact(step))) return "between";
  return "ok";
}

function numberScale(from: string, to: string, step: string, problems: Problems, maxTicks = 40) {
  const start = exact(from);
  const end = exact(to);
  const size = exact(step);
  if (compare(end, start) <= 0) return problems.push(`"to" (${to}) must be above "from" (${from})`);
  if (size.n <= 0n) return problems.push(`step must be above 0`);
  if (!onStep(end, start, size))
    return problems.push(`"to" (${to}) must be a whole number of steps (${step}) from "from" (${from})`);
  const ticks = Number(subtract(end, start).n * size.d) / Number(size.n * subtract(end, start).d);
  if (ticks > maxTicks) problems.push(`the line has ${ticks} steps; at most ${maxTicks} can be read`);
}

function numberLine(figure: FigureOf<"number-line">, problems: Problems) {
  const { from, to, step } = figure;
  numberScale(from, to, step, problems);
  if (problems.length > 0) return;
  if (Array.isArray(figure.labels)) {
    for (const label of figure.labels) {
      if (onScale(label, from, to, step) !== "ok") problems.push(`label ${label} is not on a tick of the line`);
    }
  }
  for (const point of figure.points ?? []) {
    const where = onScale(point.at, from, to, step);
    if (where === "off") problems.push(`point ${point.at} is not on the line (${from} to ${to})`);
    if (where === "between" && !figure.pointsBetweenTicks)
      problems.push(`point ${point.at} is between ticks; put it on a tick or set pointsBetweenTicks`);
  }
  for (const jump of figure.jumps ?? []) {
    for (const end of [jump.from, jump.to]) {
      if (onScale(end, from, to, step) !== "ok") problems.push(`jump end ${end} is not on a tick of the line`);
    }
    if (compare(exact(jump.from), exact(jump.to)) === 0) problems.push(`jump from ${jump.from} to itself`);
  }
}

function multipleOf(value: number, step: number) {
  // Values and steps are authored decimals: compare in hundredths to stay exact.
  return Math.round(value * 100) % Math.round(step * 100) === 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;
}

function barGraph(figure: FigureOf<"bar-graph">, problems: Problems) {
  const { max, step } = figure.scale;
  if (!multipleOf(max, step)) problems.push(`scale max ${max} must be a multiple of its step ${step}`);
  if (max / step > 20) problems.push(`scale has ${max / step} steps; at most 20 can be read`);
  const reading = figure.halfSteps ? step / 2 : step;
  for (const bar of figure.bars) {
    if (bar.value > max) problems.push(`bar "${bar.label}" is ${bar.value}, above the scale's max ${max}`);
    else if (!multipleOf(bar.value, reading))
      problems.push(
        `bar "${bar.label}" is ${bar.value}, which cannot be read exactly on a scale in steps of ${step}` +
          (figure.halfSteps ? " (or half-steps)" : "; use a multiple of the step or set halfSteps"),
      );
  }
  unique(
    figure.bars.map((bar) => bar.label),
    "bar",
    problems,
  );
}

function pictograph(figure: FigureOf<"pictograph">, problems: Problems) {
  const each = figure.key.each;
  for (const row of figure.rows) {
    const symbols = row.value / each;
    const whole = Number.isInteger(symbols);
    const half = Number.isInteger(symbols * 2);
    if (!whole && !(half && figure.halfSymbols)) {
      problems.push(
        `row "${row.label}" is ${row.value}, not a whole number of symbols worth ${each}` +
          (half ? "; set halfSymbols to draw half a symbol" : ""),
      );
    }
    if (symbols > 12)
      problems.push(`row "${row.label}" needs ${Math.ceil(symbols)} symbols; at most 12 fit (raise the key's value)`);
  }
  if (figure.halfSymbols && each % 2 !== 0)
    problems.push(`half a symbol worth ${each} is not a whole number; use an even key value`);
  unique(
    figure.rows.map((row) => row.label),
    "row",
    problems,
  );
}

function linePlot(figure: FigureOf<"line-plot">, problems: Problems) {
  numberScale(figure.from, figure.to, figure.step, problems, 24);
  if (problems.length > 0) return;
  const seen = new Set<string>();
  for (const mark of figure.marks) {
    if (onScale(mark.at, figure.from, figure.to, figure.step) !== "ok")
      problems.push(`marks at ${mark.at} are not on a tick of the line`);
    const key = `${exact(mark.at).n}/${exact(mark.at).d}`;
    if (seen.has(key)) problems.push(`marks at ${mark.at} are listed twice; give one count`);
    seen.add(key);
  }
}

function unique(labels: string[], what: string, problems: Problems) {
  const seen = new Set<string>();
  for (const label of labels) {
    if (seen.has(label.toLowerCase())) problems.push(`two ${what}s are labelled "${label}"`);
    seen.add(label.toLowerCase());
  }
}

/** A number written as a degree label ("60°", "60") must agree with the angle drawn. */
function degreeLabelAgrees(label: string, degrees: number) {
  const match = /^(\d+(?:\.\d+)?)\s*°?$/.exec(label.trim());
  return !match || Number(match[1]) === degrees;
}

function polygon(figure: FigureOf<"polygon">, problems: Problems) {
  if ((figure.vertices === undefined) === (figure.regular === undefined)) {
    problems.push("give either vertices or regular (the number of sides), not both or neither");
    return;
  }
  const corners = figure.vertices?.length ?? figure.regular!;
  for (const [name, list] of [
    ["sideLabels", figure.sideLabels],
    ["vertexLabels", figure.vertexLabels],
    ["equalSides", figure.equalSides],
  ] as const) {
    if (list && list.length !== corners) problems.push(`${name} has ${list.length} entries but the polygon has ${corners} sides`);
  }
  for (const corner of figure.rightAngles ?? []) {
    if (corner >= corners)
      problems.push(`rightAngles names corner ${corner}, but the polygon has ${corners} corners (0 to ${corners - 1})`);
    else if (figure.vertices && !isRightAngle(figure.vertices, corner))
      problems.push(`corner ${corner} is marked as a right angle but is not one`);
  }
  if (figure.vertices) {
    const unique = new Set(figure.vertices.map(([x, y]) => `${x},${y}`));
    if (unique.size !== corners) problems.push("two corners are the same point");
  }
}

function isRightAngle(vertices: readonly (readonly [number, number])[], corner: number) {
  const here = vertices[corner]!;
  const before = vertices[(corner + vertices.length - 1) % vertices.length]!;
  const after = vertices[(corner + 1) % vertices.length]!;
  const dot = (before[0] - here[0]) * (after[0] - here[0]) + (before[1] - here[1]) * (after[1] - here[1]);
  return Math.abs(dot) < 1e-9;
}

function triangle(figure: FigureOf<"triangle">, problems: Problems) {
  if (figure.angles) {
    const [a, b, c] = figure.angles;
    if (figure.angles.some((angle) => angle <= 0)) problems.push("every angle must be above 0°");
    if (Math.abs(a + b + c - 180) > 1e-9) problems.push(`the angles add up to ${a + b + c}°, not 180°`);
    figure.angleLabels?.forEach((label, index) => {
      if (!degreeLabelAgrees(label, figure.angles![index]!))
        problems.push(`angle label "${label}" at corner ${index} disagrees with the angle drawn (${figure.angles![index]}°)`);
    });
  } else if (figure.angleLabels?.some((label) => /^\d/.test(label.trim()))) {
    // Without angles the labels' numbers are checked as the angles the drawing would need.
    const numbers = figure.angleLabels.map((label) => /^(\d+(?:\.\d+)?)\s*°?$/.exec(label.trim())?.[1]);
    if (numbers.every(Boolean) && Math.abs(numbers.reduce((sum, n) => sum + Number(n), 0) - 180) > 1e-9) {
      problems.push(`the angle labels add up to ${numbers.reduce((sum, n) => sum + Number(n), 0)}°, not 180°`);
    }
  }
  if (figure.sides) {
    const [a, b, c] = [...figure.sides].sort((p, q) => p - q) as [number, number, number];
    if (a + b <= c)
      problems.push(
        `sides ${figure.sides.join(", ")} cannot make a triangle (the two shorter must add up to more than the longest)`,
      );
    if (figure.angles)
      problems.push("give angles or sides to set the shape, not both (label the other with angleLabels or sideLabels)");
  }
}

function coordinateGrid(figure: FigureOf<"coordinate-grid">, problems: Problems) {
  for (const axis of ["x", "y"] as const) {
    const { from, to } = figure[axis];
    if (to <= from) problems.push(`the ${axis} axis must run upwards (from ${from} to ${to})`);
    if (from > 0 || to < 0) problems.push(`the ${axis} axis must include 0 (from ${from} to ${to})`);
  }
  const inside = (x: number, y: number) => x >= figure.x.from && x <= figure.x.to && y >= figure.y.from && y <= figure.y.to;
  for (const point of figure.points ?? []) {
    if (!inside(point.x, point.y)) problems.push(`point (${point.x}, ${point.y}) is outside the grid`);
  }
  for (const line of figure.lines ?? []) {
    for (const [x, y] of line.through) if (!inside(x, y)) problems.push(`line point (${x}, ${y}) is outside the grid`);
  }
}

function ruler(figure: FigureOf<"ruler">, problems: Problems) {
  const divisions = figure.divisions ?? (figure.unit === "cm" ? 10 : 4);
  if (figure.unit === "cm" && divisions !== 10 && divisions !== 1 && divisions !== 2)
    problems.push("a centimetre ruler is divided in 1, 2 or 10");
  if (figure.unit === "in" && divisions === 10) problems.push("an inch ruler is divided in 1, 2, 4 or 8");
  if (figure.unit === "in" && figure.length > 12) problems.push("an inch ruler is at most 12 inches");
  if (figure.object) {
    const step = `1/${divisions}`;
    for (const end of [figure.object.from, figure.object.to]) {
      const where = onScale(end, "0", String(figure.length), step);
      if (where === "off") problems.push(`the object's end ${end} is off the ruler (0 to ${figure.length} ${figure.unit})`);
      if (where === "between")
        problems.push(`the object's end ${end} is between the ruler's ticks (every 1/${divisions} ${figure.unit})`);
    }
    if (compare(exact(figure.object.to), exact(figure.object.from)) <= 0)
      problems.push("the object must end to the right of where it starts");
  }
}

function gauge(what: string, from: number, to: number, labelStep: number, tickStep: number, value: number, problems: Problems) {
  if (to <= from) problems.push(`the scale must run upwards (from ${from} to ${to})`);
  if (!multipleOf(labelStep, tickStep)) problems.push(`labelStep ${labelStep} must be a multiple of tickStep ${tickStep}`);
  if (!multipleOf(to - from, labelStep))
    problems.push(`the scale (${from} to ${to}) must be a whole number of labelSteps (${labelStep})`);
  if ((to - from) / tickStep > 60) problems.push(`the scale has ${(to - from) / tickStep} ticks; at most 60 can be read`);
  if (value < from || value > to) problems.push(`the ${what} ${value} is outside the scale (${from} to ${to})`);
  else if (!multipleOf(value - from, tickStep)) problems.push(`the ${what} ${value} is between ticks (every ${tickStep})`);
}

function currency(figure: FigureOf<"currency">, problems: Problems) {
  for (const item of figure.items) {
    const value = readExact(item.value);
    if (!value || value.n <= 0n) problems.push(`a ${item.kind}'s value must be above 0`);
    if (item.value.includes("/")) problems.push(`a ${item.kind}'s value is written as a decimal, not ${item.value}`);
  }
}

/** Every problem with a figure's meaning; empty when it reads as its author stated. */
export function checkFigure(figure: Figure): string[] {
  const problems: Problems = [];
  switch (figure.type) {
    case "clock":
    case "money":
    case "array":
    case "tally-chart":
    case "circle":
    case "solid":
      break;
    case "currency":
      currency(figure, problems);
      break;
    case "number-line":
      numberLine(figure, problems);
      break;
    case "fraction-model": {
      const wholes = figure.wholes ?? 1;
      if (figure.model === "set" && wholes > 1) problems.push("a set model has one whole; raise parts instead");
      if (figure.model === "grid" && figure.parts % 10 !== 0)
        problems.push(`a grid is drawn in rows of ten: parts must be 10, 20 … 100, not ${figure.parts}`);
      if (figure.model !== "grid" && figure.parts > 24)
        problems.push(`a ${figure.model} model has at most 24 parts; use a grid for hundredths`);
      if (figure.shaded > figure.parts * wholes)
        problems.push(`shaded (${figure.shaded}) is more than the ${figure.parts * wholes} parts drawn`);
      break;
    }
    case "area-model":
      for (const part of [...figure.top, ...figure.side])
        if (exact(part).n <= 0n) problems.push(`side part ${part} must be above 0`);
      break;
    case "base-ten": {
      const { thousands = 0, hundreds = 0, tens = 0, ones = 0 } = figure;
      if (thousands + hundreds + tens + ones === 0) problems.push("draw at least one block");
      break;
    }
    case "ten-frame":
      if (figure.frames && figure.filled > figure.frames * 10)
        problems.push(`${figure.filled} counters do not fit in ${figure.frames} frame(s)`);
      break;
    case "bar-graph":
      barGraph(figure, problems);
      break;
    case "pictograph":
      pictograph(figure, problems);
      break;
    case "line-plot":
      linePlot(figure, problems);
      break;
    case "data-table":
      figure.rows.forEach((cells, index) => {
        if (cells.length !== figure.headings.length)
          problems.push(`row ${index + 1} has ${cells.length} cells but the table has ${figure.headings.length} headings`);
      });
      break;
    case "polygon":
      polygon(figure, problems);
      break;
    case "angle":
      if (!(figure.degrees > 0 && figure.degrees < 360))
        problems.push(`an angle must be between 0° and 360°, not ${figure.degrees}°`);
      if (figure.label && !degreeLabelAgrees(figure.label, figure.degrees))
        problems.push(`label "${figure.label}" disagrees with the angle drawn (${figure.degrees}°)`);
      break;
    case "triangle":
      triangle(figure, problems);
      break;
    case "coordinate-grid":
      coordinateGrid(figure, problems);
      break;
    case "ruler":
      ruler(figure, problems);
      break;
    case "thermometer":
      gauge("reading", figure.from, figure.to, figure.labelStep, figure.tickStep ?? figure.labelStep, figure.reading, problems);
      break;
    case "measuring-jug":
      gauge("level", 0, figure.max, figure.labelStep, figure.tickStep ?? figure.labelStep, figure.level, problems);
      break;
    case "map": {
      const letters = "ABCDEFGHIJ".slice(0, figure.columns);
      for (const place of figure.places) {
        const column = place.at[0]!;
        const row = Number(place.at.slice(1));
        if (!letters.includes(column) || row > figure.rows)
          problems.push(`${place.name} at ${place.at} is outside the map (A1 to ${letters.at(-1)}${figure.rows})`);
      }
      unique(
        figure.places.map((place) => place.name),
        "place",
        problems,
      );
      if (figure.scale && figure.scale.squares > figure.columns) problems.push("the scale bar is longer than the map");
      break;
    }
  }
  return problems;
}
