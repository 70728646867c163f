/**
 * The grade 3–4 figure generators' checkers (gen-34b) against hand-worked cases: each is fed a tiny
 * hand-made block and must accept the right key, reject a wrong one in the words the property test
 * looks for, and notice a figure that disagrees with its prompt.
 */
import { describe, expect, test } from "vitest";
import type { Figure } from "~/lib/figures/schema";
import { CHECKERS } from "~/lib/generators/checks";
import type { Level } from "~/lib/generators/generator";
import type { Answerable } from "~/lib/questions/model";

/** The checker's problems with one part, set alone in an otherwise empty sheet. */
function judge(slug: string, level: Level, part: Answerable, instruction = "Work these out.") {
  const problems = CHECKERS[slug](
    { example: { question: "q", answer: "a" }, questions: [{ question: instruction, parts: [part] }] },
    level,
  );
  return problems.filter((problem) => problem.includes(`"${part.question}"`));
}

const number = (question: string, value: string, figure?: Figure, unit?: string): Answerable => ({
  type: "number",
  question,
  value,
  ...(figure ? { figure } : {}),
  ...(unit ? { unit } : {}),
});

describe("add-subtract-fractions-like-denominators", () => {
  const slug = "add-subtract-fractions-like-denominators";
  const line = (a: string, sum: string): Figure => ({
    type: "number-line",
    from: "0",
    to: "1",
    step: "1/8",
    labels: "ends",
    jumps: [
      { from: "0", to: a },
      { from: a, to: sum },
    ],
  });

  test("regrouping eighths: 2 3/8 + 1 7/8 = 4 2/8, and 5 1/6 − 2 5/6 = 2 2/6 by taking a whole apart", () => {
    expect(judge(slug, "core", number("2 3/8 + 1 7/8", "4 2/8"))).toEqual([]);
    expect(judge(slug, "challenge", number("5 1/6 \u2212 2 5/6", "2 2/6"))).toEqual([]);
    expect(judge(slug, "core", number("2 3/8 + 1 7/8", "3 10/8")).join()).toMatch(/key says 3 10\/8, worked out 4 2\/8/);
    expect(judge(slug, "challenge", number("5 1/6 \u2212 2 5/6", "3 2/6")).join()).toMatch(/key says 3 2\/6, worked out 2 2\/6/);
  });

  test("support never regroups, and every item keeps one denominator", () => {
    expect(judge(slug, "support", number("2 3/8 + 1 7/8", "4 2/8")).join()).toMatch(/regrouping at support/);
    expect(judge(slug, "core", number("1 1/4 + 2 1/8", "3 3/8")).join()).toMatch(/not one like denominator/);
  });

  test("a sum on the number line is where the second jump lands, and the jumps must be the printed fractions", () => {
    expect(judge(slug, "core", number("3/8 + 4/8", "7/8", line("3/8", "7/8")))).toEqual([]);
    expect(judge(slug, "core", number("3/8 + 4/8", "7/16", line("3/8", "7/8"))).join()).toMatch(
      /key says 7\/16, worked out 7\/8/,
    );
    expect(judge(slug, "core", number("3/8 + 4/8", "7/8", line("3/8", "6/8"))).join()).toMatch(/second jump is not 4\/8 long/);
  });

  test("taking away from a shaded bar: 5/6 − 2/6 = 3/6, and the bar must show 5/6", () => {
    const bar = (shaded: number): Figure => ({ type: "fraction-model", model: "bar", parts: 6, shaded });
    expect(judge(slug, "core", number("5/6 \u2212 2/6", "3/6", bar(5)))).toEqual([]);
    expect(judge(slug, "core", number("5/6 \u2212 2/6", "3/6", bar(4))).join()).toMatch(/bar does not show 5\/6/);
  });

  test("decomposing 5/8 = 2/8 + ?/8 + 1/8 finds 2", () => {
    expect(judge(slug, "core", number("5/8 = 2/8 + ?/8 + 1/8", "2"))).toEqual([]);
    expect(judge(slug, "core", number("5/8 = 2/8 + ?/8 + 1/8", "3")).join()).toMatch(/key says 3, worked out 2/);
  });

  test("a story's words decide the operation: left subtracts, in all adds", () => {
    const left = "Sam had a ribbon 3 1/6 yards long and cut off 1 5/6 yards. How many yards of ribbon are left?";
    expect(judge(slug, "core", number(left, "1 2/6", undefined, "yards"))).toEqual([]);
    expect(judge(slug, "core", number(left, "5", undefined, "yards")).join()).toMatch(/key says 5, worked out 1 2\/6/);
    const all = "Ben walked 3/4 miles to the park and 2 3/4 miles back home. How many miles did Ben walk in all?";
    expect(judge(slug, "core", number(all, "3 2/4", undefined, "miles"))).toEqual([]);
  });
});

