/**
 * The one catalogue schema for figures (docs/question-model.md "Figures", docs/decisions/0029): a
 * figure is data, discriminated by `type`, that the app draws. Authors state what the child must
 * see (a clock's time, the coins, a graph's bars) and the drawing is computed; the checks here make a
 * figure that would read wrong (a clock whose time does not exist, a bar above its scale, a point off
 * its number line) fail the build with a readable message.
 */
import { z } from "zod";
import { checkFigure } from "./checks.ts";
import { EXACT } from "./exact.ts";

const Label = z.string().trim().min(1, "must not be empty").max(40, "must be at most 40 characters");
/** An exact number: "3", "-2.5", "3/4", "1 1/2". */
const Exact = z.string().trim().regex(EXACT, 'must be an exact number such as "3", "2.5", "3/4" or "1 1/2"');
const Count = (max: number) => z.int().min(0).max(max);
const Whole = (min: number, max: number) => z.int().min(min).max(max);
/** A time on a 12-hour clock face: "7:30", "12:05". */
export const CLOCK_TIME = /^(1[0-2]|[1-9]):([0-5]\d)$/;

const Clock = z.strictObject({
  type: z.literal("clock"),
  time: z.string().trim().regex(CLOCK_TIME, 'must be a clock time from "1:00" to "12:59", such as "7:30"'),
  /** Minute numbers 5, 10 … 55 round the outside, for learning to read the minutes. */
  minuteNumbers: z.boolean().optional(),
});

export const US_MONEY = [
  "penny",
  "nickel",
  "dime",
  "quarter",
  "half-dollar",
  "dollar-coin",
  "1-dollar-bill",
  "5-dollar-bill",
  "10-dollar-bill",
  "20-dollar-bill",
] as const;

const Money = z.strictObject({
  type: z.literal("money"),
  /** US coins and bills, drawn in the order given (group like with like, largest first, for counting on). */
  items: z.array(z.enum(US_MONEY)).min(1).max(20),
  /**
   * What is written on coins: the value and the name (default), the name only, or nothing (to recognise
   * coins by size, colour and edge). Bills always show their value, as real ones do.
   */
  labels: z.enum(["both", "names", "none"]).optional(),
});

const Currency = z.strictObject({
  type: z.literal("currency"),
  /** The sign written with every value: "c" after (5c), or "€", "£", "$" before. */
  symbol: z.string().trim().min(1).max(3),
  symbolAfter: z.boolean().optional(),
  /** What the sign stands for in the text alternative: "cents", "euros", "units". */
  unitName: Label,
  items: z
    .array(z.strictObject({ kind: z.enum(["coin", "note"]), value: Exact }))
    .min(1)
    .max(20),
});

const NumberLine = z.strictObject({
  type: z.literal("number-line"),
  from: Exact,
  to: Exact,
  /** The distance between ticks. */
  step: Exact,
  /** Which ticks carry numbers: all, the two ends, none, or the listed values (each on a tick). */
  labels: z.union([z.enum(["all", "ends", "none"]), z.array(Exact).min(1)]).optional(),
  /** Fraction labels over the step's denominator (0/4, 1/4 … 4/4) instead of lowest terms (0, 1/4, 1/2 …). */
  sameDenominator: z.boolean().optional(),
  points: z
    .array(z.strictObject({ at: Exact, label: Label.optional() }))
    .max(8)
    .optional(),
  /** Points may fall between ticks (for estimating); without it every point must be on a tick. */
  pointsBetweenTicks: z.boolean().optional(),
  /** Hops drawn as arcs above the line, e.g. counting on. */
  jumps: z
    .array(z.strictObject({ from: Exact, to: Exact, label: Label.optional() }))
    .max(12)
    .optional(),
  /**
   * Inequalities: a circle at a value on a tick (filled when the value is `included`, open when not)
   * with a thick arrow along the line to the left or right, off its end.
   */
  rays: z
    .array(z.strictObject({ from: Exact, direction: z.enum(["left", "right"]), included: z.boolean() }))
    .min(1)
    .max(2)
    .optional(),
});

