/**
 * The grade 5–6 round-2 generators' checkers (gen-56b) against hand-worked cases: each is fed a tiny
 * hand-made question (with its figure where the skill is visual) and must accept the right key and
 * reject a wrong one, in the words the property test looks for.
 */
import { describe, expect, test } from "vitest";
import type { FigureOf } from "~/lib/figures/schema";
import { CHECKERS } from "~/lib/generators/checks";
import type { Level } from "~/lib/generators/generator";
import type { Answerable, Question } from "~/lib/questions/model";

/** The checker's problems with one part, set alone in a question (which may carry a shared figure). */
function judge(slug: string, level: Level, part: Answerable, question: Partial<Question> = {}) {
  const problems = CHECKERS[slug](
    {
      example: { question: "q", answer: "a" },
      questions: [{ question: "Work these out.", ...question, parts: [part] } as Question],
    },
    level,
  );
  return problems.filter((problem) => problem.includes(`"${part.question}"`)).join("\n");
}

const number = (question: string, value: string, extra: Partial<Answerable> = {}) =>
  ({ type: "number", question, value, ...extra }) as Answerable;
const pair = (question: string, x: string, y: string): Answerable => ({
  type: "blanks",
  question,
  text: "(___, ___)",
  blanks: [[x], [y]],
});

describe("coordinate-plane-first-quadrant", () => {
  const slug = "coordinate-plane-first-quadrant";
  const grid = (points: { x: number; y: number; label: string }[], to = 10): FigureOf<"coordinate-grid"> => ({
    type: "coordinate-grid",
    x: { from: 0, to },
    y: { from: 0, to },
    points,
  });
  const twins = grid([
    { x: 2, y: 5, label: "A" },
    { x: 5, y: 2, label: "B" },
    { x: 0, y: 4, label: "C" },
  ]);

  test("reads (2, 5), not its twin (5, 2), and a point on the y-axis as (0, 4)", () => {
    expect(judge(slug, "core", pair("What are the coordinates of point A?", "2", "5"), { figure: twins })).toBe("");
    expect(judge(slug, "core", pair("What are the coordinates of point C?", "0", "4"), { figure: twins })).toBe("");
    expect(judge(slug, "core", pair("What are the coordinates of point A?", "5", "2"), { figure: twins })).toMatch(
      /key says 5, 2, worked out 2, 5/,
    );
  });

  test("the point at (5, 2) is B, not A", () => {
    const choice = (correct: number): Answerable => ({
      type: "choice",
      question: "Which point is at (5, 2)?",
      options: ["A", "B", "C"],
      correct: [correct],
    });
    expect(judge(slug, "core", choice(1), { figure: twins })).toBe("");
    expect(judge(slug, "core", choice(0), { figure: twins })).toMatch(/key says A, worked out B/);
  });

  test("distance along a grid line, and a pair not on one line is refused", () => {
    const figure = grid([
      { x: 3, y: 7, label: "A" },
      { x: 9, y: 7, label: "B" },
      { x: 9, y: 1, label: "C" },
    ]);
    expect(judge(slug, "core", number("How many units apart are points A and B?", "6"), { figure })).toBe("");
    expect(judge(slug, "core", number("How many units apart are points B and C?", "7"), { figure })).toMatch(
      /key says 7, worked out 6/,
    );
    expect(judge(slug, "core", number("How many units apart are points A and C?", "12"), { figure })).toMatch(
      /not on one grid line/,
    );
  });

  test("moves left and down from (6, 4), and support refuses a point on an axis", () => {
    const move = "Start at (6, 4). Move 3 units left and 4 units down. Where do you end?";
    expect(judge(slug, "core", pair(move, "3", "0"))).toBe("");
    expect(judge(slug, "core", pair(move, "9", "8"))).toMatch(/key says 9, 8, worked out 3, 0/);
    expect(judge(slug, "support", pair(move, "3", "0"))).toMatch(/off the 1 to 8 grid/);
  });

  test("a map walk that turns a corner counts both legs at challenge", () => {
    const figure = grid(
      [
        { x: 2, y: 3, label: "Park" },
        { x: 7, y: 11, label: "Zoo" },
      ],
      16,
    );
    const walk = "How many blocks is the shortest walk from the Park to the Zoo?";
    const withGrid = (value: string) =>
      number(walk, value, {
        unit: "blocks",
        figure: { ...figure, x: { ...figure.x, labelEvery: 2 }, y: { ...figure.y, labelEvery: 2 } },
      });
    expect(judge(slug, "challenge", withGrid("13"))).toBe("");
    expect(judge(slug, "challenge", withGrid("8"))).toMatch(/key says 8, worked out 13/);
  });
});

