/**
 * Multiplying a one-digit number by a multiple of 10 (grade 3): 4 × 60 as 4 × 6 tens = 24 tens = 240.
 * Support uses 2 to 5 and tens to 50 (after multiplying any one-digit number by 10); core any
 * one-digit number from 2 and tens to 90; challenge the harder facts, 6 to 9 times 30 to 90, and
 * never × 1 or × 10 alone.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { blanksItem, block, numberItem, type Item } from "./practice";

/** The one-digit factors and the tens digits of the multiples of 10 a level uses. */
const RANGES: Record<Level, { ones: [number, number]; tens: [number, number] }> = {
  support: { ones: [2, 5], tens: [1, 5] },
  core: { ones: [2, 9], tens: [1, 9] },
  challenge: { ones: [6, 9], tens: [3, 9] },
};

function draw(random: Random, level: Level) {
  const { ones, tens } = RANGES[level];
  const n = random.int(...ones);
  const t = random.int(...tens);
  return { n, t, product: n * t * 10 };
}

const commuted = (n: number, t: number) => `${n}×${t}0`;

/** n × 10 with any n from 2 to 9; at challenge n × 20 to n × 50 instead, since × 10 alone is too easy. */
function timesTen(random: Random, level: Level): Item {
  const n = random.int(level === "challenge" ? 6 : 2, 9);
  const t = level === "challenge" ? random.int(2, 5) : 1;
  return random.int(0, 1) === 0
    ? numberItem(`${n} × ${t * 10}`, n * t * 10, n * t * 10, commuted(n, t))
    : numberItem(`${t * 10} × ${n}`, n * t * 10, n * t * 10, commuted(n, t));
}

function product(random: Random, level: Level, tensFirst: boolean): Item {
  const { n, t, product } = draw(random, level);
  return numberItem(tensFirst ? `${t * 10} × ${n}` : `${n} × ${t * 10}`, product, product, commuted(n, t));
}

function inTens(random: Random, level: Level): Item {
  const { n, t, product } = draw(random, level);
  return blanksItem(
    `Work out ${n} × ${t * 10}.`,
    `${n} × ${t * 10} = ${n} × ${t} tens = ___ tens = ___.`,
    [n * t, product],
    product,
  );
}

function missing(random: Random, level: Level): Item {
  const { n, t, product } = draw(random, level);
  return numberItem(`${n} × ? = ${product}`, t * 10, product);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const four = (question: string, make: () => Item) => block(random, question, 4, make, seen);
  return {
    example: {
      question: "Work out 4 × 60.",
      answer: "60 is 6 tens.\n4 × 6 tens = 24 tens.\n24 tens = 240.\nSo 4 × 60 = 240.",
    },
    questions: [
      four(level === "challenge" ? "Multiply. Think in tens." : "Multiply by 10.", () => timesTen(random, level)),
      four("Multiply. Think of the tens.", () => product(random, level, false)),
      four("Multiply. The multiple of 10 comes first.", () => product(random, level, true)),
      four("Fill in the gaps.", () => inTens(random, level)),
      four("Find the missing multiple of 10.", () => missing(random, level)),
    ],
  };
}

export const multiplyByMultiplesOf10: Generator = {
  slug: "multiply-by-multiples-of-10",
  title: "Multiplying by Multiples of 10",
  description:
    "Fresh practice multiplying one-digit numbers by multiples of 10 such as 4 × 60, using place value: 4 × 6 tens = 24 tens = 240. For grade 3.",
  category: "Arithmetic",
  grades: { from: 3, to: 3 },
  standards: [
    { code: "3.NBT.A.3", why: "Questions 1–5 multiply one-digit numbers by 10–90, including missing multiples of 10." },
  ],
  build,
};