const FractionModel = z.strictObject({
  type: z.literal("fraction-model"),
  /**
   * A bar cut into equal parts, a circle cut into equal sectors, a set of separate objects, or a grid of
   * squares in rows of ten (a hundred grid: parts 100; tenths: parts 10).
   */
  model: z.enum(["bar", "circle", "set", "grid"]),
  /** Equal parts in each whole (for a set: objects in the set): up to 24, or up to 100 for a grid. */
  parts: Whole(1, 100),
  /** How many parts are shaded, across all wholes. */
  shaded: Count(300),
  /** Wholes drawn side by side, for fractions above 1 (bar and circle only). */
  wholes: Whole(1, 3).optional(),
});

const ArrayFigure = z.strictObject({
  type: z.literal("array"),
  rows: Whole(1, 12),
  columns: Whole(1, 12),
  /** Dots (default) or unit squares joined into a rectangle (for area by counting). */
  item: z.enum(["dot", "square"]).optional(),
});

const AreaModel = z.strictObject({
  type: z.literal("area-model"),
  /** The parts of one factor across the top, e.g. ["20", "3"] for 23. */
  top: z.array(Exact).min(1).max(4),
  /** The parts of the other factor down the side, e.g. ["4"]. */
  side: z.array(Exact).min(1).max(4),
  /** Write each partial product in its box (computed); without it the boxes are empty for the child. */
  showProducts: z.boolean().optional(),
});

const BaseTen = z.strictObject({
  type: z.literal("base-ten"),
  thousands: Count(9).optional(),
  /** Hundreds, tens and ones go up to 19 for regrouping ("15 hundreds", "13 tens"). */
  hundreds: Count(19).optional(),
  tens: Count(19).optional(),
  ones: Count(19).optional(),
});

const TenFrame = z.strictObject({
  type: z.literal("ten-frame"),
  /** Counters placed, filling each frame's top row first, then the bottom. */
  filled: Count(20),
  /** Frames drawn (default: as many as the counters need, at least 1). */
  frames: Whole(1, 2).optional(),
});

const Scale = z.strictObject({ max: z.number().positive(), step: z.number().positive() });
const DataRow = z.strictObject({ label: Label, value: z.number().min(0) });

const BarGraph = z.strictObject({
  type: z.literal("bar-graph"),
  title: Label,
  /** The axis under the categories ("Fruit") and the value axis ("Number of children"). */
  categoryAxis: Label,
  valueAxis: Label,
  scale: Scale,
  bars: z.array(DataRow).min(1).max(8),
  horizontal: z.boolean().optional(),
  /** Bars may end halfway between grid lines; without it every value is a multiple of the step. */
  halfSteps: z.boolean().optional(),
  /** Each bar's value printed at its end, so values need not sit on a grid line (read from the label). */
  valueLabels: z.boolean().optional(),
});

export const PICTOGRAPH_SYMBOLS = ["star", "circle", "square", "smiley", "heart", "apple"] as const;

const Pictograph = z.strictObject({
  type: z.literal("pictograph"),
  title: Label,
  /** One symbol stands for `each` things; the key says so. */
  key: z.strictObject({ symbol: z.enum(PICTOGRAPH_SYMBOLS), each: z.int().min(1).max(100) }),
  rows: z.array(DataRow).min(1).max(8),
  /** Rows may end with half a symbol (values that are odd multiples of half the key). */
  halfSymbols: z.boolean().optional(),
});

const TallyChart = z.strictObject({
  type: z.literal("tally-chart"),
  title: Label,
  /** Column headings; default "Item" and "Tally". */
  headings: z.tuple([Label, Label]).optional(),
  rows: z
    .array(z.strictObject({ label: Label, count: Count(50) }))
    .min(1)
    .max(8),
});

const LinePlot = z.strictObject({
  type: z.literal("line-plot"),
  title: Label,
  /** What the numbers measure ("Length of pencils (inches)"), written under the line. */
  axisLabel: Label,
  from: Exact,
  to: Exact,
  step: Exact,
  /** How many X marks stand above each value (each value on a tick). */
  marks: z
    .array(z.strictObject({ at: Exact, count: Whole(1, 12) }))
    .min(1)
    .max(20),
});