describe("classify-two-dimensional-shapes", () => {
  const slug = "classify-two-dimensional-shapes";
  const shape = (through: [number, number][]): FigureOf<"coordinate-grid"> => ({
    type: "coordinate-grid",
    x: { from: 0, to: 10 },
    y: { from: 0, to: 10 },
    lines: [{ through, closed: true }],
  });
  const NAMES = ["square", "rectangle", "rhombus", "parallelogram", "trapezoid"];
  const name = (through: [number, number][], answer: string): Answerable => ({
    type: "choice",
    question: "What is the most exact name for this quadrilateral?",
    options: NAMES,
    correct: [NAMES.indexOf(answer)],
    figure: shape(through),
  });
  // A square tilted off the grid lines: sides along (2, 1) and (−1, 2).
  const tiltedSquare: [number, number][] = [
    [3, 1],
    [5, 2],
    [4, 4],
    [2, 3],
  ];
  const rightTrapezoid: [number, number][] = [
    [1, 1],
    [7, 1],
    [5, 4],
    [1, 4],
  ];

  test("a tilted square is a square (four right angles by dot products), not a rhombus", () => {
    expect(judge(slug, "core", name(tiltedSquare, "square"))).toBe("");
    expect(judge(slug, "core", name(tiltedSquare, "rhombus"))).toMatch(/key says C, worked out A/);
    expect(judge(slug, "core", number("How many right angles does this shape have?", "4", { figure: shape(tiltedSquare) }))).toBe(
      "",
    );
  });

  test("a right trapezoid has one pair of parallel sides and two right angles", () => {
    const figure = shape(rightTrapezoid);
    expect(judge(slug, "core", number("How many pairs of parallel sides does this shape have?", "1", { figure }))).toBe("");
    expect(judge(slug, "core", number("How many pairs of parallel sides does this shape have?", "2", { figure }))).toMatch(
      /key says 2, worked out 1/,
    );
    expect(judge(slug, "core", number("How many right angles does this shape have?", "2", { figure }))).toBe("");
    expect(judge(slug, "core", name(rightTrapezoid, "trapezoid"))).toBe("");
  });

  test("a rhombus that is not a square, and a crossed outline is refused", () => {
    const rhombus: [number, number][] = [
      [2, 0],
      [4, 3],
      [2, 6],
      [0, 3],
    ];
    expect(judge(slug, "core", name(rhombus, "rhombus"))).toBe("");
    expect(
      judge(
        slug,
        "core",
        name(
          [
            [0, 0],
            [4, 4],
            [4, 0],
            [0, 4],
          ],
          "square",
        ),
      ),
    ).toMatch(/not convex/);
  });

  test("triangles by Pythagoras: legs (2, 1) and (−2, 4) meet square; an apex past the base is obtuse", () => {
    const triangle = (through: [number, number][], correct: number): Answerable => ({
      type: "choice",
      question: "Is this triangle right, acute or obtuse?",
      options: ["right", "acute", "obtuse"],
      correct: [correct],
      figure: shape(through),
    });
    const tilted: [number, number][] = [
      [3, 1],
      [5, 2],
      [1, 5],
    ];
    expect(
      judge(slug, "challenge", {
        ...triangle(tilted, 0),
        figure: { ...shape(tilted), x: { from: 0, to: 12 }, y: { from: 0, to: 12 } },
      }),
    ).toBe("");
    const obtuse: [number, number][] = [
      [0, 0],
      [4, 0],
      [7, 2],
    ];
    expect(judge(slug, "core", triangle(obtuse, 2))).toBe("");
    expect(judge(slug, "core", triangle(obtuse, 1))).toMatch(/key says B, worked out C/);
  });

  test("the hierarchy: every square is a rhombus, not every rhombus is a square, every rectangle has two pairs of parallel sides", () => {
    const claim = (question: string, correct: boolean): Answerable => ({ type: "truefalse", question, correct });
    expect(judge(slug, "core", claim("Every square is a rhombus.", true))).toBe("");
    expect(judge(slug, "core", claim("Every rhombus is a square.", true))).toMatch(/key says true, worked out false/);
    expect(judge(slug, "core", claim("Every rectangle has two pairs of parallel sides.", true))).toBe("");
    expect(judge(slug, "core", claim("Every parallelogram has four right angles.", true))).toMatch(
      /key says true, worked out false/,
    );
  });
});

