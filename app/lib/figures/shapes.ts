/**
 * Labelled geometry: polygons (from corners or regular), angles with their arc, triangles set by their
 * angles or sides, and circles with a radius or diameter. Shapes are scaled to fit, keeping their
 * proportions, so a 3-4-5 triangle looks like one; labels sit outside each side, away from the middle.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { centredText, circle, line, path, polygonPath, r2, textWidth, translate, LABEL } from "./kit.ts";
import { joinList } from "./money.ts";
import type { FigureOf } from "./schema.ts";

type Point = readonly [number, number];
const FIT = { width: 230, height: 170 };
const MARGIN = 34;

/** Points in y-up units, scaled into the fit box and flipped to y-down. */
function fit(points: readonly Point[]): Point[] {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const spanX = Math.max(...xs) - Math.min(...xs) || 1;
  const spanY = Math.max(...ys) - Math.min(...ys) || 1;
  const scale = Math.min(FIT.width / spanX, FIT.height / spanY);
  return points.map(([x, y]) => [MARGIN + (x - Math.min(...xs)) * scale, MARGIN + (Math.max(...ys) - y) * scale] as const);
}

function signedArea(points: readonly Point[]) {
  return points.reduce((sum, [x, y], index) => {
    const [nx, ny] = points[(index + 1) % points.length]!;
    return sum + x * ny - nx * y;
  }, 0);
}

function unit(dx: number, dy: number): Point {
  const length = Math.hypot(dx, dy) || 1;
  return [dx / length, dy / length];
}

interface Marks {
  sideLabels?: readonly string[];
  vertexLabels?: readonly string[];
  rightAngles?: readonly number[];
  equalSides?: readonly number[];
  /** Angle labels per corner, drawn inside with an arc. */
  angleLabels?: readonly string[];
}

/** A closed outline with its labels, in drawing coordinates (y down). */
function outlined(points: readonly Point[], marks: Marks): Drawing {
  const shapes: Shape[] = [polygonPath(points, { lineWidth: 1.8 })];
  // Outward normal of side i: with y down, a positive signed area means the corners run clockwise on screen.
  const clockwise = signedArea(points) > 0;
  const count = points.length;
  const centre: Point = [points.reduce((s, [x]) => s + x, 0) / count, points.reduce((s, [, y]) => s + y, 0) / count];
  points.forEach((here, index) => {
    const next = points[(index + 1) % count]!;
    const [ux, uy] = unit(next[0] - here[0], next[1] - here[1]);
    const [nx, ny] = clockwise ? [uy, -ux] : [-uy, ux];
    const mid: Point = [(here[0] + next[0]) / 2, (here[1] + next[1]) / 2];
    const label = marks.sideLabels?.[index];
    if (label) {
      const away = 8 + Math.abs(nx) * (textWidth(label, LABEL) / 2) + Math.abs(ny) * (LABEL * 0.6);
      shapes.push(centredText(mid[0] + nx * away, mid[1] + ny * away, label, { size: LABEL }));
    }
    const ticks = marks.equalSides?.[index] ?? 0;
    for (let tick = 0; tick < ticks; tick++) {
      const offset = (tick - (ticks - 1) / 2) * 4;
      const [tx, ty] = [mid[0] + ux * offset, mid[1] + uy * offset];
      shapes.push(line(tx - nx * 5, ty - ny * 5, tx + nx * 5, ty + ny * 5, { lineWidth: 1.2 }));
    }
  });
  points.forEach((here, index) => {
    const before = points[(index + count - 1) % count]!;
    const after = points[(index + 1) % count]!;
    const a = unit(before[0] - here[0], before[1] - here[1]);
    const b = unit(after[0] - here[0], after[1] - here[1]);
    const vertex = marks.vertexLabels?.[index];
    if (vertex) {
      const [ox, oy] = unit(here[0] - centre[0], here[1] - centre[1]);
      shapes.push(centredText(here[0] + ox * 13, here[1] + oy * 13, vertex, { size: 12, weight: "bold" }));
    }
    if (marks.rightAngles?.includes(index)) {
      const s = 10;
      shapes.push(
        path(
          `M ${r2(here[0] + a[0] * s)} ${r2(here[1] + a[1] * s)} L ${r2(here[0] + (a[0] + b[0]) * s)} ${r2(here[1] + (a[1] + b[1]) * s)} L ${r2(here[0] + b[0] * s)} ${r2(here[1] + b[1] * s)}`,
          { lineWidth: 1 },
        ),
      );
    }
    const angleLabel = marks.angleLabels?.[index];
    if (angleLabel && !marks.rightAngles?.includes(index)) {
      const radius = 18;
      const from: Point = [here[0] + a[0] * radius, here[1] + a[1] * radius];
      const to: Point = [here[0] + b[0] * radius, here[1] + b[1] * radius];
      const sweep = a[0] * b[1] - a[1] * b[0] > 0 ? 1 : 0;
      shapes.push(path(`M ${r2(from[0])} ${r2(from[1])} A ${radius} ${radius} 0 0 ${sweep} ${r2(to[0])} ${r2(to[1])}`, { lineWidth: 1 }));
      const [bx, by] = unit(a[0] + b[0], a[1] + b[1]);
      const away = radius + 6 + textWidth(angleLabel, 9) / 2;
      shapes.push(centredText(here[0] + bx * away, here[1] + by * away, angleLabel, { size: 9 }));
    } else if (angleLabel) {
      const [bx, by] = unit(a[0] + b[0], a[1] + b[1]);
      shapes.push(centredText(here[0] + bx * 26, here[1] + by * 26, angleLabel, { size: 9 }));
    }
  });
  return bounded(shapes);
}

