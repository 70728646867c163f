/**
 * Tenths and hundredths (grade 4): reading a shaded tenths strip or hundred grid as a decimal, a point
 * on a number line marked in tenths or hundredths, fractions over 10 and 100 as decimals, adding
 * tenths to hundredths by renaming 3/10 as 30/100, and comparing decimals to hundredths. Support
 * stays with tenths where it can; core uses hundredths below 1; challenge goes past 1.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, type Item } from "./practice";

/** h hundredths as a decimal: 37 → "0.37", 70 → "0.7", 206 → "2.06", 300 → "3". */
export function decimal(h: number) {
  const [whole, rest] = [Math.floor(h / 100), h % 100];
  if (rest === 0) return String(whole);
  return rest % 10 === 0 ? `${whole}.${rest / 10}` : `${whole}.${String(rest).padStart(2, "0")}`;
}

/** A decimal answer, asked as a decimal. */
const decimalItem = (question: string, h: number, size: number, figure?: Figure, key?: string): Item => ({
  unit: { type: "number", question, value: decimal(h), form: "decimal", ...(figure ? { figure } : {}) },
  size,
  key,
});

/** A shaded tenths strip (support, and sometimes core) or hundred grid. */
function grid(random: Random, level: Level): Item {
  const tenths = level === "support" ? random.int(0, 2) > 0 : level === "core" && random.int(0, 3) === 0;
  const parts = tenths ? 10 : 100;
  const shaded = tenths ? random.int(1, 9) : random.int(level === "challenge" ? 11 : 1, 99);
  const figure: Figure = { type: "fraction-model", model: "grid", parts, shaded };
  const h = (shaded * 100) / parts;
  return decimalItem("Write the shaded part of the whole as a decimal.", h, h, figure, `grid ${parts} ${shaded}`);
}

/** Point A on a line marked in tenths (support) or on a tenth marked in hundredths. */
function point(random: Random, level: Level): Item {
  let figure: Figure;
  let h: number;
  if (level === "support") {
    h = 10 * random.int(1, 9);
    figure = { type: "number-line", from: "0", to: "1", step: "0.1", points: [{ at: decimal(h), label: "A" }] };
  } else {
    const start = 10 * random.int(level === "challenge" ? 10 : 0, level === "challenge" ? 29 : 9);
    h = start + random.int(1, 9);
    figure = {
      type: "number-line",
      from: decimal(start),
      to: decimal(start + 10),
      step: "0.01",
      labels: "ends",
      points: [{ at: decimal(h), label: "A" }],
    };
  }
  return decimalItem("What decimal is at point A?", h, h, figure, `point ${h}`);
}

/** a/10, a/100 or (challenge) a mixed number over 10 or 100, written as a decimal. */
function fractionToDecimal(random: Random, level: Level): Item {
  const tenths = random.int(0, level === "support" ? 1 : 2) === 0;
  const whole = level === "challenge" ? random.int(1, 9) : 0;
  const a = tenths ? random.int(1, 9) : random.pick([random.int(1, 9), random.int(11, 99)]);
  if (!tenths && a % 10 === 0) return fractionToDecimal(random, level);
  const fraction = `${a}/${tenths ? 10 : 100}`;
  const h = whole * 100 + (tenths ? 10 * a : a);
  return decimalItem(whole ? `${whole} ${fraction}` : fraction, h, h);
}

/** a/10 + b/100, the sum over 100: below 1 until challenge. */
function addTenthsHundredths(random: Random, level: Level): Item {
  const a = random.int(1, 9);
  const b = level === "challenge" ? random.int(Math.max(11, 101 - 10 * a), 99) : random.int(1, 99 - 10 * a);
  if (b % 10 === 0) return addTenthsHundredths(random, level);
  const [first, second] = random.int(0, 1) === 0 ? [`${a}/10`, `${b}/100`] : [`${b}/100`, `${a}/10`];
  const total = 10 * a + b;
  return { unit: { type: "number", question: `${first} + ${second}`, value: `${total}/100` }, size: total };
}

/** Two decimals to hundredths; the wrong-looking pairs (0.5 and 0.45, 0.7 and 0.70) come often. */
function compare(random: Random, level: Level): Item {
  const whole = level === "challenge" ? 100 * random.int(1, 5) : 0;
  const kind = random.int(0, level === "support" ? 1 : 3);
  const t = random.int(1, 9);
  const x = whole + 10 * t;
  let y = whole + random.int(1, 99);
  if (kind === 1) y = whole + 10 * random.int(1, 9);
  // A tenth beside hundredths with more digits (0.5 and 0.45), or the same number written twice (0.7 and 0.70).
  if (kind === 2) y = whole + 10 * (t - 1 > 0 ? t - 1 : t + 1) + random.int(1, 9);
  const same = kind === 3;
  if (same) y = x;
  if (!same && x === y) return compare(random, level);
  const [left, right] = random.int(0, 1) === 0 ? [x, y] : [y, x];
  const leftText = decimal(left);
  const rightText = same ? `${decimal(right)}${decimal(right).includes(".") ? "0" : ".00"}` : decimal(right);
  const options = ["<", ">", "="].map((sign) => `${leftText} ${sign} ${rightText}`);
  const sign = left < right ? "<" : left > right ? ">" : "=";
  return choiceItem(
    `Compare ${leftText} and ${rightText}.`,
    options,
    [options.indexOf(`${leftText} ${sign} ${rightText}`)],
    Math.max(x, y),
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "Work out 3/10 + 45/100 and write the sum as a decimal.",
      answer:
        "A tenth is ten hundredths, so 3/10 = 30/100.\n30/100 + 45/100 = 75/100.\n75/100 is 7 tenths and 5 hundredths: 0.75.",
    },
    questions: [
      block(random, "Each grid or strip is one whole. Write the shaded part as a decimal.", 3, () => grid(random, level), seen),
      block(random, "Read the number line. Write the decimal at point A.", 3, () => point(random, level), seen),
      block(random, "Write each fraction as a decimal.", 3, () => fractionToDecimal(random, level), seen),
      block(
        random,
        "Add. Change the tenths to hundredths first. Write the sum over 100.",
        3,
        () => addTenthsHundredths(random, level),
        seen,
      ),
      block(random, "Compare the decimals. Choose the true statement.", 4, () => compare(random, level), seen),
    ],
  };
}

export const tenthsAndHundredths: Generator = {
  slug: "tenths-and-hundredths",
  title: "Tenths and Hundredths",
  description:
    "Fresh practice with tenths and hundredths as fractions and decimals on hundred grids and number lines, adding tenths to hundredths, and comparing decimals. For grade 4.",
  category: "Number Sense",
  grades: { from: 4, to: 4 },
  standards: [
    { code: "4.NF.C.5", why: "Question 4 renames tenths as hundredths, like 3/10 = 30/100, to add them to hundredths." },
    { code: "4.NF.C.6", why: "Questions 1 to 3 write tenths and hundredths as decimals from grids, number lines and fractions." },
    {
      code: "4.NF.C.7",
      why: "Question 5 compares two decimals to hundredths, including 0.5 and 0.45, and records it with <, > or =.",
    },
  ],
  build,
};