const Cell = z.string().trim().max(40, "must be at most 40 characters");

const DataTable = z.strictObject({
  type: z.literal("data-table"),
  title: Label.optional(),
  headings: z.array(Label).min(2).max(6),
  /** Each row's cells, one per heading ("" for an empty cell). */
  rows: z.array(z.array(Cell).min(2).max(6)).min(1).max(12),
});

/** A point in a shape's own units, x right, y up (as on graph paper). */
const Point = z.tuple([z.number(), z.number()]);

/**
 * A perpendicular height: a dashed segment from corner `from` at a right angle to side `to` (side i
 * runs from corner i to corner i+1; for a triangle, the side opposite the corner), with a right-angle
 * mark at its foot and an optional label ("4 cm", "h"). A foot beyond the side extends it, dotted.
 */
const Height = z.strictObject({
  from: z.int().min(0).max(11),
  to: z.int().min(0).max(11).optional(),
  label: z.string().trim().max(40).optional(),
});

const Polygon = z.strictObject({
  type: z.literal("polygon"),
  /** Corners in order, in any units (x right, y up); the figure is scaled to fit. Or `regular`. */
  vertices: z.array(Point).min(3).max(12).optional(),
  /** A regular polygon with this many sides, instead of `vertices`. */
  regular: Whole(3, 12).optional(),
  /** A label per side, side i from corner i to corner i+1 ("" for none): "5 cm", "?". */
  sideLabels: z.array(z.string().trim().max(40)).optional(),
  /** A letter per corner ("" for none). */
  vertexLabels: z.array(z.string().trim().max(3)).optional(),
  /** Corners (0-based) marked with a right-angle square. */
  rightAngles: z.array(z.int().min(0).max(11)).optional(),
  /** Tick marks on sides of equal length: a group number per side (0 for none). */
  equalSides: z.array(z.int().min(0).max(3)).optional(),
  height: Height.optional(),
});

const AnglesAtPoint = z.strictObject({
  type: z.literal("angles-at-point"),
  /**
   * The rays' directions from the shared vertex in degrees, anticlockwise from pointing right, in
   * increasing order. With `straightLine` they include 0 and 180 (the line) and lie on or above it.
   */
  rays: z.array(z.number().min(0).lt(360)).min(2).max(8),
  /**
   * A label per angle between neighbouring rays, in order ("35°", "x", "?", "" for none): around a
   * point one per ray (the last angle turns back to the first ray), on a straight line one fewer.
   */
  labels: z.array(z.string().trim().max(12)),
  straightLine: z.boolean().optional(),
});

const Angle = z.strictObject({
  type: z.literal("angle"),
  degrees: z.number(),
  /** Written inside the arc: "40°", "x", "?"; without it the arc is drawn unlabelled. */
  label: z.string().trim().max(12).optional(),
  /** Letters for the end of the first arm, the vertex, the end of the second arm: ["A", "B", "C"]. */
  pointLabels: z.tuple([z.string().max(3), z.string().max(3), z.string().max(3)]).optional(),
  /** Where the first arm (the base ray) points; "left" mirrors the angle, so it opens from the left. Default "right". */
  baseRay: z.enum(["right", "left"]).optional(),
  /**
   * A protractor laid on the angle: centred on the vertex with its 0 line along the base ray, ticks
   * every degree and both scales (inner 0 on the right, outer 0 on the left); degrees at most 180.
   */
  protractor: z.boolean().optional(),
});

const Triangle = z.strictObject({
  type: z.literal("triangle"),
  /** The three angles at the corners, in order (they must add up to 180); they set the shape. */
  angles: z.tuple([z.number(), z.number(), z.number()]).optional(),
  /** The three side lengths (side i from corner i to corner i+1); they set the shape when `angles` is absent. */
  sides: z.tuple([z.number().positive(), z.number().positive(), z.number().positive()]).optional(),
  angleLabels: z.tuple([z.string().max(12), z.string().max(12), z.string().max(12)]).optional(),
  sideLabels: z.tuple([z.string().max(40), z.string().max(40), z.string().max(40)]).optional(),
  vertexLabels: z.tuple([z.string().max(3), z.string().max(3), z.string().max(3)]).optional(),
  /** A perpendicular height from a corner to the opposite side (`to` is not given). */
  height: Height.omit({ to: true }).optional(),
});

