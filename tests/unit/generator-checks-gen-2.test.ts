/**
 * The grade 2 generators' checkers (gen-2) against hand-worked cases: each is fed a tiny hand-made
 * block of parts with figures and must accept the right key and reject a wrong one, in the words the
 * property test looks for.
 */
import { describe, expect, test } from "vitest";
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

describe("telling-time-to-five-minutes", () => {
  const slug = "telling-time-to-five-minutes";
  const read = (time: string, options: string[], correct: number): Answerable => ({
    type: "choice",
    question: "What time does the clock show?",
    options,
    correct: [correct],
    figure: { type: "clock", time },
  });

  test("12:55 is read as 12:55, not 1:55 (the hour hand is nearly at 1)", () => {
    expect(judge(slug, "challenge", read("12:55", ["1:55", "12:55", "12:11"], 1))).toEqual([]);
    expect(judge(slug, "challenge", read("12:55", ["1:55", "12:55", "12:11"], 0)).join()).toMatch(/key says 0, worked out 1/);
  });

  test("1:00 is one o'clock, and not a challenge time", () => {
    expect(judge(slug, "core", read("1:00", ["12:00", "1:00", "1:12"], 1))).toEqual([]);
    expect(judge(slug, "challenge", read("1:00", ["12:00", "1:00", "1:12"], 1)).join()).toMatch(/before 35 minutes/);
  });

  test("minutes past the hour are counted by fives from the clock", () => {
    const part = (value: string): Answerable => ({
      type: "number",
      question: "How many minutes past the hour is it?",
      value,
      figure: { type: "clock", time: "4:35" },
    });
    expect(judge(slug, "core", part("35"))).toEqual([]);
    expect(judge(slug, "core", part("7")).join()).toMatch(/key says 7, worked out 35/);
  });

  test("the right clock of three is the one showing the time asked", () => {
    const part = (correct: number): Answerable => ({
      type: "choice",
      question: "Which clock shows 11:50?",
      options: ["Clock A", "Clock B", "Clock C"],
      optionFigures: [
        { type: "clock", time: "12:50" },
        { type: "clock", time: "11:50" },
        { type: "clock", time: "11:10" },
      ],
      correct: [correct],
    });
    expect(judge(slug, "challenge", part(1))).toEqual([]);
    expect(judge(slug, "challenge", part(0)).join()).toMatch(/key says 0, worked out 1/);
  });

  test("just after noon is p.m. and just after midnight is a.m.", () => {
    const part = (question: string, correct: number): Answerable => ({
      type: "choice",
      question,
      options: ["a.m.", "p.m."],
      correct: [correct],
    });
    const noon = "Maya eats lunch at 12:15 just after noon. Is it a.m. or p.m.?";
    const midnight = "Leo hears thunder at 12:20 just after midnight. Is it a.m. or p.m.?";
    expect(judge(slug, "challenge", part(noon, 1))).toEqual([]);
    expect(judge(slug, "challenge", part(noon, 0)).join()).toMatch(/key says 0, worked out 1/);
    expect(judge(slug, "challenge", part(midnight, 0))).toEqual([]);
    expect(judge(slug, "challenge", part(midnight, 1)).join()).toMatch(/key says 1, worked out 0/);
    // An evening that the clock could not be in.
    expect(judge(slug, "core", part("Sam eats dinner at 11:30 in the evening. Is it a.m. or p.m.?", 1)).join()).toMatch(
      /is not in the evening/,
    );
  });

  test("writing the time needs the hour and two-digit minutes", () => {
    const part = (hour: string, minutes: string): Answerable => ({
      type: "blanks",
      question: "Write the time shown on the clock.",
      text: "___ : ___",
      blanks: [[hour], [minutes]],
      figure: { type: "clock", time: "9:05" },
    });
    expect(judge(slug, "core", part("9", "05"))).toEqual([]);
    expect(judge(slug, "core", part("9", "01")).join()).toMatch(/key says 9:01, worked out 9:05/);
  });
});

