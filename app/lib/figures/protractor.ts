/**
 * A semicircular protractor laid on an angle (the `angle` figure's `"protractor": true`): centred on
 * the vertex, its 0 line along the base ray, a tick every degree (longer every 5° and 10°) and both
 * scales labelled every 10°, like a real one: the inner scale counts 0–180 from the right, the outer
 * 0–180 from the left. Which scale starts on the base ray is the lesson (4.MD.C.6), so both are drawn.
 */
import type { Shape } from "./drawing.ts";
import { centredText, line, path, r2, rect, textWidth, SMALL } from "./kit.ts";
import type { Point } from "./geometry.ts";

/** The outer edge's radius in points: 1° of arc is 2.8 pt at print size, so single-degree ticks stay apart. */
export const PROTRACTOR_RADIUS = 160;
const NUMBER_SIZE = SMALL;

/** The point at `radius` in direction `degrees` (anticlockwise from pointing right), y down. */
function polar(radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return [radius * Math.cos(radians), -radius * Math.sin(radians)];
}

/**
 * The protractor's shapes around a vertex at (0, 0): `under` the angle's arms (edge, ticks) and `over`
 * them (the numbers on a paper patch), as on a real protractor laid on a drawn angle, so an arm never
 * strikes through the number a child has to read.
 */
export function protractorShapes(): { under: Shape[]; over: Shape[]; extent: Point[] } {
  const R = PROTRACTOR_RADIUS;
  const base = 10; // the straight edge sits a little below the centre, as on a real protractor
  const over: Shape[] = [];
  const number = (x: number, y: number, value: number, fill: "ink" | "soft") => {
    const width = textWidth(String(value), NUMBER_SIZE) + 2;
    over.push(rect(x - width / 2, y - NUMBER_SIZE / 2 - 1, width, NUMBER_SIZE + 2, { stroke: "none", fill: "paper" }));
    over.push(centredText(x, y, String(value), { size: NUMBER_SIZE, fill }));
  };
  const shapes: Shape[] = [
    path(`M ${-R} ${base} L ${-R} 0 A ${R} ${R} 0 0 1 ${R} 0 L ${R} ${base} Z`, { lineWidth: 1.2, stroke: "soft" }),
    // The 0 line through the centre, and the inner arc that separates the scales from the window.
    line(-R, 0, R, 0, { lineWidth: 0.6, stroke: "soft" }),
    path(`M ${-(R - 50)} 0 A ${R - 50} ${R - 50} 0 0 1 ${R - 50} 0`, { lineWidth: 0.6, stroke: "soft" }),
    // The centre mark: a short cross on the vertex.
    line(0, -6, 0, base, { lineWidth: 0.8, stroke: "soft" }),
  ];
  for (let degree = 0; degree <= 180; degree += 1) {
    const length = degree % 10 === 0 ? 13 : degree % 5 === 0 ? 9 : 5;
    const [x1, y1] = polar(R, degree);
    const [x2, y2] = polar(R - length, degree);
    shapes.push(line(x1, y1, x2, y2, { lineWidth: degree % 5 === 0 ? 0.8 : 0.5 }));
    if (degree % 10 === 0) {
      // Outer scale: 0 on the left. Inner scale: 0 on the right. Numbers upright, centred on their radius.
      // 0 and 180 sit just above the 0 line, clear of the base ray drawn along it.
      const lift = degree === 0 || degree === 180 ? -7 : 0;
      const [ox, oy] = polar(R - 24, degree);
      number(ox, oy + lift, 180 - degree, "ink");
      const [ix, iy] = polar(R - 40, degree);
      number(ix, iy + lift, degree, "soft");
    }
  }
  return {
    under: shapes,
    over,
    extent: [
      [-R, 0],
      [R, base],
      [0, -R],
    ].map(([x, y]) => [r2(x!), r2(y!)] as const),
  };
}

/** The two readings where an arm `degrees` from the base ray crosses the scales. */
export function protractorReadings(degrees: number, baseRay: "right" | "left") {
  const direction = baseRay === "right" ? degrees : 180 - degrees;
  return { inner: direction, outer: 180 - direction };
}