const Circle = z.strictObject({
  type: z.literal("circle"),
  /**
   * A whole circle (default), a semicircle (its straight edge at the bottom), or a ring: an inner
   * circle inside an outer one, the path between them.
   */
  shape: z.enum(["circle", "semicircle", "ring"]).optional(),
  /** The segment drawn: a radius, a diameter, or none (in a ring: the inner circle's). */
  show: z.enum(["radius", "diameter", "none"]),
  /** Written along the segment: "5 cm", "r", "?". */
  label: z.string().trim().max(40).optional(),
  /** The centre's letter, e.g. "O". */
  centre: z.string().trim().max(3).optional(),
  /** A ring's inner and outer radii in any one unit (their ratio sets the drawing): [3, 4]. */
  radii: z.tuple([z.number().positive(), z.number().positive()]).optional(),
  /** Written across a ring's path: its width ("1 m"). */
  pathLabel: z.string().trim().max(40).optional(),
});

const Solid = z.strictObject({
  type: z.literal("solid"),
  shape: z.enum(["cube", "cuboid", "cylinder", "cone", "pyramid", "sphere"]),
  /**
   * Edge labels: a cuboid's length (front, along the bottom), height (front, right) and width (the
   * receding edge); a cube's `edge` on its front bottom edge.
   */
  edges: z
    .strictObject({
      length: Label.optional(),
      width: Label.optional(),
      height: Label.optional(),
      edge: Label.optional(),
    })
    .optional(),
});

const Axis = z.strictObject({
  from: z.int().min(-20).max(20),
  to: z.int().min(-20).max(20),
  /** Numbers written every `labelEvery` grid lines (default 1). */
  labelEvery: Whole(1, 10).optional(),
  label: Label.optional(),
});

const CoordinateGrid = z.strictObject({
  type: z.literal("coordinate-grid"),
  x: Axis,
  y: Axis,
  points: z
    .array(z.strictObject({ x: z.number(), y: z.number(), label: z.string().trim().max(12).optional() }))
    .max(12)
    .optional(),
  /** Straight segments through the listed points in order; `closed` joins the last to the first. */
  lines: z
    .array(z.strictObject({ through: z.array(Point).min(2).max(12), closed: z.boolean().optional() }))
    .max(6)
    .optional(),
});

const Ruler = z.strictObject({
  type: z.literal("ruler"),
  unit: z.enum(["cm", "in"]),
  /** Whole units on the ruler, 1–15 cm or 1–12 in. */
  length: Whole(1, 15),
  /** Ticks per unit: 10 for cm (millimetres); 1, 2, 4 or 8 for inches. Default 10 (cm), 4 (in). */
  divisions: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(8), z.literal(10)]).optional(),
  /** A bar (the object measured) lying along the ruler from `from` to `to`, on ticks. */
  object: z.strictObject({ from: Exact, to: Exact, label: Label.optional() }).optional(),
});

const Thermometer = z.strictObject({
  type: z.literal("thermometer"),
  unit: z.enum(["°C", "°F"]),
  from: z.int().min(-60).max(200),
  to: z.int().min(-60).max(220),
  /** Numbers every `labelStep` degrees, ticks every `tickStep` (default: labelStep). */
  labelStep: Whole(1, 50),
  tickStep: Whole(1, 50).optional(),
  /** The temperature shown, on a tick. */
  reading: z.number(),
});

const Jug = z.strictObject({
  type: z.literal("measuring-jug"),
  unit: z.enum(["ml", "L", "cups", "fl oz"]),
  max: z.number().positive(),
  /** Numbers every `labelStep`, ticks every `tickStep` (default: labelStep). */
  labelStep: z.number().positive(),
  tickStep: z.number().positive().optional(),
  /** The liquid's level, on a tick (0 for empty). */
  level: z.number().min(0),
});

export const MAP_SYMBOLS = ["house", "tree", "school", "shop", "park", "lake", "hospital", "star", "flag", "bridge"] as const;

