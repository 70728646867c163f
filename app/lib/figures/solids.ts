/**
 * Solid shapes for "flat and solid shapes": cube, cuboid, cylinder, cone, square pyramid and sphere,
 * drawn in a simple oblique view with hidden edges dashed, as workbooks draw them.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { centredText, LABEL, line, path, polygonPath, text } from "./kit.ts";
import type { FigureOf } from "./schema.ts";
import { bounded } from "./shapes.ts";

type Point = readonly [number, number];
const HIDDEN = { stroke: "soft", dash: [4, 3] } as const;
const EDGE = { lineWidth: 1.6 } as const;

function edges(pairs: readonly (readonly [Point, Point])[], hidden = false): Shape[] {
  return pairs.map(([[x1, y1], [x2, y2]]) => line(x1, y1, x2, y2, hidden ? HIDDEN : EDGE));
}

interface EdgeLabels {
  /** Under the front bottom edge. */
  length?: string;
  /** Beside the front left edge. */
  height?: string;
  /** Beside the receding bottom right edge. */
  width?: string;
}

/**
 * A box: front face w × h at (x, y + d), the back face moved up and right by the depth d; with edge
 * labels, resized to hold them.
 */
function box(width: number, height: number, depth: number, labels: EdgeLabels = {}): Drawing {
  const x = 6;
  const y = 6;
  const front: Point[] = [
    [x, y + depth],
    [x + width, y + depth],
    [x + width, y + depth + height],
    [x, y + depth + height],
  ];
  const back = front.map(([px, py]) => [px + depth, py - depth] as const);
  const shapes: Shape[] = [
    ...edges(
      [
        [back[3]!, back[0]!],
        [back[3]!, back[2]!],
        [back[3]!, front[3]!],
      ],
      true,
    ),
    polygonPath(front, EDGE),
    ...edges([
      [front[0]!, back[0]!],
      [front[1]!, back[1]!],
      [front[2]!, back[2]!],
      [back[0]!, back[1]!],
      [back[1]!, back[2]!],
    ]),
  ];
  if (!labels.length && !labels.height && !labels.width)
    return { width: width + depth + 12, height: height + depth + 12, shapes };
  if (labels.length)
    shapes.push(centredText(x + width / 2, y + depth + height + 13, labels.length, { size: LABEL + 1, weight: "bold" }));
  if (labels.height)
    shapes.push(text(x - 6, y + depth + height / 2 + 4, labels.height, { size: LABEL + 1, anchor: "end", weight: "bold" }));
  if (labels.width)
    shapes.push(
      text(x + width + depth / 2 + 8, y + depth / 2 + height + 8, labels.width, {
        size: LABEL + 1,
        anchor: "start",
        weight: "bold",
      }),
    );
  return bounded(shapes);
}

function ellipse(cx: number, cy: number, rx: number, ry: number, half: "front" | "back" | "whole") {
  const left = `${cx - rx} ${cy}`;
  const right = `${cx + rx} ${cy}`;
  if (half === "whole") return path(`M ${left} A ${rx} ${ry} 0 1 0 ${right} A ${rx} ${ry} 0 1 0 ${left} Z`, EDGE);
  // The front half bulges downwards (towards the viewer), the back half upwards.
  return path(`M ${left} A ${rx} ${ry} 0 0 ${half === "front" ? 0 : 1} ${right}`, half === "front" ? EDGE : HIDDEN);
}

export function drawSolid(figure: FigureOf<"solid">): Drawing {
  switch (figure.shape) {
    case "cube":
      return box(90, 90, 36, { length: figure.edges?.edge });
    case "cuboid":
      return box(140, 70, 36, figure.edges ?? {});
    case "cylinder": {
      const [cx, rx, ry, top, bottom] = [56, 50, 14, 20, 130];
      return {
        width: 112,
        height: 150,
        shapes: [
          ellipse(cx, top, rx, ry, "whole"),
          line(cx - rx, top, cx - rx, bottom, EDGE),
          line(cx + rx, top, cx + rx, bottom, EDGE),
          ellipse(cx, bottom, rx, ry, "front"),
          ellipse(cx, bottom, rx, ry, "back"),
        ],
      };
    }
    case "cone": {
      const [cx, rx, ry, apex, base] = [56, 50, 14, 6, 126];
      return {
        width: 112,
        height: 146,
        shapes: [
          line(cx, apex, cx - rx, base, EDGE),
          line(cx, apex, cx + rx, base, EDGE),
          ellipse(cx, base, rx, ry, "front"),
          ellipse(cx, base, rx, ry, "back"),
        ],
      };
    }
    case "pyramid": {
      const apex: Point = [76, 6];
      const base: Point[] = [
        [6, 120],
        [106, 120],
        [146, 92],
        [46, 92],
      ];
      return {
        width: 152,
        height: 126,
        shapes: [
          ...edges(
            [
              [base[3]!, base[0]!],
              [base[3]!, base[2]!],
              [base[3]!, apex],
            ],
            true,
          ),
          ...edges([
            [base[0]!, base[1]!],
            [base[1]!, base[2]!],
            [apex, base[0]!],
            [apex, base[1]!],
            [apex, base[2]!],
          ]),
        ],
      };
    }
    case "sphere":
      return {
        width: 112,
        height: 112,
        shapes: [ellipse(56, 56, 50, 50, "whole"), ellipse(56, 56, 50, 14, "front"), ellipse(56, 56, 50, 14, "back")],
      };
  }
}

const NAMES: Record<FigureOf<"solid">["shape"], string> = {
  cube: "a cube",
  cuboid: "a cuboid (a rectangular box)",
  cylinder: "a cylinder",
  cone: "a cone",
  pyramid: "a square-based pyramid",
  sphere: "a sphere",
};

export function solidAlt(figure: FigureOf<"solid">) {
  const { length, width, height, edge } = figure.edges ?? {};
  if (edge) return `A drawing of ${NAMES[figure.shape]}; its front bottom edge is labelled ${edge}.`;
  const said = [length && `its length ${length}`, width && `its width ${width}`, height && `its height ${height}`].filter(
    Boolean,
  );
  if (said.length === 0) return `A drawing of ${NAMES[figure.shape]}.`;
  const list = said.length === 1 ? said[0] : `${said.slice(0, -1).join(", ")} and ${said.at(-1)}`;
  return `A drawing of ${NAMES[figure.shape]}, labelled: ${list}.`;
}
