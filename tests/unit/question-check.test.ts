/**
 * The checker per question type, with property tests: equal numbers in every typing, number words,
 * forms asked for, spelling mode, real words never forgiven as typos, and exact sets for choices,
 * matches and orders.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import quizNearWords from "~/lib/catalogue/quiz-near-words.json";
import { checkUnit, type Response } from "~/lib/questions/check";
import type { Answerable } from "~/lib/questions/model";
import { matchOrder, slotsOf, stepOrder, LETTERS } from "~/lib/questions/slots";

const NONE = { nearWords: {} };
const check = (unit: Answerable, response: Response | string, context: Parameters<typeof checkUnit>[2] = NONE) =>
  checkUnit(unit, typeof response === "string" ? [response] : response, context);
const number = (value: string, extra: Partial<Extract<Answerable, { type: "number" }>> = {}): Answerable => ({
  type: "number",
  question: "?",
  value,
  ...extra,
});

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Numbers in words, written independently of the checker's reader (British "and" optional). */
function inWords(n: number, and: boolean): string {
  const ones = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
  ];
  const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
  const below100 = (x: number) => (x < 20 ? ones[x] : tens[Math.floor(x / 10)] + (x % 10 ? `-${ones[x % 10]}` : ""));
  const below1000 = (x: number) => {
    if (x < 100) return below100(x);
    const rest = x % 100;
    return `${ones[Math.floor(x / 100)]} hundred${rest ? `${and ? " and" : ""} ${below100(rest)}` : ""}`;
  };
  if (n < 1000) return below1000(n);
  const rest = n % 1000;
  return `${below1000(Math.floor(n / 1000))} thousand${rest ? `${and && rest < 100 ? " and" : ""} ${below1000(rest)}` : ""}`;
}

describe("number questions", () => {
  test("the review's refusals are accepted", () => {
    expect(check(number("9"), "nine")).toBe("correct");
    expect(check(number("7"), "7.0")).toBe("correct");
    expect(check(number("4:1", { ratio: true }), "4/1")).toBe("correct");
    expect(check(number("4:1", { ratio: true }), "4 to 1")).toBe("correct");
    expect(check(number("24"), "twenty-four")).toBe("correct");
    expect(check(number("200"), "two hundred")).toBe("correct");
    expect(check(number("50"), "fifty")).toBe("correct");
    for (const typed of ["4 1/6", "4-1/6", "4⅙", "4 and 1/6", "four and one sixth", "25/6"])
      expect(check(number("4 1/6"), typed), typed).toBe("correct");
  });

  test("0.5, 1/2, 2/4 and 50% are one answer unless a form is asked for", () => {
    for (const typed of ["0.5", ".5", "1/2", "2/4", "50%", "one half", "a half"])
      expect(check(number("1/2"), typed), typed).toBe("correct");
    expect(check(number("1/2", { form: "simplest" }), "2/4")).toBe("incorrect");
    expect(check(number("1/2", { form: "simplest" }), "0.5")).toBe("incorrect");
    expect(check(number("1/2", { form: "decimal" }), "1/2")).toBe("incorrect");
    expect(check(number("1/2", { form: "percent" }), "50%")).toBe("correct");
    expect(check(number("25/6", { form: "mixed" }), "25/6")).toBe("incorrect");
    expect(check(number("11/4", { form: "fraction" }), "2 3/4")).toBe("incorrect");
  });

  test("units are optional unless required, and a different unit is wrong", () => {
    expect(check(number("12", { unit: "cm" }), "12")).toBe("correct");
    expect(check(number("12", { unit: "cm" }), "12 centimeters")).toBe("correct");
    expect(check(number("12", { unit: "cm" }), "12 m")).toBe("incorrect");
    expect(check(number("12", { unit: "cm", unitRequired: true }), "12")).toBe("incorrect");
    expect(check(number("3.5", { unit: "$" }), "$3.50")).toBe("correct");
    expect(check(number("3.5", { unit: "$" }), "3.50 dollars")).toBe("correct");
  });

  test("property: every typing of an equal fraction is right, and any other value is wrong", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 2, max: 9 }),
        (n, d, k) => {
          const value = `${n}/${d}`;
          const whole = Math.floor(n / d);
          const rest = n % d;
          const typings = [
            `${n * k}/${d * k}`,
            `${n}/${d}`,
            ...(rest && whole ? [`${whole} ${rest}/${d}`, `${whole}-${rest}/${d}`] : []),
          ];
          for (const typed of typings) expect(check(number(value), typed), typed).toBe("correct");
          expect(check(number(value), `${n + 1}/${d}`)).toBe("incorrect");
          // Simplest form: only the fraction in lowest terms (or its mixed number) is right.
          const g = gcd(n, d);
          expect(check(number(value, { form: "simplest" }), `${n / g}/${d / g}`)).toBe("correct");
          expect(check(number(value, { form: "simplest" }), `${(n / g) * k}/${(d / g) * k}`)).toBe("incorrect");
        },
      ),
      { numRuns: 500 },
    );
  });

  test("property: decimals with trailing zeros and percents equal their value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 3 }), (cents, zeros) => {
        const value = (cents / 100).toFixed(2);
        expect(check(number(value), value + "0".repeat(zeros))).toBe("correct");
        // cents% of one is the value itself; the value typed with a % sign is a hundredth of it.
        expect(check(number(value), `${cents}%`)).toBe("correct");
        expect(check(number(value), `${value}%`)).toBe(cents === 0 ? "correct" : "incorrect");
      }),
      { numRuns: 500 },
    );
  });

  test("property: whole numbers in words are right, with or without 'and', and a neighbour is wrong", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.boolean(), (n, and) => {
        expect(check(number(String(n)), inWords(n, and)), inWords(n, and)).toBe("correct");
        expect(check(number(String(n + 1)), inWords(n, and))).toBe("incorrect");
      }),
      { numRuns: 1000 },
    );
  });
});