const MapFigure = z.strictObject({
  type: z.literal("map"),
  /** Columns lettered A, B, C … and rows numbered 1, 2, 3 … from the top. */
  columns: Whole(2, 10),
  rows: Whole(2, 10),
  places: z
    .array(
      z.strictObject({
        name: Label,
        symbol: z.enum(MAP_SYMBOLS),
        /** The square, column letter then row number: "B3". */
        at: z
          .string()
          .trim()
          .regex(/^[A-J]([1-9]|10)$/, 'must be a square such as "B3"'),
      }),
    )
    .min(1)
    .max(12),
  /** A river as a line through the middles of these squares, in order (a key entry "River"). */
  river: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-J]([1-9]|10)$/, 'must be a square such as "B3"'),
    )
    .min(2)
    .max(20)
    .optional(),
  compass: z.boolean().optional(),
  /** A scale bar as long as `squares` squares, labelled e.g. "1 km". */
  scale: z.strictObject({ squares: Whole(1, 5), label: Label }).optional(),
});

/** A position on a contour map, in map units from its top-left corner (x east, y south). */
const MapXy = z.tuple([z.number().min(0).max(14), z.number().min(0).max(10)]);

const ContourMap = z.strictObject({
  type: z.literal("contour-map"),
  /** The map's size in map units (drawn 34 points each). */
  width: z.number().min(3).max(14),
  height: z.number().min(3).max(10),
  /** The contour interval in metres: every line's height is a multiple of it. */
  interval: z.int().min(1).max(500),
  /** One or two hills, each ringed by closed contour lines (ellipses) from the outside in, rising by the interval. */
  hills: z
    .array(
      z.strictObject({
        centre: MapXy,
        rings: z
          .array(
            z.strictObject({
              height: z.int().min(0).max(9000),
              rx: z.number().positive(),
              ry: z.number().positive(),
              /** Moves this ring's centre, crowding the rings on one side (the steep side). */
              shift: z.tuple([z.number(), z.number()]).optional(),
            }),
          )
          .min(1)
          .max(8),
        /** A triangle at the top, inside the highest ring. */
        summit: z.boolean().optional(),
      }),
    )
    .max(2)
    .optional(),
  /** Open contour lines through the points, e.g. across a valley, bending into a V at a river. */
  lines: z
    .array(z.strictObject({ height: z.int().min(0).max(9000), through: z.array(MapXy).min(2).max(20) }))
    .max(8)
    .optional(),
  river: z.array(MapXy).min(2).max(20).optional(),
  /** Marked points; `on` says which contour line the point sits on (checked). */
  points: z
    .array(z.strictObject({ label: Label, at: MapXy, on: z.int().min(0).max(9000).optional() }))
    .max(6)
    .optional(),
  compass: z.boolean().optional(),
  /** A scale bar `units` map units long, labelled e.g. "1 km". */
  scale: z.strictObject({ units: z.number().positive().max(14), label: Label }).optional(),
});

/** Every figure type, validated by shape and then by meaning (`checks.ts`). */
export const FigureSchema = z
  .discriminatedUnion("type", [
    Clock,
    Money,
    Currency,
    NumberLine,
    FractionModel,
    ArrayFigure,
    AreaModel,
    BaseTen,
    TenFrame,
    BarGraph,
    Pictograph,
    TallyChart,
    LinePlot,
    DataTable,
    Polygon,
    Angle,
    AnglesAtPoint,
    Triangle,
    Circle,
    Solid,
    CoordinateGrid,
    Ruler,
    Thermometer,
    Jug,
    MapFigure,
    ContourMap,
  ])
  .superRefine(
    (figure, ctx) => {
      for (const problem of checkFigure(figure)) ctx.addIssue({ code: "custom", message: problem });
    },
    // The meaning is read only from data of the right shape: a malformed number has already been reported.
    { when: (payload) => payload.issues.length === 0 },
  );

export type Figure = z.infer<typeof FigureSchema>;
export type FigureType = Figure["type"];
export type FigureOf<T extends FigureType> = Extract<Figure, { type: T }>;
