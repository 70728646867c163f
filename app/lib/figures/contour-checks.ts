/**
 * What a contour map must mean (checks.ts calls this): every height a multiple of the interval, each
 * hill's rings nested and rising by exactly one interval towards the summit, everything inside the
 * map, hills apart, and each marked point really on the contour line it names.
 */
import { contourRingPoints, distanceToLine, ringValue } from "./contour-map.ts";
import type { FigureOf } from "./schema.ts";

type Xy = readonly [number, number];

export function contourMapProblems(figure: FigureOf<"contour-map">): string[] {
  const problems: string[] = [];
  const hills = figure.hills ?? [];
  const lines = figure.lines ?? [];
  if (hills.length === 0 && lines.length === 0) problems.push("draw at least one hill or contour line");
  const inside = ([x, y]: Xy) => x >= -1e-9 && y >= -1e-9 && x <= figure.width + 1e-9 && y <= figure.height + 1e-9;
  const heights = [...hills.flatMap((hill) => hill.rings.map((ring) => ring.height)), ...lines.map((line) => line.height)];
  for (const height of new Set(heights))
    if (height % figure.interval !== 0)
      problems.push(`the ${height} m contour is not a multiple of the ${figure.interval} m interval`);
  hills.forEach((hill, index) => {
    const name = `hill ${index + 1}`;
    hill.rings.forEach((ring, ringIndex) => {
      if (!contourRingPoints(hill, ring).every(inside)) problems.push(`${name}'s ${ring.height} m ring goes off the map`);
      const outer = hill.rings[ringIndex - 1];
      if (!outer) return;
      if (ring.height !== outer.height + figure.interval)
        problems.push(
          `${name}'s rings must rise by the interval (${figure.interval} m) towards the summit: ${outer.height} m is followed by ${ring.height} m`,
        );
      // Strictly inside with a visible gap, so the rings never touch.
      if (!contourRingPoints(hill, ring).every((point) => ringValue(hill, outer, point) < 0.97))
        problems.push(`${name}'s ${ring.height} m ring is not inside its ${outer.height} m ring`);
    });
  });
  if (hills.length === 2) {
    const [first, second] = hills as [(typeof hills)[0], (typeof hills)[0]];
    if (contourRingPoints(first, first.rings[0]!).some((point) => ringValue(second, second.rings[0]!, point) <= 1))
      problems.push("the two hills' outer rings overlap");
  }
  lines.forEach((line) => {
    if (!line.through.every(inside)) problems.push(`the ${line.height} m line goes off the map`);
  });
  if (figure.river && !figure.river.every(inside)) problems.push("the river goes off the map");
  for (const point of figure.points ?? []) {
    if (!inside(point.at)) problems.push(`point ${point.label} is off the map`);
    if (point.on === undefined) continue;
    const onRing = hills.some((hill) =>
      hill.rings.some((ring) => ring.height === point.on && Math.abs(Math.sqrt(ringValue(hill, ring, point.at)) - 1) < 0.03),
    );
    const onLine = lines.some((line) => line.height === point.on && distanceToLine(point.at, line.through) < 0.05);
    if (!onRing && !onLine) problems.push(`point ${point.label} is not on a ${point.on} m contour line`);
  }
  const labels = (figure.points ?? []).map((point) => point.label.toLowerCase());
  if (new Set(labels).size !== labels.length) problems.push("two points have the same label");
  if (figure.scale && figure.scale.units > figure.width) problems.push("the scale bar is longer than the map");
  return problems;
}
