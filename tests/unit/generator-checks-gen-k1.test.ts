/**
 * The kindergarten and grade 1 checkers against hand-worked cases: each accepts a right key and
 * rejects a wrong one, worked out from the figure's data (counters in a ten frame, dots in an array,
 * the hands of a clock, bars of a graph), never from the key.
 */
import { describe, expect, test } from "vitest";
import { CHECKERS } from "~/lib/generators/checks";
import { generateSheet, type GeneratedSheet, type Level } from "~/lib/generators/generator";
import { generatorBySlug } from "~/lib/generators/registry";
import type { Answerable } from "~/lib/questions/model";
import { hasParts } from "~/lib/questions/kinds";

function sheetOf(slug: string, level: Level, seed = "1") {
  const generator = generatorBySlug(slug);
  if (!generator) throw new Error(`no generator ${slug}`);
  return generateSheet(generator, level, seed);
}

/** The parts of question `index` (1-based). */
function partsOf(sheet: GeneratedSheet, index: number): Answerable[] {
  const question = sheet.questions[index - 1];
  if (!question || !hasParts(question)) throw new Error(`question ${index} has no parts`);
  return question.parts;
}

const check = (slug: string, sheet: GeneratedSheet, level: Level) => CHECKERS[slug](sheet, level);

describe("counting-objects-to-20", () => {
  const slug = "counting-objects-to-20";

  test("a ten frame with 7 counters is 7, and a key of 8 is caught", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 1)[3];
    expect(check(slug, sheet, "core")).toEqual([]);
    if (part.type !== "number" || part.figure?.type !== "ten-frame") throw new Error("expected a ten frame part");
    part.figure = { type: "ten-frame", filled: 10, frames: 1 };
    part.value = "10";
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says"))).toEqual([]);
    part.value = "9";
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 9, worked out 10/);
  });

  test("a 3 by 4 array has 12 dots (counted, not read from the key)", () => {
    const sheet = sheetOf(slug, "core");
    const parts = partsOf(sheet, 2);
    const last = parts[parts.length - 1];
    if (last.type !== "number") throw new Error("expected a number part");
    last.figure = { type: "array", rows: 3, columns: 5 };
    last.value = "16";
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 16, worked out 15/);
  });

  test("one more than 9 counters is 10; 1 more than 10 needs a second frame", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 4)[0];
    if (part.type !== "number") throw new Error("expected a number part");
    part.figure = { type: "ten-frame", filled: 5, frames: 1 };
    part.value = "6";
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says"))).toEqual([]);
    part.value = "5";
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 5, worked out 6/);
    part.figure = { type: "ten-frame", filled: 10, frames: 1 };
    part.value = "11";
    expect(check(slug, sheet, "core").join("\n")).toMatch(/no room for 1 more counter/);
  });

  test('"which frame shows" marks the frame whose counters match, not its neighbour', () => {
    const sheet = sheetOf(slug, "support");
    const part = partsOf(sheet, 5)[0];
    if (part.type !== "choice") throw new Error("expected a choice part");
    expect(check(slug, sheet, "support")).toEqual([]);
    part.correct = [(part.correct[0] + 1) % 3];
    expect(check(slug, sheet, "support").join("\n")).toMatch(/key says/);
  });
});

describe("comparing-groups-to-10", () => {
  const slug = "comparing-groups-to-10";

  test("7 dots are more than a frame of 6; 6 dots are not, and marking them is caught", () => {
    const sheet = sheetOf(slug, "core");
    expect(check(slug, sheet, "core")).toEqual([]);
    const part = partsOf(sheet, 1)[0];
    if (part.type !== "choice") throw new Error("expected a choice part");
    part.figure = { type: "ten-frame", filled: 6 };
    part.optionFigures = [
      { type: "array", rows: 2, columns: 3 },
      { type: "array", rows: 1, columns: 7 },
    ];
    part.correct = [1];
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says"))).toEqual([]);
    part.correct = [0];
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out B/);
  });

  test("the same number of dots as a frame of 4 is a 2 by 2 array, not 1 by 5", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 3)[0];
    if (part.type !== "choice") throw new Error("expected a choice part");
    part.figure = { type: "ten-frame", filled: 4 };
    part.optionFigures = [
      { type: "array", rows: 1, columns: 5 },
      { type: "array", rows: 2, columns: 2 },
      { type: "array", rows: 1, columns: 3 },
    ];
    part.correct = [0];
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out B/);
  });

  test("9 is greater than 6 and 6 is less; a challenge keeps the two numbers 1 or 2 apart", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 4)[3];
    if (part.type !== "choice") throw new Error("expected a choice part");
    Object.assign(part, { question: "Which is greater: 6 or 9?", options: ["6", "9"], correct: [0] });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out B/);
    const challenge = sheetOf(slug, "challenge");
    const less = partsOf(challenge, 5)[0];
    if (less.type !== "choice") throw new Error("expected a choice part");
    Object.assign(less, { question: "Which is less: 3 or 9?", options: ["3", "9"], correct: [0] });
    expect(check(slug, challenge, "challenge").join("\n")).toMatch(/gap 6 is outside 1–2/);
  });
});

