/**
 * Labelled geometry: polygons (from corners or regular), angles with their arc, triangles set by their
 * angles or sides, and circles with a radius or diameter. Shapes are scaled to fit, keeping their
 * proportions, so a 3-4-5 triangle looks like one; labels sit outside each side, away from the middle.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { centredText, circle, line, path, polygonPath, r2, textWidth, translate, LABEL } from "./kit.ts";
import { joinList } from "./money.ts";
import { perpendicular, triangleCorners, type Point } from "./geometry.ts";
import { PROTRACTOR_RADIUS, protractorReadings, protractorShapes } from "./protractor.ts";
import type { FigureOf } from "./schema.ts";

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
  /** A perpendicular height from a corner to a side. */
  height?: { from: number; to: number; label?: string };
}

/**
 * A dashed perpendicular from a corner to a side (the side extended, dotted, when the foot lies beyond
 * it), a right-angle mark at its foot on the corner's side, and its label beside its middle.
 */
function heightShapes(points: readonly Point[], { from, to, label }: NonNullable<Marks["height"]>): Shape[] {
  const { foot, along } = perpendicular(points, from, to);
  const top = points[from]!;
  const start = points[to]!;
  const end = points[(to + 1) % points.length]!;
  const shapes: Shape[] = [line(top[0], top[1], foot[0], foot[1], { lineWidth: 1.2, dash: [5, 3] })];
  if (along < 0 || along > 1) {
    const near = along < 0 ? start : end;
    shapes.push(line(near[0], near[1], foot[0], foot[1], { lineWidth: 1, dash: [2, 2], stroke: "soft" }));
  }
  const up = unit(top[0] - foot[0], top[1] - foot[1]);
  // Along the side, towards the side's middle so the mark sits on the drawn side.
  const middle: Point = [(start[0] + end[0]) / 2, (start[1] + end[1]) / 2];
  const side = unit(end[0] - start[0], end[1] - start[1]);
  const toward = (middle[0] - foot[0]) * side[0] + (middle[1] - foot[1]) * side[1] >= 0 ? 1 : -1;
  const [sx, sy] = [side[0] * toward, side[1] * toward];
  const s = 8;
  shapes.push(
    path(
      `M ${r2(foot[0] + up[0] * s)} ${r2(foot[1] + up[1] * s)} L ${r2(foot[0] + (up[0] + sx) * s)} ${r2(foot[1] + (up[1] + sy) * s)} L ${r2(foot[0] + sx * s)} ${r2(foot[1] + sy * s)}`,
      { lineWidth: 1 },
    ),
  );
  if (label) {
    // Beside the segment's middle, on the side away from the right-angle mark.
    const away = 6 + Math.abs(sx) * (textWidth(label, LABEL) / 2) + Math.abs(sy) * (LABEL * 0.6);
    const mid: Point = [(top[0] + foot[0]) / 2, (top[1] + foot[1]) / 2];
    shapes.push(centredText(mid[0] - sx * away, mid[1] - sy * away, label, { size: LABEL }));
  }
  return shapes;
}

