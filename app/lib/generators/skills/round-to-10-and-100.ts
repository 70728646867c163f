/**
 * Rounding whole numbers to the nearest 10 and 100 (grade 3), halfway numbers rounding up as the
 * worked example says. Support rounds two-digit numbers and keeps away from halfway until the last
 * question; core rounds three-digit numbers and meets halfway numbers; challenge works near the
 * edges, where rounding changes the hundreds or reaches 1000. No number is already a multiple of what
 * it is rounded to.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { blanksItem, block, choiceItem, numberItem, type Item } from "./practice";

/** The nearest multiple of `unit`, halfway rounding up. */
const round = (n: number, unit: number) => Math.floor((n + unit / 2) / unit) * unit;

/**
 * A whole number from `low` to `high` with its tens and ones digits drawn from `tens` and `ones`,
 * never a multiple of 100 (it would need no rounding).
 */
function number(random: Random, low: number, high: number, tens: readonly number[], ones: readonly number[]) {
  for (;;) {
    const n = Math.floor(random.int(low, high) / 100) * 100 + random.pick(tens) * 10 + random.pick(ones);
    if (n >= low && n <= high && n % 100 !== 0) return n;
  }
}

const NOT_FIVE = [1, 2, 3, 4, 6, 7, 8, 9];
const ANY = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const DIGITS = [0, ...ANY];

function rounding(n: number, unit: number): Item {
  return numberItem(`Round ${n} to the nearest ${unit}.`, round(n, unit), n);
}

function both(n: number): Item {
  return blanksItem(
    `Round ${n}.`,
    `${n} rounded to the nearest 10 is ___. ${n} rounded to the nearest 100 is ___.`,
    [round(n, 10), round(n, 100)],
    n,
  );
}

/** "Which number rounds to 350?": one number that does and three near it that do not. */
function whichRounds(random: Random, unit: number, low: number, high: number): Item {
  const target = random.int(low / unit, high / unit) * unit;
  // Any number that rounds to the target but the target itself, which would give the answer away.
  const offset = random.int(0, unit - 2);
  const right = target - unit / 2 + (offset < unit / 2 ? offset : offset + 1);
  // Just outside each end of the target's range, and a little further out.
  const near = [
    target - unit / 2 - 1,
    target + unit / 2,
    target + unit / 2 + random.int(1, unit / 2 - 1),
    target - unit + 1 + random.int(0, unit / 2 - 3),
  ];
  const wrong = random.shuffle(near).slice(0, 3);
  const options = random.shuffle([right, ...wrong]);
  return choiceItem(
    `Which number rounds to ${target} when it is rounded to the nearest ${unit}?`,
    options.map(String),
    [options.indexOf(right)],
    target,
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const four = (question: string, make: () => Item) => block(random, question, 4, make, seen);
  const questions =
    level === "support"
      ? [
          four("Round to the nearest 10.", () => rounding(number(random, 11, 99, DIGITS, NOT_FIVE), 10)),
          four("Round to the nearest 100.", () => rounding(number(random, 101, 899, [0, 1, 2, 3, 6, 7, 8], DIGITS), 100)),
          four("Round each number two ways.", () => both(number(random, 101, 899, [1, 2, 3, 6, 7, 8], NOT_FIVE))),
          four("Choose the answer.", () => whichRounds(random, 10, 20, 90)),
          four("Round to the nearest 10. A number halfway between rounds up.", () =>
            rounding(number(random, 11, 99, ANY, [5]), 10),
          ),
        ]
      : level === "core"
        ? [
            four("Round to the nearest 10.", () => rounding(number(random, 101, 989, DIGITS, ANY), 10)),
            four("Round to the nearest 100.", () => rounding(number(random, 101, 899, ANY, DIGITS), 100)),
            four("Round each number two ways.", () => both(number(random, 101, 899, ANY, ANY))),
            four("Choose the answer.", () => whichRounds(random, random.pick([10, 100]), 200, 800)),
            four("Round. A number halfway between rounds up.", () =>
              random.int(0, 1) === 0
                ? rounding(number(random, 101, 989, ANY, [5]), 10)
                : rounding(number(random, 101, 899, [5], [0]), 100),
            ),
          ]
        : [
            four("Round to the nearest 10. Watch the hundreds.", () => rounding(number(random, 101, 899, [0, 9], ANY), 10)),
            four("Round to the nearest 100. Look closely at the tens.", () =>
              rounding(number(random, 101, 899, [4, 5], DIGITS), 100),
            ),
            four("Round each number two ways.", () => both(number(random, 101, 999, [4, 5, 9], ANY))),
            four("Choose the answer.", () => whichRounds(random, 100, 200, 900)),
            four("Round. Each number is close to 1000.", () =>
              random.int(0, 1) === 0
                ? rounding(number(random, 901, 999, [9], [5, 6, 7, 8, 9]), 10)
                : rounding(number(random, 901, 999, [5, 6, 7, 8, 9], DIGITS), 100),
            ),
          ];
  return {
    example: {
      question: "Round 347 to the nearest 10, and 350 to the nearest 100.",
      answer:
        "347 is between 340 and 350. Its ones digit is 7, so it is nearer 350: 347 rounds to 350.\n350 is between 300 and 400, exactly halfway.\nThe rule: a number exactly halfway rounds up. So 350 rounds to 400.",
    },
    questions,
  };
}

export const roundTo10And100: Generator = {
  slug: "round-to-10-and-100",
  title: "Rounding to the Nearest 10 and 100",
  description:
    "Fresh practice rounding whole numbers to the nearest 10 and 100, including numbers exactly halfway and numbers that round up to the next hundred. For grade 3.",
  category: "Number Sense",
  grades: { from: 3, to: 3 },
  standards: [
    {
      code: "3.NBT.A.1",
      why: "Questions 1–5 round two- and three-digit numbers to the nearest 10 and 100, including halfway cases.",
    },
  ],
  build,
};
