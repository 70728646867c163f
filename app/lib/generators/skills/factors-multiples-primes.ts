/**
 * Factors, multiples, primes and composites for whole numbers 1 to 100 (grade 4): the other factor
 * of a factor pair, how many factors a number has, prime or composite, which number is a multiple,
 * and choosing every factor from a list. Support stays to 30 and small factors; core goes to 100;
 * challenge works from 50 to 100 with the numbers that look prime but are not (51, 57, 87, 91).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, numberItem, type Item } from "./practice";

/** The primes to 100 by the sieve of Eratosthenes. */
const PRIMES = (() => {
  const composite = new Set<number>();
  for (let p = 2; p * p <= 100; p++) for (let m = p * p; m <= 100; m += p) composite.add(m);
  return new Set(Array.from({ length: 99 }, (_, i) => i + 2).filter((n) => !composite.has(n)));
})();

/** The factors of n from its factor pairs (d × n/d with d up to the square root), smallest first. */
function factors(n: number) {
  const small: number[] = [];
  const large: number[] = [];
  for (let d = 1; d * d <= n; d++) {
    if (n % d !== 0) continue;
    small.push(d);
    if (d * d !== n) large.unshift(n / d);
  }
  return [...small, ...large];
}

const RANGE: Record<Level, [number, number]> = { support: [4, 30], core: [10, 100], challenge: [50, 100] };

/** "56 = 7 × ?": the other factor of a pair, k from the level's small factors. */
function factorPair(random: Random, level: Level): Item {
  const k = level === "support" ? random.int(2, 6) : level === "core" ? random.int(2, 9) : random.int(3, 12);
  const [low, high] = RANGE[level];
  const other = random.int(Math.max(2, Math.ceil(low / k)), Math.floor(high / k));
  return numberItem(`${k * other} = ${k} × ?`, other, k * other);
}

function factorCount(random: Random, level: Level): Item {
  const high = level === "support" ? 20 : level === "core" ? 60 : 100;
  const n = random.int(level === "challenge" ? 60 : 6, high);
  return numberItem(`How many factors does ${n} have?`, factors(n).length, n);
}

/** Odd numbers from 50 to 100 that are not multiples of 5: prime or not, they look alike. */
const LOOK_ALIKES = Array.from({ length: 25 }, (_, i) => 51 + 2 * i).filter((n) => n % 5 !== 0);

function primeOrComposite(random: Random, level: Level): Item {
  const n = level === "challenge" ? random.pick(LOOK_ALIKES) : random.int(level === "support" ? 2 : 10, RANGE[level][1]);
  return choiceItem(`Is ${n} prime or composite?`, ["Prime", "Composite"], [PRIMES.has(n) ? 0 : 1], n);
}

function whichMultiple(random: Random, level: Level): Item {
  const k = level === "support" ? random.int(2, 5) : level === "core" ? random.int(3, 9) : random.int(6, 12);
  const [low, high] = level === "support" ? [10, 50] : level === "core" ? [20, 100] : [50, 100];
  const right = k * random.int(Math.ceil(low / k), Math.floor(high / k));
  const wrong = random
    .distinct(3, () => random.int(low, high), String, new Set([String(right)]))
    .map((n) => (n % k !== 0 ? n : n === high ? n - 1 : n + 1));
  const options = random.shuffle([right, ...new Set(wrong)].map(String));
  // A wrong number moved by one off a multiple may meet another: then one fewer option, never a repeat.
  return choiceItem(`Which number is a multiple of ${k}?`, options, [options.indexOf(String(right))], k);
}

const MANY_FACTORS: Record<Level, number[]> = {
  support: [12, 16, 18, 20, 24, 28, 30],
  core: Array.from({ length: 91 }, (_, i) => i + 10).filter((n) => factors(n).length >= 6),
  challenge: Array.from({ length: 51 }, (_, i) => i + 50).filter((n) => factors(n).length >= 8),
};

function allFactors(random: Random, level: Level): Item {
  const n = random.pick(MANY_FACTORS[level]);
  const inner = factors(n).slice(1, -1);
  const others = Array.from({ length: n - 3 }, (_, i) => i + 2).filter((d) => n % d !== 0);
  const chosen = [...random.shuffle(inner).slice(0, random.int(2, 3)), ...random.shuffle(others).slice(0, 2)].sort(
    (a, b) => a - b,
  );
  return {
    unit: {
      type: "choice",
      question: `Choose all the factors of ${n}.`,
      options: chosen.map(String),
      correct: chosen.flatMap((d, i) => (n % d === 0 ? [i] : [])),
    },
    size: n,
  };
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const three = (question: string, make: () => Item) => block(random, question, 3, make, seen);
  return {
    example: {
      question: "Find all the factors of 24. Is 24 prime or composite?",
      answer:
        "Find the factor pairs, trying 1, 2, 3, … until they meet:\n1 × 24, 2 × 12, 3 × 8, 4 × 6. (5 does not divide 24, and 6 is already listed.)\nThe factors of 24 are 1, 2, 3, 4, 6, 8, 12 and 24.\n24 has more than two factors, so it is composite.",
    },
    questions: [
      three("Complete the factor pair.", () => factorPair(random, level)),
      three("Count the factors. Find the factor pairs.", () => factorCount(random, level)),
      three("Prime or composite? A prime has exactly two factors.", () => primeOrComposite(random, level)),
      three("Choose the multiple.", () => whichMultiple(random, level)),
      three("Choose every factor in the list.", () => allFactors(random, level)),
    ],
  };
}

export const factorsMultiplesPrimes: Generator = {
  slug: "factors-multiples-primes",
  title: "Factors, Multiples, Primes and Composites",
  description:
    "Fresh practice with factor pairs, multiples, and prime and composite numbers for whole numbers from 1 to 100. For grade 4.",
  category: "Number Theory",
  grades: { from: 4, to: 4 },
  standards: [
    { code: "4.OA.B.4", why: "Questions 1–5 complete factor pairs, count factors, judge prime or composite and pick multiples." },
  ],
  build,
};