describe("counting-money", () => {
  const slug = "counting-money";
  const number = (question: string, value: string, unit: string, figure?: Answerable["figure"]): Answerable => ({
    type: "number",
    question,
    value,
    unit,
    ...(figure ? { figure } : {}),
  });

  test("2 quarters, 1 dime and 3 pennies are 63¢, counted from the picture", () => {
    const coins: Answerable["figure"] = { type: "money", items: ["quarter", "quarter", "dime", "penny", "penny", "penny"] };
    expect(judge(slug, "core", number("How many cents?", "63", "¢", coins))).toEqual([]);
    expect(judge(slug, "core", number("How many cents?", "36", "¢", coins)).join()).toMatch(/key says 36, worked out 63/);
  });

  test("a five-dollar bill, two ones and three quarters are $7.75, keyed in dollars and cents", () => {
    const figure: Answerable["figure"] = {
      type: "money",
      items: ["5-dollar-bill", "1-dollar-bill", "1-dollar-bill", "quarter", "quarter", "quarter"],
    };
    expect(judge(slug, "core", number("How much money is there in dollars?", "7.75", "$", figure))).toEqual([]);
    expect(judge(slug, "core", number("How much money is there in dollars?", "7.57", "$", figure)).join()).toMatch(
      /key says 757, worked out 775/,
    );
  });

  test("making change: $1 for 65¢ gives 35¢; a $5 bill for $3.45 gives $1.55, across the dollar", () => {
    const cents = "Maya pays $1 for a ball that costs 65¢. How many cents of change does Maya get?";
    expect(judge(slug, "core", number(cents, "35", "¢"))).toEqual([]);
    expect(judge(slug, "core", number(cents, "45", "¢")).join()).toMatch(/key says 45, worked out 35/);
    const bill = "Leo pays with a $5 bill for a yo-yo that costs $3.45. How much change does Leo get?";
    expect(judge(slug, "challenge", number(bill, "1.55", "$"))).toEqual([]);
    expect(judge(slug, "challenge", number(bill, "2.65", "$")).join()).toMatch(/key says 265, worked out 155/);
  });

  test("fewer coins can be worth more: 3 quarters beat 6 dimes", () => {
    const part = (correct: number): Answerable => ({
      type: "choice",
      question: "Which is worth more: Set A or Set B?",
      options: ["Set A", "Set B"],
      optionFigures: [
        { type: "money", items: ["quarter", "quarter", "quarter"] },
        { type: "money", items: ["dime", "dime", "dime", "dime", "dime", "dime"] },
      ],
      correct: [correct],
    });
    expect(judge(slug, "core", part(0))).toEqual([]);
    expect(judge(slug, "core", part(1)).join()).toMatch(/key says 1, worked out 0/);
  });

  test("coins named in words are counted: 3 dimes and 4 nickels are 50¢", () => {
    const story = "Ava has 3 dimes and 4 nickels. How many cents does Ava have?";
    expect(judge(slug, "support", number(story, "50", "¢"))).toEqual([]);
    expect(judge(slug, "support", number(story, "34", "¢")).join()).toMatch(/key says 34, worked out 50/);
  });
});