describe("add-take-away-within-10", () => {
  const slug = "add-take-away-within-10";

  test("a frame of 6 needs 4 more to make 10, counted from the empty places", () => {
    const sheet = sheetOf(slug, "core");
    expect(check(slug, sheet, "core")).toEqual([]);
    const part = partsOf(sheet, 5)[0];
    if (part.type !== "number") throw new Error("expected a number part");
    part.figure = { type: "ten-frame", filled: 9, frames: 1 };
    part.value = "1";
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says"))).toEqual([]);
    part.value = "2";
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 2, worked out 1/);
  });

  test("7 counters, take away 3, leaves 4; taking 8 from 7 is caught", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 3)[0];
    if (part.type !== "number") throw new Error("expected a number part");
    Object.assign(part, {
      question: "Take away 3. How many are left?",
      value: "4",
      figure: { type: "ten-frame", filled: 7, frames: 1 },
    });
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says"))).toEqual([]);
    part.value = "10";
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 10, worked out 4/);
    Object.assign(part, { question: "Take away 8. How many are left?", value: "0" });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/takes away more than the frame holds/);
  });

  test("7 = 3 + ? is 4, and the frame must show the whole 7", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 4)[3];
    if (part.type !== "number") throw new Error("expected a number part");
    Object.assign(part, { question: "7 = 3 + ?", value: "4", figure: { type: "ten-frame", filled: 7, frames: 1 } });
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says") || p.includes("frame shows"))).toEqual([]);
    part.figure = { type: "ten-frame", filled: 3, frames: 1 };
    expect(check(slug, sheet, "core").join("\n")).toMatch(/the frame shows 3, not the whole 7/);
  });

  test("a challenge has no + 1 or − 1 in its facts", () => {
    const sheet = sheetOf(slug, "challenge");
    const part = partsOf(sheet, 1)[0];
    if (part.type !== "number") throw new Error("expected a number part");
    Object.assign(part, { question: "4 + 1", value: "5" });
    expect(check(slug, sheet, "challenge").join("\n")).toMatch(/a number below 2 in a fact/);
  });
});

describe("teen-numbers", () => {
  const slug = "teen-numbers";

  test("1 ten and 7 ones is 17; 7 tens and 1 one (71) is the classic wrong choice", () => {
    const sheet = sheetOf(slug, "core");
    expect(check(slug, sheet, "core")).toEqual([]);
    const part = partsOf(sheet, 4)[2];
    if (part.type !== "choice") throw new Error("expected a choice part");
    Object.assign(part, {
      question: "Which blocks show 17?",
      optionFigures: [
        { type: "base-ten", tens: 7, ones: 1 },
        { type: "base-ten", tens: 1, ones: 7 },
        { type: "base-ten", tens: 1, ones: 8 },
      ],
      correct: [1],
    });
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says"))).toEqual([]);
    part.correct = [0];
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out B/);
  });

  test("18 = 10 + ? is 8, and the frames must show 18", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 2)[3];
    if (part.type !== "number") throw new Error("expected a number part");
    Object.assign(part, { question: "18 = 10 + ?", value: "8", figure: { type: "ten-frame", filled: 18, frames: 2 } });
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says") || p.includes("frames show"))).toEqual([]);
    part.value = "18";
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 18, worked out 8/);
    part.figure = { type: "ten-frame", filled: 17, frames: 2 };
    expect(check(slug, sheet, "core").join("\n")).toMatch(/the frames show 17, not 18/);
  });

  test("16 is 1 ten and 6 ones, read from its digits", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 5)[0];
    if (part.type !== "blanks") throw new Error("expected a blanks part");
    Object.assign(part, { text: "16 is ___ ten and ___ ones.", blanks: [["1"], ["6"]] });
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says"))).toEqual([]);
    part.blanks = [["6"], ["1"]];
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 6, 1, worked out 1, 6/);
  });
});

