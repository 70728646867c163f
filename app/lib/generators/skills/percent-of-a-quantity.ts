/**
 * Percent of a quantity (grade 6): a percent as a fraction, the percent of a number and of an amount
 * of money, finding the whole from a part and its percent, and what percent one number is of another.
 * Support uses 10%, 20%, 25%, 50% and 75%; core multiples of 5%; challenge any whole percent from 1%
 * to 99% (money answers in cents). Every whole is chosen so the part comes out exact.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { gcd, moneyText, promptSize, simplestItem } from "./numbers-5-6";
import { block, numberItem, type Item } from "./practice";

function withUnit(item: Item, unit: string): Item {
  return { ...item, unit: { ...item.unit, unit } as Item["unit"] };
}

function build(level: Level, random: Random) {
  const percent = () =>
    level === "support" ? random.pick([10, 20, 25, 50, 75]) : level === "core" ? random.int(1, 19) * 5 : random.int(1, 99);
  /** A whole that p% of is a whole number: a multiple of 100 ÷ gcd(p, 100). */
  const whole = (p: number) => (100 / gcd(p, 100)) * random.int(1, level === "challenge" ? 4 : 8);
  const seen = new Set<string>();

  const asFraction = (): Item => {
    const p = percent();
    return simplestItem(`${p}%`, p, 100);
  };
  const ofNumber = (): Item => {
    const p = percent();
    const w = whole(p);
    return numberItem(`${p}% of ${w}`, (p * w) / 100, promptSize(`${p} ${w}`));
  };
  const ofMoney = (): Item => {
    const p = percent();
    // Whole dollars; p × dollars cents is the part, so challenge answers may have cents.
    const dollars = level === "challenge" ? random.int(2, 60) : whole(p);
    const prompt = `${p}% of $${dollars}`;
    return withUnit(numberItem(prompt, moneyText(p * dollars), promptSize(prompt)), "$");
  };
  const findWhole = (): Item => {
    const p = percent();
    const w = whole(p);
    const prompt = `${p}% of a number is ${(p * w) / 100}. What is the number?`;
    return numberItem(prompt, w, promptSize(prompt));
  };
  const whatPercent = (): Item => {
    const p = percent();
    const w = whole(p);
    const prompt = `${(p * w) / 100} is what percent of ${w}?`;
    return withUnit(numberItem(prompt, p, promptSize(prompt)), "%");
  };

  return {
    example: {
      question: "What is 35% of 60?",
      answer: [
        "35% means 35 per 100, so 35% = 35/100 = 7/20.",
        "7/20 of 60: 60 ÷ 20 = 3, and 3 × 7 = 21.",
        "Check with 10%: 10% of 60 is 6, so 30% is 18 and 5% is 3; 18 + 3 = 21.",
        "So 35% of 60 = 21.",
      ].join("\n"),
    },
    questions: [
      block(random, "Write each percent as a fraction in simplest form.", 4, asFraction, seen),
      block(random, "Find the percent of each number.", 4, ofNumber, seen),
      block(random, "Find the percent of each amount of money.", 3, ofMoney, seen),
      block(random, "Find the whole.", 3, findWhole, seen),
      block(random, "Find the percent.", 3, whatPercent, seen),
    ],
  };
}

export const percentOfAQuantity: Generator = {
  slug: "percent-of-a-quantity",
  title: "Percent of a Quantity",
  description:
    "Fresh practice with percents as rates per 100: writing a percent as a fraction, finding a percent of a number or an amount of money, finding the whole, and finding the percent. For grade 6.",
  category: "Problem Solving",
  grades: { from: 6, to: 6 },
  standards: [
    {
      code: "6.RP.A.3.c",
      why: "Questions 1–5 treat percents as per 100: find a percent of a number or amount, the whole and the percent.",
    },
  ],
  build,
};