describe("measuring-length", () => {
  const slug = "measuring-length";
  const onRuler = (question: string, value: string, from: string, to: string): Answerable => ({
    type: "number",
    question,
    value,
    unit: "cm",
    figure: { type: "ruler", unit: "cm", length: 15, object: { from, to, label: "Crayon" } },
  });

  test("a crayon from 2 cm to 9 cm is 7 cm long, not 9 (the end is not the length)", () => {
    expect(judge(slug, "challenge", onRuler("How long is the crayon?", "7", "2", "9"))).toEqual([]);
    expect(judge(slug, "challenge", onRuler("How long is the crayon?", "9", "2", "9")).join()).toMatch(
      /key says 9, worked out 7/,
    );
  });

  test("how much longer: a 12 cm crayon is 5 cm longer than a 7 cm key", () => {
    const prompt = "The key is 7 cm long. How much longer is the crayon than the key?";
    expect(judge(slug, "core", onRuler(prompt, "5", "0", "12"))).toEqual([]);
    expect(judge(slug, "core", onRuler(prompt, "19", "0", "12")).join()).toMatch(/key says 19, worked out 5/);
  });

  test("length word problems: 63 − 27 = 36 regroups; together 45 + 38 = 83", () => {
    const cut = "A rope is 63 feet long. Sam cuts off 27 feet. How long is the rope now?";
    const together = "Maya's ribbon is 45 cm long. Leo's is 38 cm long. How long are they together?";
    const number = (question: string, value: string): Answerable => ({ type: "number", question, value });
    expect(judge(slug, "core", number(cut, "36"))).toEqual([]);
    expect(judge(slug, "core", number(cut, "44")).join()).toMatch(/key says 44, worked out 36/);
    expect(judge(slug, "core", number(together, "83"))).toEqual([]);
    expect(judge(slug, "support", number(together, "83")).join()).toMatch(/regrouping in a support sheet/);
  });

  test("a jump back from 85 to 40 on the number line is 45 long", () => {
    const part = (value: string): Answerable => ({
      type: "number",
      question: "How long is the jump?",
      value,
      figure: { type: "number-line", from: "0", to: "100", step: "5", jumps: [{ from: "85", to: "40" }] },
    });
    expect(judge(slug, "challenge", part("45"))).toEqual([]);
    expect(judge(slug, "challenge", part("40")).join()).toMatch(/key says 40, worked out 45/);
  });

  test("a door is about 2 m, not 2 cm; a pencil about 7 inches, not 7 feet", () => {
    const part = (question: string, options: string[], correct: number): Answerable => ({
      type: "choice",
      question,
      options,
      correct: [correct],
    });
    expect(judge(slug, "core", part("About how long is a door?", ["2 cm", "2 m"], 1))).toEqual([]);
    expect(judge(slug, "core", part("About how long is a pencil?", ["7 feet", "7 inches"], 0)).join()).toMatch(
      /key says 0, worked out 1/,
    );
  });
});

describe("picture-graphs-bar-graphs-line-plots", () => {
  const slug = "picture-graphs-bar-graphs-line-plots";
  const bars = [
    { label: "apples", value: 9 },
    { label: "bananas", value: 5 },
    { label: "grapes", value: 7 },
    { label: "pears", value: 2 },
  ];
  const graph = (parts: Answerable[]) =>
    CHECKERS[slug](
      {
        example: { question: "q", answer: "a" },
        questions: [
          {
            question: "Use the bar graph.",
            figure: {
              type: "bar-graph",
              title: "Fruit we like best",
              categoryAxis: "Fruit",
              valueAxis: "Number of children",
              scale: { max: 10, step: 1 },
              bars,
            },
            parts,
          },
        ],
      },
      "core",
    ).filter((problem) => problem.startsWith("question 1 "));
  const number = (question: string, value: string): Answerable => ({ type: "number", question, value });

  test("reads, puts together and compares bars: 9; 5 + 7 = 12; 9 − 2 = 7 more", () => {
    const right = [
      number("How many children chose apples?", "9"),
      number("How many children chose bananas or grapes?", "12"),
      number("How many more children chose apples than pears?", "7"),
      number("How many children answered the fruit question?", "23"),
    ];
    expect(graph(right)).toEqual([]);
    const wrong = [
      number("How many children chose apples?", "9"),
      number("How many more children chose apples than pears?", "11"),
    ];
    expect(graph(wrong).join()).toMatch(/key says 11, worked out 7/);
  });

  test("the fewest is found from the bars, not from the order they are listed", () => {
    const fewest = (correct: number): Answerable => ({
      type: "choice",
      question: "Which fruit got the fewest votes?",
      options: bars.map((bar) => bar.label),
      correct: [correct],
    });
    expect(graph([fewest(3)])).toEqual([]);
    expect(graph([fewest(1)]).join()).toMatch(/key says 1, worked out 3/);
  });

  test("a line plot of lengths: X marks at, above and across lengths", () => {
    const plot = (parts: Answerable[]) =>
      CHECKERS[slug](
        {
          example: { question: "q", answer: "a" },
          questions: [
            {
              question: "Use the line plot.",
              figure: {
                type: "line-plot",
                title: "Lengths of pencils",
                axisLabel: "Length (inches)",
                from: "3",
                to: "9",
                step: "1",
                marks: [
                  { at: "4", count: 2 },
                  { at: "6", count: 3 },
                  { at: "8", count: 1 },
                ],
              },
              parts,
            },
          ],
        },
        "core",
      ).filter((problem) => problem.startsWith("question 1 "));
    const right = [
      number("How many pencils are 6 inches long?", "3"),
      number("How many pencils were measured?", "6"),
      number("How many pencils are longer than 4 inches?", "4"),
      number("How much longer is the longest than the shortest, in inches?", "4"),
    ];
    expect(plot(right)).toEqual([]);
    expect(plot([number("How many pencils were measured?", "3")]).join()).toMatch(/key says 3, worked out 6/);
  });
});

