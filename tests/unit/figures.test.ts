import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { FigureSvg } from "~/components/figure-svg";
import { drawFigure, figureAlt } from "~/lib/figures/figure";
import { FigureSchema, type Figure } from "~/lib/figures/schema";
import { QuestionSchema } from "~/lib/questions/model";
import worksheets from "../../catalogue/worksheets.json";
import { FIGURE_SAMPLES } from "../support/figure-samples";

/** The catalogue's worksheets, read loosely: only titles and question figures are used here. */
function worksheetItems() {
  return worksheets as unknown as { title: string; questions: { figure?: unknown }[] }[];
}

/** The problems the schema reports for a figure, or [] when it is accepted. */
function problems(figure: unknown) {
  const result = FigureSchema.safeParse(figure);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function sample<T extends Figure["type"]>(type: T, index = 0) {
  return FIGURE_SAMPLES.filter((figure) => figure.type === type)[index] as Extract<Figure, { type: T }>;
}

/** What the SVG holds, as a reader of the markup would count it: elements by name, and the words drawn. */
function structure(figure: Figure) {
  const markup = renderToStaticMarkup(createElement(FigureSvg, { figure }));
  const elements: Record<string, number> = {};
  for (const [, name] of markup.matchAll(/<([a-z]+)[\s>/]/g)) elements[name!] = (elements[name!] ?? 0) + 1;
  const texts = [...markup.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, content]) => content);
  return { elements, texts, alt: figureAlt(figure) };
}

describe("figure schema", () => {
  test("accepts one sample of every type", () => {
    const types = new Set(FIGURE_SAMPLES.map((figure) => figure.type));
    expect(types.size).toBe(26);
    for (const figure of FIGURE_SAMPLES) expect(problems(figure), figure.type).toEqual([]);
  });

  test("rejects a clock time that no clock shows", () => {
    expect(problems({ type: "clock", time: "13:30" })).toEqual(['must be a clock time from "1:00" to "12:59", such as "7:30"']);
    expect(problems({ type: "clock", time: "7:60" })).toHaveLength(1);
    expect(problems({ type: "clock", time: "0:15" })).toHaveLength(1);
  });

  test("rejects a bar graph whose bars exceed the scale or fall between its steps", () => {
    const graph = sample("bar-graph");
    expect(problems({ ...graph, bars: [{ label: "apples", value: 12 }] })).toEqual([
      'bar "apples" is 12, above the scale\'s max 10',
    ]);
    expect(problems({ ...graph, bars: [{ label: "pears", value: 3 }] })[0]).toMatch(
      /cannot be read exactly on a scale in steps of 2/,
    );
    expect(problems({ ...graph, halfSteps: true, bars: [{ label: "pears", value: 3 }] })).toEqual([]);
    expect(problems({ ...graph, scale: { max: 9, step: 2 } })[0]).toBe("scale max 9 must be a multiple of its step 2");
    expect(problems({ ...graph, bars: [graph.bars[0], graph.bars[0]] })).toEqual(['two bars are labelled "apples"']);
  });

  test("rejects pictograph rows that are not whole symbols, and tallies that are not whole", () => {
    const pictograph = sample("pictograph");
    expect(problems({ ...pictograph, halfSymbols: false })[0]).toBe(
      'row "Cats" is 5, not a whole number of symbols worth 2; set halfSymbols to draw half a symbol',
    );
    expect(problems({ ...sample("tally-chart"), rows: [{ label: "Robin", count: -1 }] })).toHaveLength(1);
    expect(problems({ ...sample("tally-chart"), rows: [{ label: "Robin", count: 2.5 }] })).toHaveLength(1);
  });

  test("rejects number-line marks off the line or between its ticks", () => {
    const line = sample("number-line");
    expect(problems({ ...line, points: [{ at: "5/4" }] })).toEqual(["point 5/4 is not on the line (0 to 1)"]);
    expect(problems({ ...line, points: [{ at: "1/3" }] })).toEqual([
      "point 1/3 is between ticks; put it on a tick or set pointsBetweenTicks",
    ]);
    expect(problems({ ...line, points: [{ at: "1/3" }], pointsBetweenTicks: true })).toEqual([]);
    expect(problems({ ...line, labels: ["0", "0.3"] })).toEqual(["label 0.3 is not on a tick of the line"]);
    expect(problems({ ...line, to: "7/8" })).toEqual(['"to" (7/8) must be a whole number of steps (1/4) from "from" (0)']);
    expect(problems({ ...line, jumps: [{ from: "0", to: "3/8" }] })).toEqual(["jump end 3/8 is not on a tick of the line"]);
    expect(problems({ ...line, step: "three" })).toHaveLength(1);
  });

  test("rejects the other impossible figures with a message naming the problem", () => {
    expect(problems({ type: "fraction-model", model: "bar", parts: 4, shaded: 5 })).toEqual([
      "shaded (5) is more than the 4 parts drawn",
    ]);
    expect(problems({ type: "money", items: ["quarter", "two-dollar-bill"] })).toHaveLength(1);
    expect(problems({ ...sample("polygon"), sideLabels: ["6 cm", "4 cm"] })).toEqual([
      "sideLabels has 2 entries but the polygon has 4 sides",
    ]);
    expect(
      problems({
        type: "polygon",
        vertices: [
          [0, 0],
          [4, 0],
          [3, 3],
        ],
        rightAngles: [1],
      }),
    ).toEqual(["corner 1 is marked as a right angle but is not one"]);
    expect(problems({ type: "angle", degrees: 360 })).toEqual(["an angle must be between 0° and 360°, not 360°"]);
    expect(problems({ type: "angle", degrees: 40, label: "45°" })).toEqual(['label "45°" disagrees with the angle drawn (40°)']);
    expect(problems({ type: "angle", degrees: 200, protractor: true })).toEqual([
      "a protractor measures angles up to 180°, not 200°",
    ]);
    expect(problems({ type: "angle", degrees: 42.5, protractor: true })).toEqual([
      "an angle on a protractor is a whole number of degrees, not 42.5°",
    ]);
    expect(problems({ type: "angle", degrees: 180, protractor: true, baseRay: "left" })).toEqual([]);
    expect(problems({ type: "angle", degrees: 40, baseRay: "up" })).toHaveLength(1);
    expect(problems({ type: "triangle", angles: [60, 60, 70] })).toEqual(["the angles add up to 190°, not 180°"]);
    expect(problems({ type: "triangle", sides: [1, 2, 5] })[0]).toMatch(/cannot make a triangle/);
    expect(problems({ ...sample("coordinate-grid"), points: [{ x: 9, y: 1 }] })).toEqual(["point (9, 1) is outside the grid"]);
    expect(problems({ ...sample("ruler"), object: { from: "0", to: "11" } })).toEqual([
      "the object's end 11 is off the ruler (0 to 10 cm)",
    ]);
    expect(problems({ ...sample("ruler", 1), object: { from: "0", to: "2 1/8" } })).toEqual([
      "the object's end 2 1/8 is between the ruler's ticks (every 1/4 in)",
    ]);
    expect(problems({ ...sample("thermometer"), reading: 23 })).toEqual(["the reading 23 is between ticks (every 2)"]);
    expect(problems({ ...sample("thermometer"), reading: 50 })).toEqual(["the reading 50 is outside the scale (-10 to 40)"]);
    expect(problems({ ...sample("measuring-jug"), level: 1100 })).toEqual(["the level 1100 is outside the scale (0 to 1000)"]);
    expect(problems({ ...sample("map"), places: [{ name: "Pond", symbol: "lake", at: "F1" }] })).toEqual([
      "Pond at F1 is outside the map (A1 to E4)",
    ]);
    expect(problems({ ...sample("line-plot"), marks: [{ at: "3 1/8", count: 1 }] })).toEqual([
      "marks at 3 1/8 are not on a tick of the line",
    ]);
    expect(problems({ type: "ten-frame", filled: 12, frames: 1 })).toEqual(["12 counters do not fit in 1 frame(s)"]);
    expect(problems({ type: "fraction-model", model: "grid", parts: 25, shaded: 3 })).toEqual([
      "a grid is drawn in rows of ten: parts must be 10, 20 … 100, not 25",
    ]);
    expect(problems({ type: "fraction-model", model: "bar", parts: 30, shaded: 3 })).toEqual([
      "a bar model has at most 24 parts; use a grid for hundredths",
    ]);
    expect(problems({ ...sample("data-table"), rows: [["Friday"], ["Saturday", "95"]] })).toHaveLength(1);
  });
});

