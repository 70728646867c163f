/**
 * What a figure's data must mean, beyond its shape: a figure that a child would read differently from
 * what its author stated is a wrong answer in study material, so each rule here is a build failure with
 * a message the author can act on ("bar 'apples' is 12, above the scale's max 10").
 */
import { contourMapProblems } from "./contour-checks.ts";
import { compare, exact, onStep, readExact, subtract } from "./exact.ts";
import { lengthLabel, perpendicular, triangleCorners, type Point } from "./geometry.ts";
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
  for (const ray of figure.rays ?? []) {
    if (onScale(ray.from, from, to, step) !== "ok") problems.push(`ray start ${ray.from} is not on a tick of the line`);
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
    // A printed value is read from its label, so its bar may end between grid lines.
    else if (!figure.valueLabels && !multipleOf(bar.value, reading))
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
  if (figure.height) {
    const { from, to } = figure.height;
    if (to === undefined) problems.push("a polygon's height names the side it meets (to)");
    else if (from >= corners || to >= corners)
      problems.push(`the height names a corner or side the polygon lacks (0 to ${corners - 1})`);
    else if (from === to || from === (to + 1) % corners)
      problems.push(`the height starts at corner ${from}, an end of side ${to}`);
    else if (figure.vertices) heightAgrees(figure.vertices, from, to, figure.height.label, figure.sideLabels, problems);
  }
}

/**
 * A height's label against the drawing: the perpendicular must have length, and a number label must
 * be the perpendicular's length in the units the numbered side labels use (or the coordinates' own,
 * when no side is numbered), so "4 cm" is not drawn where the shape says 3.
 */
function heightAgrees(
  points: readonly Point[],
  from: number,
  to: number,
  label: string | undefined,
  sideLabels: readonly string[] | undefined,
  problems: Problems,
) {
  const { length } = perpendicular(points, from, to);
  if (length < 1e-9) return problems.push(`corner ${from} lies on side ${to}, so there is no height`);
  const stated = lengthLabel(label);
  if (!stated) return;
  const sides = (sideLabels ?? []).flatMap((side, index) => {
    const number = lengthLabel(side);
    if (!number) return [];
    const [a, b] = [points[index]!, points[(index + 1) % points.length]!];
    return [number.value / Math.hypot(b[0] - a[0], b[1] - a[1])];
  });
  const unitsPerCoordinate = sides[0] ?? 1;
  const expected = length * unitsPerCoordinate;
  if (Math.abs(expected - stated.value) > 0.005 * Math.max(1, expected))
    problems.push(`the height is labelled ${label} but the shape's height is ${Math.round(expected * 100) / 100}`);
}

/** Angles round a point or on a straight line: rays in order, a label per angle, numbers that agree. */
function anglesAtPoint(figure: FigureOf<"angles-at-point">, problems: Problems) {
  const { rays, labels } = figure;
  if (rays.some((ray, index) => index > 0 && ray <= rays[index - 1]!))
    return problems.push("rays must be listed in increasing order of direction");
  const gaps = rays.map((ray, index) => (index + 1 < rays.length ? rays[index + 1]! : rays[0]! + 360) - ray);
  if (figure.straightLine) {
    if (rays[0] !== 0 || !rays.includes(180) || rays.at(-1)! > 180)
      return problems.push("on a straight line the rays include 0 and 180 (the line) and lie between them");
    gaps.pop();
  }
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  if (Math.abs(total - (figure.straightLine ? 180 : 360)) > 1e-9) problems.push(`the angles add up to ${total}°`);
  if (labels.length !== gaps.length)
    return problems.push(`labels has ${labels.length} entries but the figure has ${gaps.length} angles`);
  gaps.forEach((gap, index) => {
    if (gap < 10) problems.push(`angle ${index + 1} is ${gap}°, too narrow to label`);
    if (!degreeLabelAgrees(labels[index]!, gap))
      problems.push(`label "${labels[index]}" disagrees with the angle drawn (${Math.round(gap * 100) / 100}°)`);
  });
}