describe("place-value-to-1000", () => {
  const slug = "place-value-to-1000";
  const number = (question: string, value: string, figure?: Answerable["figure"]): Answerable => ({
    type: "number",
    question,
    value,
    ...(figure ? { figure } : {}),
  });

  test("3 hundreds, 14 tens and 2 ones are 442, regrouping 10 tens into a hundred", () => {
    const figure: Answerable["figure"] = { type: "base-ten", hundreds: 3, tens: 14, ones: 2 };
    expect(judge(slug, "challenge", number("What number do the blocks show?", "442", figure))).toEqual([]);
    expect(judge(slug, "challenge", number("What number do the blocks show?", "3142", figure)).join()).toMatch(
      /key says 3142, worked out 442/,
    );
  });

  test("6 hundreds with no tens or ones are 600", () => {
    const figure: Answerable["figure"] = { type: "base-ten", hundreds: 6 };
    expect(judge(slug, "core", number("What number do the blocks show?", "600", figure))).toEqual([]);
    expect(judge(slug, "core", number("What number do the blocks show?", "6", figure)).join()).toMatch(
      /key says 6, worked out 600/,
    );
  });

  test("407 has 0 tens; and 40 tens 7 ones", () => {
    const split = (text: string, answers: string[]): Answerable => ({
      type: "blanks",
      question: "Split 407.",
      text,
      blanks: answers.map((answer) => [answer]),
    });
    expect(judge(slug, "core", split("407 = ___ hundreds ___ tens ___ ones", ["4", "0", "7"]))).toEqual([]);
    expect(judge(slug, "core", split("407 = ___ hundreds ___ tens ___ ones", ["4", "7", "0"])).join()).toMatch(
      /key says 4 7 0, worked out 4 0 7/,
    );
    expect(judge(slug, "challenge", split("407 = ___ tens ___ ones", ["40", "7"]))).toEqual([]);
  });

  test("expanded form in any order: 6 + 300 + 40 = 346", () => {
    expect(judge(slug, "challenge", number("6 + 300 + 40 = ?", "346"))).toEqual([]);
    expect(judge(slug, "challenge", number("6 + 300 + 40 = ?", "634")).join()).toMatch(/key says 634, worked out 346/);
  });

  test("four hundred seven is 407, not 470 or 47", () => {
    const part = (correct: number): Answerable => ({
      type: "choice",
      question: "Which number is four hundred seven?",
      options: ["470", "407", "704"],
      correct: [correct],
    });
    expect(judge(slug, "core", part(1))).toEqual([]);
    expect(judge(slug, "core", part(0)).join()).toMatch(/key says A, worked out B/);
  });

  test("10 more than 395 is 405 and 10 less than 503 is 493, crossing a hundred", () => {
    expect(judge(slug, "challenge", number("What is 10 more than 395?", "405"))).toEqual([]);
    expect(judge(slug, "challenge", number("What is 10 more than 395?", "3105")).join()).toMatch(/key says 3105, worked out 405/);
    expect(judge(slug, "challenge", number("What is 10 less than 503?", "493"))).toEqual([]);
    expect(judge(slug, "challenge", number("What is 10 less than 503?", "593")).join()).toMatch(/key says 593, worked out 493/);
  });
});

