/**
 * The contour map for reading relief: hills as nested closed contour lines (ellipses, each labelled
 * with its height), open contour lines (across a valley, bending into Vs where a river crosses them),
 * an optional river, summit marker, marked points, north arrow and scale bar. Map units are drawn
 * UNIT points apart; the geometry the checks test (`contourRingPoints`, `insideRing`) is shared here.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { centredText, circle, line, path, polygonPath, r2, rect, SMALL, text, textWidth } from "./kit.ts";
import type { FigureOf } from "./schema.ts";

type ContourMap = FigureOf<"contour-map">;
type Hill = NonNullable<ContourMap["hills"]>[number];
type Ring = Hill["rings"][number];
type Xy = readonly [number, number];
const UNIT = 34;

/** The centre of a ring: its hill's centre moved by the ring's shift (which crowds rings on one side). */
export function ringCentre(hill: Hill, ring: Ring): Xy {
  return [hill.centre[0] + (ring.shift?.[0] ?? 0), hill.centre[1] + (ring.shift?.[1] ?? 0)];
}

/** Points round a ring, in map units, for the checks (nesting, inside the map). */
export function contourRingPoints(hill: Hill, ring: Ring, count = 72): Xy[] {
  const [cx, cy] = ringCentre(hill, ring);
  return Array.from({ length: count }, (_, index) => {
    const angle = (index * 2 * Math.PI) / count;
    return [cx + ring.rx * Math.cos(angle), cy + ring.ry * Math.sin(angle)] as const;
  });
}

/** 1 on the ring, below 1 inside it. */
export function ringValue(hill: Hill, ring: Ring, [x, y]: Xy) {
  const [cx, cy] = ringCentre(hill, ring);
  return ((x - cx) / ring.rx) ** 2 + ((y - cy) / ring.ry) ** 2;
}

/** The distance from a point to a polyline, in map units. */
export function distanceToLine(point: Xy, through: readonly Xy[]) {
  let best = Infinity;
  for (let index = 1; index < through.length; index++) {
    const [ax, ay] = through[index - 1]!;
    const [bx, by] = through[index]!;
    const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((point[0] - ax) * (bx - ax) + (point[1] - ay) * (by - ay)) / length2));
    best = Math.min(best, Math.hypot(point[0] - (ax + t * (bx - ax)), point[1] - (ay + t * (by - ay))));
  }
  return best;
}

function heightLabel(x: number, y: number, height: number): Shape[] {
  const label = `${height} m`;
  const width = textWidth(label, SMALL) + 4;
  return [rect(x - width / 2, y - 6, width, 12, { stroke: "none", fill: "paper" }), centredText(x, y, label, { size: SMALL })];
}

function summitMarker(x: number, y: number): Shape {
  return polygonPath(
    [
      [x, y - 5],
      [x + 5, y + 4],
      [x - 5, y + 4],
    ],
    { fill: "ink", lineWidth: 0.5 },
  );
}

function riverStroke(points: readonly Xy[], at: (point: Xy) => Xy): Shape[] {
  const d = points.map((point, index) => `${index === 0 ? "M" : "L"} ${at(point).map(r2).join(" ")}`).join(" ");
  return [path(d, { stroke: "soft", lineWidth: 4 }), path(d, { stroke: "paper", lineWidth: 1.4 })];
}

export function drawContourMap(figure: ContourMap): Drawing {
  const left = 8;
  const top = 8;
  const at = ([x, y]: Xy): Xy => [left + x * UNIT, top + y * UNIT];
  const width = figure.width * UNIT;
  const height = figure.height * UNIT;
  const shapes: Shape[] = [];
  if (figure.river) shapes.push(...riverStroke(figure.river, at));
  const labels: Shape[] = [];
  for (const line of figure.lines ?? []) {
    shapes.push(path(line.through.map((point, index) => `${index === 0 ? "M" : "L"} ${at(point).map(r2).join(" ")}`).join(" ")));
    // The label sits on the first segment, a quarter of the way along, clear of the map's edge and the V.
    const [ax, ay] = at(line.through[0]!);
    const [bx, by] = at(line.through[1]!);
    labels.push(...heightLabel(ax + (bx - ax) * 0.3, ay + (by - ay) * 0.3, line.height));
  }
  for (const hill of figure.hills ?? []) {
    for (const ring of hill.rings) {
      const [cx, cy] = at(ringCentre(hill, ring));
      const rx = ring.rx * UNIT;
      const ry = ring.ry * UNIT;
      shapes.push(
        path(
          `M ${r2(cx - rx)} ${r2(cy)} A ${r2(rx)} ${r2(ry)} 0 1 0 ${r2(cx + rx)} ${r2(cy)} A ${r2(rx)} ${r2(ry)} 0 1 0 ${r2(cx - rx)} ${r2(cy)} Z`,
        ),
      );
      labels.push(...heightLabel(cx, cy - ry, ring.height));
    }
    if (hill.summit) {
      const inner = hill.rings.at(-1)!;
      const [sx, sy] = at(ringCentre(hill, inner));
      labels.push(summitMarker(sx, sy + Math.min(inner.ry * UNIT * 0.4, 8)));
    }
  }
  shapes.push(...labels);
  for (const point of figure.points ?? []) {
    const [px, py] = at(point.at);
    shapes.push(circle(px, py, 3, { fill: "ink" }), text(px - 6, py + 4, point.label, { anchor: "end", weight: "bold" }));
  }
  shapes.push(rect(left, top, width, height, { lineWidth: 1.4 }));
  let right = left + width;
  if (figure.compass) {
    const cx = right + 20;
    shapes.push(line(cx, top + 40, cx, top + 14, { lineWidth: 1.4 }));
    shapes.push(
      polygonPath(
        [
          [cx, top + 12],
          [cx + 5, top + 22],
          [cx - 5, top + 22],
        ],
        { fill: "ink" },
      ),
      centredText(cx, top + 52, "N", { weight: "bold", size: 11 }),
    );
    right += 34;
  }
  // Below the map: the scale bar, then a key line for the interval, the river and the summit.
  let y = top + height + 12;
  if (figure.scale) {
    const length = figure.scale.units * UNIT;
    shapes.push(
      line(left, y + 4, left + length, y + 4, { lineWidth: 2 }),
      line(left, y, left, y + 8, { lineWidth: 1.4 }),
      line(left + length, y, left + length, y + 8, { lineWidth: 1.4 }),
      text(left + length + 6, y + 7.5, figure.scale.label, { size: SMALL, anchor: "start" }),
    );
    y += 20;
  }
  shapes.push(text(left, y + 8, `Contour interval: ${figure.interval} m`, { anchor: "start", size: SMALL }));
  let keyX = left + textWidth(`Contour interval: ${figure.interval} m`, SMALL) + 16;
  if (figure.river) {
    shapes.push(
      ...riverStroke(
        [
          [keyX, y + 5],
          [keyX + 22, y + 5],
        ],
        (point) => point,
      ),
      text(keyX + 28, y + 8, "River", { anchor: "start", size: SMALL }),
    );
    keyX += 28 + textWidth("River", SMALL) + 14;
  }
  if ((figure.hills ?? []).some((hill) => hill.summit)) {
    shapes.push(summitMarker(keyX + 5, y + 4), text(keyX + 14, y + 8, "Summit", { anchor: "start", size: SMALL }));
    keyX += 14 + textWidth("Summit", SMALL);
  }
  return { width: r2(Math.max(right, keyX) + 6), height: r2(y + 16), shapes };
}