describe("figures on questions", () => {
  const clock = { type: "clock", time: "7:30" };
  const issues = (question: unknown) => {
    const result = QuestionSchema.safeParse(question);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  test("a clock must show the time its answer states", () => {
    expect(issues({ question: "What time is it?", answer: "7:30", figure: clock })).toEqual([]);
    expect(issues({ question: "What time is it?", answer: "It is 8:30.", figure: clock })).toEqual([
      'the clock shows 7:30 but the answer says "It is 8:30."',
    ]);
    const choice = { type: "choice", question: "What time is it?", options: ["7:30", "6:30"], figure: clock };
    expect(issues({ ...choice, correct: [0] })).toEqual([]);
    expect(issues({ ...choice, correct: [1] })).toEqual(['the clock shows 7:30 but the answer says "6:30"']);
    expect(issues({ question: "What time will it be 1 hour later?", answer: "8:30", figure: clock })).toEqual([]);
    expect(issues({ question: "What time is it?", answer: "Half past 7", figure: clock })).toEqual([]);
    expect(issues({ question: "What time is it?", answer: "Half past 8", figure: clock })).toEqual([
      'the clock shows 7:30 but the answer says "Half past 8"',
    ]);
    expect(
      issues({
        type: "choice",
        question: "What time is it?",
        options: ["quarter to 4", "4 o'clock"],
        correct: [0],
        figure: { type: "clock", time: "3:45" },
      }),
    ).toEqual([]);
    expect(
      issues({
        type: "choice",
        question: "What time is it?",
        options: ["quarter to 4", "4 o'clock"],
        correct: [1],
        figure: { type: "clock", time: "3:45" },
      }),
    ).toHaveLength(1);
  });

  test("option figures go one per option, and parts and examples carry figures", () => {
    const options = { type: "choice", question: "Which clock shows half past 7?", options: ["Clock A", "Clock B"], correct: [0] };
    expect(issues({ ...options, optionFigures: [clock, { type: "clock", time: "6:30" }] })).toEqual([]);
    expect(issues({ ...options, optionFigures: [clock] })).toEqual(["optionFigures has 1 entries for 2 options"]);
    expect(issues({ ...options, optionFigures: [clock, { type: "clock", time: "6:75" }] })).toHaveLength(1);
    expect(
      issues({
        question: "Use the graph.",
        figure: sample("bar-graph"),
        parts: [{ type: "number", question: "How many like apples?", value: "6", figure: clock }],
      }),
    ).toEqual([]);
  });
});

describe("figure drawings and text alternatives", () => {
  test("every sample draws inside its box, as an SVG image named by its alt text", () => {
    for (const figure of FIGURE_SAMPLES) {
      const drawing = drawFigure(figure);
      expect(drawing.width, figure.type).toBeGreaterThan(40);
      expect(drawing.width, figure.type).toBeLessThanOrEqual(400);
      for (const shape of drawing.shapes) {
        if (shape.kind === "text") {
          expect(shape.size, `${figure.type} "${shape.text}"`).toBeGreaterThanOrEqual(9);
          expect(shape.x, `${figure.type} "${shape.text}"`).toBeGreaterThanOrEqual(0);
          expect(shape.x, `${figure.type} "${shape.text}"`).toBeLessThanOrEqual(drawing.width);
          expect(shape.y, `${figure.type} "${shape.text}"`).toBeLessThanOrEqual(drawing.height);
          expect(shape.y - shape.size * 0.75, `${figure.type} "${shape.text}"`).toBeGreaterThanOrEqual(0);
        }
      }
      const markup = renderToStaticMarkup(createElement(FigureSvg, { figure }));
      const alt = figureAlt(figure).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
      expect(markup).toContain(`role="img"`);
      expect(markup).toContain(`aria-label="${alt}"`);
      expect(markup).toContain(`viewBox="0 0 ${drawing.width} ${drawing.height}"`);
      expect(markup).toMatch(/<title>[^<]+<\/title>/);
      expect(markup).not.toMatch(/<image|<script|href=/);
    }
  });

  test("scales write thousands with commas, and a point's label that only repeats its value is said once", () => {
    const line = {
      type: "number-line" as const,
      from: "5840",
      to: "5850",
      step: "1",
      labels: "ends" as const,
      points: [{ at: "5847", label: "5,847" }],
    };
    expect(figureAlt(line)).toBe(
      "A number line from 5,840 to 5,850 with a tick every 1; only the ends are numbered. A point is marked at 5,847.",
    );
    expect(structure(line).texts).toEqual(["5,840", "5,850", "5,847"]);
  });

  test("clock", () => {
    expect(structure(sample("clock"))).toMatchInlineSnapshot(`
      {
        "alt": "An analog clock showing half past 7 (7:30).",
        "elements": {
          "circle": 2,
          "line": 60,
          "path": 2,
          "svg": 1,
          "text": 12,
          "title": 1,
        },
        "texts": [
          "1",
          "2",
          "3",
          "4",
          "5",
          "6",
          "7",
          "8",
          "9",
          "10",
          "11",
          "12",
        ],
      }
    `);
    expect(figureAlt({ type: "clock", time: "12:00" })).toBe("An analog clock showing 12 o'clock (12:00).");
    expect(figureAlt({ type: "clock", time: "11:45" })).toBe("An analog clock showing quarter to 12 (11:45).");
    expect(figureAlt({ type: "clock", time: "12:45" })).toBe("An analog clock showing quarter to 1 (12:45).");
    expect(figureAlt({ type: "clock", time: "4:05" })).toBe("An analog clock showing 5 minutes past 4 (4:05).");
  });

  test("the clock's hands point where the time says", () => {
    // The minute hand's tip is the path's third point; at 3:00 it points straight up, the hour hand right.
    const drawing = drawFigure({ type: "clock", time: "3:00" });
    const centre = drawing.width / 2;
    const hands = drawing.shapes.filter((shape) => shape.kind === "path");
    const tip = (d: string) =>
      d
        .split(/ [LZ] ?/)[2]!
        .split(" ")
        .map(Number);
    const [hourX, hourY] = tip(hands[0]!.kind === "path" ? hands[0]!.d : "");
    const [minuteX, minuteY] = tip(hands[1]!.kind === "path" ? hands[1]!.d : "");
    expect(hourX).toBeGreaterThan(centre + 25);
    expect(Math.abs(hourY! - centre)).toBeLessThan(1);
    expect(Math.abs(minuteX! - centre)).toBeLessThan(1);
    expect(minuteY).toBeLessThan(centre - 35);
  });

  test("money", () => {
    expect(structure(sample("money"))).toMatchInlineSnapshot(`
      {
        "alt": "3 quarters, 2 dimes, 1 nickel and 1 penny.",
        "elements": {
          "circle": 14,
          "svg": 1,
          "text": 14,
          "title": 1,
        },
        "texts": [
          "25¢",
          "quarter",
          "25¢",
          "quarter",
          "25¢",
          "quarter",
          "10¢",
          "dime",
          "10¢",
          "dime",
          "5¢",
          "nickel",
          "1¢",
          "penny",
        ],
      }
    `);
    expect(structure(sample("money", 1))).toMatchInlineSnapshot(`
      {
        "alt": "1 five-dollar bill, 1 one-dollar bill, 1 half dollar and 1 dollar coin.",
        "elements": {
          "circle": 4,
          "path": 2,
          "rect": 4,
          "svg": 1,
          "text": 10,
          "title": 1,
        },
        "texts": [
          "$5",
          "5",
          "5",
          "$1",
          "1",
          "1",
          "50¢",
          "half dollar",
          "$1",
          "dollar coin",
        ],
      }
    `);
  });

  test("currency", () => {
    expect(structure(sample("currency"))).toMatchInlineSnapshot(`
      {
        "alt": "1 coin worth 50 cents, 1 coin worth 20 cents and 1 note worth 5 cents.",
        "elements": {
          "circle": 4,
          "path": 1,
          "rect": 2,
          "svg": 1,
          "text": 5,
          "title": 1,
        },
        "texts": [
          "50c",
          "20c",
          "5c",
          "5",
          "5",
        ],
      }
    `);
  });

  test("number-line", () => {
    expect(structure(sample("number-line"))).toMatchInlineSnapshot(`
      {
        "alt": "A number line from 0 to 1 with a tick every 1/4; every tick is numbered. Point A is marked at 3/4.",
        "elements": {
          "circle": 1,
          "line": 9,
          "path": 2,
          "svg": 1,
          "text": 9,
          "title": 1,
        },
        "texts": [
          "0",
          "1",
          "4",
          "1",
          "2",
          "3",
          "4",
          "1",
          "A",
        ],
      }
    `);
    expect(structure(sample("number-line", 1))).toMatchInlineSnapshot(`
      {
        "alt": "A number line from 0 to 10 with a tick every 1; every tick is numbered. A jump from 3 to 5 labelled +2. A jump from 5 to 8 labelled +3.",
        "elements": {
          "line": 12,
          "path": 6,
          "svg": 1,
          "text": 13,
          "title": 1,
        },
        "texts": [
          "0",
          "1",
          "2",
          "3",
          "4",
          "5",
          "6",
          "7",
          "8",
          "9",
          "10",
          "+2",
          "+3",
        ],
      }
    `);
    expect(structure(sample("number-line", 2))).toMatchInlineSnapshot(`
      {
        "alt": "A number line from minus 5 to 5 with a tick every 1; only the ends are numbered. A point is marked at minus 2.",
        "elements": {
          "circle": 1,
          "line": 12,
          "path": 2,
          "svg": 1,
          "text": 2,
          "title": 1,
        },
        "texts": [
          "−5",
          "5",
        ],
      }
    `);
    expect(structure(sample("number-line", 3))).toMatchInlineSnapshot(`
      {
        "alt": "A number line from 0/3 to 6/3 with a tick every 1/3; every tick is numbered.",
        "elements": {
          "line": 15,
          "path": 2,
          "svg": 1,
          "text": 14,
          "title": 1,
        },
        "texts": [
          "0",
          "3",
          "1",
          "3",
          "2",
          "3",
          "3",
          "3",
          "4",
          "3",
          "5",
          "3",
          "6",
          "3",
        ],
      }
    `);
  });

  test("fraction-model", () => {
    expect(structure(sample("fraction-model"))).toMatchInlineSnapshot(`
      {
        "alt": "A bar divided into 4 equal parts; 3 parts are shaded.",
        "elements": {
          "rect": 4,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
    expect(structure(sample("fraction-model", 1))).toMatchInlineSnapshot(`
      {
        "alt": "A circle divided into 6 equal parts; 2 parts are shaded.",
        "elements": {
          "circle": 1,
          "line": 6,
          "path": 2,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
    expect(structure(sample("fraction-model", 2))).toMatchInlineSnapshot(`
      {
        "alt": "2 circles, each divided into 4 equal parts; 5 parts are shaded in all.",
        "elements": {
          "circle": 2,
          "line": 8,
          "path": 5,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
    expect(structure(sample("fraction-model", 3))).toMatchInlineSnapshot(`
      {
        "alt": "A set of 8 circles; 3 of them are shaded.",
        "elements": {
          "circle": 8,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
  });

  test("array", () => {
    expect(structure(sample("array"))).toMatchInlineSnapshot(`
      {
        "alt": "An array of dots in 3 rows of 5.",
        "elements": {
          "circle": 15,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
    expect(structure(sample("array", 1))).toMatchInlineSnapshot(`
      {
        "alt": "An array of unit squares in 4 rows of 6.",
        "elements": {
          "rect": 25,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
  });

  test("area-model", () => {
    expect(structure(sample("area-model"))).toMatchInlineSnapshot(`
      {
        "alt": "An area model: a rectangle 20 + 3 across and 4 down, split into 2 boxes: 20 by 4 holds 80, 3 by 4 holds 12.",
        "elements": {
          "rect": 2,
          "svg": 1,
          "text": 5,
          "title": 1,
        },
        "texts": [
          "20",
          "3",
          "4",
          "80",
          "12",
        ],
      }
    `);
  });

  test("base-ten", () => {
    expect(structure(sample("base-ten"))).toMatchInlineSnapshot(`
      {
        "alt": "Base-ten blocks: 2 hundred flats, 4 ten rods and 7 one cubes.",
        "elements": {
          "line": 72,
          "rect": 13,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
    expect(structure(sample("base-ten", 1))).toMatchInlineSnapshot(`
      {
        "alt": "Base-ten blocks: 1 thousand cube, 1 hundred flat and 3 one cubes.",
        "elements": {
          "line": 54,
          "path": 2,
          "rect": 5,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
  });

  test("ten-frame", () => {
    expect(structure(sample("ten-frame"))).toMatchInlineSnapshot(`
      {
        "alt": "A ten frame with 7 counters.",
        "elements": {
          "circle": 7,
          "rect": 11,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
    expect(structure(sample("ten-frame", 1))).toMatchInlineSnapshot(`
      {
        "alt": "Two ten frames: the first has 10 counters, the second has 3.",
        "elements": {
          "circle": 13,
          "rect": 22,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
  });

  test("bar-graph", () => {
    expect(structure(sample("bar-graph"))).toMatchInlineSnapshot(`
      {
        "alt": "A bar graph titled "Favourite fruit". Fruit against Number of children, on a scale from 0 to 10 in steps of 2: apples 6, bananas 4, grapes 8, pears 2.",
        "elements": {
          "line": 7,
          "rect": 4,
          "svg": 1,
          "text": 13,
          "title": 1,
        },
        "texts": [
          "Favourite fruit",
          "Number of children",
          "0",
          "2",
          "4",
          "6",
          "8",
          "10",
          "apples",
          "bananas",
          "grapes",
          "pears",
          "Fruit",
        ],
      }
    `);
    expect(structure(sample("bar-graph", 1))).toMatchInlineSnapshot(`
      {
        "alt": "A horizontal bar graph titled "Books read". Month against Books, on a scale from 0 to 20 in steps of 5: May 15, June 20, July 5.",
        "elements": {
          "line": 6,
          "rect": 3,
          "svg": 1,
          "text": 11,
          "title": 1,
        },
        "texts": [
          "Books read",
          "Month",
          "0",
          "5",
          "10",
          "15",
          "20",
          "May",
          "June",
          "July",
          "Books",
        ],
      }
    `);
  });

  test("pictograph", () => {
    expect(structure(sample("pictograph"))).toMatchInlineSnapshot(`
      {
        "alt": "A pictograph titled "Pets in our class". Key: each smiley face stands for 2. Dogs 4 smiley faces, Cats 2 and a half smiley faces, Fish 1 smiley face.",
        "elements": {
          "circle": 17,
          "line": 1,
          "path": 18,
          "rect": 3,
          "svg": 1,
          "text": 6,
          "title": 1,
        },
        "texts": [
          "Pets in our class",
          "Dogs",
          "Cats",
          "Fish",
          "Key:",
          "= 2",
        ],
      }
    `);
  });

  test("tally-chart", () => {
    expect(structure(sample("tally-chart"))).toMatchInlineSnapshot(`
      {
        "alt": "A tally chart titled "Birds seen": Robin 7 tally marks, Sparrow 12 tally marks, Crow 3 tally marks.",
        "elements": {
          "line": 23,
          "rect": 4,
          "svg": 1,
          "text": 6,
          "title": 1,
        },
        "texts": [
          "Birds seen",
          "Bird",
          "Tally",
          "Robin",
          "Sparrow",
          "Crow",
        ],
      }
    `);
  });

  test("line-plot", () => {
    expect(structure(sample("line-plot"))).toMatchInlineSnapshot(`
      {
        "alt": "A line plot titled "Pencil lengths". Length (inches), from 3 to 5 in steps of 1/4: 2 Xs above 3 1/4, 4 Xs above 4 and 1 X above 4 1/2.",
        "elements": {
          "line": 30,
          "svg": 1,
          "text": 23,
          "title": 1,
        },
        "texts": [
          "Pencil lengths",
          "3",
          "1",
          "4",
          "3",
          "1",
          "2",
          "3",
          "3",
          "4",
          "3",
          "4",
          "1",
          "4",
          "4",
          "1",
          "2",
          "4",
          "3",
          "4",
          "4",
          "5",
          "Length (inches)",
        ],
      }
    `);
  });

  test("polygon", () => {
    expect(structure(sample("polygon"))).toMatchInlineSnapshot(`
      {
        "alt": "A quadrilateral. Sides labelled: the bottom side 6 cm and the right side 4 cm. 4 corners are marked as a right angle.",
        "elements": {
          "path": 5,
          "svg": 1,
          "text": 2,
          "title": 1,
        },
        "texts": [
          "6 cm",
          "4 cm",
        ],
      }
    `);
    expect(structure(sample("polygon", 1))).toMatchInlineSnapshot(`
      {
        "alt": "A regular hexagon. Sides labelled: the bottom side 5 in. Sides with the same tick marks are equal.",
        "elements": {
          "line": 6,
          "path": 1,
          "svg": 1,
          "text": 1,
          "title": 1,
        },
        "texts": [
          "5 in",
        ],
      }
    `);
  });

  test("angle", () => {
    expect(structure(sample("angle"))).toMatchInlineSnapshot(`
      {
        "alt": "An acute angle ABC of 40°, labelled 40°.",
        "elements": {
          "circle": 1,
          "line": 2,
          "path": 1,
          "svg": 1,
          "text": 4,
          "title": 1,
        },
        "texts": [
          "40°",
          "A",
          "C",
          "B",
        ],
      }
    `);
    expect(structure(sample("angle", 1))).toMatchInlineSnapshot(`
      {
        "alt": "An obtuse angle of 120°, labelled a question mark.",
        "elements": {
          "circle": 1,
          "line": 2,
          "path": 1,
          "svg": 1,
          "text": 1,
          "title": 1,
        },
        "texts": [
          "?",
        ],
      }
    `);
  });

  test("angle with a protractor: 181 ticks, both scales every 10°, the reading in the alt text", () => {
    const drawn = structure(sample("angle", 2));
    const scale = Array.from({ length: 19 }, (_, index) => String(index * 10));
    // 181 degree ticks, the 0 line, the centre mark and the two arms.
    expect(drawn.elements.line).toBe(181 + 2 + 2);
    // Every number 0–180 twice (outer and inner scale), then the three point letters.
    expect(drawn.texts.slice(0, 38).sort()).toEqual([...scale, ...scale].sort());
    expect(drawn.texts.slice(38)).toEqual(["A", "C", "B"]);
    expect(drawn.alt).toBe(
      "An acute angle ABC of 65°. A protractor is laid on it, centred on the vertex, with the base ray along its 0 line pointing right. " +
        "The other arm crosses 65 on the inner scale (0 on the right) and 115 on the outer scale (0 on the left).",
    );
    expect(figureAlt(sample("angle", 3))).toMatch(
      /pointing left\. The other arm crosses 50 on the inner scale .* and 130 on the outer scale/,
    );
  });

  test("the protractor's inner scale starts at the right and its outer scale at the left", () => {
    const numbers = drawFigure({ type: "angle", degrees: 90, protractor: true }).shapes.flatMap((shape) =>
      shape.kind === "text" ? [{ text: shape.text, x: shape.x, fill: shape.fill }] : [],
    );
    const at = (text: string, fill: string) => numbers.find((number) => number.text === text && number.fill === fill)!.x;
    // Inner (grey) 0 on the right, 180 on the left; outer (black) the other way round.
    expect(at("0", "soft")).toBeGreaterThan(at("180", "soft"));
    expect(at("0", "ink")).toBeLessThan(at("180", "ink"));
  });

  test("the protractor's numbers sit on paper patches over the arms, so an arm never strikes through a number", () => {
    const shapes = drawFigure({ type: "angle", degrees: 90, protractor: true }).shapes;
    const lastArm = shapes.findLastIndex((shape) => shape.kind === "line" && shape.lineWidth === 1.8);
    const numbers = shapes.flatMap((shape, index) => (shape.kind === "text" && /^\d+$/.test(shape.text) ? [index] : []));
    expect(numbers).toHaveLength(38);
    for (const index of numbers) {
      expect(index).toBeGreaterThan(lastArm);
      expect(shapes[index - 1]).toMatchObject({ kind: "rect", fill: "paper" });
    }
  });

  test("a base ray pointing left mirrors the angle, without a protractor too", () => {
    const right = drawFigure({ type: "angle", degrees: 40 });
    const left = drawFigure({ type: "angle", degrees: 40, baseRay: "left" });
    const arms = (drawing: ReturnType<typeof drawFigure>) =>
      drawing.shapes.flatMap((shape) => (shape.kind === "line" ? [[shape.x1, shape.x2]] : []));
    // The base ray runs from the vertex to the right in one and to the left in the other.
    const [baseRight] = arms(right);
    const [baseLeft] = arms(left);
    expect(baseRight![1]! > baseRight![0]!).toBe(true);
    expect(baseLeft![1]! < baseLeft![0]!).toBe(true);
    expect(left.width).toBe(right.width);
  });

  test("triangle", () => {
    expect(structure(sample("triangle"))).toMatchInlineSnapshot(`
      {
        "alt": "A triangle ABC. Angles labelled: at B 35° and at C a question mark. A right angle is marked at A.",
        "elements": {
          "path": 4,
          "svg": 1,
          "text": 5,
          "title": 1,
        },
        "texts": [
          "A",
          "B",
          "35°",
          "C",
          "?",
        ],
      }
    `);
    expect(structure(sample("triangle", 1))).toMatchInlineSnapshot(`
      {
        "alt": "A triangle. Sides labelled: the bottom side 5 cm, the upper right side 4 cm and the upper left side 3 cm.",
        "elements": {
          "path": 1,
          "svg": 1,
          "text": 3,
          "title": 1,
        },
        "texts": [
          "5 cm",
          "4 cm",
          "3 cm",
        ],
      }
    `);
  });

  test("circle", () => {
    expect(structure(sample("circle"))).toMatchInlineSnapshot(`
      {
        "alt": "A circle with centre O; a radius is drawn, labelled 4 cm.",
        "elements": {
          "circle": 2,
          "line": 1,
          "svg": 1,
          "text": 2,
          "title": 1,
        },
        "texts": [
          "4 cm",
          "O",
        ],
      }
    `);
  });

  test("coordinate-grid", () => {
    expect(structure(sample("coordinate-grid"))).toMatchInlineSnapshot(`
      {
        "alt": "A coordinate grid, x from 0 to 8, y from 0 to 6. Points: A at (2, 3) and B at (6, 5). A line from (2, 3) to (6, 5).",
        "elements": {
          "circle": 2,
          "line": 18,
          "path": 3,
          "svg": 1,
          "text": 19,
          "title": 1,
        },
        "texts": [
          "0",
          "1",
          "2",
          "3",
          "4",
          "5",
          "6",
          "7",
          "8",
          "1",
          "2",
          "3",
          "4",
          "5",
          "6",
          "x",
          "y",
          "A",
          "B",
        ],
      }
    `);
    expect(structure(sample("coordinate-grid", 1))).toMatchInlineSnapshot(`
      {
        "alt": "A coordinate grid, x from -4 to 4, y from -4 to 4. Point: P at (−3, 2).",
        "elements": {
          "circle": 1,
          "line": 20,
          "path": 2,
          "svg": 1,
          "text": 19,
          "title": 1,
        },
        "texts": [
          "−4",
          "−3",
          "−2",
          "−1",
          "1",
          "2",
          "3",
          "4",
          "−4",
          "−3",
          "−2",
          "−1",
          "1",
          "2",
          "3",
          "4",
          "x",
          "y",
          "P",
        ],
      }
    `);
  });

  test("ruler", () => {
    expect(structure(sample("ruler"))).toMatchInlineSnapshot(`
      {
        "alt": "A ruler from 0 to 10 centimetres with millimetre marks. A crayon lies along it from 0 to 7 1/2.",
        "elements": {
          "line": 103,
          "rect": 2,
          "svg": 1,
          "text": 13,
          "title": 1,
        },
        "texts": [
          "0",
          "1",
          "2",
          "3",
          "4",
          "5",
          "6",
          "7",
          "8",
          "9",
          "10",
          "cm",
          "Crayon",
        ],
      }
    `);
    expect(structure(sample("ruler", 1))).toMatchInlineSnapshot(`
      {
        "alt": "A ruler from 0 to 6 inches marked in quarters. A key lies along it from 1 to 4 3/4.",
        "elements": {
          "line": 27,
          "rect": 2,
          "svg": 1,
          "text": 9,
          "title": 1,
        },
        "texts": [
          "0",
          "1",
          "2",
          "3",
          "4",
          "5",
          "6",
          "inches",
          "Key",
        ],
      }
    `);
  });

  test("thermometer", () => {
    expect(structure(sample("thermometer"))).toMatchInlineSnapshot(`
      {
        "alt": "A thermometer in degrees Celsius from −10 to 40, numbered every 10 degrees with a mark every 2 degrees. The liquid reaches 24°C.",
        "elements": {
          "circle": 1,
          "line": 26,
          "path": 1,
          "rect": 1,
          "svg": 1,
          "text": 7,
          "title": 1,
        },
        "texts": [
          "°C",
          "−10",
          "0",
          "10",
          "20",
          "30",
          "40",
        ],
      }
    `);
  });

  test("measuring-jug", () => {
    expect(structure(sample("measuring-jug"))).toMatchInlineSnapshot(`
      {
        "alt": "A measuring jug marked in millilitres up to 1,000, numbered every 200 with a mark every 100. The liquid reaches 600 millilitres.",
        "elements": {
          "line": 12,
          "path": 2,
          "rect": 1,
          "svg": 1,
          "text": 6,
          "title": 1,
        },
        "texts": [
          "ml",
          "200",
          "400",
          "600",
          "800",
          "1,000",
        ],
      }
    `);
    expect(structure(sample("measuring-jug", 1))).toMatchInlineSnapshot(`
      {
        "alt": "A measuring jug marked in cups up to 4, numbered every 1 with a mark every 1/2. The liquid reaches 2 1/2 cups.",
        "elements": {
          "line": 10,
          "path": 2,
          "rect": 1,
          "svg": 1,
          "text": 5,
          "title": 1,
        },
        "texts": [
          "cups",
          "1",
          "2",
          "3",
          "4",
        ],
      }
    `);
  });

  test("money without values", () => {
    expect(structure(sample("money", 2))).toMatchInlineSnapshot(`
      {
        "alt": "1 half dollar, 1 quarter, 1 dime, 1 nickel, 1 penny and 1 dollar coin.",
        "elements": {
          "circle": 12,
          "line": 144,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
  });

  test("hundred grid", () => {
    expect(structure(sample("fraction-model", 4))).toMatchInlineSnapshot(`
      {
        "alt": "A grid divided into 100 equal parts (10 rows of 10 squares); 23 parts are shaded.",
        "elements": {
          "rect": 101,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
  });

  test("data-table", () => {
    expect(structure(sample("data-table"))).toMatchInlineSnapshot(`
      {
        "alt": "A table titled "Park visitors" with columns Day, Visitors. Day: Friday, Visitors: 48. Day: Saturday, Visitors: 95. Day: Sunday, Visitors: 87.",
        "elements": {
          "line": 8,
          "rect": 1,
          "svg": 1,
          "text": 9,
          "title": 1,
        },
        "texts": [
          "Park visitors",
          "Day",
          "Friday",
          "Saturday",
          "Sunday",
          "Visitors",
          "48",
          "95",
          "87",
        ],
      }
    `);
  });

  test("solid", () => {
    expect(FIGURE_SAMPLES.filter((figure) => figure.type === "solid").map(figureAlt)).toMatchInlineSnapshot(`
      [
        "A drawing of a cube.",
        "A drawing of a cylinder.",
        "A drawing of a cone.",
        "A drawing of a square-based pyramid.",
        "A drawing of a sphere.",
        "A drawing of a cuboid (a rectangular box).",
        "A drawing of a cuboid (a rectangular box), labelled: its length 8 cm, its width 3 cm and its height 4 cm.",
      ]
    `);
    expect(structure(sample("solid"))).toMatchInlineSnapshot(`
      {
        "alt": "A drawing of a cube.",
        "elements": {
          "line": 8,
          "path": 1,
          "svg": 1,
          "title": 1,
        },
        "texts": [],
      }
    `);
  });

  test("map", () => {
    expect(structure(sample("map"))).toMatchInlineSnapshot(`
      {
        "alt": "A grid map with columns A to E and rows 1 to 4 (A1 is top left, E4 bottom right). School is in B2; Park is in D1; Lake is in E4; Home is in A4; Hospital is in C3. A compass rose shows north at the top. Scale: one square is 1 km.",
        "elements": {
          "circle": 4,
          "line": 15,
          "path": 12,
          "rect": 11,
          "svg": 1,
          "text": 20,
          "title": 1,
        },
        "texts": [
          "A",
          "B",
          "C",
          "D",
          "E",
          "1",
          "2",
          "3",
          "4",
          "N",
          "S",
          "E",
          "W",
          "1 km",
          "Key",
          "School",
          "Park",
          "Lake",
          "Home",
          "Hospital",
        ],
      }
    `);
  });
});

describe("inequality rays, angles at a point, heights, semicircles and rings, edge and value labels", () => {
  const rays = sample("number-line", FIGURE_SAMPLES.filter((figure) => figure.type === "number-line").length - 1);
  const straight = sample("angles-at-point");
  const around = sample("angles-at-point", 1);
  const parallelogram = FIGURE_SAMPLES.find((figure) => figure.type === "polygon" && figure.height) as Extract<
    Figure,
    { type: "polygon" }
  >;
  const isosceles = FIGURE_SAMPLES.find((figure) => figure.type === "triangle" && figure.height) as Extract<
    Figure,
    { type: "triangle" }
  >;

  test("the schema rejects rays, angles, heights, rings and edge labels that disagree with what is drawn", () => {
    expect(problems({ ...rays, rays: [{ from: "3.5", direction: "right", included: false }] })).toEqual([
      "ray start 3.5 is not on a tick of the line",
    ]);
    expect(problems({ ...rays, rays: [{ from: "3", direction: "up", included: false }] })).toHaveLength(1);
    expect(problems({ ...straight, labels: ["40°", "?"] })).toEqual(['label "40°" disagrees with the angle drawn (35°)']);
    expect(problems({ ...straight, labels: ["35°"] })).toEqual(["labels has 1 entries but the figure has 2 angles"]);
    expect(problems({ ...straight, rays: [0, 35, 200] })).toEqual([
      "on a straight line the rays include 0 and 180 (the line) and lie between them",
    ]);
    expect(problems({ ...around, rays: [0, 180, 90, 280] })).toEqual(["rays must be listed in increasing order of direction"]);
    expect(problems({ ...around, labels: ["90°", "90°", "100°", "90°"] })).toEqual([
      'label "90°" disagrees with the angle drawn (80°)',
    ]);
    // A height labelled 5 m where the shape (9 m base on 9 units) is 4 units tall; a height from an end of its side.
    expect(problems({ ...parallelogram, height: { from: 3, to: 0, label: "5 m" } })).toEqual([
      "the height is labelled 5 m but the shape's height is 4",
    ]);
    expect(problems({ ...parallelogram, height: { from: 1, to: 0 } })).toEqual([
      "the height starts at corner 1, an end of side 0",
    ]);
    expect(problems({ ...parallelogram, height: { from: 3 } })).toEqual(["a polygon's height names the side it meets (to)"]);
    expect(problems({ ...isosceles, height: { from: 2, label: "3 cm" } })).toEqual([
      "the height is labelled 3 cm but the shape's height is 4",
    ]);
    expect(problems({ type: "circle", shape: "ring", show: "radius", label: "3 m", radii: [3, 5], pathLabel: "1 m" })).toEqual([
      "the radius 3 m and the path 1 m disagree with the radii 3 and 5",
    ]);
    expect(problems({ type: "circle", shape: "ring", show: "radius" })).toEqual([
      "a ring gives its radii [inner, outer]; other circles do not",
    ]);
    expect(problems({ type: "circle", show: "radius", radii: [4, 3], shape: "ring" })).toEqual([
      "the inner radius 4 must be less than the outer 3",
    ]);
    expect(problems({ type: "solid", shape: "cube", edges: { length: "5 cm" } })).toEqual([
      "length, width and height label a cuboid's edges",
    ]);
    // With printed values a bar may end between grid lines; without them it may not.
    const graph = sample("bar-graph", FIGURE_SAMPLES.filter((figure) => figure.type === "bar-graph").length - 1);
    expect(problems(graph)).toEqual([]);
    expect(problems({ ...graph, valueLabels: undefined })).toHaveLength(4);
    expect(problems({ ...graph, bars: [{ label: "Jupiter", value: 4333 }] })).toEqual([
      'bar "Jupiter" is 4333, above the scale\'s max 800',
    ]);
  });

  test("an inequality's circle is open or filled, with a thick arrow off the line's end", () => {
    const drawing = drawFigure(rays);
    const circles = drawing.shapes.filter((shape) => shape.kind === "circle");
    expect(circles).toHaveLength(1);
    expect(circles[0]).toMatchObject({ fill: "paper", stroke: "ink" });
    const thick = drawing.shapes.find((shape) => shape.kind === "line" && shape.lineWidth === 4);
    if (thick?.kind !== "line" || circles[0]?.kind !== "circle") throw new Error("no ray drawn");
    // From the circle at 3 to beyond the tick at 6, the line's right end.
    expect(thick.x1).toBe(circles[0].cx);
    expect(thick.x2).toBeGreaterThan(Math.max(...structureXs(drawing)));
    expect(figureAlt(rays)).toBe(
      "A number line from minus 2 to 6 with a tick every 1; every tick is numbered. An open circle at 3, with a thick arrow from it pointing right.",
    );
    const closed = { ...rays, rays: [{ from: "-1", direction: "left" as const, included: true }] };
    expect(drawFigure(closed).shapes.find((shape) => shape.kind === "circle")).toMatchObject({ fill: "ink" });
    expect(figureAlt(closed)).toContain("A filled circle at minus 1, with a thick arrow from it pointing left.");
  });

  test("angles at a point: a ray per direction, an arc or right-angle square per angle, each label in its angle", () => {
    expect(structure(straight)).toMatchObject({ texts: ["35°", "?"] });
    expect(figureAlt(straight)).toBe(
      "A straight line with a ray from one point on it, making 2 angles. Going anticlockwise, the angles are labelled 35° and a question mark.",
    );
    const drawing = drawFigure(straight);
    const [vertex] = drawing.shapes.filter((shape) => shape.kind === "circle");
    const labels = drawing.shapes.filter((shape) => shape.kind === "text");
    if (vertex?.kind !== "circle") throw new Error("no vertex");
    // "35°" sits in the narrow angle right of the vertex and above the line, "?" in the wide one.
    const [small, wide] = labels.map((shape) => (shape.kind === "text" ? shape : null));
    expect(small!.x).toBeGreaterThan(vertex.cx);
    expect(small!.y).toBeLessThan(vertex.cy);
    expect(wide!.y).toBeLessThan(vertex.cy);
    expect(drawing.shapes.filter((shape) => shape.kind === "line")).toHaveLength(3);
    expect(figureAlt(around)).toBe(
      "4 rays from one point, making 4 angles around it. Going anticlockwise, the angles are labelled 90°, 90°, 100° and a question mark. 2 angles are marked as a right angle.",
    );
  });

  test("a perpendicular height is dashed, meets its side at a marked right angle, and is said in the alt text", () => {
    const drawing = drawFigure(parallelogram);
    const dashed = drawing.shapes.find((shape) => shape.kind === "line" && shape.dash);
    if (dashed?.kind !== "line") throw new Error("no height drawn");
    // Straight down from the top-left corner to the base: vertical on the drawing, ending on the base.
    expect(dashed.x1).toBeCloseTo(dashed.x2, 1);
    const outline = drawing.shapes[0];
    if (outline?.kind !== "path") throw new Error("no outline");
    const baseY = Number(/^M [\d.]+ ([\d.]+)/.exec(outline.d)![1]);
    expect(Math.max(dashed.y1, dashed.y2)).toBeCloseTo(baseY, 1);
    expect(structure(parallelogram).texts).toEqual(["4 m", "9 m"]);
    expect(figureAlt(parallelogram)).toBe(
      "A quadrilateral. Sides labelled: the bottom side 9 m. A dashed perpendicular height is drawn to the bottom side, labelled 4 m, with a right-angle mark where it meets it.",
    );
    expect(figureAlt(isosceles)).toContain(
      "A dashed perpendicular height is drawn to the bottom side, labelled 4 cm, with a right-angle mark where it meets it.",
    );
    // An obtuse triangle's height meets its base extended, drawn dotted.
    const obtuse = drawFigure({ type: "triangle", angles: [120, 30, 30], height: { from: 1 } });
    expect(obtuse.shapes.filter((shape) => shape.kind === "line" && shape.dash)).toHaveLength(2);
    expect(figureAlt({ type: "triangle", angles: [120, 30, 30], height: { from: 1 } })).toContain("(extended)");
  });

  test("semicircle, ring, and a diameter's label clear of the centre dot", () => {
    const semicircle = sample("circle", 1);
    expect(structure(semicircle)).toMatchObject({
      alt: "A semicircle; its straight edge is a diameter, labelled 10 cm.",
      texts: ["10 cm"],
    });
    const ring = sample("circle", 2);
    expect(structure(ring)).toMatchObject({
      alt: "A ring: a circle inside a larger circle, the path between them shaded. A radius of the inner circle is drawn, labelled 3 m. The width of the path is marked, labelled 1 m.",
      texts: ["3 m", "1 m"],
    });
    const [outer, inner] = drawFigure(ring).shapes.filter((shape) => shape.kind === "circle");
    expect(outer).toMatchObject({ fill: "shade", r: 70 });
    expect(inner).toMatchObject({ fill: "paper", r: 52.5 });
    const diameter = drawFigure({ type: "circle", show: "diameter", label: "10 cm" });
    const dot = diameter.shapes.find((shape) => shape.kind === "circle" && shape.r < 5);
    const label = diameter.shapes.find((shape) => shape.kind === "text");
    if (dot?.kind !== "circle" || label?.kind !== "text") throw new Error("missing");
    // The label's right end (estimated as the layout does) stays at least 10 pt left of the dot.
    expect(label.x + (label.text.length * label.size * 0.58) / 2).toBeLessThan(dot.cx - 10);
  });

  test("a cuboid's edges and a bar graph's values are printed and said", () => {
    const cuboid = sample("solid", FIGURE_SAMPLES.filter((figure) => figure.type === "solid").length - 1);
    expect(structure(cuboid)).toMatchObject({
      alt: "A drawing of a cuboid (a rectangular box), labelled: its length 8 cm, its width 3 cm and its height 4 cm.",
      texts: ["8 cm", "4 cm", "3 cm"],
    });
    expect(figureAlt({ type: "solid", shape: "cube", edges: { edge: "5 cm" } })).toBe(
      "A drawing of a cube; its front bottom edge is labelled 5 cm.",
    );
    const graph = sample("bar-graph", FIGURE_SAMPLES.filter((figure) => figure.type === "bar-graph").length - 1);
    expect(structure(graph).texts).toEqual(expect.arrayContaining(["88", "225", "365", "687"]));
    expect(figureAlt(graph)).toMatch(
      /Mercury 88, Venus 225, Earth 365, Mars 687\. The value of each bar is printed at its end\.$/,
    );
  });

  test("nits: a thermometer every degree, a blank table cell, minus signs, axis names inside the drawing", () => {
    expect(figureAlt({ type: "thermometer", unit: "°C", from: -5, to: 5, labelStep: 5, tickStep: 1, reading: 2 })).toContain(
      "numbered every 5 degrees with a mark every degree.",
    );
    expect(
      figureAlt({
        type: "data-table",
        headings: ["x", "y"],
        rows: [
          ["-1", ""],
          ["0", "3"],
        ],
      }),
    ).toBe("A table with columns x, y. x: -1, y: blank. x: 0, y: 3.");
    expect(structure({ type: "data-table", headings: ["x", "y"], rows: [["-1", ""]] }).texts).toContain("−1");
    const graph = drawFigure({
      type: "bar-graph",
      title: "Rain",
      categoryAxis: "Month",
      valueAxis: "Rainfall in millimetres each month",
      scale: { max: 10, step: 2 },
      bars: [{ label: "May", value: 4 }],
    });
    const long = "Rainfall in millimetres each month of the year";
    for (const drawing of [
      graph,
      drawFigure({ ...sample("bar-graph"), categoryAxis: long, valueAxis: long, horizontal: true }),
    ]) {
      for (const shape of drawing.shapes) {
        if (shape.kind !== "text") continue;
        // Each text's extent, estimated as the figures lay labels out (0.58 em a character).
        const width = shape.text.length * shape.size * 0.58;
        const left = shape.anchor === "middle" ? shape.x - width / 2 : shape.anchor === "end" ? shape.x - width : shape.x;
        expect(left, shape.text).toBeGreaterThanOrEqual(0);
        expect(left + width, shape.text).toBeLessThanOrEqual(drawing.width);
      }
    }
  });
});

/** The x of every line end in a drawing. */
function structureXs(drawing: ReturnType<typeof drawFigure>) {
  return drawing.shapes.flatMap((shape) => (shape.kind === "line" && shape.lineWidth !== 4 ? [shape.x1, shape.x2] : []));
}

describe("maps: a river on the grid map, and contour maps", () => {
  const grid = sample("map", 1);
  const hill = sample("contour-map", 0);
  const valley = sample("contour-map", 1);
  const ring = (height: number, rx: number, ry: number) => ({ height, rx, ry });

  test("the grid map's river and repeated marks are checked", () => {
    expect(problems(grid)).toEqual([]);
    expect(problems({ ...grid, river: ["C1", "C3"] })).toEqual(["the river must go from square to next square: C1 to C3"]);
    expect(problems({ ...grid, river: ["D3", "E3"] })).toEqual(["the river's square E3 is outside the map"]);
    expect(problems({ ...grid, places: [...grid.places, { name: "House", symbol: "shop", at: "B1" }] })).toEqual([
      '"House" is drawn with two different symbols',
    ]);
    expect(problems({ ...grid, places: [{ name: "River", symbol: "lake", at: "A1" }] })).toEqual([
      'a place named "River" would repeat the river in the key',
    ]);
  });

  test("the grid map draws the river and names each mark once in the key", () => {
    const { texts, alt } = structure(grid);
    expect(texts.filter((word) => word === "House")).toHaveLength(1);
    expect(texts).toContain("River");
    expect(alt).toBe(
      "A grid map with columns A to D and rows 1 to 3 (A1 is top left, D3 bottom right). House is in A1 and B3 (2 marks); Tree is in D1. A river runs through C1, C2, D3.",
    );
    // The river is a wide band in the map (and one in the key), drawn from the middles of its squares.
    const bands = drawFigure(grid).shapes.filter((shape) => shape.kind === "path" && shape.lineWidth === 7);
    expect(bands).toHaveLength(2);
    expect(bands[0]!.kind === "path" && bands[0]!.d).toBe("M 122 20 L 122 40 L 122 80 L 162 120 L 182 140");
  });

  test("contour heights step by the interval and rings nest, rising to the summit", () => {
    const rings = hill.hills![0]!.rings;
    expect(problems({ ...hill, interval: 30 })).toEqual([
      "the 100 m contour is not a multiple of the 30 m interval",
      "the 140 m contour is not a multiple of the 30 m interval",
      "hill 1's rings must rise by the interval (30 m) towards the summit: 100 m is followed by 120 m",
      "hill 1's rings must rise by the interval (30 m) towards the summit: 120 m is followed by 140 m",
    ]);
    expect(problems({ ...hill, hills: [{ ...hill.hills![0]!, rings: [...rings].reverse() }] })).toEqual([
      "hill 1's rings must rise by the interval (20 m) towards the summit: 140 m is followed by 120 m",
      "hill 1's 120 m ring is not inside its 140 m ring",
      "hill 1's rings must rise by the interval (20 m) towards the summit: 120 m is followed by 100 m",
      "hill 1's 100 m ring is not inside its 120 m ring",
    ]);
    expect(problems({ ...hill, points: [], hills: [{ centre: [4, 3], rings: [ring(100, 2, 2), ring(120, 2.5, 1)] }] })).toEqual([
      "hill 1's 120 m ring is not inside its 100 m ring",
    ]);
    expect(problems({ ...hill, points: [], hills: [{ centre: [1, 3], rings: [ring(100, 2, 2)] }] })).toEqual([
      "hill 1's 100 m ring goes off the map",
    ]);
    expect(
      problems({
        ...hill,
        points: [],
        hills: [
          { centre: [2.5, 3], rings: [ring(100, 2, 2)] },
          { centre: [5.5, 3], rings: [ring(100, 2, 2)] },
        ],
      }),
    ).toEqual(["the two hills' outer rings overlap"]);
    expect(problems({ type: "contour-map", width: 5, height: 4, interval: 10 })).toEqual([
      "draw at least one hill or contour line",
    ]);
  });

  test("a marked point must sit on the contour line it names", () => {
    expect(problems({ ...hill, points: [{ label: "A", at: [1, 3], on: 100 }] })).toEqual([
      "point A is not on a 100 m contour line",
    ]);
    expect(problems({ ...hill, points: [{ label: "A", at: [0.6, 3], on: 120 }] })).toEqual([
      "point A is not on a 120 m contour line",
    ]);
    expect(problems({ ...valley, points: [{ label: "P", at: [1.2, 2.95], on: 50 }] })).toEqual([]);
    expect(problems({ ...valley, points: [{ label: "P", at: [1.2, 2.5], on: 50 }] })).toEqual([
      "point P is not on a 50 m contour line",
    ]);
  });

  test("a contour map is drawn with labelled rings, summit, point and key, and described", () => {
    const { elements, texts, alt } = structure(hill);
    expect(texts).toEqual(["100 m", "120 m", "140 m", "A", "N", "1 km", "Contour interval: 20 m", "Summit"]);
    expect(elements.path).toBeGreaterThanOrEqual(3 + 2 + 1);
    expect(alt).toBe(
      "A contour map with a contour interval of 20 m. A hill is ringed by closed contour lines labelled 100 m, 120 m and 140 m, from the outside in. A triangle marks its summit inside the 140 m line. Its lines are close together on the east side and far apart on the west side. Point A is on the 100 m contour line. An arrow shows north at the top. A scale bar shows 1 km.",
    );
    expect(figureAlt(valley)).toBe(
      "A contour map with a contour interval of 10 m. Contour lines labelled 50 m and 60 m cross the map. A river crosses the map between its north and south edges. Where the river crosses the contour lines, each line bends into a V whose point is towards the north.",
    );
    expect(structure(valley).texts).toEqual(["50 m", "60 m", "Contour interval: 10 m", "River"]);
  });
});

describe("map figures in the catalogue agree with their answers", () => {
  const items = worksheetItems();
  const figureOf = (item: string, question: number) => {
    const found = items.find((each) => each.title === item)!.questions[question]!.figure;
    return FigureSchema.parse(found);
  };

  test("worksheet 236: the path's horizontal distance on the map is 1.5 km, and the steep side is the east", () => {
    const path = figureOf("Reading Topographic Maps: Contour Lines, Slopes and Gradients", 3);
    if (path.type !== "contour-map") throw new Error("expected a contour map");
    const [a, b] = path.points!;
    expect([a!.on, b!.on]).toEqual([200, 350]);
    // The scale bar is 2 map units for 1 km.
    expect(path.scale).toEqual({ units: 2, label: "1 km" });
    expect(Math.hypot(b!.at[0] - a!.at[0], b!.at[1] - a!.at[1]) / 2).toBe(1.5);
    const sides = figureOf("Reading Topographic Maps: Contour Lines, Slopes and Gradients", 2);
    expect(figureAlt(sides)).toContain("close together on the east side and far apart on the west side");
    const rings = figureOf("Reading Topographic Maps: Contour Lines, Slopes and Gradients", 1);
    expect(rings.type === "contour-map" && rings.hills![0]!.rings.map((each) => each.height)).toEqual([100, 120, 140, 160]);
  });

  test("worksheet 211: Sam's map shows 4 houses and a river", () => {
    const map = figureOf("Finding the Way: North, South, East and West", 4);
    if (map.type !== "map") throw new Error("expected a grid map");
    expect(map.places.filter((place) => place.symbol === "house")).toHaveLength(4);
    expect(map.river).toBeDefined();
  });
});