describe("numerical-patterns-and-expressions", () => {
  const slug = "numerical-patterns-and-expressions";

  test("continues a rule by adding, and compares two patterns term by term", () => {
    const rule = (answers: string[]): Answerable => ({
      type: "blanks",
      question: "Start at 0 and add 4 each time.",
      text: "0, 4, 8, ___, ___",
      blanks: answers.map((answer) => [answer]),
    });
    expect(judge(slug, "support", rule(["12", "16"]))).toBe("");
    expect(judge(slug, "support", rule(["12", "20"]))).toMatch(/key says 12,20, worked out 12,16/);
    const compare =
      "Pattern A starts at 0 and adds 3. Pattern B starts at 0 and adds 6. After the first term, each term of B is how many times the matching term of A?";
    expect(judge(slug, "core", number(compare, "2"))).toBe("");
    // Adding 3 more each time is not 3 times as large.
    expect(judge(slug, "core", number(compare, "3"))).toMatch(/key says 3, worked out 2/);
  });

  test("the fifth pair is walked on from the grid's pairs, (0, 0), (2, 3), (4, 6) → (8, 12)", () => {
    const part = (x: string, y: string, third: [number, number] = [4, 6]): Answerable => ({
      ...pair(
        "Pattern A starts at 0 and adds 2. Pattern B starts at 0 and adds 3. The grid shows the first three pairs (A, B). What is the fifth pair?",
        x,
        y,
      ),
      figure: {
        type: "coordinate-grid",
        x: { from: 0, to: 8 },
        y: { from: 0, to: 8 },
        points: [
          { x: 0, y: 0 },
          { x: 2, y: 3 },
          { x: third[0], y: third[1] },
        ],
      },
    });
    expect(judge(slug, "core", part("8", "12"))).toBe("");
    expect(judge(slug, "core", part("10", "15"))).toMatch(/key says 10, 15, worked out 8, 12/);
    expect(judge(slug, "core", part("8", "12", [4, 7]))).toMatch(/pair 3 on the grid does not follow the rules/);
  });

  test("words to an expression: add then multiply needs brackets", () => {
    const choice = (correct: number): Answerable => ({
      type: "choice",
      question: 'Which expression says "Add 8 and 7, then multiply by 2."',
      options: ["2 × 8 + 7", "2 × (8 + 7)", "8 + 7 × 2"],
      correct: [correct],
    });
    expect(judge(slug, "core", choice(1))).toBe("");
    expect(judge(slug, "core", choice(0))).toMatch(/key says A, worked out B/);
  });

  test("3 × (1893 + 1921) is 3 times as large as 1893 + 1921, read without working it out", () => {
    const question = `How many times as large as 1893 + 1921 is 3 × (1893 + 1921)?`;
    expect(judge(slug, "challenge", number(question, "3"))).toBe("");
    expect(judge(slug, "challenge", number(question, "2814"))).toMatch(/key says 2814, worked out 3/);
    expect(judge(slug, "challenge", number(`How many times as large as 1893 + 1921 is 3 × (1893 + 1922)?`, "3"))).toMatch(
      /not about the same/,
    );
  });
});

