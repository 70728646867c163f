/**
 * Tens and ones (grade 1): a two-digit number is tens and ones; ten more and ten less. Support stays
 * below 50, core to 99, challenge uses numbers to 120 and tens written out of order ("4 ones and 7 tens").
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, numberItem, type Item } from "./practice";

/** "1 ten", "4 tens": a child reads the count as it is said. */
const count = (n: number, unit: "ten" | "one") => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** A two-digit number whose tens digit is from `lowTens` to `highTens` and whose ones are never 0 at challenge. */
function twoDigit(random: Random, lowTens: number, highTens: number, level: Level) {
  return random.int(lowTens, highTens) * 10 + random.int(level === "challenge" ? 1 : 0, 9);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const [lowTens, highTens] = level === "support" ? [1, 4] : level === "core" ? [1, 9] : [2, 9];
  const pick = () => twoDigit(random, lowTens, highTens, level);
  const whole = (): Item => {
    const n = pick();
    const [tens, ones] = [Math.floor(n / 10), n % 10];
    const prompt =
      level === "challenge" && random.int(0, 1) === 1
        ? `${count(ones, "one")} and ${count(tens, "ten")}`
        : `${count(tens, "ten")} and ${count(ones, "one")}`;
    return numberItem(`${prompt}. What is the number?`, n, n, `whole ${n}`);
  };
  const tensOf = (): Item => {
    const n = pick();
    return numberItem(`How many tens are in ${n}?`, Math.floor(n / 10), n, `tens ${n}`);
  };
  const onesOf = (): Item => {
    const n = pick();
    return numberItem(`How many ones are in ${n}?`, n % 10, n, `ones ${n}`);
  };
  const expanded = (): Item => {
    const n = pick();
    const [tens, ones] = [Math.floor(n / 10) * 10, n % 10];
    return numberItem(ones === 0 ? `${tens} + 0 = ?` : `${tens} + ${ones} = ?`, n, n, `expanded ${n}`);
  };
  const tenMoreLess = (): Item => {
    const high = level === "challenge" ? 11 : highTens;
    const n = random.int(lowTens + 1, high) * 10 + random.int(0, 9);
    const more = random.int(0, 1) === 1 && n + 10 <= (level === "challenge" ? 120 : 99);
    return numberItem(more ? `What is 10 more than ${n}?` : `What is 10 less than ${n}?`, more ? n + 10 : n - 10, n, `ten ${n}`);
  };
  return {
    example: {
      question: "How many tens and ones are in 46?",
      answer:
        "The digit on the left is the tens: 4 tens is 40.\nThe digit on the right is the ones: 6 ones.\nSo 46 is 4 tens and 6 ones.",
    },
    questions: [
      block(random, "Tens and ones make a number.", 4, whole, seen),
      block(random, "Count the tens.", 4, tensOf, seen),
      block(random, "Count the ones.", 4, onesOf, seen),
      block(random, "Add the tens and the ones.", 4, expanded, seen),
      block(random, "Ten more, ten less. Only the tens digit changes.", 4, tenMoreLess, seen),
    ],
  };
}

export const tensAndOnes: Generator = {
  slug: "tens-and-ones",
  title: "Tens and Ones: Two-Digit Numbers",
  description:
    "Fresh practice of place value to 100 (and 120 at challenge): tens and ones make a number, counting the tens and the ones, and ten more or ten less. For grade 1.",
  category: "Number Sense",
  grades: { from: 1, to: 1 },
  standards: [
    { code: "1.NBT.B.2", why: "Questions 1–4 build two-digit numbers from tens and ones and count the tens and ones in them." },
    { code: "1.NBT.C.5", why: "Question 5 finds 10 more and 10 less than a two-digit number." },
  ],
  build,
};
