/**
 * The pictograph's symbols as outlines in a box of `size` points centred on (cx, cy), each as a
 * polygon so half a symbol (a pictograph's half-step) is the same polygon cut at its middle.
 */
import type { Shape } from "./drawing.ts";
import { circle, path, polygonPath, r2 } from "./kit.ts";
import type { FigureOf } from "./schema.ts";

type Symbol = FigureOf<"pictograph">["key"]["symbol"];
type Point = readonly [number, number];

function ring(count: number, at: (t: number) => Point): Point[] {
  return Array.from({ length: count }, (_, index) => at((index / count) * 2 * Math.PI));
}

/** The outline, in a unit box from -1 to 1 (y down). */
function outline(symbol: Symbol): Point[] {
  switch (symbol) {
    case "star":
      return Array.from({ length: 10 }, (_, index) => {
        const angle = (index * Math.PI) / 5;
        const radius = index % 2 === 0 ? 1 : 0.45;
        return [radius * Math.sin(angle), 0.1 - radius * Math.cos(angle)] as const;
      });
    case "square":
      return [
        [-0.8, -0.8],
        [0.8, -0.8],
        [0.8, 0.8],
        [-0.8, 0.8],
      ];
    case "heart":
      return ring(48, (t) => {
        const x = 16 * Math.sin(t) ** 3;
        const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
        return [x / 17, -y / 17 - 0.1] as const;
      });
    case "apple":
      return ring(48, (t) => {
        // A circle pinched at the top and bottom.
        const dent = 0.18 * Math.max(0, Math.cos(t)) ** 6 + 0.1 * Math.max(0, -Math.cos(t)) ** 6;
        const radius = 0.85 - dent;
        return [radius * Math.sin(t) * 1.05, 0.1 - radius * Math.cos(t)] as const;
      });
    case "circle":
    case "smiley":
      return ring(40, (t) => [0.9 * Math.sin(t), -0.9 * Math.cos(t)] as const);
  }
}

/** The part of a polygon left of x = 0 (Sutherland–Hodgman against one edge). */
function leftHalf(points: Point[]): Point[] {
  const out: Point[] = [];
  points.forEach((current, index) => {
    const previous = points[(index + points.length - 1) % points.length]!;
    const inside = (point: Point) => point[0] <= 0;
    const cross = (): Point => {
      const t = previous[0] / (previous[0] - current[0]);
      return [0, previous[1] + t * (current[1] - previous[1])];
    };
    if (inside(current)) {
      if (!inside(previous)) out.push(cross());
      out.push(current);
    } else if (inside(previous)) out.push(cross());
  });
  return out;
}

export function drawSymbol(symbol: Symbol, cx: number, cy: number, size: number, half = false): Shape[] {
  const scale = size / 2;
  const place = (points: Point[]) => points.map(([x, y]) => [cx + x * scale, cy + y * scale] as const);
  const body = outline(symbol);
  const shapes: Shape[] = [polygonPath(place(half ? leftHalf(body) : body), { fill: "shade", lineWidth: 1.1 })];
  if (symbol === "smiley") {
    const [left, eyeY, right] = [cx - 0.32 * scale, cy - 0.25 * scale, cx + 0.32 * scale];
    shapes.push(circle(left, eyeY, 0.1 * scale, { fill: "ink", stroke: "none" }));
    const [x0, y0] = [cx - 0.45 * scale, cy + 0.15 * scale];
    // The smile is a quadratic curve; half a smiley keeps its first half (de Casteljau at t = 1/2).
    if (half)
      shapes.push(
        path(`M ${r2(x0)} ${r2(y0)} Q ${r2(cx - 0.225 * scale)} ${r2(cy + 0.4 * scale)} ${r2(cx)} ${r2(cy + 0.4 * scale)}`, {
          lineWidth: 1.1,
        }),
      );
    else {
      shapes.push(circle(right, eyeY, 0.1 * scale, { fill: "ink", stroke: "none" }));
      shapes.push(
        path(`M ${r2(x0)} ${r2(y0)} Q ${r2(cx)} ${r2(cy + 0.65 * scale)} ${r2(cx + 0.45 * scale)} ${r2(y0)}`, { lineWidth: 1.1 }),
      );
    }
  }
  if (symbol === "apple" && !half) {
    shapes.push(
      polygonPath(
        place([
          [0, -0.6],
          [0.12, -1],
          [0.22, -0.97],
          [0.09, -0.6],
        ]),
        { fill: "ink", lineWidth: 0.5 },
      ),
    );
  }
  return shapes;
}
