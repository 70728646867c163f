/**
 * The coordinate plane, first quadrant (grade 5): reading a point's coordinates from a grid, finding
 * the point at given coordinates (with its swapped twin nearby, the classic mix-up), distances
 * between points on one grid line, moving from a point, and walking between places on a town map.
 * Support uses a 0–8 grid with no points on the axes; core 0–10 with points on the axes; challenge
 * a 0–16 grid numbered every 2 and map walks that turn a corner. Every grid is drawn from the same
 * numbers as the answers.
 */
import type { FigureOf } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { promptSize } from "./numbers-5-6";
import { blanksItem, block, type Item } from "./practice";

type Point = readonly [number, number];
type Grid = FigureOf<"coordinate-grid">;

const SIZE: Record<Level, number> = { support: 8, core: 10, challenge: 16 };
const LETTERS = ["A", "B", "C", "D", "E", "F"] as const;
const PLACES = ["Home", "School", "Park", "Library", "Pool", "Shop", "Museum", "Zoo", "Farm", "Station"] as const;

function grid(level: Level, points: { x: number; y: number; label: string }[], labels?: [string, string]): Grid {
  const max = SIZE[level];
  const every = level === "challenge" ? { labelEvery: 2 } : {};
  return {
    type: "coordinate-grid",
    x: { from: 0, to: max, ...every, ...(labels ? { label: labels[0] } : {}) },
    y: { from: 0, to: max, ...every, ...(labels ? { label: labels[1] } : {}) },
    points,
  };
}

