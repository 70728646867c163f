/**
 * Decimal place value (grade 5): the value of a digit, decimals from expanded form (with an empty
 * place that needs a 0), comparing decimals to thousandths (0.45 against 0.405, 0.5 against 0.50),
 * rounding to a given place, and how a digit's value changes from one place to the next (ten times,
 * a tenth). Numbers are held as whole numbers of thousandths so no float reaches an answer. Support
 * uses hundredths and one whole digit; core thousandths and two; challenge three whole digits and
 * roundings that carry (9.96 to the nearest tenth is 10.0).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { decimalText } from "./numbers-5-6";
import { block, choiceItem, type Item } from "./practice";

const PLACES = ["hundreds", "tens", "ones", "tenths", "hundredths", "thousandths"] as const;
/** Each place's value in thousandths. */
const UNIT = [100000, 10000, 1000, 100, 10, 1] as const;
const FRACTIONS = ["100", "10", "1", "(1/10)", "(1/100)", "(1/1000)"] as const;
const WHOLE_DIGITS: Record<Level, number> = { support: 1, core: 2, challenge: 3 };

/** Thousandths as a decimal written to `places` places: (3400, 2) → "3.40". */
function fixed(thousandths: number, places: number) {
  const digits = String(thousandths).padStart(4, "0");
  const whole = digits.slice(0, -3);
  return places === 0 ? whole : `${whole}.${digits.slice(-3, -3 + places || undefined)}`;
}