describe("add-subtract-within-1000-with-models", () => {
  const slug = "add-subtract-within-1000-with-models";
  const withBlocks = (question: string, value: string, shown: number): Answerable => ({
    type: "number",
    question,
    value,
    figure: { type: "base-ten", hundreds: Math.floor(shown / 100), tens: Math.floor(shown / 10) % 10, ones: shown % 10 },
  });

  test("503 − 247 = 256, borrowing across the zero tens", () => {
    expect(judge(slug, "challenge", withBlocks("503 \u2212 247", "256", 503))).toEqual([]);
    expect(judge(slug, "challenge", withBlocks("503 \u2212 247", "356", 503)).join()).toMatch(/key says 356, worked out 256/);
  });

  test("356 + 278 = 634 regroups twice; the blocks must show the first number", () => {
    expect(judge(slug, "challenge", withBlocks("356 + 278", "634", 356))).toEqual([]);
    expect(judge(slug, "challenge", withBlocks("356 + 278", "524", 356)).join()).toMatch(/key says 524, worked out 634/);
    expect(judge(slug, "challenge", withBlocks("356 + 278", "634", 278)).join()).toMatch(/blocks show 278, not 356/);
    expect(judge(slug, "support", withBlocks("356 + 278", "634", 356)).join()).toMatch(/2 regroupings, not 0/);
  });

  test("four two-digit numbers: 23 + 45 + 17 + 38 = 123", () => {
    const part = (value: string): Answerable => ({ type: "number", question: "23 + 45 + 17 + 38", value });
    expect(judge(slug, "core", part("123"))).toEqual([]);
    expect(judge(slug, "core", part("113")).join()).toMatch(/key says 113, worked out 123/);
  });

  test("which way works out 64 − 28: take 20 then 8, not 2 then 8, not add the 8 back", () => {
    const right = "64 \u2212 20 = 44, then 44 \u2212 8 = 36";
    const options = [
      "64 \u2212 2 = 62, then 62 \u2212 8 = 54",
      right,
      "64 \u2212 20 = 44, then 44 + 8 = 52",
      "64 \u2212 20 = 44, then 44 \u2212 8 = 46",
    ];
    const part = (correct: number): Answerable => ({
      type: "choice",
      question: "Which way works out 64 \u2212 28?",
      options,
      correct: [correct],
    });
    expect(judge(slug, "support", part(1))).toEqual([]);
    expect(judge(slug, "support", part(3)).join()).toMatch(/key says D, worked out B/);
  });
});

describe("shapes-and-equal-shares", () => {
  const slug = "shapes-and-equal-shares";
  const sides = (value: string, vertices: [number, number][]): Answerable => ({
    type: "number",
    question: "How many sides does this shape have?",
    value,
    figure: { type: "polygon", vertices },
  });

  test("an uneven pentagon has 5 sides, counted from its corners", () => {
    const pentagon: [number, number][] = [
      [0, 0],
      [6, 0],
      [8, 4],
      [3, 8],
      [-2, 4],
    ];
    expect(judge(slug, "core", sides("5", pentagon))).toEqual([]);
    expect(judge(slug, "core", sides("4", pentagon)).join()).toMatch(/key says 4, worked out 5/);
  });

  test("a corner on a straight line is no corner: that shape is rejected, not keyed 4", () => {
    const flat: [number, number][] = [
      [0, 0],
      [4, 0],
      [8, 0],
      [8, 5],
      [0, 5],
    ];
    expect(judge(slug, "core", sides("5", flat)).join()).toMatch(/plain corners/);
  });

  test("3 rows of 4 squares are 12 squares", () => {
    const part = (value: string): Answerable => ({
      type: "number",
      question: "How many squares are there?",
      value,
      figure: { type: "array", rows: 3, columns: 4, item: "square" },
    });
    expect(judge(slug, "core", part("12"))).toEqual([]);
    expect(judge(slug, "core", part("7")).join()).toMatch(/key says 7, worked out 12/);
  });

  test("2 of 4 shaded is two fourths, and one half beside it would be a second right option", () => {
    const part = (options: string[], correct: number): Answerable => ({
      type: "choice",
      question: "What part of the shape is shaded?",
      options,
      correct: [correct],
      figure: { type: "fraction-model", model: "circle", parts: 4, shaded: 2 },
    });
    expect(judge(slug, "challenge", part(["two thirds", "two fourths", "three fourths"], 1))).toEqual([]);
    expect(judge(slug, "challenge", part(["two thirds", "two fourths", "three fourths"], 2)).join()).toMatch(
      /key says C, worked out B/,
    );
    expect(judge(slug, "challenge", part(["one half", "two fourths", "three fourths"], 1)).join()).toMatch(/2 right options/);
  });

  test("the shape with 6 angles is a hexagon", () => {
    const part = (correct: number): Answerable => ({
      type: "choice",
      question: "Which shape has 6 angles?",
      options: ["triangle", "quadrilateral", "pentagon", "hexagon"],
      correct: [correct],
    });
    expect(judge(slug, "core", part(3))).toEqual([]);
    expect(judge(slug, "core", part(2)).join()).toMatch(/key says C, worked out D/);
  });
});