describe("spelling mode", () => {
  const spelled: Answerable = { question: "Spell it.", answer: "Their.", accept: ["their"], spelling: true };

  test("a block of parts marked spelling forgives no typo in any part (worksheet 257's 'fligt')", () => {
    const block = {
      question: "Spell each word.",
      spelling: true,
      parts: [{ question: "Rooms for guests: ___.", answer: "Accommodation.", accept: ["accommodation"] }],
    };
    // "accommodation" has no real word within a typo of it: elsewhere a slip would be forgiven.
    const context = { nearWords: { accommodation: [] } };
    const [slot] = slotsOf([block]);
    expect(check(slot.unit, "acommodation", context)).toBe("incorrect");
    expect(check(slot.unit, "Accommodation", context)).toBe("correct");
    const [plain] = slotsOf([{ ...block, spelling: undefined }]);
    expect(check(plain.unit, "acommodation", context)).toBe("correct");
  });

  test("the review's misspellings of the tested words are refused", () => {
    expect(check({ question: "?", answer: "They're.", accept: ["they're"], spelling: true }, "the're")).toBe("incorrect");
    expect(check({ question: "?", answer: "Except.", accept: ["except"], spelling: true }, "exsept")).toBe("incorrect");
    expect(check({ question: "?", answer: "Weather.", accept: ["weather"], spelling: true }, "wheather")).toBe("incorrect");
    expect(check({ question: "?", answer: "They're.", accept: ["they're"], spelling: true }, "They’re")).toBe("correct");
  });

  test("property: case and surrounding spaces are forgiven; any one-letter change is not", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("their", "weather", "except", "necessary", "separate", "accommodate"),
        fc.nat(),
        fc.constantFrom("a", "e", "i", "x"),
        fc.string({ unit: fc.constantFrom(" ", "\t"), maxLength: 3 }),
        (word, at, letter, space) => {
          const unit = { ...spelled, accept: [word] };
          expect(check(unit, `${space}${word.toUpperCase()}${space}`)).toBe("correct");
          const i = at % word.length;
          const changed = word.slice(0, i) + letter + word.slice(i + 1);
          if (changed !== word) expect(check(unit, changed), changed).toBe("incorrect");
          expect(check(unit, word.slice(0, i) + word.slice(i + 1))).toBe("incorrect");
        },
      ),
    );
  });
});

describe("typo tolerance outside spelling mode", () => {
  test("property: no real word near an accepted answer is ever accepted for it", () => {
    const near = quizNearWords as Record<string, string[]>;
    const pairs = Object.entries(near).flatMap(([accepted, words]) => words.map((word) => [accepted, word] as const));
    expect(pairs.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(fc.constantFrom(...pairs), ([accepted, word]) => {
        const unit: Answerable = { question: "?", answer: accepted, accept: [accepted] };
        expect(check(unit, word, { nearWords: { [accepted]: near[accepted] } }), `${word} for ${accepted}`).toBe("incorrect");
      }),
      { numRuns: 2000 },
    );
  });
});

describe("choice, true/false, blanks, match and order", () => {
  test("a choice is right only with exactly the right options", () => {
    const unit: Answerable = { type: "choice", question: "Which are even?", options: ["2", "3", "4", "5"], correct: [0, 2] };
    expect(check(unit, ["A", "C"])).toBe("correct");
    expect(check(unit, ["C", "A"])).toBe("correct");
    expect(check(unit, ["A"])).toBe("incorrect");
    expect(check(unit, ["A", "B", "C"])).toBe("incorrect");
    expect(check({ type: "truefalse", question: "2 is even.", correct: true }, "true")).toBe("correct");
    expect(check({ type: "truefalse", question: "2 is even.", correct: true }, "false")).toBe("incorrect");
  });

  test("blanks check each gap; with a word bank, exactly", () => {
    const unit: Answerable = {
      type: "blanks",
      question: "Fill in.",
      text: "Cows eat ___ and drink ___.",
      blanks: [["grass", "hay"], ["water"]],
    };
    expect(check(unit, ["Grass", "water"])).toBe("correct");
    expect(check(unit, ["hay", "milk"])).toBe("incorrect");
    expect(check({ ...unit, bank: ["grass", "water", "milk"] }, ["gras", "water"])).toBe("incorrect");
  });

  test("property: a match or an order is right for its one arrangement only", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.string({ minLength: 1, maxLength: 6 }).filter((s) => s.trim() === s && s.length > 0),
          { minLength: 3, maxLength: 8, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() },
        ),
        (words) => {
          const match: Extract<Answerable, { type: "match" }> = {
            type: "match",
            question: "?",
            pairs: words.map((word, i) => ({ left: `L${i}`, right: word })),
          };
          const shown = matchOrder(match);
          const right = match.pairs.map((_, i) => LETTERS[shown.indexOf(i)]);
          expect(check(match, right)).toBe("correct");
          expect(check(match, [right[1], right[0], ...right.slice(2)])).toBe("incorrect");
          const order: Extract<Answerable, { type: "order" }> = { type: "order", question: "?", steps: words };
          const steps = stepOrder(order);
          expect(steps.every((step, i) => step === i)).toBe(false);
          const positions = steps.map((step) => String(step + 1));
          expect(check(order, positions)).toBe("correct");
          expect(check(order, [positions[1], positions[0], ...positions.slice(2)])).toBe("incorrect");
        },
      ),
      { numRuns: 300 },
    );
  });
});