function listHeights(heights: readonly number[]) {
  const words = heights.map((height) => `${height} m`);
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Where the rings of a hill crowd: the side whose gap between the outer and inner ring is the smaller, when clearly so. */
function steepSide(hill: Hill) {
  const outer = hill.rings[0]!;
  const inner = hill.rings.at(-1)!;
  if (hill.rings.length < 3) return "";
  const [ox, oy] = ringCentre(hill, outer);
  const [ix, iy] = ringCentre(hill, inner);
  const gaps = {
    east: ox + outer.rx - (ix + inner.rx),
    west: ix - inner.rx - (ox - outer.rx),
    south: oy + outer.ry - (iy + inner.ry),
    north: iy - inner.ry - (oy - outer.ry),
  };
  const pairs: [keyof typeof gaps, keyof typeof gaps][] = [
    ["east", "west"],
    ["west", "east"],
    ["north", "south"],
    ["south", "north"],
  ];
  for (const [close, far] of pairs)
    if (gaps[close] * 1.8 < gaps[far])
      return ` Its lines are close together on the ${close} side and far apart on the ${far} side.`;
  return "";
}

function side([x, y]: Xy, figure: ContourMap) {
  if (y <= 0.05) return "north";
  if (y >= figure.height - 0.05) return "south";
  if (x <= 0.05) return "west";
  if (x >= figure.width - 0.05) return "east";
  return "middle";
}

/** Which way the V of an open line points where the river crosses it, by the line's vertex nearest the river. */
function vDirection(through: readonly Xy[], river: readonly Xy[]) {
  let nearest = through[0]!;
  for (const point of through) if (distanceToLine(point, river) < distanceToLine(nearest, river)) nearest = point;
  const ends = [through[0]!, through.at(-1)!];
  const dy = nearest[1] - (ends[0]![1] + ends[1]![1]) / 2;
  const dx = nearest[0] - (ends[0]![0] + ends[1]![0]) / 2;
  if (Math.abs(dy) >= Math.abs(dx)) return dy < 0 ? "north" : "south";
  return dx < 0 ? "west" : "east";
}

export function contourMapAlt(figure: ContourMap) {
  const sentences = [`A contour map with a contour interval of ${figure.interval} m.`];
  const hills = figure.hills ?? [];
  hills.forEach((hill, index) => {
    const name = hills.length === 1 ? "A hill" : `Hill ${index + 1}`;
    sentences.push(
      `${name} is ringed by closed contour lines labelled ${listHeights(hill.rings.map((ring) => ring.height))}, from the outside in.${hill.summit ? ` A triangle marks its summit inside the ${hill.rings.at(-1)!.height} m line.` : ""}${steepSide(hill)}`,
    );
  });
  if (figure.lines?.length) {
    const ordered = [...figure.lines].sort((a, b) => a.height - b.height);
    sentences.push(`Contour lines labelled ${listHeights(ordered.map((line) => line.height))} cross the map.`);
  }
  if (figure.river) {
    const river = figure.river;
    sentences.push(`A river crosses the map between its ${side(river[0]!, figure)} and ${side(river.at(-1)!, figure)} edges.`);
    const crossing = (figure.lines ?? []).filter(
      (line) => distanceToLine(line.through.find((p) => distanceToLine(p, river) < 0.3) ?? [-99, -99], river) < 0.3,
    );
    if (crossing.length > 0) {
      const directions = new Set(crossing.map((line) => vDirection(line.through, river)));
      sentences.push(
        `Where the river crosses the contour lines, each line bends into a V whose point is towards the ${[...directions].join(" or ")}.`,
      );
    }
  }
  for (const point of figure.points ?? [])
    sentences.push(
      point.on === undefined ? `Point ${point.label} is marked.` : `Point ${point.label} is on the ${point.on} m contour line.`,
    );
  if (figure.compass) sentences.push("An arrow shows north at the top.");
  if (figure.scale) sentences.push(`A scale bar shows ${figure.scale.label}.`);
  return sentences.join(" ");
}