function build(level: Level, random: Random) {
  const wholeDigits = WHOLE_DIGITS[level];
  const decimals = level === "support" ? 2 : 3;
  /** Place indexes used: the whole digits, then the decimal places. */
  const used = Array.from({ length: wholeDigits + decimals }, (_, i) => 3 - wholeDigits + i);
  const seen = new Set<string>();
  const thousandths = (digits: number[]) => digits.reduce((sum, digit, i) => sum + digit * UNIT[used[i]], 0);

  const digitValue = (): Item => {
    const digits = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, used.length);
    const at = random.int(level === "challenge" ? 0 : wholeDigits, used.length - 1);
    const number = fixed(thousandths(digits), decimals);
    return {
      unit: {
        type: "number",
        question: `What is the value of the digit ${digits[at]} in ${number}?`,
        value: decimalText(digits[at] * UNIT[used[at]], 3),
      },
      size: used[at],
    };
  };

  const fromExpanded = (): Item => {
    const digits = used.map(() => random.int(1, 9));
    // One empty place (two at challenge) among the decimal places, which the decimal writes as 0.
    const empty = random
      .shuffle(used.slice(wholeDigits, wholeDigits + decimals - 1).map((_, i) => wholeDigits + i))
      .slice(0, level === "challenge" ? 2 : 1);
    for (const i of empty) digits[i] = 0;
    const terms = digits.flatMap((digit, i) => (digit === 0 ? [] : [`${digit} × ${FRACTIONS[used[i]]}`]));
    const value = thousandths(digits);
    return { unit: { type: "number", question: `${terms.join(" + ")}`, value: decimalText(value, 3) }, size: value };
  };

  /** Two decimals as [first, second, first written, second written], in thousandths. */
  const comparePair = (): [number, number, string, string] => {
    const kind = random.int(0, 2);
    const whole = random.int(0, level === "support" ? 9 : 99) * 1000;
    if (kind === 0) {
      // The same value, one written with a trailing zero: 0.5 and 0.50.
      const x = whole + random.int(1, 9) * 100;
      return [x, x, fixed(x, 1), fixed(x, 2)];
    }
    if (kind === 1) {
      // More digits is not more: 0.45 against 0.405.
      const [t, h] = [random.int(1, 9), random.int(1, 9)];
      const [x, y] = [whole + t * 100 + h * 10, whole + t * 100 + h];
      return [x, y, fixed(x, 2), fixed(y, 3)];
    }
    const [p, q] = random.distinct(2, () => random.int(1, level === "support" ? 99 : 999));
    const [places, scale] = level === "support" ? [2, 10] : [3, 1];
    const [x, y] = [whole + p * scale, whole + q * scale];
    return [x, y, fixed(x, places), fixed(y, places)];
  };
  const compare = (): Item => {
    let [x, y, a, b] = comparePair();
    if (random.int(0, 1) === 0) [x, y, a, b] = [y, x, b, a];
    return choiceItem(`Compare ${a} and ${b}.`, ["<", ">", "="], [x < y ? 0 : x > y ? 1 : 2], x);
  };

  const round = (): Item => {
    const digits = used.map(() => random.int(0, 9));
    digits[0] = random.int(1, 9);
    const places = level === "support" ? [2, 3] : level === "core" ? [3, 4] : [1, 2, 3, 4];
    const place = random.pick(places);
    const i = used.indexOf(place);
    // At challenge, half the time nines before a 5 or more, so the rounding carries.
    if (level === "challenge" && random.int(0, 1) === 0) {
      digits[i] = 9;
      if (i > 0) digits[i - 1] = 9;
      digits[i + 1] = random.int(5, 9);
    }
    const n = thousandths(digits);
    const unit = UNIT[place];
    const rounded = Math.floor((n + unit / 2) / unit) * unit;
    return {
      unit: {
        type: "number",
        question: `Round ${fixed(n, decimals)} to the nearest ${place === 2 ? "whole number" : PLACES[place].replace(/s$/, "")}.`,
        value: decimalText(rounded, 3),
      },
      size: n,
    };
  };

  const tenTimes = (): Item => {
    const digit = random.int(1, 9);
    const text = fixed(thousandths(used.map(() => digit)), decimals);
    const gap = level === "challenge" ? random.int(1, 2) : 1;
    const first = random.int(0, used.length - 1 - gap);
    let [big, small] = [used[first], used[first + gap]];
    const fraction = level !== "support" && random.int(0, 1) === 0;
    if (fraction) [big, small] = [small, big];
    const prompt = fraction
      ? `In ${text}, the ${digit} in the ${PLACES[big]} place is what fraction of the ${digit} in the ${PLACES[small]} place?`
      : `In ${text}, the ${digit} in the ${PLACES[big]} place is how many times the ${digit} in the ${PLACES[small]} place?`;
    const times = 10 ** gap;
    return {
      unit: { type: "number", question: prompt, value: fraction ? `1/${times}` : String(times) },
      size: fraction ? 1 / times : times,
    };
  };

  return {
    example: {
      question: "Round 4.962 to the nearest tenth.",
      answer: [
        "The tenths digit is 9: 4.962 is between 4.9 and 5.0.",
        "Look at the next digit, the hundredths: 6 is 5 or more, so round up.",
        "One more tenth than 4.9 is 5.0 (ten tenths make a one).",
        "So 4.962 rounds to 5.0.",
      ].join("\n"),
    },
    questions: [
      block(random, "Write the value of each digit.", 3, digitValue, seen),
      block(random, "Write each number as a decimal.", 3, fromExpanded, seen),
      block(random, "Compare the decimals. Choose <, > or =.", 3, compare, seen),
      block(random, "Round each decimal.", 4, round, seen),
      block(random, "Compare the values of the same digit in different places.", 3, tenTimes, seen),
    ],
  };
}

export const decimalPlaceValue: Generator = {
  slug: "decimal-place-value",
  title: "Decimal Place Value: Expanded Form, Comparing and Rounding",
  description:
    "Fresh practice with the value of each digit in a decimal, expanded form, comparing decimals to thousandths, rounding to any place, and how a digit's value grows ten times from place to place. For grade 5.",
  category: "Number Sense",
  grades: { from: 5, to: 5 },
  standards: [
    {
      code: "5.NBT.A.1",
      why: "Question 5 compares the same digit in neighbouring places: ten times the place to its right, a tenth of the place to its left.",
    },
    {
      code: "5.NBT.A.3.a",
      why: "Questions 1 and 2 read a decimal's digits by place value and write decimals from expanded form with fractions 1/10, 1/100, 1/1000.",
    },
    {
      code: "5.NBT.A.3.b",
      why: "Question 3 compares two decimals to thousandths by place value with <, > and =, including 0.5 and 0.50.",
    },
    {
      code: "5.NBT.A.4",
      why: "Question 4 rounds decimals to the nearest whole number, tenth or hundredth (and ten at challenge).",
    },
  ],
  build,
};