describe("time-to-the-hour-and-half-hour", () => {
  const slug = "time-to-the-hour-and-half-hour";

  test("at 12:30 the hour hand is past 12, not yet at 1: the hour is 12, not 1", () => {
    const sheet = sheetOf(slug, "core");
    expect(check(slug, sheet, "core")).toEqual([]);
    const part = partsOf(sheet, 2)[3];
    if (part.type !== "blanks") throw new Error("expected a blanks part");
    Object.assign(part, { text: "It is half past ___.", blanks: [["12"]], figure: { type: "clock", time: "12:30" } });
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says"))).toEqual([]);
    part.blanks = [["1"]];
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 1, worked out 12/);
  });

  test("a clock at 6:30 is not 7:30 (the hour hand's neighbour)", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 3)[3];
    if (part.type !== "choice") throw new Error("expected a choice part");
    Object.assign(part, {
      question: "Which clock shows 6:30?",
      optionFigures: [
        { type: "clock", time: "7:30" },
        { type: "clock", time: "6:30" },
        { type: "clock", time: "6:00" },
      ],
      correct: [0],
    });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out B/);
  });

  test('"half past 11" is 11:30, and the clock at 12:55 is refused (not on the hour or half hour)', () => {
    const sheet = sheetOf(slug, "core");
    const words = partsOf(sheet, 4)[3];
    if (words.type !== "choice") throw new Error("expected a choice part");
    Object.assign(words, { question: "Which time is half past 11?", options: ["12:30", "11:30", "11:00"], correct: [0] });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out B/);
    const judge = partsOf(sheet, 5)[0];
    if (judge.type !== "truefalse") throw new Error("expected a true/false part");
    Object.assign(judge, { question: "The clock shows 1:00.", correct: false, figure: { type: "clock", time: "12:55" } });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/55 minutes is not on the hour or half hour/);
  });

  test("a support sheet keeps to o'clock", () => {
    const sheet = sheetOf(slug, "support");
    expect(check(slug, sheet, "support")).toEqual([]);
    const part = partsOf(sheet, 1)[3];
    if (part.type !== "choice") throw new Error("expected a choice part");
    Object.assign(part, { options: ["3:30", "4:30", "2:30"], correct: [0], figure: { type: "clock", time: "3:30" } });
    expect(check(slug, sheet, "support").join("\n")).toMatch(/a half hour in a support sheet/);
  });
});

