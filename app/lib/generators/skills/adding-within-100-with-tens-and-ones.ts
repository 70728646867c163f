/**
 * Adding within 100 with tens and ones (grade 1): a two-digit number and ones, a two-digit number and
 * tens, tens take away tens, three numbers added in a helpful order, and subtraction as a missing
 * addend. Base-ten blocks show the tens and ones put together (ones beyond 9 make a new ten). Support
 * never makes a new ten, core sometimes does, challenge always does.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { withFigure } from "./figured";
import { block, MINUS, numberItem, type Item } from "./practice";

function build(level: Level, random: Random) {
  const seen = new Set<string>();

  const plusOnes = (): Item => {
    for (;;) {
      const a = random.int(level === "challenge" ? 21 : 11, level === "support" ? 59 : 89);
      const b = random.int(2, 9);
      const ones = (a % 10) + b;
      if (a + b > 99 || (level === "support" && ones > 9) || (level === "challenge" && ones < 10)) continue;
      // The blocks show both numbers put together: a's tens, and a's ones with b's ones.
      return withFigure(numberItem(`${a} + ${b}`, a + b, a + b), { type: "base-ten", tens: Math.floor(a / 10), ones });
    }
  };
  const plusTens = (): Item => {
    for (;;) {
      const a = random.int(11, level === "support" ? 59 : 89);
      const tens = random.int(level === "challenge" ? 2 : 1, level === "support" ? 3 : 6);
      if (a + tens * 10 > 99 || (level === "challenge" && a % 10 === 0)) continue;
      return withFigure(numberItem(`${a} + ${tens * 10}`, a + tens * 10, a + tens * 10), {
        type: "base-ten",
        tens: Math.floor(a / 10) + tens,
        ones: a % 10,
      });
    }
  };
  const minusTens = (): Item => {
    const [low, high] = level === "support" ? [2, 6] : level === "core" ? [3, 9] : [5, 9];
    const start = random.int(low, high);
    const taken = random.int(level === "challenge" ? 2 : 1, start - 1);
    return withFigure(numberItem(`${start * 10} ${MINUS} ${taken * 10}`, (start - taken) * 10, start * 10), {
      type: "base-ten",
      tens: start,
    });
  };
  /** Three numbers, two of which make 10 (support and core) — added in any order, look for the ten. */
  const threeNumbers = (): Item => {
    for (;;) {
      const least = level === "challenge" ? 2 : 1;
      const pair = random.int(least, 10 - least);
      const other = random.int(least + 1, 9);
      const numbers = level === "challenge" ? [random.int(3, 9), random.int(3, 9), random.int(3, 9)] : [pair, 10 - pair, other];
      const sum = numbers[0] + numbers[1] + numbers[2];
      if (sum > 20 || (level === "challenge" && sum < 13)) continue;
      const [a, b, c] = random.shuffle(numbers);
      return numberItem(`${a} + ${b} + ${c}`, sum, sum, [...numbers].sort((x, y) => x - y).join("+"));
    }
  };
  const missingAddend = (): Item => {
    const whole = level === "support" ? random.int(5, 10) : random.int(11, 18);
    const part = random.int(2, Math.min(9, whole - 2));
    return numberItem(`To find ${whole} ${MINUS} ${part}, think ${part} + ? = ${whole}.`, whole - part, whole);
  };

  return {
    example: {
      question: "46 + 7",
      figure: { type: "base-ten" as const, tens: 4, ones: 13 },
      answer: "Add the ones: 6 + 7 = 13.\n13 ones make 1 ten and 3 ones.\n4 tens and 1 more ten is 5 tens: 50 + 3 = 53.",
    },
    questions: [
      block(random, "Add the ones. Make a new ten if you can.", 4, plusOnes, seen),
      block(random, "Add the tens. The ones stay the same.", 4, plusTens, seen),
      block(random, "Take away tens.", 4, minusTens, seen),
      block(random, "Add the three numbers. Find two that make 10 first.", 4, threeNumbers, seen),
      block(random, "Subtract by finding the missing number.", 4, missingAddend, seen),
    ],
  };
}

export const addingWithin100WithTensAndOnes: Generator = {
  slug: "adding-within-100-with-tens-and-ones",
  title: "Adding Within 100 with Tens and Ones",
  description:
    "Fresh practice adding a two-digit number and ones or tens with base-ten blocks, taking tens from tens, adding three numbers and subtracting by thinking of addition. For grade 1.",
  category: "Addition and Subtraction",
  grades: { from: 1, to: 1 },
  standards: [
    {
      code: "1.NBT.C.4",
      why: "Questions 1–2 add a two-digit number and ones or a multiple of 10, with blocks that show ones making a new ten.",
    },
    { code: "1.NBT.C.6", why: "Question 3 subtracts a multiple of 10 from a multiple of 10 between 10 and 90." },
    { code: "1.OA.B.3", why: "Question 4 adds three numbers in a helpful order, finding two that make 10 first." },
    { code: "1.OA.B.4", why: "Question 5 solves a subtraction as the missing number in an addition, such as 8 + ? = 12." },
  ],
  build,
};