describe("odd-even-and-arrays", () => {
  const slug = "odd-even-and-arrays";
  const oddEven = (question: string, correct: number, figure?: Answerable["figure"]): Answerable => ({
    type: "choice",
    question,
    options: ["odd", "even"],
    correct: [correct],
    ...(figure ? { figure } : {}),
  });

  test("17 is odd and 14 even, by pairing", () => {
    expect(judge(slug, "challenge", oddEven("Is 17 odd or even?", 0))).toEqual([]);
    expect(judge(slug, "challenge", oddEven("Is 17 odd or even?", 1)).join()).toMatch(/key says B, worked out A/);
    expect(judge(slug, "core", oddEven("Is 14 odd or even?", 1))).toEqual([]);
  });

  test("13 counters in two ten frames are odd", () => {
    const frame: Answerable["figure"] = { type: "ten-frame", filled: 13 };
    const prompt = "Pair up the counters. Is the number odd or even?";
    expect(judge(slug, "core", oddEven(prompt, 0, frame))).toEqual([]);
    expect(judge(slug, "core", oddEven(prompt, 1, frame)).join()).toMatch(/key says B, worked out A/);
  });

  test("18 = 9 + 9, not 8 + 10", () => {
    const part = (a: string, b: string): Answerable => ({
      type: "blanks",
      question: "Write 18 as two equal numbers added together.",
      text: "18 = ___ + ___",
      blanks: [[a], [b]],
    });
    expect(judge(slug, "core", part("9", "9"))).toEqual([]);
    expect(judge(slug, "core", part("8", "10")).join()).toMatch(/key says 8 \+ 10, worked out 9 \+ 9/);
  });

  test("3 rows of 4 dots: 4 + 4 + 4 = 12, not 3 + 3 + 3 + 3", () => {
    const part = (answers: string[]): Answerable => ({
      type: "blanks",
      question: "Add the dots in each row to find the total.",
      text: "___ + ___ + ___ = ___",
      blanks: answers.map((answer) => [answer]),
      figure: { type: "array", rows: 3, columns: 4 },
    });
    expect(judge(slug, "core", part(["4", "4", "4", "12"]))).toEqual([]);
    expect(judge(slug, "core", part(["3", "3", "3", "12"])).join()).toMatch(
      /key says 3 \+ 3 \+ 3 \+ 12, worked out 4 \+ 4 \+ 4 \+ 12/,
    );
  });

  test("a 5 by 5 array has 25 dots", () => {
    const part = (value: string): Answerable => ({
      type: "number",
      question: "How many dots are there in all?",
      value,
      figure: { type: "array", rows: 5, columns: 5 },
    });
    expect(judge(slug, "challenge", part("25"))).toEqual([]);
    expect(judge(slug, "challenge", part("10")).join()).toMatch(/key says 10, worked out 25/);
  });
});