/** A semicircle or ring, and a ring's labels against its radii. */
function circleShape(figure: FigureOf<"circle">, problems: Problems) {
  const ring = figure.shape === "ring";
  if (ring !== (figure.radii !== undefined)) problems.push("a ring gives its radii [inner, outer]; other circles do not");
  if (figure.pathLabel && !ring) problems.push("only a ring has a path to label");
  if (!ring || !figure.radii) return;
  const [inner, outer] = figure.radii;
  if (inner >= outer) return problems.push(`the inner radius ${inner} must be less than the outer ${outer}`);
  const segment = lengthLabel(figure.label);
  const path = lengthLabel(figure.pathLabel);
  if (segment && path && segment.unit === path.unit && figure.show !== "none") {
    const drawn = figure.show === "diameter" ? 2 * inner : inner;
    if (Math.abs(segment.value / path.value - drawn / (outer - inner)) > 1e-6)
      problems.push(
        `the ${figure.show} ${figure.label} and the path ${figure.pathLabel} disagree with the radii ${inner} and ${outer}`,
      );
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
  if (figure.height && problems.length === 0) {
    const from = figure.height.from;
    if (from > 2) problems.push(`a triangle's height starts at corner 0, 1 or 2, not ${from}`);
    else
      heightAgrees(
        triangleCorners(figure),
        from,
        (from + 1) % 3,
        // An angle-set triangle has no size of its own: its height's number is checked only against numbered sides.
        figure.sides || figure.sideLabels?.some((label) => lengthLabel(label)) ? figure.height.label : undefined,
        figure.sideLabels,
        problems,
      );
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
      break;
    case "circle":
      circleShape(figure, problems);
      break;
    case "solid": {
      const { length, width, height, edge } = figure.edges ?? {};
      if ((length ?? width ?? height) !== undefined && figure.shape !== "cuboid")
        problems.push("length, width and height label a cuboid's edges");
      if (edge !== undefined && figure.shape !== "cube") problems.push("edge labels a cube's edge");
      break;
    }
    case "angles-at-point":
      anglesAtPoint(figure, problems);
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
      if (figure.protractor && figure.degrees > 180)
        problems.push(`a protractor measures angles up to 180°, not ${figure.degrees}°`);
      if (figure.protractor && !Number.isInteger(figure.degrees))
        problems.push(`an angle on a protractor is a whole number of degrees, not ${figure.degrees}°`);
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
      const onMap = (at: string) => letters.includes(at[0]!) && Number(at.slice(1)) <= figure.rows;
      for (const place of figure.places) {
        if (!onMap(place.at))
          problems.push(`${place.name} at ${place.at} is outside the map (A1 to ${letters.at(-1)}${figure.rows})`);
      }
      // A name may mark several squares (four houses), always with the same symbol.
      const symbolOf = new Map<string, string>();
      for (const place of figure.places) {
        const name = place.name.toLowerCase();
        if (symbolOf.has(name) && symbolOf.get(name) !== place.symbol)
          problems.push(`"${place.name}" is drawn with two different symbols`);
        symbolOf.set(name, place.symbol);
      }
      for (const square of figure.river ?? [])
        if (!onMap(square)) problems.push(`the river's square ${square} is outside the map`);
      (figure.river ?? []).slice(1).forEach((square, index) => {
        const before = figure.river![index]!;
        const steps = Math.max(
          Math.abs(square.charCodeAt(0) - before.charCodeAt(0)),
          Math.abs(Number(square.slice(1)) - Number(before.slice(1))),
        );
        if (steps !== 1) problems.push(`the river must go from square to next square: ${before} to ${square}`);
      });
      if (figure.river && figure.places.some((place) => place.name.toLowerCase() === "river"))
        problems.push('a place named "River" would repeat the river in the key');
      if (figure.scale && figure.scale.squares > figure.columns) problems.push("the scale bar is longer than the map");
      break;
    }
    case "contour-map":
      problems.push(...contourMapProblems(figure));
      break;
  }
  return problems;
}