/** Moves shapes so the drawing starts at (4, 4) and sizes it to what it holds (labels estimated). */
function bounded(shapes: Shape[], extra: readonly Point[] = []): Drawing {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  const include = (x: number, y: number) => {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  };
  for (const [x, y] of extra) include(x, y);
  for (const shape of shapes) {
    if (shape.kind === "line") include(shape.x1, shape.y1), include(shape.x2, shape.y2);
    else if (shape.kind === "circle") include(shape.cx - shape.r, shape.cy - shape.r), include(shape.cx + shape.r, shape.cy + shape.r);
    else if (shape.kind === "rect") include(shape.x, shape.y), include(shape.x + shape.width, shape.y + shape.height);
    else if (shape.kind === "text") {
      const half = shape.anchor === "middle" ? textWidth(shape.text, shape.size) / 2 : textWidth(shape.text, shape.size);
      include(shape.x - half, shape.y - shape.size), include(shape.x + half, shape.y + 3);
    } else {
      const numbers = (shape.d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
      // Path data here is M/L/A/Q with absolute pairs; arcs add radius and flags, which stay small and positive.
      for (let index = 0; index + 1 < numbers.length; index += 2) if (!shape.d.includes("A")) include(numbers[index]!, numbers[index + 1]!);
    }
  }
  return { width: r2(maxX - minX + 8), height: r2(maxY - minY + 8), shapes: translate(shapes, 4 - minX, 4 - minY) };
}

function regularCorners(sides: number): Point[] {
  // A flat bottom side: start half a turn-step either side of straight down.
  return Array.from({ length: sides }, (_, index) => {
    const angle = -Math.PI / 2 - Math.PI / sides + (index * 2 * Math.PI) / sides;
    return [Math.cos(angle), Math.sin(angle)] as const;
  });
}

export function drawPolygon(figure: FigureOf<"polygon">): Drawing {
  const corners = figure.vertices ?? regularCorners(figure.regular!);
  return outlined(fit(corners), figure);
}

const POLYGON_NAMES: Record<number, string> = {
  3: "triangle",
  4: "quadrilateral",
  5: "pentagon",
  6: "hexagon",
  7: "heptagon",
  8: "octagon",
  9: "nonagon",
  10: "decagon",
  11: "11-sided polygon",
  12: "dodecagon",
};

const DIRECTIONS = ["right", "upper right", "top", "upper left", "left", "lower left", "bottom", "lower right"];

/** Where each side faces on the drawing (its outward normal), so the alt text can say "the bottom side". */
function sideDirections(points: readonly Point[]) {
  const clockwise = signedArea(points) > 0;
  return points.map((here, index) => {
    const next = points[(index + 1) % points.length]!;
    const [ux, uy] = unit(next[0] - here[0], next[1] - here[1]);
    const [nx, ny] = clockwise ? [uy, -ux] : [-uy, ux];
    const degrees = (Math.atan2(-ny, nx) * 180) / Math.PI;
    return DIRECTIONS[Math.round(((degrees + 360) % 360) / 45) % 8]!;
  });
}

function sidesAlt(points: readonly Point[], labels: readonly string[] | undefined, vertexLabels: readonly string[] | undefined) {
  if (!labels?.some(Boolean)) return "";
  const count = labels.length;
  const directions = sideDirections(points);
  const name = (index: number) => {
    const [a, b] = [vertexLabels?.[index], vertexLabels?.[(index + 1) % count]];
    return a && b ? `side ${a}${b}` : `the ${directions[index]} side`;
  };
  const said = labels.flatMap((label, index) => (label ? [`${name(index)} ${label}`] : []));
  return ` Sides labelled: ${joinList(said)}.`;
}

export function polygonAlt(figure: FigureOf<"polygon">) {
  const count = figure.vertices?.length ?? figure.regular!;
  const kind = figure.regular ? `A regular ${POLYGON_NAMES[count]}` : `A ${POLYGON_NAMES[count]}`;
  const corners = figure.vertexLabels?.every(Boolean) ? ` ${figure.vertexLabels.join("")}` : "";
  const right = figure.rightAngles?.length
    ? ` ${figure.rightAngles.length === 1 ? "One corner is marked" : `${figure.rightAngles.length} corners are marked`} as a right angle.`
    : "";
  const equal = figure.equalSides?.some((group) => group > 0) ? " Sides with the same tick marks are equal." : "";
  return `${kind}${corners}.${sidesAlt(fit(figure.vertices ?? regularCorners(figure.regular!)), figure.sideLabels, figure.vertexLabels)}${right}${equal}`;
}

export function drawAngle(figure: FigureOf<"angle">): Drawing {
  const arm = 130;
  const radians = (figure.degrees * Math.PI) / 180;
  const vertex: Point = [0, 0];
  const end1: Point = [arm, 0];
  const end2: Point = [arm * Math.cos(radians), -arm * Math.sin(radians)];
  const radius = figure.degrees > 150 ? 22 : 30;
  const arcEnd: Point = [radius * Math.cos(radians), -radius * Math.sin(radians)];
  const shapes: Shape[] = [
    line(...vertex, ...end1, { lineWidth: 1.8 }),
    line(...vertex, ...end2, { lineWidth: 1.8 }),
    circle(0, 0, 2.5, { fill: "ink" }),
  ];
  const sweep: Point[] = [];
  if (figure.degrees === 90) {
    shapes.push(path("M 12 0 L 12 -12 L 0 -12", { lineWidth: 1 }));
  } else {
    shapes.push(path(`M ${radius} 0 A ${radius} ${radius} 0 ${figure.degrees > 180 ? 1 : 0} 0 ${r2(arcEnd[0])} ${r2(arcEnd[1])}`, { lineWidth: 1.1 }));
    // The arc's extreme points, so the bounds include a reflex angle's sweep.
    for (const quarter of [90, 180, 270]) {
      if (figure.degrees > quarter) sweep.push([radius * Math.cos((quarter * Math.PI) / 180), -radius * Math.sin((quarter * Math.PI) / 180)]);
    }
  }
  if (figure.label) {
    const half = radians / 2;
    const away = radius + 8 + textWidth(figure.label, LABEL) / 2;
    shapes.push(centredText(away * Math.cos(half), -away * Math.sin(half), figure.label, { size: LABEL + 1, weight: "bold" }));
  }
  const [first, middle, second] = figure.pointLabels ?? ["", "", ""];
  if (first) shapes.push(centredText(end1[0] + 10, 0, first, { size: 12, weight: "bold" }));
  if (second) shapes.push(centredText(end2[0] + 10 * Math.cos(radians), end2[1] - 10 * Math.sin(radians), second, { size: 12, weight: "bold" }));
  if (middle) {
    const back = radians / 2 + Math.PI;
    shapes.push(centredText(12 * Math.cos(back), -12 * Math.sin(back), middle, { size: 12, weight: "bold" }));
  }
  return bounded(shapes, sweep);
}

function angleKind(degrees: number) {
  if (degrees < 90) return "an acute angle";
  if (degrees === 90) return "a right angle";
  if (degrees < 180) return "an obtuse angle";
  if (degrees === 180) return "a straight angle";
  return "a reflex angle";
}

export function angleAlt(figure: FigureOf<"angle">) {
  const [first, middle, second] = figure.pointLabels ?? ["", "", ""];
  const name = first && middle && second ? ` ${first}${middle}${second}` : "";
  const label = figure.label ? `, labelled ${figure.label}` : "";
  return `${angleKind(figure.degrees).replace(/^a/, "A")}${name} of ${figure.degrees}°${label}.`;
}

/** The triangle's corners in y-up units: corner 0 at the origin, side 0 along the x axis. */
function triangleCorners(figure: FigureOf<"triangle">): Point[] {
  if (!figure.angles && figure.sides) {
    const [s0, s1, s2] = figure.sides;
    const cosA = (s0 * s0 + s2 * s2 - s1 * s1) / (2 * s0 * s2);
    const a = Math.acos(Math.max(-1, Math.min(1, cosA)));
    return [[0, 0], [s0, 0], [s2 * Math.cos(a), s2 * Math.sin(a)]];
  }
  const [a, b, c] = (figure.angles ?? [50, 60, 70]).map((degrees) => (degrees * Math.PI) / 180) as [number, number, number];
  const side2 = Math.sin(b) / Math.sin(c);
  return [[0, 0], [1, 0], [side2 * Math.cos(a), side2 * Math.sin(a)]];
}

export function drawTriangle(figure: FigureOf<"triangle">): Drawing {
  const rightAngles = (figure.angles ?? []).flatMap((angle, index) => (angle === 90 ? [index] : []));
  return outlined(fit(triangleCorners(figure)), {
    sideLabels: figure.sideLabels,
    vertexLabels: figure.vertexLabels,
    angleLabels: figure.angleLabels,
    rightAngles,
  });
}

export function triangleAlt(figure: FigureOf<"triangle">) {
  const corners = figure.vertexLabels?.every(Boolean) ? ` ${figure.vertexLabels.join("")}` : "";
  const sentences = [`A triangle${corners}.`];
  const cornerName = (index: number) => (figure.vertexLabels?.[index] ? `at ${figure.vertexLabels[index]}` : `at corner ${index + 1}`);
  const angles = (figure.angleLabels ?? []).flatMap((label, index) => (label ? [`${cornerName(index)} ${label}`] : []));
  if (angles.length) sentences.push(`Angles labelled: ${joinList(angles)}.`);
  const rights = (figure.angles ?? []).flatMap((angle, index) => (angle === 90 && !figure.angleLabels?.[index] ? [cornerName(index)] : []));
  if (rights.length) sentences.push(`A right angle is marked ${rights.join(" and ")}.`);
  const sides = sidesAlt(fit(triangleCorners(figure)), figure.sideLabels, figure.vertexLabels).trim();
  if (sides) sentences.push(sides);
  return sentences.join(" ");
}

export function drawCircle(figure: FigureOf<"circle">): Drawing {
  const r = 70;
  const c = 4 + r;
  const shapes: Shape[] = [circle(c, c, r, { lineWidth: 1.8 }), circle(c, c, 2.5, { fill: "ink" })];
  if (figure.show !== "none") {
    const start = figure.show === "diameter" ? c - r : c;
    shapes.push(line(start, c, c + r, c, { lineWidth: 1.4 }));
    if (figure.label) shapes.push(centredText((start + c + r) / 2 + (figure.show === "diameter" ? 20 : 0), c - 10, figure.label, { size: LABEL + 1, weight: "bold" }));
  }
  if (figure.centre) shapes.push(centredText(c - 6, c + 14, figure.centre, { size: 12, weight: "bold" }));
  return { width: 2 * c, height: 2 * c, shapes };
}

export function circleAlt(figure: FigureOf<"circle">) {
  const centre = figure.centre ? ` with centre ${figure.centre}` : "";
  if (figure.show === "none") return `A circle${centre}.`;
  const label = figure.label ? `, labelled ${figure.label}` : "";
  return `A circle${centre}; a ${figure.show} is drawn${label}.`;
}
