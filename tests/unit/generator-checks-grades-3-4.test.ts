/**
 * The grade 3–4 generators' checkers against hand-worked cases: each is fed a tiny hand-made block of
 * parts and must accept the right key and reject a wrong one, in the words the property test looks for.
 */
import { describe, expect, test } from "vitest";
import { CHECKERS } from "~/lib/generators/checks";
import { columns } from "~/lib/generators/checks/add-subtract-within-1000";
import { trialFactors } from "~/lib/generators/checks/factors-multiples-primes";
import { longDivision } from "~/lib/generators/checks/long-division-one-digit-divisor";
import { longMultiplication } from "~/lib/generators/checks/multi-digit-multiplication";
import { roundDigits } from "~/lib/generators/checks/place-value-and-rounding-to-a-million";
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

const number = (question: string, value: string): Answerable => ({ type: "number", question, value });

describe("multiplication-facts", () => {
  test("accepts 7 × 8 = 56 and a missing factor 9 in ? × 8 = 72", () => {
    expect(judge("multiplication-facts", "core", number("7 × 8", "56"))).toEqual([]);
    expect(judge("multiplication-facts", "challenge", number("? × 8 = 72", "9"))).toEqual([]);
  });

  test("rejects 7 × 8 = 54 and 6 × ? = 48 keyed 7", () => {
    expect(judge("multiplication-facts", "core", number("7 × 8", "54")).join()).toMatch(/key says 54, worked out 56/);
    expect(judge("multiplication-facts", "core", number("6 × ? = 48", "7")).join()).toMatch(/key says 7, worked out 8/);
  });

  test("holds the levels to their tables", () => {
    expect(judge("multiplication-facts", "challenge", number("1 × 7", "7")).join()).toMatch(/degenerate/);
    expect(judge("multiplication-facts", "support", number("3 × 4", "12")).join()).toMatch(/not a 2s, 5s or 10s fact/);
    expect(judge("multiplication-facts", "core", number("11 × 4", "44")).join()).toMatch(/outside 1 to 10/);
  });
});

describe("division-facts", () => {
  const family = (divisor: number, dividend: number, answers: string[]): Answerable => ({
    type: "blanks",
    question: `Work out ${dividend} ÷ ${divisor}.`,
    text: `${divisor} × ___ = ${dividend}, so ${dividend} ÷ ${divisor} = ___.`,
    blanks: answers.map((answer) => [answer]),
  });

  test("accepts 63 ÷ 7 = 9, its fact family and a sharing story", () => {
    expect(judge("division-facts", "core", number("63 ÷ 7", "9"))).toEqual([]);
    expect(judge("division-facts", "core", family(7, 63, ["9", "9"]))).toEqual([]);
    const story = "Maya shares 24 stickers equally among 4 friends. How many stickers does each friend get?";
    expect(judge("division-facts", "core", number(story, "6"))).toEqual([]);
  });

  test("rejects a wrong quotient, a wrong gap and a story keyed with the product", () => {
    expect(judge("division-facts", "core", number("56 ÷ 8", "8")).join()).toMatch(/key says 8, worked out 7/);
    expect(judge("division-facts", "core", family(7, 63, ["9", "8"])).join()).toMatch(/key says 9, 8, worked out 9, 9/);
    const story = "Leo puts 24 eggs into cartons of 6 each. How many cartons are filled?";
    expect(judge("division-facts", "core", number(story, "144")).join()).toMatch(/key says 144, worked out 4/);
  });

  test("refuses a remainder and a divisor outside the level", () => {
    expect(judge("division-facts", "core", number("25 ÷ 4", "6")).join()).toMatch(/no whole quotient/);
    expect(judge("division-facts", "support", number("12 ÷ 3", "4")).join()).toMatch(/divisor 3/);
  });
});

