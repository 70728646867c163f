/**
 * Fractions as parts of a whole and on a number line (grade 3): naming the shaded part of a shape cut
 * into equal parts, the unit fraction each equal part is, the fraction at a point on a number line,
 * where a fraction's jumps of 1/b from 0 end, and choosing the line that shows a fraction. Support uses
 * halves, thirds and fourths; core adds sixths and eighths; challenge goes past 1 on lines from 0 to 2.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, type Item } from "./practice";

const DENOMINATORS: Record<Level, number[]> = { support: [2, 3, 4], core: [2, 3, 4, 6, 8], challenge: [3, 4, 6, 8] };

const fractionPart = (question: string, a: number, b: number, figure: Figure, key: string): Item => ({
  unit: { type: "number", question, value: `${a}/${b}`, figure },
  size: b * 100 + a,
  key,
});

/** The numerator of a fraction on a line from 0 to `wholes`: past 1 only at challenge. */
function numerator(random: Random, level: Level, b: number) {
  return level === "challenge" ? random.int(2, 2 * b - 1) : random.int(1, b - 1);
}

function shaded(random: Random, level: Level): Item {
  const b = random.pick(DENOMINATORS[level]);
  const a = random.int(1, b - 1);
  const model = random.pick(["bar", "circle"] as const);
  return fractionPart(
    "What fraction of the shape is shaded?",
    a,
    b,
    { type: "fraction-model", model, parts: b, shaded: a },
    `shaded ${model} ${a} ${b}`,
  );
}

/** One part of a shape cut into equal parts, as a unit fraction of the whole (or of a set at challenge). */
function unitPart(random: Random, level: Level): Item {
  const b = random.pick(DENOMINATORS[level]);
  const model = random.pick(level === "challenge" ? (["bar", "circle", "set"] as const) : (["bar", "circle"] as const));
  return fractionPart(
    "The whole is cut into equal parts. What fraction of the whole is the shaded part?",
    1,
    b,
    { type: "fraction-model", model, parts: b, shaded: 1 },
    `unit ${model} ${b}`,
  );
}

function line(b: number, wholes: number, at: number, jumps = 0): Figure {
  return {
    type: "number-line",
    from: "0",
    to: String(wholes),
    step: `1/${b}`,
    labels: Array.from({ length: wholes + 1 }, (_, whole) => String(whole)),
    ...(at ? { points: [{ at: `${at}/${b}`, label: "A" }] } : {}),
    ...(jumps
      ? { jumps: Array.from({ length: jumps }, (_, i) => ({ from: i === 0 ? "0" : `${i}/${b}`, to: `${i + 1}/${b}` })) }
      : {}),
  };
}

function pointA(random: Random, level: Level): Item {
  const b = random.pick(DENOMINATORS[level]);
  const a = numerator(random, level, b);
  return fractionPart("What fraction is at point A?", a, b, line(b, level === "challenge" ? 2 : 1, a), `point ${a} ${b}`);
}

function jumpsEnd(random: Random, level: Level): Item {
  const b = random.pick(DENOMINATORS[level].filter((d) => d > 2));
  const a = level === "challenge" ? random.int(2, Math.min(12, 2 * b - 1)) : random.int(level === "support" ? 1 : 2, b - 1);
  return fractionPart(
    `Each jump is 1/${b} long. What fraction do the jumps end at?`,
    a,
    b,
    line(b, level === "challenge" ? 2 : 1, 0, a),
    `jumps ${a} ${b}`,
  );
}

/** Three lines, one with point A at a/b; the others at a neighbour and at a over another denominator. */
function whichLine(random: Random, level: Level): Item {
  const [b, other] = random.shuffle(DENOMINATORS[level].filter((d) => d > 2)).slice(0, 2);
  const wholes = level === "challenge" ? 2 : 1;
  const a = random.int(level === "challenge" ? 2 : 1, wholes * Math.min(b, other) - 1);
  const neighbour = a + 1 < wholes * b ? a + 1 : a - 1;
  const figures = random.shuffle([line(b, wholes, a), line(b, wholes, neighbour), line(other, wholes, a)]);
  const right = figures.findIndex((figure) => figure.type === "number-line" && figure.points?.[0].at === `${a}/${b}`);
  return {
    unit: {
      type: "choice",
      question: `Which number line shows ${a}/${b} at point A?`,
      options: ["Line A", "Line B", "Line C"],
      optionFigures: figures,
      correct: [right],
    },
    size: b * 100 + a,
  };
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "Show 3/4 on a number line from 0 to 1.",
      answer:
        "Cut the line from 0 to 1 into 4 equal parts: each part is 1/4.\nStart at 0 and count 3 parts: 1/4, 2/4, 3/4.\nThe point after 3 jumps of 1/4 is 3/4.",
    },
    questions: [
      block(random, "Write the fraction of each shape that is shaded.", 3, () => shaded(random, level), seen),
      block(random, "Each whole is cut into equal parts. Name one part.", 3, () => unitPart(random, level), seen),
      block(random, "Write the fraction at point A.", 3, () => pointA(random, level), seen),
      block(random, "Count the jumps from 0.", 3, () => jumpsEnd(random, level), seen),
      block(random, "Choose the number line.", 3, () => whichLine(random, level), seen),
    ],
  };
}

export const fractionsOnANumberLine: Generator = {
  slug: "fractions-on-a-number-line",
  title: "Fractions as Parts of a Whole and on a Number Line",
  description:
    "Fresh practice naming fractions of shapes cut into equal parts, unit fractions, and fractions as points and jumps on a number line. For grade 3.",
  category: "Fractions",
  grades: { from: 3, to: 3 },
  standards: [
    {
      code: "3.NF.A.1",
      why: "Questions 1 and 2 name the shaded part of a whole cut into b equal parts as a/b or the unit fraction 1/b.",
    },
    {
      code: "3.NF.A.2.a",
      why: "Questions 3 and 5 read fractions on number lines whose whole from 0 to 1 is cut into b equal parts.",
    },
    { code: "3.NF.A.2.b", why: "Question 4 finds the fraction a/b reached by marking off a jumps of 1/b from 0." },
    { code: "3.G.A.2", why: "Question 2 names one of the equal parts of a shape as a unit fraction of its area." },
  ],
  build,
};
