/**
 * Place value to 1,000 (grade 2): read base-ten blocks, split a number into hundreds, tens and ones,
 * write expanded form as a number, match number names to numbers, and add or take away 10 or 100 in
 * your head. Support stays to 599 without zeros in the middle; core uses zeros ("407"); challenge shows
 * more than 9 tens or ones (13 tens is 1 hundred 3 tens), counts a number as tens, mixes the order of
 * expanded form and crosses a hundred with 10 more or less (395 + 10 = 405).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import type { Answerable } from "../../questions/model";
import { block, blanksItem, choiceItem, numberItem, type Item } from "./practice";

const ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 346 → "three hundred forty-six"; 407 → "four hundred seven"; 510 → "five hundred ten". */
export function numberName(n: number) {
  const [h, t, o] = [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
  const rest = t === 1 ? TEENS[o] : t === 0 ? ONES[o] : o === 0 ? TENS[t] : `${TENS[t]}-${ONES[o]}`;
  return [h > 0 ? `${ONES[h]} hundred` : "", rest].filter(Boolean).join(" ");
}

/** A three-digit number for the level: support to 599 with no zero digits; core and challenge to 999 with some. */
function threeDigit(random: Random, level: Level) {
  if (level === "support") return random.int(1, 5) * 100 + random.int(1, 9) * 10 + random.int(1, 9);
  const zero = random.int(0, 3);
  return random.int(1, 9) * 100 + (zero === 1 ? 0 : random.int(1, 9)) * 10 + (zero === 2 ? 0 : random.int(1, 9));
}

/** Blocks for a number; `flatsOnly` shows whole hundreds with no tens or ones (6 hundreds is 600). */
function blocks(random: Random, level: Level, flatsOnly: boolean): Item {
  let [hundreds, tens, ones] = [random.int(1, level === "support" ? 5 : 9), random.int(0, 9), random.int(0, 9)];
  if (flatsOnly) [tens, ones] = [0, 0];
  else if (level === "challenge") {
    hundreds = random.int(1, 7);
    if (random.int(0, 1) === 1) tens = random.int(10, 19);
    else ones = random.int(10, 19);
  }
  const value = hundreds * 100 + tens * 10 + ones;
  const unit: Answerable = {
    type: "number",
    question: "What number do the blocks show?",
    value: String(value),
    figure: { type: "base-ten", hundreds, tens, ones },
  };
  return { unit, size: value, key: `blocks ${value}` };
}

function digits(random: Random, level: Level): Item {
  const n = threeDigit(random, level);
  const [h, t, o] = [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
  return level === "challenge"
    ? blanksItem(`How many tens are in ${n}?`, `${n} = ___ tens ___ ones`, [h * 10 + t, o], n, `digits ${n}`)
    : blanksItem(
        `Split ${n} into hundreds, tens and ones.`,
        `${n} = ___ hundreds ___ tens ___ ones`,
        [h, t, o],
        n,
        `digits ${n}`,
      );
}

function expanded(random: Random, level: Level): Item {
  const n = threeDigit(random, level);
  const parts = [Math.floor(n / 100) * 100, Math.floor((n % 100) / 10) * 10, n % 10].filter((part) => part > 0);
  const order = level === "challenge" ? random.shuffle(parts) : parts;
  return numberItem(`${order.join(" + ")} = ?`, n, n, `expanded ${n}`);
}

/** The numbers a child writes for a number name by mistake: digits swapped, or a place moved. */
function lookalikes(n: number) {
  const [h, t, o] = [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
  return [
    h * 100 + o * 10 + t,
    t * 100 + h * 10 + o,
    o * 100 + t * 10 + h,
    n + 10 <= 999 ? n + 10 : n - 10,
    n + 100 <= 999 ? n + 100 : n - 100,
  ];
}

function named(random: Random, level: Level): Item {
  const n = threeDigit(random, level);
  const wrong = [...new Set(lookalikes(n))].filter((m) => m !== n && m >= 100).slice(0, 2);
  const options = random.shuffle([n, ...wrong]).map(String);
  return choiceItem(`Which number is ${numberName(n)}?`, options, [options.indexOf(String(n))], n, `named ${n}`);
}

function tenOrHundred(random: Random, level: Level): Item {
  const step = random.pick([10, 100]);
  const more = random.int(0, 1) === 1;
  let n = random.int(2, 8) * 100 + random.int(level === "support" ? 1 : 0, 8) * 10 + random.int(0, 9);
  // Crossing a hundred: 10 more than 395, 10 less than 503.
  if (level === "challenge" && step === 10) n = random.int(2, 8) * 100 + (more ? 90 : 0) + random.int(0, 9);
  const answer = more ? n + step : n - step;
  return numberItem(`What is ${step} ${more ? "more" : "less"} than ${n}?`, answer, n, `step ${n} ${step} ${more}`);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  // The first blocks drawn are whole hundreds, so every sheet has one; the block then puts them in order.
  let flatsOnly = true;
  const someBlocks = () => {
    const item = blocks(random, level, flatsOnly);
    flatsOnly = false;
    return item;
  };
  return {
    example: {
      question: "What number is 3 hundreds, 14 tens and 2 ones?",
      answer: `10 tens make 1 hundred, so 14 tens = 1 hundred and 4 tens.\nThat is 4 hundreds, 4 tens and 2 ones.\n400 + 40 + 2 = 442.`,
    },
    questions: [
      block(random, "Count the hundreds, tens and ones.", 4, someBlocks, seen),
      block(random, "Fill in the place value.", 3, () => digits(random, level), seen),
      block(random, "Write each one as a number.", 3, () => expanded(random, level), seen),
      block(random, "Read the number name. Choose the number.", 3, () => named(random, level), seen),
      block(
        random,
        `Add or take away 10 or 100. Only one digit changes, unless you cross a hundred.`,
        4,
        () => tenOrHundred(random, level),
        seen,
      ),
    ],
  };
}

export const placeValueTo1000: Generator = {
  slug: "place-value-to-1000",
  title: "Place Value to 1,000 with Base-Ten Blocks",
  description:
    "Read base-ten blocks, split numbers into hundreds, tens and ones, use expanded form and number names, and find 10 or 100 more or less. For grade 2.",
  category: "Number Sense",
  grades: { from: 2, to: 2 },
  standards: [
    {
      code: "2.NBT.A.1",
      why: "Questions 1 and 2 read three-digit numbers as hundreds, tens and ones, from blocks and from digits.",
    },
    {
      code: "2.NBT.A.1.a",
      why: "Challenge blocks show 10 or more tens (10 tens make a hundred) and question 2 counts a number's tens.",
    },
    { code: "2.NBT.A.1.b", why: "Question 1 always shows one number made of whole hundreds only, such as 6 hundreds = 600." },
    { code: "2.NBT.A.3", why: "Question 3 writes expanded form as a number and question 4 matches number names to numbers." },
    { code: "2.NBT.B.8", why: "Question 5 finds 10 more, 10 less, 100 more and 100 less than numbers from 200 to 900." },
  ],
  build,
};