describe("unknown-in-multiplication-division", () => {
  const slug = "unknown-in-multiplication-division";

  test("accepts the unknown in every position", () => {
    expect(judge(slug, "core", number("6 × ? = 48", "8"))).toEqual([]);
    expect(judge(slug, "core", number("? ÷ 8 = 4", "32"))).toEqual([]);
    expect(judge(slug, "core", number("48 ÷ ? = 6", "8"))).toEqual([]);
    expect(judge(slug, "core", number("4 = ? ÷ 8", "32"))).toEqual([]);
  });

  test("rejects a key that undoes the wrong way", () => {
    expect(judge(slug, "core", number("? ÷ 8 = 4", "2")).join()).toMatch(/key says 2, worked out 32/);
    expect(judge(slug, "core", number("48 = 6 × ?", "42")).join()).toMatch(/key says 42, worked out 8/);
  });

  test("refuses an unknown that is not whole and a × 1 in a challenge", () => {
    expect(judge(slug, "core", number("5 × ? = 12", "2")).join()).toMatch(/not exactly one whole-number answer/);
    expect(judge(slug, "challenge", number("7 × ? = 7", "1")).join()).toMatch(/not a fact of the level's tables/);
  });
});

describe("round-to-10-and-100", () => {
  const slug = "round-to-10-and-100";
  const round = (n: number, to: number, value: string) => number(`Round ${n} to the nearest ${to}.`, value);

  test("halfway rounds up: 350 to 400, 85 to 90; 995 reaches 1000", () => {
    expect(judge(slug, "core", round(350, 100, "400"))).toEqual([]);
    expect(judge(slug, "core", round(85, 10, "90"))).toEqual([]);
    expect(judge(slug, "challenge", round(995, 10, "1000"))).toEqual([]);
    expect(judge(slug, "core", round(350, 100, "300")).join()).toMatch(/key says 300, worked out 400/);
  });

  test("445 rounds to 400, not to 500 by rounding twice", () => {
    expect(judge(slug, "core", round(445, 100, "500")).join()).toMatch(/key says 500, worked out 400/);
  });

  test("a choice must mark exactly the number that rounds to the target", () => {
    const which = (correct: number[]): Answerable => ({
      type: "choice",
      question: "Which number rounds to 350 when it is rounded to the nearest 10?",
      options: ["344", "346", "355", "358"],
      correct,
    });
    expect(judge(slug, "core", which([1]))).toEqual([]);
    expect(judge(slug, "core", which([2])).join()).toMatch(/key says C, worked out B/);
  });

  test("refuses a number that needs no rounding", () => {
    expect(judge(slug, "core", round(340, 10, "340")).join()).toMatch(/already a multiple of 10/);
  });
});

describe("add-subtract-within-1000", () => {
  const slug = "add-subtract-within-1000";

  test("column subtraction regroups across zeros: 1000 − 1, 700 − 268, 503 − 147", () => {
    expect(columns("1000", "1", false)).toEqual({ result: "999", regroups: 3 });
    expect(columns("700", "268", false)).toEqual({ result: "432", regroups: 2 });
    expect(columns("503", "147", false)).toEqual({ result: "356", regroups: 2 });
    expect(columns("475", "368", true)).toEqual({ result: "843", regroups: 2 });
    expect(columns("268", "700", false)).toBeNull();
  });

  test("accepts 700 − 268 = 432 at challenge and rejects the classic 568", () => {
    expect(judge(slug, "challenge", number("700 \u2212 268", "432"))).toEqual([]);
    expect(judge(slug, "challenge", number("700 \u2212 268", "568")).join()).toMatch(/key says 568, worked out 432/);
  });

  test("holds each level to its regrouping", () => {
    expect(judge(slug, "support", number("456 + 327", "783")).join()).toMatch(/1 regroupings at support/);
    expect(judge(slug, "challenge", number("456 + 123", "579")).join()).toMatch(/0 regroupings at challenge/);
    expect(judge(slug, "core", number("123 \u2212 456", "0")).join()).toMatch(/below 0/);
  });
});

describe("multiply-by-multiples-of-10", () => {
  const slug = "multiply-by-multiples-of-10";

  test("4 × 60 = 24 tens = 240, either way round and as gaps", () => {
    expect(judge(slug, "core", number("4 × 60", "240"))).toEqual([]);
    expect(judge(slug, "core", number("60 × 4", "240"))).toEqual([]);
    const gaps = (answers: string[]): Answerable => ({
      type: "blanks",
      question: "Work out 4 × 60.",
      text: "4 × 60 = 4 × 6 tens = ___ tens = ___.",
      blanks: answers.map((answer) => [answer]),
    });
    expect(judge(slug, "core", gaps(["24", "240"]))).toEqual([]);
    expect(judge(slug, "core", gaps(["24", "2400"])).join()).toMatch(/key says 24, 2400, worked out 24, 240/);
  });

  test("rejects a dropped or doubled zero and finds a missing multiple of 10", () => {
    expect(judge(slug, "core", number("5 × 80", "4000")).join()).toMatch(/key says 4000, worked out 400/);
    expect(judge(slug, "core", number("7 × ? = 420", "60"))).toEqual([]);
    expect(judge(slug, "core", number("7 × ? = 420", "6")).join()).toMatch(/key says 6, worked out 60/);
  });

  test("refuses × 10 alone at challenge", () => {
    expect(judge(slug, "challenge", number("7 × 10", "70")).join()).toMatch(/outside the level/);
  });
});

describe("two-step-word-problems", () => {
  const slug = "two-step-word-problems";

  test("rebuilds both steps from the words: 4 × 6 − 9 and (13 + 7) ÷ 4", () => {
    const boxes = "Maya has 4 boxes with 6 crayons in each box. Maya gives away 9 crayons. How many crayons are left?";
    expect(judge(slug, "core", number(boxes, "15"))).toEqual([]);
    expect(judge(slug, "core", number(boxes, "19")).join()).toMatch(/key says 19, worked out 15/);
    expect(judge(slug, "support", number(boxes, "15")).join()).toMatch(/beyond 5 × 5 at support/);
    const share =
      "Leo has 13 shells and gets 7 more. Leo shares all of them equally among 4 friends. How many shells does each friend get?";
    expect(judge(slug, "support", number(share, "5"))).toEqual([]);
    expect(judge(slug, "support", number(share, "20")).join()).toMatch(/key says 20, worked out 5/);
  });

  test("refuses a step that is not whole or goes below 0", () => {
    const uneven =
      "Ava has 10 beads and gets 3 more. Ava shares all of them equally among 4 friends. How many beads does each friend get?";
    expect(judge(slug, "core", number(uneven, "3")).join()).toMatch(/is not a whole number/);
    const tooMany = "Sam has 2 boxes with 3 cards in each box. Sam gives away 8 cards. How many cards are left?";
    expect(judge(slug, "core", number(tooMany, "0")).join()).toMatch(/is not a whole number from 0 up/);
  });
});

describe("equivalent-and-compare-fractions", () => {
  const slug = "equivalent-and-compare-fractions";
  const compare = (left: string, right: string, correct: number): Answerable => ({
    type: "choice",
    question: `Compare ${left} and ${right}.`,
    options: [`${left} < ${right}`, `${left} = ${right}`, `${left} > ${right}`],
    correct: [correct],
  });

  test("3/4 = 6/8 by cross-multiplying, the unknown on either level of the fraction", () => {
    expect(judge(slug, "core", number("3/4 = ?/8", "6"))).toEqual([]);
    expect(judge(slug, "core", number("6/8 = 3/?", "4"))).toEqual([]);
    expect(judge(slug, "core", number("3/4 = ?/8", "7")).join()).toMatch(/key says 7, worked out 6/);
    expect(judge(slug, "core", number("2/3 = 4/?", "5")).join()).toMatch(/key says 5, worked out 6/);
  });

  test("whole numbers as fractions: 12/4 = 3, and 5/1 only at core", () => {
    expect(judge(slug, "core", number("12/4", "3"))).toEqual([]);
    expect(judge(slug, "core", number("5/1", "5"))).toEqual([]);
    expect(judge(slug, "challenge", number("5/1", "5")).join()).toMatch(/denominator of 1 at challenge/);
  });

  test("same numerator: 2/3 > 2/6 because sixths are smaller", () => {
    expect(judge(slug, "core", compare("2/3", "2/6", 2))).toEqual([]);
    expect(judge(slug, "core", compare("2/3", "2/6", 0)).join()).toMatch(/key says A, worked out C/);
    expect(judge(slug, "core", compare("3/8", "5/8", 0))).toEqual([]);
  });
});

describe("multi-digit-multiplication", () => {
  const slug = "multi-digit-multiplication";

  test("long multiplication digit by digit: 46 × 23 = 1058, 4085 × 7 = 28595, 99 × 99 = 9801", () => {
    expect(longMultiplication("46", "23")).toBe("1058");
    expect(longMultiplication("4085", "7")).toBe("28595");
    expect(longMultiplication("99", "99")).toBe("9801");
  });

  test("rejects the partial product not shifted a place (138 + 92 = 230)", () => {
    expect(judge(slug, "core", number("46 × 23", "1058"))).toEqual([]);
    expect(judge(slug, "core", number("46 × 23", "230")).join()).toMatch(/key says 230, worked out 1058/);
    expect(judge(slug, "challenge", number("4085 × 7", "28595"))).toEqual([]);
  });

  test("refuses sizes outside grade 4 and a challenge that is too easy", () => {
    expect(judge(slug, "core", number("123 × 45", "5535")).join()).toMatch(/not grade 4's/);
    expect(judge(slug, "challenge", number("23 × 4", "92")).join()).toMatch(/too easy for challenge/);
  });
});

describe("long-division-one-digit-divisor", () => {
  const slug = "long-division-one-digit-divisor";
  const choice = (correct: number): Answerable => ({
    type: "choice",
    question: "What is 250 ÷ 7, with a remainder?",
    options: ["34 R 12", "35 R 5", "35 R 4", "36 R 5"],
    correct: [correct],
  });

  test("long division keeps the 0 in the quotient: 636 ÷ 6 = 106, 4824 ÷ 8 = 603", () => {
    expect(longDivision("636", 6)).toEqual({ quotient: "106", remainder: 0 });
    expect(longDivision("4824", 8)).toEqual({ quotient: "603", remainder: 0 });
    expect(judge(slug, "challenge", number("636 ÷ 6", "106"))).toEqual([]);
    expect(judge(slug, "challenge", number("636 ÷ 6", "16")).join()).toMatch(/key says 16, worked out 106/);
  });

  test("250 ÷ 7 = 35 R 5 as gaps and as a choice; 34 R 12 is not a remainder", () => {
    const gaps = (answers: string[]): Answerable => ({
      type: "blanks",
      question: "Divide 250 by 7. Write the remainder.",
      text: "250 ÷ 7 = ___ R ___",
      blanks: answers.map((answer) => [answer]),
    });
    expect(judge(slug, "core", gaps(["35", "5"]))).toEqual([]);
    expect(judge(slug, "core", gaps(["35", "4"])).join()).toMatch(/key says 35, 4, worked out 35, 5/);
    expect(judge(slug, "core", choice(1))).toEqual([]);
    expect(judge(slug, "core", choice(0)).join()).toMatch(/key says A, worked out B/);
  });

  test("a number part must divide exactly", () => {
    expect(judge(slug, "core", number("250 ÷ 7", "35")).join()).toMatch(/a remainder the part does not ask for/);
  });
});

describe("add-subtract-multi-digit", () => {
  const slug = "add-subtract-multi-digit";

  test("60,004 − 2,345 = 57,659 across three zeros; 1,000,000 − 1 = 999,999", () => {
    expect(columns("60004", "2345", false)).toEqual({ result: "57659", regroups: 4 });
    expect(columns("1000000", "1", false)).toEqual({ result: "999999", regroups: 6 });
    expect(judge(slug, "core", number("60,004 \u2212 2,345", "57659"))).toEqual([]);
    expect(judge(slug, "core", number("60,004 \u2212 2,345", "58659")).join()).toMatch(/key says 58659, worked out 57659/);
  });

  test("refuses misplaced commas", () => {
    expect(judge(slug, "core", number("6,0004 \u2212 2,345", "57659")).join()).toMatch(/commas not between the periods/);
  });
});

describe("place-value-and-rounding-to-a-million", () => {
  const slug = "place-value-and-rounding-to-a-million";

  test("rounding reads the digit to the right, halfway up, carrying through 9s", () => {
    expect(roundDigits("347215", 4)).toBe("350000");
    expect(roundDigits("995000", 4)).toBe("1000000");
    expect(roundDigits("419984", 3)).toBe("420000");
    expect(roundDigits("551550", 4)).toBe("550000");
    expect(judge(slug, "challenge", number("Round 419,984 to the nearest thousand.", "420000"))).toEqual([]);
    expect(judge(slug, "challenge", number("Round 419,984 to the nearest thousand.", "410000")).join()).toMatch(
      /key says 410000, worked out 420000/,
    );
  });

  test("a digit's value and an expanded form with a zero place", () => {
    expect(judge(slug, "core", number("What is the value of the digit 4 in 846,251?", "40000"))).toEqual([]);
    expect(judge(slug, "core", number("What is the value of the digit 4 in 846,251?", "4000")).join()).toMatch(/key says 4000/);
    expect(judge(slug, "core", number("What number is 700,000 + 8,000 + 200 + 4?", "708204"))).toEqual([]);
    expect(judge(slug, "core", number("What number is 700,000 + 8,000 + 200 + 4?", "78204")).join()).toMatch(/worked out 708204/);
  });

  test("a comparison is decided digit by digit", () => {
    const compare = (correct: number): Answerable => ({
      type: "choice",
      question: "Compare 489,840 and 489,640.",
      options: ["489,840 < 489,640", "489,840 = 489,640", "489,840 > 489,640"],
      correct: [correct],
    });
    expect(judge(slug, "core", compare(2))).toEqual([]);
    expect(judge(slug, "core", compare(0)).join()).toMatch(/key says A, worked out C/);
  });
});

describe("factors-multiples-primes", () => {
  const slug = "factors-multiples-primes";
  const choice = (question: string, options: string[], correct: number[]): Answerable => ({
    type: "choice",
    question,
    options,
    correct,
  });

  test("trial division finds every factor: 24 has 8, 36 has 9, 97 has 2", () => {
    expect(trialFactors(24)).toEqual([1, 2, 3, 4, 6, 8, 12, 24]);
    expect(judge(slug, "core", number("How many factors does 36 have?", "9"))).toEqual([]);
    expect(judge(slug, "core", number("How many factors does 36 have?", "8")).join()).toMatch(/key says 8, worked out 9/);
  });

  test("a factor pair's other factor: 56 = 7 × 8", () => {
    expect(judge(slug, "core", number("56 = 7 × ?", "8"))).toEqual([]);
    expect(judge(slug, "core", number("56 = 7 × ?", "9")).join()).toMatch(/key says 9, worked out 8/);
    expect(judge(slug, "core", number("57 = 7 × ?", "8")).join()).toMatch(/7 is not a factor of 57/);
  });

  test("91 = 7 × 13 looks prime but is composite; 97 is prime", () => {
    expect(judge(slug, "challenge", choice("Is 91 prime or composite?", ["Prime", "Composite"], [1]))).toEqual([]);
    expect(judge(slug, "challenge", choice("Is 91 prime or composite?", ["Prime", "Composite"], [0])).join()).toMatch(
      /key says A, worked out B/,
    );
    expect(judge(slug, "challenge", choice("Is 97 prime or composite?", ["Prime", "Composite"], [0]))).toEqual([]);
  });

  test("choosing all the factors of 36 must mark every one and nothing else", () => {
    const options = ["4", "8", "9", "12", "14"];
    expect(judge(slug, "core", choice("Choose all the factors of 36.", options, [0, 2, 3]))).toEqual([]);
    expect(judge(slug, "core", choice("Choose all the factors of 36.", options, [0, 3])).join()).toMatch(
      /key says A,D, worked out A,C,D/,
    );
  });
});

describe("equivalent-fractions", () => {
  const slug = "equivalent-fractions";

  test("2/3 = 8/12 and 8/12 = 2/3 by cross products; 3/10 = 30/100", () => {
    expect(judge(slug, "core", number("2/3 = ?/12", "8"))).toEqual([]);
    expect(judge(slug, "core", number("8/12 = ?/3", "2"))).toEqual([]);
    expect(judge(slug, "core", number("3/10 = ?/100", "30"))).toEqual([]);
    expect(judge(slug, "core", number("2/3 = ?/12", "11")).join()).toMatch(/key says 11, worked out 8/);
  });

  test("true or false, a choice and a match are judged by cross products", () => {
    const statement = (correct: boolean): Answerable => ({ type: "truefalse", question: "3/4 = 9/12", correct });
    expect(judge(slug, "core", statement(true))).toEqual([]);
    expect(judge(slug, "core", statement(false)).join()).toMatch(/key says false, worked out true/);
    const which: Answerable = {
      type: "choice",
      question: "Which fraction is equal to 3/4?",
      options: ["7/8", "6/8", "5/8"],
      correct: [0],
    };
    expect(judge(slug, "core", which).join()).toMatch(/key says A, worked out B/);
    const match: Answerable = {
      type: "match",
      question: "Match 1/2, 1/3 and 1/4 to equal fractions.",
      pairs: [
        { left: "1/2", right: "3/6" },
        { left: "1/3", right: "3/12" },
        { left: "1/4", right: "2/6" },
      ],
    };
    expect(judge(slug, "core", match).join()).toMatch(/1\/3 does not match exactly its own pair/);
  });
});
