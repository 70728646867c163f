/**
 * Equivalent fractions (grade 4): a/b = (n × a)/(n × b) with grade 4's denominators 2, 3, 4, 5, 6, 8,
 * 10, 12 and 100 — finding a missing number by multiplying or dividing the numerator and denominator
 * by the same number, choosing the equal fraction, judging an equation, and matching equal pairs.
 * Support multiplies by 2 or 3; core by up to 6 and tenths to hundredths; challenge adds fractions
 * greater than 1 and fifths and quarters as hundredths. Never × 1.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, numberItem, type Item } from "./practice";

const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12, 100];

/** Equal fractions a/b = c/d, d a multiple of b, from the level's denominators and multipliers. */
function pairs(level: Level) {
  const found: [number, number, number, number][] = [];
  const bases = level === "support" ? [2, 3, 4, 5] : [2, 3, 4, 5, 6, 10];
  const most = level === "support" ? 3 : 6;
  for (const b of bases)
    for (const d of DENOMINATORS) {
      const m = d / b;
      const hundredths = d === 100 && (b === 10 || (level === "challenge" && (b === 5 || b === 4)));
      if (!Number.isInteger(m) || m < 2 || (m > most && !hundredths)) continue;
      const top = level === "challenge" ? 2 * b - 1 : b - 1;
      for (let a = 1; a <= top; a++) if (a !== b) found.push([a, b, a * m, d]);
    }
  return found;
}

const PAIRS = { support: pairs("support"), core: pairs("core"), challenge: pairs("challenge") };

function multiplyUp(random: Random, level: Level): Item {
  const [a, b, c, d] = random.pick(PAIRS[level]);
  return numberItem(`${a}/${b} = ?/${d}`, c, d);
}

function divideDown(random: Random, level: Level): Item {
  const [a, b, c, d] = random.pick(PAIRS[level]);
  return random.int(0, 1) === 0 ? numberItem(`${c}/${d} = ?/${b}`, a, d) : numberItem(`${c}/${d} = ${a}/?`, b, d);
}

/**
 * The equal fraction and up to three with its denominator that are not equal: numerators off by one
 * or two, and a/d; below 1 before challenge and below 2 at challenge, as the fractions asked about are.
 */
function whichEqual(random: Random, level: Level): Item {
  const [a, b, c, d] = random.pick(PAIRS[level]);
  const wrong = [...new Set([c + 1, c - 1, c + 2, a, c - 2])]
    .filter((n) => n >= 1 && n !== c && n < (level === "challenge" ? 2 * d : d))
    .slice(0, 3);
  const options = random.shuffle([c, ...wrong]).map((n) => `${n}/${d}`);
  return choiceItem(`Which fraction is equal to ${a}/${b}?`, options, [options.indexOf(`${c}/${d}`)], d);
}

function judge(random: Random, level: Level): Item {
  const [a, b, c, d] = random.pick(PAIRS[level]);
  const shown = random.int(0, 1) === 0 ? c : c + random.pick([-1, 1]) || c + 1;
  return {
    unit: { type: "truefalse", question: `${a}/${b} = ${shown}/${d}`, correct: shown * b === a * d },
    size: d,
  };
}

/** Three fractions of different values, each to be matched with an equal one. */
function matching(random: Random, level: Level): Item {
  const chosen = random.distinct(
    3,
    () => random.pick(PAIRS[level]),
    ([a, b]) => String(a / b),
  );
  const lefts = chosen.map(([a, b]) => `${a}/${b}`);
  return {
    unit: {
      type: "match",
      question: `Match ${lefts[0]}, ${lefts[1]} and ${lefts[2]} to equal fractions.`,
      pairs: chosen.map(([a, b, c, d]) => ({ left: `${a}/${b}`, right: `${c}/${d}` })),
    },
    size: Math.max(...chosen.map(([, , , d]) => d)),
  };
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const three = (question: string, make: () => Item) => block(random, question, 3, make, seen);
  return {
    example: {
      question: "Find the missing number: 2/3 = ?/12.",
      answer:
        "3 × 4 = 12, so the thirds are each cut into 4 equal parts.\nThe number of parts grows by the same factor: 2 × 4 = 8.\nSo 2/3 = 8/12.\nCheck: 2 × 12 = 24 and 3 × 8 = 24.",
    },
    questions: [
      three("Find the missing number. Multiply the numerator and the denominator by the same number.", () =>
        multiplyUp(random, level),
      ),
      three("Find the missing number. Divide the numerator and the denominator by the same number.", () =>
        divideDown(random, level),
      ),
      three("Choose the equal fraction.", () => whichEqual(random, level)),
      three("True or false?", () => judge(random, level)),
      three("Match each fraction to an equal fraction.", () => matching(random, level)),
    ],
  };
}

export const equivalentFractions: Generator = {
  slug: "equivalent-fractions",
  title: "Equivalent Fractions",
  description:
    "Fresh practice making equal fractions by multiplying or dividing the numerator and denominator by the same number, with denominators 2, 3, 4, 5, 6, 8, 10, 12 and 100. For grade 4.",
  category: "Fractions",
  grades: { from: 4, to: 4 },
  standards: [
    {
      code: "4.NF.A.1",
      why: "Questions 1–5 make equal fractions by multiplying or dividing top and bottom, then judge and match them.",
    },
  ],
  build,
};
