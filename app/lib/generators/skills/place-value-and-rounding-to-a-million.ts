/**
 * Place value and rounding to 1,000,000 (grade 4): the value of a digit, a number from its expanded
 * form, comparing two numbers that differ in one place, and rounding to any place with halfway
 * rounding up. Support uses four- and five-digit numbers, core five and six digits, challenge six
 * digits rounded where a 9 carries into the next place (or up to 1,000,000).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, numberItem, withCommas, type Item } from "./practice";

const PLACE_NAMES = ["ones", "ten", "hundred", "thousand", "ten thousand", "hundred thousand"];
const DIGITS: Record<Level, [number, number]> = { support: [4, 5], core: [5, 6], challenge: [6, 6] };

/** A number whose `count` digits are different and none is 0, so every digit names one place. */
function distinctDigits(random: Random, count: number) {
  return Number(random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, count).join(""));
}

function digitValue(random: Random, level: Level): Item {
  const n = distinctDigits(random, random.int(...DIGITS[level]));
  const text = String(n);
  const place = random.int(0, text.length - 1);
  const digit = Number(text[text.length - 1 - place]);
  return numberItem(`What is the value of the digit ${digit} in ${withCommas(n)}?`, digit * 10 ** place, n);
}

function expanded(random: Random, level: Level): Item {
  const digits = random.int(...DIGITS[level]);
  // A middle place is 0 about one time in three, so the zeros must be written; the first and last are not.
  const places = Array.from({ length: digits }, (_, i) =>
    i > 0 && i < digits - 1 && random.int(0, 2) === 0 ? 0 : random.int(1, 9),
  );
  const n = Number(places.join(""));
  const terms = places.flatMap((digit, i) => (digit === 0 ? [] : [withCommas(digit * 10 ** (digits - 1 - i))]));
  return numberItem(`What number is ${terms.join(" + ")}?`, n, n);
}

function comparison(random: Random, level: Level): Item {
  const digits = random.int(...DIGITS[level]);
  const a = random.int(10 ** (digits - 1), 10 ** digits - 1);
  const text = String(a).split("");
  // Change one digit; a challenge changes one past the first two, where it is harder to see.
  const at = random.int(level === "challenge" ? 2 : 0, digits - 1);
  const old = Number(text[at]);
  const digit = random.pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== old && !(at === 0 && d === 0)));
  text[at] = String(digit);
  const b = Number(text.join(""));
  const [left, right] = [withCommas(a), withCommas(b)];
  return choiceItem(
    `Compare ${left} and ${right}.`,
    [`${left} < ${right}`, `${left} = ${right}`, `${left} > ${right}`],
    [Math.sign(a - b) + 1],
    Math.max(a, b),
  );
}

/** Rounds half up to a multiple of `unit`. */
const round = (n: number, unit: number) => Math.floor((n + unit / 2) / unit) * unit;

function rounding(random: Random, level: Level, places: number[]): Item {
  const place = random.pick(places);
  const unit = 10 ** place;
  const digits = Math.max(random.int(...DIGITS[level]), place + 1);
  let n = random.int(10 ** (digits - 1), 10 ** digits - 1);
  if (n % unit === 0) n += random.int(1, unit - 1);
  return numberItem(`Round ${withCommas(n)} to the nearest ${PLACE_NAMES[place]}.`, round(n, unit), n);
}

/** A six-digit number whose rounding place (thousands or ten thousands) holds a 9 and rounds up, carrying. */
function carrying(random: Random, places: number[]): Item {
  const place = random.pick(places);
  const unit = 10 ** place;
  // Rounding to the thousand may also carry on through a 9 in the ten thousands.
  const tenThousands = place === 3 ? random.int(0, 9) * 10 ** 4 : 0;
  const n = random.int(1, 9) * 10 ** 5 + tenThousands + 9 * unit + random.int(5, 9) * (unit / 10) + random.int(0, unit / 10 - 1);
  return numberItem(`Round ${withCommas(n)} to the nearest ${PLACE_NAMES[place]}.`, round(n, unit), n);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const three = (question: string, make: () => Item) => block(random, question, 3, make, seen);
  const small = level === "support" ? [1, 2, 3] : level === "core" ? [2, 3] : [3, 4];
  const large = level === "support" ? [2, 3] : level === "core" ? [3, 4] : [4, 5];
  return {
    example: {
      question: "Round 347,215 to the nearest ten thousand.",
      answer:
        "The ten thousands digit is 4: 347,215 is between 340,000 and 350,000.\nLook at the next digit to the right, the thousands digit: 7.\n7 is 5 or more, so round up. (A 5 exactly would also round up.)\nSo 347,215 rounds to 350,000.",
    },
    questions: [
      three("Write the value of the digit.", () => digitValue(random, level)),
      three("Write the number in standard form.", () => expanded(random, level)),
      three("Compare the numbers.", () => comparison(random, level)),
      three("Round each number. A digit of 5 or more rounds up.", () => rounding(random, level, small)),
      level === "challenge"
        ? three("Round each number. Watch the 9s.", () => carrying(random, [3, 4]))
        : three("Round each number to the larger place.", () => rounding(random, level, large)),
    ],
  };
}

export const placeValueAndRoundingToAMillion: Generator = {
  slug: "place-value-and-rounding-to-a-million",
  title: "Place Value and Rounding to 1,000,000",
  description:
    "Fresh practice with whole numbers to 1,000,000: the value of each digit, expanded form, comparing, and rounding to any place. For grade 4.",
  category: "Number Sense",
  grades: { from: 4, to: 4 },
  standards: [
    { code: "4.NBT.A.2", why: "Questions 1–3 give a digit's value, write expanded form in standard form and compare numbers." },
    {
      code: "4.NBT.A.3",
      why: "Questions 4–5 round four- to six-digit numbers to the nearest ten, hundred, thousand or ten thousand.",
    },
  ],
  build,
};