describe("multiply-fraction-by-whole-number", () => {
  const slug = "multiply-fraction-by-whole-number";
  const hops = (n: number, a: number, d: number, to: number): Figure => ({
    type: "number-line",
    from: "0",
    to: String(to),
    step: `1/${d}`,
    jumps: Array.from({ length: n }, (_, i) => ({ from: i === 0 ? "0" : `${i * a}/${d}`, to: `${(i + 1) * a}/${d}` })),
  });

  test("3 × 2/5 = 6/5, shown as three jumps of 2/5, and 6 copies of 1/5", () => {
    expect(judge(slug, "core", number("3 × 2/5", "6/5", hops(3, 2, 5, 2)))).toEqual([]);
    expect(judge(slug, "core", number("3 × 2/5", "6/15", hops(3, 2, 5, 2))).join()).toMatch(/key says 6\/15, worked out 6\/5/);
    expect(judge(slug, "core", number("3 × 2/5 = ? × 1/5", "6"))).toEqual([]);
    expect(judge(slug, "core", number("3 × 2/5 = ? × 1/5", "5")).join()).toMatch(/key says 5, worked out 6/);
  });

  test("a number line with the wrong number of jumps is caught", () => {
    expect(judge(slug, "core", number("3 × 2/5", "6/5", hops(2, 2, 5, 1))).join()).toMatch(/not 3 jumps/);
  });

  test("5/6 = 5 × 1/6 with the bar showing 5 sixths; 4 × 3/4 = 3 is a whole number", () => {
    const bar = (shaded: number): Figure => ({ type: "fraction-model", model: "bar", parts: 6, shaded });
    expect(judge(slug, "core", number("5/6 = ? × 1/6", "5", bar(5)))).toEqual([]);
    expect(judge(slug, "core", number("5/6 = ? × 1/6", "5", bar(4))).join()).toMatch(/bars do not show 5\/6/);
    expect(judge(slug, "core", number("4 × 3/4", "3"))).toEqual([]);
  });

  test("a story: 5 batches of 3/8 of a cup is 1 7/8 cups", () => {
    const story = "A recipe needs 3/8 of a cup of milk. Rosa makes 5 batches. How many cups of milk does Rosa need?";
    expect(judge(slug, "core", number(story, "1 7/8", undefined, "cups"))).toEqual([]);
    expect(judge(slug, "core", number(story, "15/40", undefined, "cups")).join()).toMatch(/key says 15\/40, worked out 1 7\/8/);
  });

  test("never × 1, and challenge avoids unit fractions", () => {
    expect(judge(slug, "core", number("1 × 3/4", "3/4")).join()).toMatch(/outside the level's range/);
    expect(judge(slug, "challenge", number("4 × 1/8", "4/8")).join()).toMatch(/unit fraction in a challenge/);
  });
});

describe("tenths-and-hundredths", () => {
  const slug = "tenths-and-hundredths";
  const decimal = (question: string, value: string, figure?: Figure): Answerable => ({
    type: "number",
    question,
    value,
    form: "decimal",
    ...(figure ? { figure } : {}),
  });
  const compare = (left: string, right: string, sign: string): Answerable => {
    const options = ["<", ">", "="].map((option) => `${left} ${option} ${right}`);
    return {
      type: "choice",
      question: `Compare ${left} and ${right}.`,
      options,
      correct: [options.indexOf(`${left} ${sign} ${right}`)],
    };
  };

  test("7/100 is 0.07, not 0.7; 3 5/10 is 3.5 at challenge", () => {
    expect(judge(slug, "core", decimal("7/100", "0.07"))).toEqual([]);
    expect(judge(slug, "core", decimal("7/100", "0.7")).join()).toMatch(/key says 0.7, worked out 0.07/);
    expect(judge(slug, "challenge", decimal("3 5/10", "3.5"))).toEqual([]);
  });

  test("a hundred grid with 30 squares shaded shows 0.3; a point A between 0.4 and 0.5 at 0.46", () => {
    const grid: Figure = { type: "fraction-model", model: "grid", parts: 100, shaded: 30 };
    expect(judge(slug, "core", decimal("Write the shaded part of the whole as a decimal.", "0.3", grid))).toEqual([]);
    expect(judge(slug, "core", decimal("Write the shaded part of the whole as a decimal.", "0.03", grid)).join()).toMatch(
      /key says 0.03, worked out 0.3/,
    );
    const line: Figure = {
      type: "number-line",
      from: "0.4",
      to: "0.5",
      step: "0.01",
      labels: "ends",
      points: [{ at: "0.46", label: "A" }],
    };
    expect(judge(slug, "core", decimal("What decimal is at point A?", "0.46", line))).toEqual([]);
    expect(judge(slug, "core", decimal("What decimal is at point A?", "0.406", line)).join()).toMatch(
      /key says 0.406, worked out 0.46/,
    );
  });

  test("3/10 + 45/100 = 75/100 (a tenth renamed as ten hundredths), not 48/100", () => {
    expect(judge(slug, "core", number("3/10 + 45/100", "75/100"))).toEqual([]);
    expect(judge(slug, "core", number("3/10 + 45/100", "48/100")).join()).toMatch(/key says 48\/100, worked out 75\/100/);
  });

  test("0.5 > 0.45 though 45 > 5, and 0.7 = 0.70", () => {
    expect(judge(slug, "core", compare("0.5", "0.45", ">"))).toEqual([]);
    expect(judge(slug, "core", compare("0.5", "0.45", "<")).join()).toMatch(/key says A, worked out B/);
    expect(judge(slug, "core", compare("0.7", "0.70", "="))).toEqual([]);
  });

  test("values stay below 1 before challenge", () => {
    expect(judge(slug, "core", decimal("3 5/10", "3.5")).join()).toMatch(/not below 1/);
  });
});

describe("area-and-perimeter", () => {
  const slug = "area-and-perimeter";
  const rectangle = (w: number, h: number, labels: string[]): Figure => ({
    type: "polygon",
    vertices: [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ],
    sideLabels: labels,
    rightAngles: [0, 1, 2, 3],
  });
  /** A 6 × 5 rectangle with a 2 × 3 corner cut away. */
  const ell: Figure = {
    type: "polygon",
    vertices: [
      [0, 0],
      [6, 0],
      [6, 2],
      [4, 2],
      [4, 5],
      [0, 5],
    ],
    sideLabels: ["6 cm", "2 cm", "2 cm", "3 cm", "4 cm", "5 cm"],
  };

  test("4 rows of 6 unit squares cover 24 square units", () => {
    const squares: Figure = { type: "array", rows: 4, columns: 6, item: "square" };
    const question = "Each square is 1 square unit. What is the area?";
    expect(judge(slug, "core", number(question, "24", squares, "square units"))).toEqual([]);
    expect(judge(slug, "core", number(question, "20", squares, "square units")).join()).toMatch(/key says 20, worked out 24/);
  });

  test("a 7 cm by 4 cm rectangle has area 28 square cm, not its perimeter 22", () => {
    const figure = rectangle(7, 4, ["7 cm", "4 cm", "", ""]);
    expect(judge(slug, "core", number("What is the area of the rectangle?", "28", figure, "square cm"))).toEqual([]);
    expect(judge(slug, "core", number("What is the area of the rectangle?", "22", figure, "square cm")).join()).toMatch(
      /key says 22, worked out 28/,
    );
    expect(judge(slug, "core", number("What is the perimeter of the rectangle?", "22", figure, "cm"))).toEqual([]);
  });

  test("the L shape: area 30 − 6 = 24 square cm by shoelace, perimeter 22 cm", () => {
    expect(judge(slug, "core", number("What is the area of the shape?", "24", ell, "square cm"))).toEqual([]);
    expect(judge(slug, "core", number("What is the area of the shape?", "30", ell, "square cm")).join()).toMatch(
      /key says 30, worked out 24/,
    );
    expect(judge(slug, "core", number("What is the perimeter of the shape?", "22", ell, "cm"))).toEqual([]);
  });

  test("an unknown side: area 36 square cm with one side 4 cm gives 9 cm; a label that disagrees with the drawing is caught", () => {
    const question = "The rectangle has an area of 36 square cm. What is the missing side length?";
    expect(judge(slug, "core", number(question, "9", rectangle(4, 9, ["4 cm", "?", "", ""]), "cm"))).toEqual([]);
    expect(judge(slug, "core", number(question, "8", rectangle(4, 9, ["4 cm", "?", "", ""]), "cm")).join()).toMatch(
      /key says 8, worked out 9/,
    );
    expect(judge(slug, "core", number(question, "9", rectangle(4, 9, ["5 cm", "?", "", ""]), "cm")).join()).toMatch(
      /label "5 cm"/,
    );
  });
});

describe("elapsed-time", () => {
  const slug = "elapsed-time";
  const choice = (question: string, options: string[], correct: number, figure?: Figure): Answerable => ({
    type: "choice",
    question,
    options,
    correct: [correct],
    ...(figure ? { figure } : {}),
  });
  const howLong = (question: string, hours: string, minutes: string): Answerable => ({
    type: "blanks",
    question,
    text: "___ h ___ min",
    blanks: [[hours], [minutes]],
  });

  test("across noon: 11:45 a.m. to 1:10 p.m. is 1 h 25 min, not 2 h 35 min", () => {
    const question = "How long is it from 11:45 a.m. to 1:10 p.m.?";
    expect(judge(slug, "challenge", howLong(question, "1", "25"))).toEqual([]);
    expect(judge(slug, "challenge", howLong(question, "2", "35")).join()).toMatch(/key says 2, 35, worked out 1, 25/);
  });

  test("a clock at 12:55 is not 1:55 nor 1:00", () => {
    const clock: Figure = { type: "clock", time: "12:55" };
    const question = "What time does the clock show?";
    expect(judge(slug, "core", choice(question, ["1:55", "12:55", "1:00"], 1, clock))).toEqual([]);
    expect(judge(slug, "core", choice(question, ["1:55", "12:55", "1:00"], 0, clock)).join()).toMatch(/key says A, worked out B/);
  });

  test("a morning clock at 11:40, 35 minutes later, is 12:15 p.m., not 12:15 a.m.", () => {
    const clock: Figure = { type: "clock", time: "11:40" };
    const question = "The clock shows a time in the morning. What time is it 35 minutes later?";
    const options = ["12:15 a.m.", "12:15 p.m.", "12:05 p.m."];
    expect(judge(slug, "challenge", choice(question, options, 1, clock))).toEqual([]);
    expect(judge(slug, "challenge", choice(question, options, 0, clock)).join()).toMatch(/key says A, worked out B/);
  });

  test("minutes across the hour: 10:51 a.m. to 11:12 a.m. is 21 minutes; a start found from the end", () => {
    expect(judge(slug, "core", number("How many minutes pass from 10:51 a.m. to 11:12 a.m.?", "21"))).toEqual([]);
    expect(judge(slug, "core", number("How many minutes pass from 10:51 a.m. to 11:12 a.m.?", "61")).join()).toMatch(
      /key says 61, worked out 21/,
    );
    const question = "Omar's art class ends at 1:05 p.m. and lasts 50 minutes. At what time did it start?";
    expect(judge(slug, "core", choice(question, ["12:15 p.m.", "1:55 p.m.", "12:15 a.m."], 0))).toEqual([]);
    expect(judge(slug, "core", choice(question, ["12:15 p.m.", "1:55 p.m.", "12:15 a.m."], 1)).join()).toMatch(
      /key says B, worked out A/,
    );
  });

  test("support keeps to 5-minute times", () => {
    expect(judge(slug, "support", number("How many minutes pass from 3:12 p.m. to 3:40 p.m.?", "28")).join()).toMatch(
      /not on the 5s/,
    );
  });
});

describe("angles", () => {
  const slug = "angles";
  const kind = (degrees: number, correct: number): Answerable => ({
    type: "choice",
    question: "Is the angle acute, right or obtuse?",
    options: ["acute", "right", "obtuse"],
    correct: [correct],
    figure: { type: "angle", degrees },
  });

  test("89° is acute and 91° obtuse, read from the figure", () => {
    expect(judge(slug, "challenge", kind(89, 0))).toEqual([]);
    expect(judge(slug, "challenge", kind(89, 1)).join()).toMatch(/key says B, worked out A/);
    expect(judge(slug, "challenge", kind(91, 2))).toEqual([]);
  });

  test("1/6 of a full circle is 60°; 3/8 is 135°", () => {
    const turn = (fraction: string) => `An angle turns through ${fraction} of a full circle. How many degrees does it measure?`;
    expect(judge(slug, "core", number(turn("1/6"), "60"))).toEqual([]);
    expect(judge(slug, "challenge", number(turn("3/8"), "135"))).toEqual([]);
    expect(judge(slug, "challenge", number(turn("3/8"), "120")).join()).toMatch(/key says 120, worked out 135/);
  });

  test("adjacent 35° and 50° make 85°, drawn as 85°; a right angle less 35° leaves 55°", () => {
    const joined = "Angle ABC is split into two angles of 35° and 50°. What is the measure of angle ABC?";
    const drawn = (degrees: number): Figure => ({ type: "angle", degrees, label: "?", pointLabels: ["A", "B", "C"] });
    expect(judge(slug, "core", number(joined, "85", drawn(85), "°"))).toEqual([]);
    expect(judge(slug, "core", number(joined, "85", drawn(90), "°")).join()).toMatch(/does not draw the whole angle/);
    const part = "Angle ABC measures 90°. It is split into two angles. One is 35°. What is the other angle?";
    const right: Figure = { type: "angle", degrees: 90, label: "90°", pointLabels: ["A", "B", "C"] };
    expect(judge(slug, "core", number(part, "55", right, "°"))).toEqual([]);
    expect(judge(slug, "core", number(part, "65", right, "°")).join()).toMatch(/key says 65, worked out 55/);
  });

  test("the rest of a full turn after 250° is 110°", () => {
    const question = "A full turn is 360°. A robot has turned 250°. How many more degrees must it turn to finish a full turn?";
    expect(judge(slug, "core", number(question, "110"))).toEqual([]);
    expect(judge(slug, "core", number(question, "610")).join()).toMatch(/key says 610, worked out 110/);
  });
});

describe("fractions-on-a-number-line", () => {
  const slug = "fractions-on-a-number-line";
  const line = (b: number, at?: string, jumps = 0): Figure => ({
    type: "number-line",
    from: "0",
    to: "1",
    step: `1/${b}`,
    ...(at ? { points: [{ at, label: "A" }] } : {}),
    ...(jumps ? { jumps: Array.from({ length: jumps }, (_, i) => ({ from: i ? `${i}/${b}` : "0", to: `${i + 1}/${b}` })) } : {}),
  });

  test("3 of 4 equal parts shaded is 3/4; point A at the third of four ticks is 3/4, even though 2/4 is printed as 1/2 nowhere", () => {
    const bar: Figure = { type: "fraction-model", model: "bar", parts: 4, shaded: 3 };
    expect(judge(slug, "core", number("What fraction of the shape is shaded?", "3/4", bar))).toEqual([]);
    expect(judge(slug, "core", number("What fraction of the shape is shaded?", "1/4", bar)).join()).toMatch(
      /key says 1\/4, worked out 3\/4/,
    );
    expect(judge(slug, "core", number("What fraction is at point A?", "2/4", line(4, "1/2")))).toEqual([]);
    expect(judge(slug, "core", number("What fraction is at point A?", "2/3", line(4, "1/2"))).join()).toMatch(
      /key says 2\/3, worked out 2\/4/,
    );
  });

  test("five jumps of 1/6 from 0 end at 5/6", () => {
    const question = "Each jump is 1/6 long. What fraction do the jumps end at?";
    expect(judge(slug, "core", number(question, "5/6", line(6, undefined, 5)))).toEqual([]);
    expect(judge(slug, "core", number(question, "6/6", line(6, undefined, 5))).join()).toMatch(/key says 6\/6, worked out 5\/6/);
  });

  test("choosing the line that shows 3/4, not the one with 3/8", () => {
    const part = (correct: number): Answerable => ({
      type: "choice",
      question: "Which number line shows 3/4 at point A?",
      options: ["Line A", "Line B", "Line C"],
      optionFigures: [line(8, "3/8"), line(4, "3/4"), line(4, "2/4")],
      correct: [correct],
    });
    expect(judge(slug, "core", part(1))).toEqual([]);
    expect(judge(slug, "core", part(0)).join()).toMatch(/key says A, worked out B/);
  });

  test("support keeps to halves, thirds and fourths", () => {
    expect(judge(slug, "support", number("What fraction is at point A?", "5/8", line(8, "5/8"))).join()).toMatch(/denominator 8/);
  });
});

describe("multiplicative-comparison", () => {
  const slug = "multiplicative-comparison";

  test("35 is 5 times as many as 7: the times, and the larger amount", () => {
    expect(judge(slug, "core", number("35 is ? times as many as 7.", "5"))).toEqual([]);
    expect(judge(slug, "core", number("35 is ? times as many as 7.", "28")).join()).toMatch(/key says 28, worked out 5/);
    expect(judge(slug, "core", number("? is 5 times as many as 7.", "35"))).toEqual([]);
    expect(judge(slug, "core", number("? is 5 times as many as 7.", "12")).join()).toMatch(/key says 12, worked out 35/);
  });

  test("dividing to compare: 42 is 7 times as many as Ava's 6, not 42 − 7 = 35", () => {
    const story = "Sam has 42 stamps. That is 7 times as many stamps as Ava has. How many stamps does Ava have?";
    expect(judge(slug, "core", number(story, "6"))).toEqual([]);
    expect(judge(slug, "core", number(story, "35")).join()).toMatch(/key says 35, worked out 6/);
  });

  test("a money comparison keeps its $; never 1 time as many", () => {
    const story = "A book costs $8. A board game costs 3 times as much. How many dollars does a board game cost?";
    expect(judge(slug, "core", { type: "number", question: story, value: "24", unit: "$" })).toEqual([]);
    expect(judge(slug, "core", number(story, "24")).join()).toMatch(/without \$/);
    expect(judge(slug, "core", number("7 is ? times as many as 7.", "1")).join()).toMatch(/outside the level's range/);
  });
});

describe("measurement-conversions", () => {
  const slug = "measurement-conversions";

  test("3 ft 5 in = 41 in; 2 h 37 min = 157 min; 6 L = 6000 mL", () => {
    expect(judge(slug, "core", number("3 ft 5 in = ? in", "41", undefined, "in"))).toEqual([]);
    expect(judge(slug, "core", number("3 ft 5 in = ? in", "35", undefined, "in")).join()).toMatch(/key says 35, worked out 41/);
    expect(judge(slug, "core", number("2 h 37 min = ? min", "157", undefined, "min"))).toEqual([]);
    expect(judge(slug, "core", number("6 L = ? mL", "600", undefined, "mL")).join()).toMatch(/key says 600, worked out 6000/);
  });

  test("a ribbon of 5 yd less 8 ft leaves 7 ft; a jug's reading is its level", () => {
    const story = "Sam has 5 yd of ribbon and uses 8 ft. How many ft of ribbon are left?";
    expect(judge(slug, "core", number(story, "7", undefined, "ft"))).toEqual([]);
    expect(judge(slug, "core", number(story, "3", undefined, "ft")).join()).toMatch(/key says 3, worked out 7/);
    const jug: Figure = { type: "measuring-jug", unit: "ml", max: 1000, labelStep: 200, tickStep: 50, level: 650 };
    const question = "How many milliliters of water are in the jug?";
    expect(judge(slug, "core", number(question, "650", jug, "mL"))).toEqual([]);
    expect(judge(slug, "core", number(question, "600", jug, "mL")).join()).toMatch(/key says 600, worked out 650/);
  });

  test("3 m is more than 258 cm, though 258 > 3", () => {
    const part = (correct: number): Answerable => ({
      type: "choice",
      question: "Which is more: 3 m or 258 cm?",
      options: ["3 m", "258 cm"],
      correct: [correct],
    });
    expect(judge(slug, "core", part(0))).toEqual([]);
    expect(judge(slug, "core", part(1)).join()).toMatch(/key says B, worked out A/);
  });
});
