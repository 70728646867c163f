/**
 * Plane geometry shared by the shape drawings (shapes.ts) and their checks (checks.ts), in a shape's
 * own units (x right, y up): a triangle's corners from its angles or sides, and the foot of a
 * perpendicular height, so the height drawn is the height checked.
 */
import type { FigureOf } from "./schema.ts";

export type Point = readonly [number, number];

/** The triangle's corners in y-up units: corner 0 at the origin, side 0 along the x axis. */
export function triangleCorners(figure: FigureOf<"triangle">): Point[] {
  if (!figure.angles && figure.sides) {
    const [s0, s1, s2] = figure.sides;
    const cosA = (s0 * s0 + s2 * s2 - s1 * s1) / (2 * s0 * s2);
    const a = Math.acos(Math.max(-1, Math.min(1, cosA)));
    return [
      [0, 0],
      [s0, 0],
      [s2 * Math.cos(a), s2 * Math.sin(a)],
    ];
  }
  const [a, b, c] = (figure.angles ?? [50, 60, 70]).map((degrees) => (degrees * Math.PI) / 180) as [number, number, number];
  const side2 = Math.sin(b) / Math.sin(c);
  return [
    [0, 0],
    [1, 0],
    [side2 * Math.cos(a), side2 * Math.sin(a)],
  ];
}

/**
 * The perpendicular from corner `from` to the line through side `to` (corner `to` to corner `to + 1`):
 * its foot, its length, and where the foot falls along the side (0 at its start, 1 at its end; outside
 * 0–1 the side must be extended to meet it).
 */
export function perpendicular(points: readonly Point[], from: number, to: number) {
  const [ax, ay] = points[to]!;
  const [bx, by] = points[(to + 1) % points.length]!;
  const [px, py] = points[from]!;
  const [dx, dy] = [bx - ax, by - ay];
  const along = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy);
  const foot: Point = [ax + along * dx, ay + along * dy];
  return { foot, along, length: Math.hypot(px - foot[0], py - foot[1]) };
}

/** A length label's number and unit: "4 cm" → 4, "cm"; "7" → 7, ""; "h" or "?" → null. */
export function lengthLabel(label: string | undefined) {
  const match = /^(\d+(?:\.\d+)?)\s*([a-zA-Z]*)$/.exec(label?.trim() ?? "");
  return match ? { value: Number(match[1]), unit: match[2]! } : null;
}