describe("flat-and-solid-shapes", () => {
  const slug = "flat-and-solid-shapes";

  test("a square standing on a corner is still a square, not a rectangle", () => {
    const sheet = sheetOf(slug, "core");
    expect(check(slug, sheet, "core")).toEqual([]);
    const part = partsOf(sheet, 1)[3];
    if (part.type !== "choice") throw new Error("expected a choice part");
    Object.assign(part, {
      figure: {
        type: "polygon",
        vertices: [
          [3, 0],
          [6, 3],
          [3, 6],
          [0, 3],
        ],
      },
      options: ["rectangle", "square", "triangle"],
      correct: [0],
    });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out B/);
  });

  test("a tilted 2-by-1 rectangle is a rectangle; a slanted four-sided shape is refused", () => {
    const sheet = sheetOf(slug, "challenge");
    const part = partsOf(sheet, 1)[3];
    if (part.type !== "choice") throw new Error("expected a choice part");
    Object.assign(part, {
      figure: {
        type: "polygon",
        vertices: [
          [0, 0],
          [6, 3],
          [5, 5],
          [-1, 2],
        ],
      },
      options: ["square", "rectangle", "hexagon"],
      correct: [1],
    });
    expect(check(slug, sheet, "challenge").filter((p) => p.includes("key says"))).toEqual([]);
    part.figure = {
      type: "polygon",
      vertices: [
        [0, 0],
        [4, 0],
        [5, 2],
        [1, 2],
      ],
    };
    expect(check(slug, sheet, "challenge").join("\n")).toMatch(/a shape this level does not name/);
  });

  test("a hexagon has 6 sides and a cone is solid", () => {
    const sheet = sheetOf(slug, "core");
    const sides = partsOf(sheet, 3)[3];
    if (sides.type !== "number") throw new Error("expected a number part");
    Object.assign(sides, { figure: { type: "polygon", regular: 6 }, value: "5" });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 5, worked out 6/);
    const solid = partsOf(sheet, 2)[3];
    if (solid.type !== "choice") throw new Error("expected a choice part");
    Object.assign(solid, { figure: { type: "solid", shape: "cone" }, correct: [0] });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out B/);
  });

  test("a support sheet shows shapes sitting flat, not turned", () => {
    const sheet = sheetOf(slug, "support");
    expect(check(slug, sheet, "support")).toEqual([]);
    const part = partsOf(sheet, 3)[0];
    if (part.type !== "number") throw new Error("expected a number part");
    Object.assign(part, {
      figure: {
        type: "polygon",
        vertices: [
          [0, 0],
          [0, 4],
          [-3, 2],
        ],
      },
      value: "3",
    });
    expect(check(slug, sheet, "support").join("\n")).toMatch(/a turned shape in a support sheet/);
  });
});

describe("picture-graphs-and-tally-charts", () => {
  const slug = "picture-graphs-and-tally-charts";

  test("a tally of 7 (a bundle of 5 and 2) against 3: 4 more, 10 in all with 0 more", () => {
    const sheet = sheetOf(slug, "core");
    expect(check(slug, sheet, "core")).toEqual([]);
    const block = sheet.questions[3];
    if (!hasParts(block)) throw new Error("expected parts");
    block.figure = {
      type: "tally-chart",
      title: "Birds we saw",
      rows: [
        { label: "Robins", count: 7 },
        { label: "Crows", count: 3 },
        { label: "Ducks", count: 1 },
      ],
    };
    block.parts = [
      { type: "number", question: "How many more robins than crows?", value: "4" },
      { type: "number", question: "How many fewer ducks than robins?", value: "6" },
      { type: "number", question: "How many birds in all?", value: "11" },
    ];
    expect(check(slug, sheet, "core")).toEqual([]);
    block.parts[2] = { type: "number", question: "How many birds in all?", value: "10" };
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 10, worked out 11/);
    block.parts[0] = { type: "number", question: "How many more crows than robins?", value: "4" };
    expect(check(slug, sheet, "core").join("\n")).toMatch(/the comparison runs the wrong way/);
  });

  test("the group with the most is read from the graph, and a tie for the most is refused", () => {
    const sheet = sheetOf(slug, "core");
    const block = sheet.questions[0];
    if (!hasParts(block) || block.figure?.type !== "pictograph") throw new Error("expected a picture graph");
    const most = block.parts[3];
    if (most.type !== "choice") throw new Error("expected a choice part");
    const values = block.figure.rows.map((row) => row.value);
    most.correct = [values.indexOf(Math.min(...values))];
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says/);
    block.figure.rows[0].value = block.figure.rows[1].value;
    expect(check(slug, sheet, "core").join("\n")).toMatch(/two groups closer than 1/);
  });
});