function build(level: Level, random: Random) {
  const max = SIZE[level];
  const low = level === "support" ? 1 : 0;
  const coordinate = () => random.int(low, max);
  const point = (): Point => [coordinate(), coordinate()];
  const key = ([x, y]: Point) => `${x},${y}`;
  const seen = new Set<string>();
  const shortest = level === "challenge" ? 2 : 1;

  /** `count` distinct points, after any that must be on the grid. */
  const points = (count: number, first: Point[] = []) => {
    const taken = new Set(first.map(key));
    return [...first, ...random.distinct(count - first.length, point, key, taken)];
  };
  const labelled = (list: readonly Point[]) => list.map(([x, y], i) => ({ x, y, label: LETTERS[i] }));

  // Question 1: read the coordinates of four of six labelled points.
  const readGrid = labelled(points(6));
  const read = random.shuffle(readGrid).slice(0, 4);
  const q1 = {
    question: "Use the grid. Write the coordinates of each point as (x, y).",
    figure: grid(level, readGrid),
    parts: read
      .sort((a, b) => a.x + a.y - (b.x + b.y))
      .map((p) => blanksItem(`What are the coordinates of point ${p.label}?`, "(___, ___)", [p.x, p.y], 0).unit),
  };

  // Question 2: name the point at given coordinates; the first asked has its swapped twin on the grid.
  const asked = random.distinct(3, point, key, new Set());
  const [ax, ay] = asked[0];
  const twin: Point[] = ax !== ay && !asked.some((p) => key(p) === key([ay, ax])) ? [[ay, ax]] : [];
  const findGrid = labelled(random.shuffle(points(6, [...asked, ...twin])));
  const q2 = {
    question: "Use the grid. Which point is at each pair of coordinates?",
    figure: grid(level, findGrid),
    parts: [...asked]
      .sort((a, b) => a[0] + a[1] - (b[0] + b[1]))
      .map(([x, y]) => ({
        type: "choice" as const,
        question: `Which point is at (${x}, ${y})?`,
        options: [...LETTERS],
        correct: [findGrid.findIndex((p) => p.x === x && p.y === y)],
      })),
  };

  // Question 3: three pairs of points on one grid line each; how far apart is each pair?
  const pair = (): [Point, Point] => {
    const fixed = random.int(low, max);
    const start = random.int(low, max - shortest);
    const end = random.int(start + shortest, max);
    return random.int(0, 1) === 0
      ? [
          [start, fixed],
          [end, fixed],
        ]
      : [
          [fixed, start],
          [fixed, end],
        ];
  };
  const pairs = random.distinct(3, pair, ([p, q]) => `${key(p)} ${key(q)}`);
  const ends = pairs.flat().filter((p, i, all) => all.findIndex((q) => key(q) === key(p)) === i);
  const apartGrid = labelled(random.shuffle(points(6, ends)));
  const nameOf = ([x, y]: Point) => apartGrid.find((p) => p.x === x && p.y === y)!.label;
  const q3 = {
    question: "Use the grid. How many units apart are the two points?",
    figure: grid(level, apartGrid),
    parts: pairs
      .map(([p, q]) => ({ names: [nameOf(p), nameOf(q)].sort(), gap: Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) }))
      .sort((a, b) => a.gap - b.gap)
      .map(({ names, gap }) => ({
        type: "number" as const,
        question: `How many units apart are points ${names[0]} and ${names[1]}?`,
        value: String(gap),
      })),
  };

  // Question 4: start at a point and move; where do you end? The start is drawn so the end stays on the grid.
  const move = (): Item => {
    const steps = () => random.int(shortest, level === "challenge" ? 9 : 5);
    const sign = () => (level === "support" || random.int(0, 1) === 0 ? 1 : -1);
    const [h, v] = [steps() * sign(), steps() * sign()];
    const [x, y] = [
      random.int(low - Math.min(0, h), max - Math.max(0, h)),
      random.int(low - Math.min(0, v), max - Math.max(0, v)),
    ];
    const prompt = `Start at (${x}, ${y}). Move ${Math.abs(h)} units ${h > 0 ? "right" : "left"} and ${Math.abs(v)} units ${v > 0 ? "up" : "down"}. Where do you end?`;
    return blanksItem(prompt, "(___, ___)", [x + h, y + v], promptSize(prompt));
  };

  // Question 5: two places on a town map; how many blocks is the walk along the streets?
  const walk = (): Item => {
    const [from, to] = random.shuffle(PLACES).slice(0, 2);
    const a = point();
    let b = point();
    if (level === "challenge") {
      // A corner to turn: neither coordinate shared.
      if (b[0] === a[0]) b = [a[0] === max ? low : a[0] + 1, b[1]];
      if (b[1] === a[1]) b = [b[0], a[1] === max ? low : a[1] + 1];
    } else b = random.int(0, 1) === 0 ? [b[0], a[1]] : [a[0], b[1]];
    if (key(a) === key(b)) b = [a[0] === max ? low : a[0] + 1, a[1]];
    const blocks = Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
    return {
      unit: {
        type: "number",
        question:
          level === "challenge"
            ? `How many blocks is the shortest walk from the ${from} to the ${to}?`
            : `How many blocks is it from the ${from} to the ${to}?`,
        value: String(blocks),
        unit: "blocks",
        figure: grid(
          level,
          [
            { x: a[0], y: a[1], label: from },
            { x: b[0], y: b[1], label: to },
          ],
          ["blocks east", "blocks north"],
        ),
      },
      size: blocks,
      key: `${from} ${to} ${key(a)} ${key(b)}`,
    };
  };

  return {
    example: {
      question: "On a grid, point P is at (4, 6). What do the two numbers tell you?",
      answer: [
        "Start at the origin, (0, 0), where the two axes meet.",
        "The first number is x: go 4 units right along the x-axis.",
        "The second number is y: from there go 6 units up.",
        "So P is 4 units right of the origin and 6 units up. (6, 4) is a different point: 6 right, 4 up.",
      ].join("\n"),
    },
    questions: [
      q1,
      q2,
      q3,
      block(random, "Follow the moves on a grid. Write the point where you end as (x, y).", 3, move, seen),
      block(random, "Use each town map. Each grid unit is 1 block, and the streets run along the grid lines.", 3, walk, seen),
    ],
  };
}

export const coordinatePlaneFirstQuadrant: Generator = {
  slug: "coordinate-plane-first-quadrant",
  title: "Graphing Points on the Coordinate Plane",
  description:
    "Fresh practice reading and finding points on a first-quadrant grid, distances along grid lines, moving from a point, and walks on a town map. For grade 5.",
  category: "Geometry",
  grades: { from: 5, to: 5 },
  standards: [
    {
      code: "5.G.A.1",
      why: "Questions 1, 2 and 4 read, find and move points by their ordered pairs: x along the first axis, y up the second.",
    },
    {
      code: "5.G.A.2",
      why: "Questions 3 and 5 use points plotted in the first quadrant to find distances, including walks between places on a town map.",
    },
  ],
  build,
};