/** A closed outline with its labels, in drawing coordinates (y down). */
function outlined(points: readonly Point[], marks: Marks): Drawing {
  const shapes: Shape[] = [polygonPath(points, { lineWidth: 1.8 })];
  if (marks.height) shapes.push(...heightShapes(points, marks.height));
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
      shapes.push(
        path(`M ${r2(from[0])} ${r2(from[1])} A ${radius} ${radius} 0 0 ${sweep} ${r2(to[0])} ${r2(to[1])}`, { lineWidth: 1 }),
      );
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
export function bounded(shapes: Shape[], extra: readonly Point[] = []): Drawing {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  const include = (x: number, y: number) => {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  };
  for (const [x, y] of extra) include(x, y);
  for (const shape of shapes) {
    if (shape.kind === "line") {
      include(shape.x1, shape.y1);
      include(shape.x2, shape.y2);
    } else if (shape.kind === "circle") {
      include(shape.cx - shape.r, shape.cy - shape.r);
      include(shape.cx + shape.r, shape.cy + shape.r);
    } else if (shape.kind === "rect") {
      include(shape.x, shape.y);
      include(shape.x + shape.width, shape.y + shape.height);
    } else if (shape.kind === "text") {
      const width = textWidth(shape.text, shape.size);
      const left = shape.anchor === "middle" ? shape.x - width / 2 : shape.anchor === "end" ? shape.x - width : shape.x;
      include(left, shape.y - shape.size);
      include(left + width, shape.y + 3);
    } else {
      const numbers = (shape.d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
      // Path data here is M/L/A/Q with absolute pairs; arcs add radius and flags, which stay small and positive.
      for (let index = 0; index + 1 < numbers.length; index += 2)
        if (!shape.d.includes("A")) include(numbers[index]!, numbers[index + 1]!);
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
  const { height, ...marks } = figure;
  return outlined(fit(corners), { ...marks, height: height && { ...height, to: height.to ?? 0 } });
}

/** "A dashed perpendicular height from corner C to side AB, labelled 4 cm, with a right-angle mark." */
function heightAlt(
  points: readonly Point[],
  { from, to, label }: { from: number; to: number; label?: string },
  vertexLabels: readonly string[] | undefined,
) {
  const count = points.length;
  const corner = vertexLabels?.[from] ? ` from ${vertexLabels[from]}` : "";
  const [a, b] = [vertexLabels?.[to], vertexLabels?.[(to + 1) % count]];
  const side = a && b ? `side ${a}${b}` : `the ${sideDirections(points)[to]} side`;
  const { along } = perpendicular(points, from, to);
  const extended = along < 0 || along > 1 ? " (extended)" : "";
  const labelled = label ? `, labelled ${spoken(label)}` : "";
  return ` A dashed perpendicular height is drawn${corner} to ${side}${extended}${labelled}, with a right-angle mark where it meets it.`;
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

/** A label as heard: "?" is the unknown the child finds. */
function spoken(label: string) {
  return label === "?" ? "a question mark" : label;
}

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
  const said = labels.flatMap((label, index) => (label ? [`${name(index)} ${spoken(label)}`] : []));
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
  const points = fit(figure.vertices ?? regularCorners(figure.regular!));
  const height = figure.height ? heightAlt(points, { ...figure.height, to: figure.height.to ?? 0 }, figure.vertexLabels) : "";
  return `${kind}${corners}.${sidesAlt(points, figure.sideLabels, figure.vertexLabels)}${right}${height}${equal}`;
}

export function drawAngle(figure: FigureOf<"angle">): Drawing {
  const protractor = figure.protractor ? protractorShapes() : undefined;
  // With a protractor the arms run past its edge, so the child sees where the second arm crosses the scales.
  const arm = protractor ? PROTRACTOR_RADIUS + 32 : 130;
  // A base ray pointing left mirrors the angle: it opens anticlockwise from the right, clockwise from the left.
  const side = figure.baseRay === "left" ? -1 : 1;
  const radians = (figure.degrees * Math.PI) / 180;
  const vertex: Point = [0, 0];
  const end1: Point = [side * arm, 0];
  const end2: Point = [side * arm * Math.cos(radians), -arm * Math.sin(radians)];
  const radius = figure.degrees > 150 ? 22 : 30;
  const arcEnd: Point = [side * radius * Math.cos(radians), -radius * Math.sin(radians)];
  const shapes: Shape[] = [
    ...(protractor?.under ?? []),
    line(...vertex, ...end1, { lineWidth: 1.8 }),
    line(...vertex, ...end2, { lineWidth: 1.8 }),
    ...(protractor?.over ?? []),
    circle(0, 0, 2.5, { fill: "ink" }),
  ];
  const sweep: Point[] = [...(protractor?.extent ?? [])];
  if (figure.degrees === 90) {
    shapes.push(path(`M ${side * 12} 0 L ${side * 12} -12 L 0 -12`, { lineWidth: 1 }));
  } else {
    const clockwise = side === 1 ? 0 : 1;
    shapes.push(
      path(
        `M ${side * radius} 0 A ${radius} ${radius} 0 ${figure.degrees > 180 ? 1 : 0} ${clockwise} ${r2(arcEnd[0])} ${r2(arcEnd[1])}`,
        { lineWidth: 1.1 },
      ),
    );
    // The arc's extreme points, so the bounds include a reflex angle's sweep.
    for (const quarter of [90, 180, 270]) {
      if (figure.degrees > quarter)
        sweep.push([side * radius * Math.cos((quarter * Math.PI) / 180), -radius * Math.sin((quarter * Math.PI) / 180)]);
    }
  }
  if (figure.label) {
    const half = radians / 2;
    const away = radius + 8 + textWidth(figure.label, LABEL) / 2;
    shapes.push(
      centredText(side * away * Math.cos(half), -away * Math.sin(half), figure.label, { size: LABEL + 1, weight: "bold" }),
    );
  }
  const [first, middle, second] = figure.pointLabels ?? ["", "", ""];
  if (first) shapes.push(centredText(end1[0] + side * 10, 0, first, { size: 12, weight: "bold" }));
  if (second)
    shapes.push(
      centredText(end2[0] + side * 10 * Math.cos(radians), end2[1] - 10 * Math.sin(radians), second, {
        size: 12,
        weight: "bold",
      }),
    );
  if (middle) {
    const back = radians / 2 + Math.PI;
    // Below the vertex when a protractor's scales fill the space above and around it.
    const [mx, my]: Point = protractor ? [0, 22] : [side * 12 * Math.cos(back), -12 * Math.sin(back)];
    shapes.push(centredText(mx, my, middle, { size: 12, weight: "bold" }));
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
  const label = figure.label ? `, labelled ${spoken(figure.label)}` : "";
  const sentence = `${angleKind(figure.degrees).replace(/^a/, "A")}${name} of ${figure.degrees}°${label}.`;
  if (!figure.protractor) return sentence;
  // The figures policy: the alt text gives the reading a sighted child takes from the picture, both scales included.
  const baseRay = figure.baseRay ?? "right";
  const { inner, outer } = protractorReadings(figure.degrees, baseRay);
  return (
    `${sentence} A protractor is laid on it, centred on the vertex, with the base ray along its 0 line pointing ${baseRay}. ` +
    `The other arm crosses ${inner} on the inner scale (0 on the right) and ${outer} on the outer scale (0 on the left).`
  );
}

export function drawTriangle(figure: FigureOf<"triangle">): Drawing {
  const rightAngles = (figure.angles ?? []).flatMap((angle, index) => (angle === 90 ? [index] : []));
  return outlined(fit(triangleCorners(figure)), {
    sideLabels: figure.sideLabels,
    vertexLabels: figure.vertexLabels,
    angleLabels: figure.angleLabels,
    rightAngles,
    height: figure.height && { ...figure.height, to: (figure.height.from + 1) % 3 },
  });
}

export function triangleAlt(figure: FigureOf<"triangle">) {
  const corners = figure.vertexLabels?.every(Boolean) ? ` ${figure.vertexLabels.join("")}` : "";
  const sentences = [`A triangle${corners}.`];
  const cornerName = (index: number) =>
    figure.vertexLabels?.[index] ? `at ${figure.vertexLabels[index]}` : `at corner ${index + 1}`;
  const angles = (figure.angleLabels ?? []).flatMap((label, index) => (label ? [`${cornerName(index)} ${spoken(label)}`] : []));
  if (angles.length) sentences.push(`Angles labelled: ${joinList(angles)}.`);
  const rights = (figure.angles ?? []).flatMap((angle, index) =>
    angle === 90 && !figure.angleLabels?.[index] ? [cornerName(index)] : [],
  );
  if (rights.length) sentences.push(`A right angle is marked ${rights.join(" and ")}.`);
  const sides = sidesAlt(fit(triangleCorners(figure)), figure.sideLabels, figure.vertexLabels).trim();
  if (sides) sentences.push(sides);
  if (figure.height) {
    const height = { ...figure.height, to: (figure.height.from + 1) % 3 };
    sentences.push(heightAlt(fit(triangleCorners(figure)), height, figure.vertexLabels).trim());
  }
  return sentences.join(" ");
}

/** A circle's radius or diameter along the horizontal through the centre, its label above the segment and clear of the centre dot. */
function circleSegment(figure: FigureOf<"circle">, c: number, cy: number, r: number): Shape[] {
  if (figure.show === "none") return [];
  const start = figure.show === "diameter" ? c - r : c;
  const shapes = [line(start, cy, c + r, cy, { lineWidth: 1.4 })];
  // A diameter's label sits over its left half, a radius's over its middle: away from the centre dot.
  const x = figure.show === "diameter" ? c - r / 2 : c + r / 2 + 4;
  if (figure.label) shapes.push(centredText(x, cy - 10, figure.label, { size: LABEL + 1, weight: "bold" }));
  return shapes;
}

export function drawCircle(figure: FigureOf<"circle">): Drawing {
  const r = 70;
  const c = 4 + r;
  const centreLabel = (cy: number) =>
    figure.centre ? [centredText(c - 6, cy + 14, figure.centre, { size: 12, weight: "bold" })] : [];
  if (figure.shape === "semicircle") {
    // The straight edge at the bottom, the arc above it; room under the edge for the centre's letter.
    const cy = 4 + r;
    const shapes: Shape[] = [
      path(`M ${c - r} ${cy} A ${r} ${r} 0 0 1 ${c + r} ${cy} Z`, { lineWidth: 1.8 }),
      circle(c, cy, 2.5, { fill: "ink" }),
      ...(figure.show === "diameter" ? [] : circleSegment(figure, c, cy, r)),
      ...centreLabel(cy),
    ];
    if (figure.show === "diameter" && figure.label)
      shapes.push(centredText(c - r / 2, cy + 16, figure.label, { size: LABEL + 1, weight: "bold" }));
    return { width: 2 * c, height: cy + (figure.centre || figure.show === "diameter" ? 24 : 6), shapes };
  }
  if (figure.shape === "ring" && figure.radii) {
    const [inner, outer] = figure.radii;
    const ri = (r * inner) / outer;
    // The path is shaded: the outer disc filled, the inner one drawn over it in white (the page).
    const shapes: Shape[] = [
      circle(c, c, r, { lineWidth: 1.8, fill: "shade" }),
      circle(c, c, ri, { lineWidth: 1.8, fill: "paper" }),
      circle(c, c, 2.5, { fill: "ink" }),
    ];
    if (figure.show !== "none") {
      const start = figure.show === "diameter" ? c - ri : c;
      shapes.push(line(start, c, c + ri, c, { lineWidth: 1.4 }));
      if (figure.label)
        shapes.push(
          centredText(figure.show === "diameter" ? c - ri / 2 : c + ri / 2 + 4, c - 8, figure.label, {
            size: LABEL + 1,
            weight: "bold",
          }),
        );
    }
    if (figure.pathLabel) {
      // Across the path straight down from the centre: the width's measure, with end bars.
      shapes.push(line(c, c + ri, c, c + r, { lineWidth: 1.2 }));
      shapes.push(line(c - 4, c + ri, c + 4, c + ri, { lineWidth: 1.2 }), line(c - 4, c + r, c + 4, c + r, { lineWidth: 1.2 }));
      // The label under the ring, off the shaded path, straight below its measure.
      shapes.push(centredText(c, c + r + 12, figure.pathLabel, { size: LABEL + 1, weight: "bold" }));
    }
    shapes.push(...centreLabel(c).map((shape) => (shape.kind === "text" ? { ...shape, x: shape.x - 6 } : shape)));
    return { width: 2 * c, height: 2 * c + (figure.pathLabel ? 20 : 0), shapes };
  }
  const shapes: Shape[] = [circle(c, c, r, { lineWidth: 1.8 }), circle(c, c, 2.5, { fill: "ink" })];
  shapes.push(...circleSegment(figure, c, c, r), ...centreLabel(c));
  return { width: 2 * c, height: 2 * c, shapes };
}

export function circleAlt(figure: FigureOf<"circle">) {
  const centre = figure.centre ? ` with centre ${figure.centre}` : "";
  const label = figure.label ? `, labelled ${spoken(figure.label)}` : "";
  if (figure.shape === "ring") {
    const inner = figure.show === "none" ? "" : ` A ${figure.show} of the inner circle is drawn${label}.`;
    const path = figure.pathLabel ? ` The width of the path is marked${`, labelled ${spoken(figure.pathLabel)}`}.` : "";
    return `A ring: a circle inside a larger circle${centre}, the path between them shaded.${inner}${path}`;
  }
  const kind = figure.shape === "semicircle" ? "A semicircle" : "A circle";
  if (figure.show === "none") return `${kind}${centre}.`;
  if (figure.shape === "semicircle" && figure.show === "diameter")
    return `${kind}${centre}; its straight edge is a diameter${label}.`;
  return `${kind}${centre}; a ${figure.show} is drawn${label}.`;
}