describe("measuring-and-comparing-lengths", () => {
  const slug = "measuring-and-comparing-lengths";

  test("a key from 2 to 7 inches is 5 inches long, not 7 (the number at its end)", () => {
    const sheet = sheetOf(slug, "challenge");
    expect(check(slug, sheet, "challenge")).toEqual([]);
    const part = partsOf(sheet, 2)[1];
    if (part.type !== "number") throw new Error("expected a number part");
    Object.assign(part, {
      question: "How long is the key?",
      figure: { type: "ruler", unit: "in", length: 12, divisions: 1, object: { from: "2", to: "7", label: "key" } },
      value: "7",
    });
    expect(check(slug, sheet, "challenge").join("\n")).toMatch(/key says 7, worked out 5/);
  });

  test("the longer of a 9 cm pencil and a 6 cm crayon is the pencil", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 3)[0];
    if (part.type !== "choice") throw new Error("expected a choice part");
    const ruler = (to: string, label: string) =>
      ({ type: "ruler", unit: "cm", length: 15, divisions: 1, object: { from: "0", to, label } }) as const;
    Object.assign(part, {
      question: "Which is longer: the crayon or the pencil?",
      options: ["crayon", "pencil"],
      optionFigures: [ruler("6", "crayon"), ruler("9", "pencil")],
      correct: [0],
    });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out B/);
  });

  test("rope longer than stick, stick longer than pen: the rope is longest, found through the stick", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 5)[0];
    if (part.type !== "choice") throw new Error("expected a choice part");
    Object.assign(part, {
      question: "The rope is longer than the stick. The stick is longer than the pen. Which is longest?",
      options: ["stick", "pen", "rope"],
      correct: [2],
    });
    expect(check(slug, sheet, "core").filter((p) => p.includes("key says"))).toEqual([]);
    part.correct = [0];
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says A, worked out C/);
    // Two clues that both start from the rope do not settle which of the other two is shortest.
    part.question = "The rope is longer than the stick. The rope is longer than the pen. Which is shortest?";
    expect(check(slug, sheet, "core").join("\n")).toMatch(/the clues do not settle the answer/);
  });
});

describe("adding-within-100-with-tens-and-ones", () => {
  const slug = "adding-within-100-with-tens-and-ones";

  test("46 + 7 = 53: 13 ones make a new ten; 43 (forgetting the ten) is caught", () => {
    const sheet = sheetOf(slug, "challenge");
    expect(check(slug, sheet, "challenge")).toEqual([]);
    const part = partsOf(sheet, 1)[0];
    if (part.type !== "number") throw new Error("expected a number part");
    Object.assign(part, { question: "46 + 7", value: "53", figure: { type: "base-ten", tens: 4, ones: 13 } });
    expect(check(slug, sheet, "challenge").filter((p) => p.includes("key says") || p.includes("blocks"))).toEqual([]);
    part.value = "43";
    expect(check(slug, sheet, "challenge").join("\n")).toMatch(/key says 43, worked out 53/);
    part.figure = { type: "base-ten", tens: 4, ones: 3 };
    expect(check(slug, sheet, "challenge").join("\n")).toMatch(/the blocks show 43, not 53/);
  });

  test("a support sheet makes no new ten: 38 + 5 is refused there", () => {
    const sheet = sheetOf(slug, "support");
    const part = partsOf(sheet, 1)[3];
    if (part.type !== "number") throw new Error("expected a number part");
    Object.assign(part, { question: "38 + 5", value: "43", figure: { type: "base-ten", tens: 3, ones: 13 } });
    expect(check(slug, sheet, "support").join("\n")).toMatch(/makes a new ten in a support sheet/);
  });

  test("90 − 30 = 60 from 9 tens; 12 − 8 is 4 because 8 + 4 = 12", () => {
    const sheet = sheetOf(slug, "core");
    const tens = partsOf(sheet, 3)[3];
    if (tens.type !== "number") throw new Error("expected a number part");
    Object.assign(tens, { question: "90 \u2212 30", value: "50", figure: { type: "base-ten", tens: 9 } });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 50, worked out 60/);
    const missing = partsOf(sheet, 5)[0];
    if (missing.type !== "number") throw new Error("expected a number part");
    Object.assign(missing, { question: "To find 12 \u2212 8, think 8 + ? = 12.", value: "20" });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 20, worked out 4/);
    missing.question = "To find 12 \u2212 8, think 8 + ? = 13.";
    expect(check(slug, sheet, "core").join("\n")).toMatch(/the addition does not undo the subtraction/);
  });

  test("3 + 8 + 7 = 18 (7 + 3 make the ten)", () => {
    const sheet = sheetOf(slug, "core");
    const part = partsOf(sheet, 4)[3];
    if (part.type !== "number") throw new Error("expected a number part");
    Object.assign(part, { question: "3 + 8 + 7", value: "17" });
    expect(check(slug, sheet, "core").join("\n")).toMatch(/key says 17, worked out 18/);
  });
});
