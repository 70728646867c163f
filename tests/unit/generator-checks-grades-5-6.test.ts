/**
 * The grade 5–6 generators' checkers against hand-worked cases: each is fed a tiny hand-made block of
 * parts and must accept the right key and reject a wrong one, in the words the property test looks for.
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

const number = (question: string, value: string, form?: "simplest"): Answerable => ({ type: "number", question, value, form });
const M = "\u2212";

describe("add-subtract-fractions-unlike-denominators", () => {
  const slug = "add-subtract-fractions-unlike-denominators";

  test("accepts 5/6 + 3/8 = 1 5/24, 3/4 − 1/6 = 7/12 and 3 1/4 − 1 2/3 = 1 7/12 (regrouping)", () => {
    expect(judge(slug, "core", number("5/6 + 3/8", "1 5/24", "simplest"))).toEqual([]);
    expect(judge(slug, "core", number(`3/4 ${M} 1/6`, "7/12", "simplest"))).toEqual([]);
    expect(judge(slug, "challenge", number(`3 1/4 ${M} 1 5/6`, "1 5/12", "simplest"))).toEqual([]);
  });

  test("rejects an answer not in simplest form, adding across, and a wrong regrouping", () => {
    expect(judge(slug, "core", number("1/2 + 1/6", "4/6", "simplest")).join()).toMatch(/key says 4\/6, worked out 2\/3/);
    expect(judge(slug, "core", number("1/2 + 1/3", "2/5", "simplest")).join()).toMatch(/key says 2\/5, worked out 5\/6/);
    expect(judge(slug, "core", number(`3 1/4 ${M} 1 2/3`, "2 7/12", "simplest")).join()).toMatch(/worked out 1 7\/12/);
  });

  test("holds the levels: like denominators, support regrouping, challenge coprime denominators", () => {
    expect(judge(slug, "core", number("1/5 + 2/5", "3/5", "simplest")).join()).toMatch(/like denominators/);
    expect(judge(slug, "support", number(`3 1/4 ${M} 1 1/2`, "1 3/4", "simplest")).join()).toMatch(/support regroups/);
    expect(judge(slug, "challenge", number("1/3 + 1/4", "7/12", "simplest")).join()).toMatch(/no common factor/);
  });
});

describe("multiply-fractions", () => {
  const slug = "multiply-fractions";

  test("accepts 4/9 × 3/8 = 1/6, 3/4 × 10 = 7 1/2 and an area of 1 1/2 m × 2/3 m = 1 m²", () => {
    expect(judge(slug, "core", number("4/9 × 3/8", "1/6", "simplest"))).toEqual([]);
    expect(judge(slug, "core", number("3/4 × 10", "7 1/2", "simplest"))).toEqual([]);
    const area = "A rectangle is 1 1/2 m long and 2/3 m wide. What is its area in square metres?";
    expect(judge(slug, "challenge", { ...number(area, "1", "simplest"), unit: "m²" } as Answerable)).toEqual([]);
  });

  test("rejects unsimplified keys and multiplying the whole by the denominator", () => {
    expect(judge(slug, "core", number("2/3 × 3/4", "6/12", "simplest")).join()).toMatch(/key says 6\/12, worked out 1\/2/);
    expect(judge(slug, "core", number("3/4 × 8", "32/3", "simplest")).join()).toMatch(/key says 32\/3, worked out 6/);
    expect(judge(slug, "core", number("2 1/2 × 1/5", "2 1/10", "simplest")).join()).toMatch(/worked out 1\/2/);
  });

  test("refuses × 1, fractions not in lowest terms and denominators beyond the level", () => {
    expect(judge(slug, "challenge", number("1 × 3/4", "3/4", "simplest")).join()).toMatch(/outside 2 to 24/);
    expect(judge(slug, "core", number("2/4 × 1/3", "1/6", "simplest")).join()).toMatch(/not in lowest terms/);
    expect(judge(slug, "support", number("1/8 × 1/2", "1/16", "simplest")).join()).toMatch(/beyond 6/);
  });
});

describe("divide-unit-fractions-and-whole-numbers", () => {
  const slug = "divide-unit-fractions-and-whole-numbers";

  test("accepts 1/3 ÷ 4 = 1/12, 4 ÷ 1/3 = 12 and a ribbon story", () => {
    expect(judge(slug, "core", number("1/3 ÷ 4", "1/12", "simplest"))).toEqual([]);
    expect(judge(slug, "core", number("4 ÷ 1/3", "12"))).toEqual([]);
    const story = "Rosa cuts 6 m of ribbon into pieces 1/4 m long. How many pieces does Rosa get?";
    expect(judge(slug, "core", number(story, "24"))).toEqual([]);
  });

  test("rejects dividing the wrong way round", () => {
    expect(judge(slug, "core", number("1/3 ÷ 4", "12", "simplest")).join()).toMatch(/key says 12, worked out 1\/12/);
    expect(judge(slug, "core", number("4 ÷ 1/3", "4/3")).join()).toMatch(/key says 4\/3, worked out 12/);
    const story = "Maya shares 1/2 kg of raisins equally among 3 friends. How many kilograms does each friend get?";
    expect(judge(slug, "core", number(story, "3/2", "simplest")).join()).toMatch(/key says 3\/2, worked out 1\/6/);
  });

  test("refuses ÷ 1 in a challenge and a fraction that is not a unit fraction", () => {
    expect(judge(slug, "challenge", number("1/5 ÷ 1", "1/5", "simplest")).join()).toMatch(/whole number 1 outside/);
    expect(judge(slug, "core", number("2/3 ÷ 4", "1/6", "simplest")).join()).toMatch(/not a unit fraction/);
  });
});

describe("decimal-operations", () => {
  const slug = "decimal-operations";

  test("accepts 12.5 + 3.47 = 15.97, 20 − 3.46 = 16.54 across zeros, 3.6 × 0.45 = 1.62 and 4.8 ÷ 0.6 = 8", () => {
    expect(judge(slug, "challenge", number("12.5 + 3.47", "15.97"))).toEqual([]);
    expect(judge(slug, "challenge", number(`20 ${M} 3.46`, "16.54"))).toEqual([]);
    expect(judge(slug, "challenge", number("3.6 × 0.45", "1.62"))).toEqual([]);
    expect(judge(slug, "challenge", number("4.8 ÷ 0.6", "8"))).toEqual([]);
  });

  test("rejects misaligned places and a misplaced decimal point", () => {
    expect(judge(slug, "core", number("2.5 + 1.25", "1.5")).join()).toMatch(/key says 1.5, worked out 3.75/);
    expect(judge(slug, "core", number("0.3 × 0.2", "0.6")).join()).toMatch(/key says 0.6, worked out 0.06/);
    expect(judge(slug, "core", number("7.2 ÷ 4", "18")).join()).toMatch(/key says 18, worked out 1.8/);
  });

  test("refuses × 1, thousandths and results that do not end by the hundredths", () => {
    expect(judge(slug, "core", number("1 × 2.5", "2.5")).join()).toMatch(/× or ÷ by 1/);
    expect(judge(slug, "core", number("0.125 + 1.5", "1.625")).join()).toMatch(/not written to tenths or hundredths/);
    expect(judge(slug, "core", number("1.5 ÷ 4", "0.375")).join()).toMatch(/beyond hundredths/);
  });
});

describe("powers-of-ten", () => {
  const slug = "powers-of-ten";

  test("accepts 10³ = 1000, 4.7 × 10³ = 4700, 4.7 ÷ 100 = 0.047 and 3.6 × ? = 360 keyed 100", () => {
    expect(judge(slug, "core", number("10³", "1000"))).toEqual([]);
    expect(judge(slug, "core", number("4.7 × 10³", "4700"))).toEqual([]);
    expect(judge(slug, "core", number("4.7 ÷ 100", "0.047"))).toEqual([]);
    expect(judge(slug, "core", number("3.6 × ? = 360", "100"))).toEqual([]);
  });

  test("rejects a point moved the wrong way or by the wrong count", () => {
    expect(judge(slug, "core", number("10⁴", "40")).join()).toMatch(/key says 40, worked out 10000/);
    expect(judge(slug, "core", number("0.52 × 100", "5.2")).join()).toMatch(/key says 5.2, worked out 52/);
    expect(judge(slug, "core", number("0.25 × ? = 250", "100")).join()).toMatch(/key says 100, worked out 1000/);
  });

  test("refuses results past the level's places and divisors that are not powers of ten", () => {
    expect(judge(slug, "support", number("47 ÷ 10", "4.7")).join()).toMatch(/beyond 0 decimal places/);
    expect(judge(slug, "core", number("4.8 ÷ 20", "0.24")).join()).toMatch(/not by a power of ten/);
  });
});

describe("order-of-operations", () => {
  const slug = "order-of-operations";

  test("accepts 2 + 3 × 4 = 14, (2 + 3) × 4 = 20 and nested brackets", () => {
    expect(judge(slug, "core", number("2 + 3 × 4", "14"))).toEqual([]);
    expect(judge(slug, "core", number("(2 + 3) × 4", "20"))).toEqual([]);
    expect(judge(slug, "challenge", number(`3 × (4 + (9 ${M} 5))`, "24"))).toEqual([]);
  });

  test("rejects working left to right and a bracket choice that is false", () => {
    expect(judge(slug, "core", number("2 + 3 × 4", "20")).join()).toMatch(/key says 20, worked out 14/);
    expect(judge(slug, "core", number(`18 ${M} 12 ÷ 3`, "2")).join()).toMatch(/key says 2, worked out 14/);
    const placing: Answerable = {
      type: "choice",
      question: "Choose where the brackets go so that 2 + 3 × 4 = 20.",
      options: ["(2 + 3) × 4", "2 + (3 × 4)"],
      correct: [1],
    };
    expect(judge(slug, "core", placing).join()).toMatch(/key says B, worked out A/);
  });

  test("refuses a step below 0 and × 1", () => {
    expect(judge(slug, "core", number(`(3 ${M} 5) × 2 + 10`, "6")).join()).toMatch(/not a whole number from 0/);
    expect(judge(slug, "challenge", number("1 × 5 + 3", "8")).join()).toMatch(/outside 2/);
  });
});

describe("volume-of-rectangular-prisms", () => {
  const slug = "volume-of-rectangular-prisms";
  const withUnit = (question: string, value: string, unit: string): Answerable => ({ type: "number", question, value, unit });

  test("accepts 6 × 4 × 3 = 72 cm³, a missing height and two joined prisms", () => {
    const prism = "A rectangular prism is 6 cm long, 4 cm wide and 3 cm high. What is its volume?";
    expect(judge(slug, "core", withUnit(prism, "72", "cm³"))).toEqual([]);
    const box = "A box has a volume of 60 cm³. It is 5 cm long and 3 cm wide. How high is it?";
    expect(judge(slug, "core", withUnit(box, "4", "cm"))).toEqual([]);
    const solid =
      "A solid is made of two rectangular prisms: 2 cm by 3 cm by 4 cm and 5 cm by 2 cm by 2 cm. What is its total volume?";
    expect(judge(slug, "core", withUnit(solid, "44", "cm³"))).toEqual([]);
  });

  test("rejects the sum of the edges and a wrong unit", () => {
    const prism = "A rectangular prism is 6 cm long, 4 cm wide and 3 cm high. What is its volume?";
    expect(judge(slug, "core", withUnit(prism, "13", "cm³")).join()).toMatch(/key says 13, worked out 72/);
    expect(judge(slug, "core", withUnit(prism, "72", "cm²")).join()).toMatch(/unit cm² is not cm³/);
  });
});

describe("ratios-and-unit-rates", () => {
  const slug = "ratios-and-unit-rates";

  test("accepts 12:18 = 2:3, 3:4 = 15:20, a unit price of $1.50 and the better buy", () => {
    expect(judge(slug, "core", { type: "number", question: "12:18", value: "2:3", ratio: true, form: "simplest" })).toEqual([]);
    const gap: Answerable = { type: "blanks", question: "Complete 3:4 = ?:20.", text: "3:4 = ___:20", blanks: [["15"]] };
    expect(judge(slug, "core", gap)).toEqual([]);
    expect(
      judge(slug, "challenge", { type: "number", question: "6 pens cost $9. What does 1 cost?", value: "1.50", unit: "$" }),
    ).toEqual([]);
    const buy: Answerable = {
      type: "choice",
      question: "Which is the better buy for pens: 3 for $4.50 or 5 for $7?",
      options: ["3 for $4.50", "5 for $7"],
      correct: [1],
    };
    expect(judge(slug, "core", buy)).toEqual([]);
  });

  test("rejects a ratio not fully simplified, an added gap and the dearer offer", () => {
    expect(
      judge(slug, "core", { type: "number", question: "12:18", value: "6:9", ratio: true, form: "simplest" }).join(),
    ).toMatch(/key says 6:9, worked out 2:3/);
    const gap: Answerable = { type: "blanks", question: "Complete 3:4 = ?:20.", text: "3:4 = ___:20", blanks: [["19"]] };
    expect(judge(slug, "core", gap).join()).toMatch(/key says 19, worked out 15/);
    const buy: Answerable = {
      type: "choice",
      question: "Which is the better buy for pens: 3 for $4.50 or 5 for $7?",
      options: ["3 for $4.50", "5 for $7"],
      correct: [0],
    };
    expect(judge(slug, "core", buy).join()).toMatch(/key says A, worked out B/);
  });
});

describe("percent-of-a-quantity", () => {
  const slug = "percent-of-a-quantity";

  test("accepts 35% = 7/20, 35% of 60 = 21, 15% of $30 = $4.50, the whole and the percent", () => {
    expect(judge(slug, "core", number("35%", "7/20", "simplest"))).toEqual([]);
    expect(judge(slug, "core", number("35% of 60", "21"))).toEqual([]);
    expect(judge(slug, "core", { type: "number", question: "15% of $30", value: "4.50", unit: "$" })).toEqual([]);
    expect(judge(slug, "core", number("20% of a number is 14. What is the number?", "70"))).toEqual([]);
    expect(judge(slug, "core", { type: "number", question: "12 is what percent of 48?", value: "25", unit: "%" })).toEqual([]);
  });

  test("rejects 35/100 unsimplified, a part taken as the whole, and the percent upside down", () => {
    expect(judge(slug, "core", number("35%", "35/100", "simplest")).join()).toMatch(/key says 35\/100, worked out 7\/20/);
    expect(judge(slug, "core", number("20% of a number is 14. What is the number?", "2.8")).join()).toMatch(/worked out 70/);
    const upside: Answerable = { type: "number", question: "12 is what percent of 48?", value: "400", unit: "%" };
    expect(judge(slug, "core", upside).join()).toMatch(/key says 400, worked out 25/);
  });
});

describe("divide-fractions-by-fractions", () => {
  const slug = "divide-fractions-by-fractions";

  test("accepts 3/4 ÷ 2/5 = 1 7/8, 3 ÷ 3/4 = 4 and a strip of land 3/4 m by ? with area 1/2 m²", () => {
    expect(judge(slug, "core", number("3/4 ÷ 2/5", "1 7/8", "simplest"))).toEqual([]);
    expect(judge(slug, "core", number("3 ÷ 3/4", "4", "simplest"))).toEqual([]);
    const side = "A rectangle has an area of 1/2 m² and a side of 3/4 m. How long is the other side?";
    expect(judge(slug, "core", { ...number(side, "2/3", "simplest"), unit: "m" } as Answerable)).toEqual([]);
  });

  test("rejects flipping the dividend instead of the divisor", () => {
    expect(judge(slug, "core", number("3/4 ÷ 2/5", "8/15", "simplest")).join()).toMatch(/key says 8\/15, worked out 1 7\/8/);
    expect(judge(slug, "core", number("1 1/2 ÷ 3/4", "1 1/8", "simplest")).join()).toMatch(/worked out 2/);
  });
});

describe("gcf-and-lcm", () => {
  const slug = "gcf-and-lcm";

  test("accepts GCF(12, 18) = 6, LCM(4, 6) = 12 and 36 + 48 = 12 × (3 + 4)", () => {
    expect(judge(slug, "core", number("the GCF of 12 and 18", "6"))).toEqual([]);
    expect(judge(slug, "challenge", number("the LCM of 4 and 6", "12"))).toEqual([]);
    const rewrite: Answerable = {
      type: "blanks",
      question: "Rewrite 36 + 48 using the GCF.",
      text: "36 + 48 = ___ × (___ + ___)",
      blanks: [["12"], ["3"], ["4"]],
    };
    expect(judge(slug, "core", rewrite)).toEqual([]);
  });

  test("rejects a common factor that is not the greatest and the product for the LCM", () => {
    expect(judge(slug, "core", number("the GCF of 24 and 36", "6")).join()).toMatch(/key says 6, worked out 12/);
    expect(judge(slug, "core", number("the LCM of 4 and 6", "24")).join()).toMatch(/key says 24, worked out 12/);
  });

  test("refuses a GCF of 1 and a divisor pair in a challenge", () => {
    expect(judge(slug, "challenge", number("the GCF of 8 and 15", "1")).join()).toMatch(/GCF of 1/);
    expect(judge(slug, "challenge", number("the LCM of 4 and 12", "12")).join()).toMatch(/divides the other/);
  });
});

describe("integers-and-absolute-value", () => {
  const slug = "integers-and-absolute-value";
  const compare = (question: string, correct: number): Answerable => ({
    type: "choice",
    question,
    options: ["<", ">", "="],
    correct: [correct],
  });

  test("accepts |−8| = 8, −8 < −3, −37 > −73 and the least of −3, 2, −7", () => {
    expect(judge(slug, "core", number(`|${M}8|`, "8"))).toEqual([]);
    expect(judge(slug, "core", compare(`${M}8 ___ ${M}3`, 0))).toEqual([]);
    expect(judge(slug, "challenge", compare(`${M}37 ___ ${M}73`, 1))).toEqual([]);
    expect(judge(slug, "core", number(`the least of ${M}3, 2, ${M}7`, "-7"))).toEqual([]);
  });

  test("rejects comparing negatives by their digits and a least taken by size", () => {
    expect(judge(slug, "core", compare(`${M}8 ___ ${M}3`, 1)).join()).toMatch(/key says B, worked out A/);
    expect(judge(slug, "core", number(`the least of ${M}3, 2, ${M}7`, "-3")).join()).toMatch(/key says -3, worked out -7/);
    expect(judge(slug, "core", number(`the opposite of ${M}12`, "-12")).join()).toMatch(/key says -12, worked out 12/);
  });
});

describe("evaluate-expressions-and-exponents", () => {
  const slug = "evaluate-expressions-and-exponents";

  test("accepts 3⁴ = 81, 2³ + 4 × 5 = 28, 3x² + 5 = 53 when x = 4 and 6 × 6 × 6 as 6 to the power 3", () => {
    expect(judge(slug, "core", number("3⁴", "81"))).toEqual([]);
    expect(judge(slug, "core", number("2³ + 4 × 5", "28"))).toEqual([]);
    expect(judge(slug, "challenge", number("3x² + 5 when x = 4", "53"))).toEqual([]);
    expect(judge(slug, "core", number("6 × 6 × 6 = 6 to the power of ?", "3"))).toEqual([]);
  });

  test("rejects base × exponent, squaring after multiplying, and adding before multiplying", () => {
    expect(judge(slug, "core", number("3⁴", "12")).join()).toMatch(/key says 12, worked out 81/);
    expect(judge(slug, "challenge", number("3x² + 5 when x = 4", "149")).join()).toMatch(/key says 149, worked out 53/);
    expect(judge(slug, "core", number("2³ + 4 × 5", "60")).join()).toMatch(/key says 60, worked out 28/);
  });
});

describe("one-step-equations", () => {
  const slug = "one-step-equations";

  test("accepts 7x = 56 → 8, x − 15 = 27 → 42, n ÷ 6 = 9 → 54 and 40 = 12 + y → 28", () => {
    expect(judge(slug, "core", number("7x = 56", "8"))).toEqual([]);
    expect(judge(slug, "core", number(`x ${M} 15 = 27`, "42"))).toEqual([]);
    expect(judge(slug, "core", number("n ÷ 6 = 9", "54"))).toEqual([]);
    expect(judge(slug, "challenge", number("40 = 12 + y", "28"))).toEqual([]);
  });

  test("rejects doing the same operation instead of its inverse", () => {
    expect(judge(slug, "core", number(`x ${M} 15 = 27`, "12")).join()).toMatch(/key says 12, worked out 42/);
    expect(judge(slug, "core", number("n ÷ 6 = 9", "3/2")).join()).toMatch(/key says 3\/2, worked out 54/);
    expect(judge(slug, "core", number("7x = 56", "392")).join()).toMatch(/key says 392, worked out 8/);
  });
});

describe("area-of-triangles-and-polygons", () => {
  const slug = "area-of-triangles-and-polygons";
  const area = (question: string, value: string): Answerable => ({ type: "number", question, value, unit: "cm²" });

  test("accepts a triangle 9 by 5 = 22.5 cm² and a trapezoid 6, 10, height 4 = 32 cm²", () => {
    expect(judge(slug, "core", area("A triangle has a base of 9 cm and a height of 5 cm. What is its area?", "22.5"))).toEqual(
      [],
    );
    const trapezoid = "A trapezoid has parallel sides of 6 cm and 10 cm and a height of 4 cm. What is its area?";
    expect(judge(slug, "core", area(trapezoid, "32"))).toEqual([]);
  });

  test("rejects base × height for a triangle and a trapezoid's sides multiplied", () => {
    const triangle = "A triangle has a base of 9 cm and a height of 5 cm. What is its area?";
    expect(judge(slug, "core", area(triangle, "45")).join()).toMatch(/key says 45, worked out 22.5/);
    const trapezoid = "A trapezoid has parallel sides of 6 cm and 10 cm and a height of 4 cm. What is its area?";
    expect(judge(slug, "core", area(trapezoid, "240")).join()).toMatch(/key says 240, worked out 32/);
  });
});

describe("mean-median-mode-range", () => {
  const slug = "mean-median-mode-range";

  test("accepts the mean 6, median 7, mode 3 and range 6 of 7, 3, 9, 3, 8, and a median of 6.5", () => {
    expect(judge(slug, "core", number("the mean of 7, 3, 9, 3, 8", "6"))).toEqual([]);
    expect(judge(slug, "core", number("the median of 7, 3, 9, 3, 8", "7"))).toEqual([]);
    expect(judge(slug, "core", number("the mode of 7, 3, 9, 3, 8", "3"))).toEqual([]);
    expect(judge(slug, "core", number("the range of 7, 3, 9, 3, 8", "6"))).toEqual([]);
    expect(judge(slug, "challenge", number("the median of 9, 2, 6, 7, 1, 8", "6.5"))).toEqual([]);
  });

  test("rejects the middle value of the unsorted list", () => {
    expect(judge(slug, "core", number("the median of 7, 3, 9, 3, 8", "9")).join()).toMatch(/key says 9, worked out 7/);
  });
});