describe("multiply-and-divide-multi-digit", () => {
  const slug = "multiply-and-divide-multi-digit";

  test("long multiplication across zeros: 4,005 × 23 = 92,115", () => {
    expect(judge(slug, "challenge", number("4,005 × 23", "92115"))).toBe("");
    expect(judge(slug, "challenge", number("4,005 × 23", "92215"))).toMatch(/key says 92215, worked out 92115/);
    expect(judge(slug, "challenge", number("4005 × 23", "92115"))).toMatch(/not written as 4,005/);
  });

  test("a zero in the quotient: 2,415 ÷ 23 = 105, not 15", () => {
    expect(judge(slug, "challenge", number("2,415 ÷ 23", "105"))).toBe("");
    expect(judge(slug, "challenge", number("2,415 ÷ 23", "15"))).toMatch(/key says 15, worked out 105/);
    expect(judge(slug, "challenge", number("2,416 ÷ 23", "105"))).toMatch(/leaves 1/);
  });

  test("a remainder: 1,000 ÷ 23 = 43 R 11", () => {
    const part = (q: string, r: string): Answerable => ({
      type: "blanks",
      question: "1,000 ÷ 23",
      text: "1,000 ÷ 23 = ___ R ___",
      blanks: [[q], [r]],
    });
    expect(judge(slug, "core", part("43", "11"))).toBe("");
    expect(judge(slug, "core", part("43", "1"))).toMatch(/key says 43 R 1, worked out 43 R 11/);
  });

  test("an area model's boxes: 324 × 26 = 6,000 + 400 + 80 + 1,200 + 120 + 24 = 8,424", () => {
    const area = (value: string, top = ["300", "20", "4"]): Answerable =>
      number("Use the area model to find 324 × 26.", value, { figure: { type: "area-model", top, side: ["20", "6"] } });
    expect(judge(slug, "core", area("8424"))).toBe("");
    expect(judge(slug, "core", area("8324"))).toMatch(/key says 8324, worked out 8424/);
    expect(judge(slug, "core", area("8424", ["300", "24"]))).toMatch(/not one place's value/);
  });
});

describe("decimal-place-value", () => {
  const slug = "decimal-place-value";
  const compare = (question: string, correct: number): Answerable => ({
    type: "choice",
    question,
    options: ["<", ">", "="],
    correct: [correct],
  });

  test("more digits is not more: 0.45 > 0.405, and 0.5 = 0.50", () => {
    expect(judge(slug, "core", compare("Compare 0.45 and 0.405.", 1))).toBe("");
    expect(judge(slug, "core", compare("Compare 0.45 and 0.405.", 0))).toMatch(/key says A, worked out B/);
    expect(judge(slug, "core", compare("Compare 0.5 and 0.50.", 2))).toBe("");
  });

  test("rounding that carries through nines: 9.962 to the nearest tenth is 10, 99.980 to the nearest tenth is 100", () => {
    expect(judge(slug, "core", number("Round 9.962 to the nearest tenth.", "10"))).toMatch(/9\.962 is not 2 whole digits/);
    expect(judge(slug, "support", number("Round 9.96 to the nearest tenth.", "10"))).toBe("");
    expect(judge(slug, "support", number("Round 9.96 to the nearest tenth.", "9.1"))).toMatch(/key says 9.1, worked out 10/);
    expect(judge(slug, "core", number("Round 99.980 to the nearest tenth.", "100"))).toBe("");
    expect(judge(slug, "core", number("Round 12.345 to the nearest hundredth.", "12.35"))).toBe("");
  });

  test("expanded form with an empty place: 3 × 10 + 5 × 1 + 2 × (1/10) + 7 × (1/1000) = 35.207", () => {
    const expanded = "3 × 10 + 5 × 1 + 2 × (1/10) + 7 × (1/1000)";
    expect(judge(slug, "core", number(expanded, "35.207"))).toBe("");
    expect(judge(slug, "core", number(expanded, "35.27"))).toMatch(/key says 35.27, worked out 35.207/);
  });

  test("a digit's value from its place, and ten times / a tenth between neighbouring places", () => {
    expect(judge(slug, "core", number("What is the value of the digit 7 in 23.476?", "0.07"))).toBe("");
    expect(judge(slug, "core", number("What is the value of the digit 7 in 23.476?", "7"))).toMatch(/worked out 0.07/);
    const times = "In 55.555, the 5 in the tenths place is how many times the 5 in the hundredths place?";
    expect(judge(slug, "core", number(times, "10"))).toBe("");
    const fraction = "In 55.555, the 5 in the tenths place is what fraction of the 5 in the ones place?";
    expect(judge(slug, "core", number(fraction, "1/10"))).toBe("");
    expect(judge(slug, "core", number(fraction, "10"))).toMatch(/key says 10, worked out 1\/10/);
  });
});

describe("fractions-as-division-and-scaling", () => {
  const slug = "fractions-as-division-and-scaling";
  const simplest = (question: string, value: string, unit?: string) =>
    number(question, value, { form: "simplest", ...(unit ? { unit } : {}) } as Partial<Answerable>);

  test("a division as a fraction: 7 ÷ 3 = 2 1/3, and 4 friends sharing 3 pizzas get 3/4 each", () => {
    expect(judge(slug, "core", simplest("7 ÷ 3", "2 1/3"))).toBe("");
    expect(judge(slug, "core", simplest("7 ÷ 3", "3/7"))).toMatch(/key says 3\/7, worked out 2 1\/3/);
    const share = "4 friends share 3 pizzas equally. How much does each friend get?";
    expect(judge(slug, "support", simplest(share, "3/4", "pizzas"))).toBe("");
    expect(judge(slug, "support", simplest(share, "4/3", "pizzas"))).toMatch(/key says 4\/3, worked out 3\/4/);
  });

  test("scaling: 6/6 × 30 equals 30 (challenge only), 5/3 × 30 is greater, 3/4 × 30 is less", () => {
    const scale = (fraction: string, correct: number): Answerable => ({
      type: "choice",
      question: `Without multiplying: is ${fraction} × 30 greater than, less than or equal to 30?`,
      options: ["greater than 30", "less than 30", "equal to 30"],
      correct: [correct],
    });
    expect(judge(slug, "challenge", scale("6/6", 2))).toBe("");
    expect(judge(slug, "core", scale("6/6", 2))).toMatch(/6\/6 below challenge/);
    expect(judge(slug, "core", scale("5/3", 0))).toBe("");
    expect(judge(slug, "core", scale("3/4", 0))).toMatch(/key says A, worked out B/);
  });

  test("a recipe's 3/4 of 2 1/2 cups is 1 7/8 cups", () => {
    const recipe = "A recipe uses 2 1/2 cups of flour. Maya makes 3/4 of the recipe. How many cups of flour does Maya use?";
    expect(judge(slug, "core", simplest(recipe, "1 7/8", "cups"))).toBe("");
    expect(judge(slug, "core", simplest(recipe, "2 3/8", "cups"))).toMatch(/key says 2 3\/8, worked out 1 7\/8/);
  });
});

describe("volume-with-unit-cubes", () => {
  const slug = "volume-with-unit-cubes";

  test("a bottom layer of 3 by 4 unit cubes, 5 layers high, is 60 cm³ (cubes counted from the picture)", () => {
    const layer = (value: string, rows = 3): Answerable =>
      number(
        "The picture shows the bottom layer of a box filled with 1 centimetre cubes. The box is 5 layers high. What is its volume?",
        value,
        { unit: "cm³", figure: { type: "array", rows, columns: 4, item: "square" } },
      );
    expect(judge(slug, "core", layer("60"))).toBe("");
    expect(judge(slug, "core", layer("60", 4))).toMatch(/key says 60, worked out 80/);
    // Adding the three sides instead of multiplying.
    expect(judge(slug, "core", layer("12"))).toMatch(/key says 12, worked out 60/);
  });

  test("a missing side: 48 cm³ with 4 cm by 3 cm leaves 4 cm", () => {
    const missing = "A box has a volume of 48 cm³. It is 4 cm long and 3 cm wide. How high is it?";
    expect(judge(slug, "core", number(missing, "4", { unit: "cm" }))).toBe("");
    expect(judge(slug, "core", number(missing, "41", { unit: "cm" }))).toMatch(/key says 41, worked out 4/);
  });

  test("two boxes' volumes add: 5 × 3 × 2 + 4 × 3 × 6 = 102 ft³", () => {
    const two = "A solid is made of two boxes, one 5 ft by 3 ft by 2 ft and one 4 ft by 3 ft by 6 ft. What is its total volume?";
    expect(judge(slug, "core", number(two, "102", { unit: "ft³" }))).toBe("");
    expect(judge(slug, "core", number(two, "23", { unit: "ft³" }))).toMatch(/key says 23, worked out 102/);
    expect(judge(slug, "core", number(two, "102", { unit: "ft²" }))).toMatch(/not ft³/);
  });
});
