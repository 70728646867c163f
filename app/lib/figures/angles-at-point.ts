/**
 * Angles that share a vertex: rays from one point (or a straight line with rays above it), each
 * angle between neighbouring rays marked with an arc (a square for a right angle) and its label in
 * the middle of the angle, for "angles on a straight line add up to 180°, around a point to 360°".
 */
import type { Drawing, Shape } from "./drawing.ts";
import { centredText, circle, line, path, r2, textWidth, LABEL } from "./kit.ts";
import { joinList } from "./money.ts";
import type { FigureOf } from "./schema.ts";
import { bounded } from "./shapes.ts";

const ARM = 110;

/** A direction in degrees (anticlockwise from right) as a unit vector with y down. */
function direction(degrees: number): readonly [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [Math.cos(radians), -Math.sin(radians)];
}

/** The angles between neighbouring rays, each with its start direction and size, in order. */
export function anglesOf(figure: FigureOf<"angles-at-point">) {
  const { rays } = figure;
  const angles = rays.map((start, index) => ({
    start,
    size: (index + 1 < rays.length ? rays[index + 1]! : rays[0]! + 360) - start,
  }));
  return figure.straightLine ? angles.slice(0, -1) : angles;
}

export function drawAnglesAtPoint(figure: FigureOf<"angles-at-point">): Drawing {
  const shapes: Shape[] = [];
  for (const ray of figure.rays) {
    const [dx, dy] = direction(ray);
    shapes.push(line(0, 0, dx * ARM, dy * ARM, { lineWidth: 1.8 }));
  }
  anglesOf(figure).forEach(({ start, size }, index) => {
    const label = figure.labels[index];
    const middle = direction(start + size / 2);
    // Narrow angles get a wider arc, so the label has room between the rays.
    const radius = size < 40 ? 44 : 28;
    if (Math.abs(size - 90) < 1e-9) {
      const [a, b] = [direction(start), direction(start + size)];
      const s = 12;
      shapes.push(
        path(
          `M ${r2(a[0] * s)} ${r2(a[1] * s)} L ${r2((a[0] + b[0]) * s)} ${r2((a[1] + b[1]) * s)} L ${r2(b[0] * s)} ${r2(b[1] * s)}`,
          { lineWidth: 1 },
        ),
      );
    } else {
      const [a, b] = [direction(start), direction(start + size)];
      shapes.push(
        path(
          `M ${r2(a[0] * radius)} ${r2(a[1] * radius)} A ${radius} ${radius} 0 ${size > 180 ? 1 : 0} 0 ${r2(b[0] * radius)} ${r2(b[1] * radius)}`,
          { lineWidth: 1.1 },
        ),
      );
    }
    if (label) {
      const away = radius + 6 + textWidth(label, LABEL) / 2;
      shapes.push(centredText(middle[0] * away, middle[1] * away, label, { size: LABEL + 1, weight: "bold" }));
    }
  });
  shapes.push(circle(0, 0, 2.5, { fill: "ink" }));
  return bounded(shapes);
}

/** A label as heard: "?" is the unknown the child finds. */
function spoken(label: string) {
  return label === "?" ? "a question mark" : label;
}

export function anglesAtPointAlt(figure: FigureOf<"angles-at-point">) {
  const angles = anglesOf(figure);
  const where = figure.straightLine
    ? `A straight line with ${figure.rays.length - 2 === 1 ? "a ray" : `${figure.rays.length - 2} rays`} from one point on it, making ${angles.length} angles`
    : `${figure.rays.length} rays from one point, making ${angles.length} angles around it`;
  const labelled = figure.labels.flatMap((label) => (label ? [spoken(label)] : []));
  const said = labelled.length ? ` Going anticlockwise, the angles are labelled ${joinList(labelled)}.` : "";
  const unlabelled = angles.length - labelled.length;
  const rest = unlabelled > 0 ? ` ${unlabelled === 1 ? "One angle is" : `${unlabelled} angles are`} not labelled.` : "";
  const rights = angles.filter((angle) => Math.abs(angle.size - 90) < 1e-9).length;
  const square = rights ? ` ${rights === 1 ? "One angle is" : `${rights} angles are`} marked as a right angle.` : "";
  return `${where}.${said}${rest}${square}`;
}
