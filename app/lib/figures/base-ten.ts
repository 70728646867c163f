/**
 * Base-ten blocks: thousand cubes, hundred flats, ten rods and unit cubes, grouped biggest first and
 * wrapping like words, so a child counts 3 hundreds, 4 tens and 2 ones as they would on a desk.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { flow, line, polygonPath, rect, translate, type Box } from "./kit.ts";
import type { FigureOf } from "./schema.ts";

const U = 8;

function unit(): Box {
  return { width: U, height: U, shapes: [rect(0, 0, U, U, { fill: "shade", lineWidth: 1 })] };
}

function rod(): Box {
  const shapes: Shape[] = [rect(0, 0, U, 10 * U, { fill: "shade", lineWidth: 1.2 })];
  for (let index = 1; index < 10; index++) shapes.push(line(0, index * U, U, index * U, { lineWidth: 0.6 }));
  return { width: U, height: 10 * U, shapes };
}

function flat(): Box {
  const size = 10 * U;
  const shapes: Shape[] = [rect(0, 0, size, size, { fill: "shade", lineWidth: 1.2 })];
  for (let index = 1; index < 10; index++) {
    shapes.push(line(0, index * U, size, index * U, { lineWidth: 0.6 }), line(index * U, 0, index * U, size, { lineWidth: 0.6 }));
  }
  return { width: size, height: size, shapes };
}

function cube(): Box {
  const size = 10 * U;
  const depth = 4 * U;
  const front = flat().shapes;
  const shapes: Shape[] = [];
  // The front face, moved down by the depth; the top and the right side drawn as parallelograms.
  for (const shape of front) {
    if (shape.kind === "rect") shapes.push({ ...shape, y: shape.y + depth });
    else if (shape.kind === "line") shapes.push({ ...shape, y1: shape.y1 + depth, y2: shape.y2 + depth });
  }
  shapes.push(
    polygonPath(
      [
        [0, depth],
        [depth, 0],
        [depth + size, 0],
        [size, depth],
      ],
      { fill: "shade", lineWidth: 1.2 },
    ),
    polygonPath(
      [
        [size, depth],
        [depth + size, 0],
        [depth + size, size],
        [size, size + depth],
      ],
      { fill: "shade", lineWidth: 1.2 },
    ),
  );
  for (let index = 1; index < 10; index++) {
    shapes.push(line(index * U, depth, index * U + depth, 0, { lineWidth: 0.6 }));
    shapes.push(line(size, depth + index * U, size + depth, index * U, { lineWidth: 0.6 }));
  }
  return { width: size + depth, height: size + depth, shapes };
}

export function drawBaseTen(figure: FigureOf<"base-ten">): Drawing {
  const boxes: (Box & { groupStart?: boolean })[] = [];
  const add = (count: number, make: () => Box) => {
    for (let index = 0; index < count; index++) boxes.push({ ...make(), groupStart: index === 0 && boxes.length > 0 });
  };
  add(figure.thousands ?? 0, cube);
  add(figure.hundreds ?? 0, flat);
  add(figure.tens ?? 0, rod);
  // Ones stand in columns of five, so six ones read as five and one more.
  const ones = figure.ones ?? 0;
  for (let column = 0; column * 5 < ones; column++) {
    const inColumn = Math.min(5, ones - column * 5);
    const shapes: Shape[] = [];
    for (let index = 0; index < inColumn; index++) shapes.push(...translate(unit().shapes, 0, index * (U + 3)));
    boxes.push({ width: U, height: inColumn * (U + 3) - 3, shapes, groupStart: column === 0 && boxes.length > 0 });
  }
  const laid = flow(boxes, 360, 5, 18, "bottom");
  return { width: Math.ceil(laid.width) + 4, height: Math.ceil(laid.height) + 4, shapes: translate(laid.shapes, 2, 2) };
}

export function baseTenAlt(figure: FigureOf<"base-ten">) {
  const parts: string[] = [];
  const say = (count: number | undefined, one: string, many: string) => {
    if (count) parts.push(`${count} ${count === 1 ? one : many}`);
  };
  say(figure.thousands, "thousand cube", "thousand cubes");
  say(figure.hundreds, "hundred flat", "hundred flats");
  say(figure.tens, "ten rod", "ten rods");
  say(figure.ones, "one cube", "one cubes");
  const list = parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `Base-ten blocks: ${list}.`;
}
