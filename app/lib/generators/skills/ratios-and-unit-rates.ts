/**
 * Ratios and unit rates (grade 6): writing a ratio in simplest form, completing equivalent ratios,
 * finding a unit rate (speed, price of one), using a unit rate, and the better buy. Support keeps
 * multipliers to 5 and whole-dollar prices; core to 10; challenge to 12 with prices in cents.
 * Prices are held in cents so no floating point reaches an answer.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { gcd, moneyText, promptSize } from "./numbers-5-6";
import { blanksItem, block, choiceItem, NAMES, type Item } from "./practice";

const TOP: Record<Level, number> = { support: 5, core: 10, challenge: 12 };
const GOODS = ["notebooks", "pencils", "apples", "stickers", "juice boxes", "pens", "muffins", "bus tickets"] as const;

function number(prompt: string, value: string, extra: Record<string, unknown> = {}): Item {
  return { unit: { type: "number", question: prompt, value, ...extra } as Item["unit"], size: promptSize(prompt) };
}

function build(level: Level, random: Random) {
  const top = TOP[level];
  const small = () => random.int(2, top);
  /** A price of one item in cents: whole dollars below challenge, a multiple of 5 cents at challenge. */
  const unitPrice = () => (level === "challenge" ? random.int(11, 99) * 5 : random.int(1, top) * 100);
  const seen = new Set<string>();

  const simplest = (): Item => {
    const k = small();
    let [x, y] = [random.int(1, top), random.int(1, top)];
    if (x === y) y = x + 1;
    const g = gcd(x, y);
    [x, y] = [x / g, y / g];
    return number(`${k * x}:${k * y}`, `${x}:${y}`, { ratio: true, form: "simplest" });
  };
  const equivalent = (): Item => {
    const [x, y, m] = [random.int(1, top), random.int(2, top), small()];
    const text = random.int(0, 1) === 0 ? `${x}:${y} = ___:${y * m}` : `${x}:${y} = ${x * m}:___`;
    return blanksItem(`Complete ${text.replace("___", "?")}.`, text, [text.endsWith("___") ? y * m : x * m], promptSize(text));
  };
  const unitRate = (): Item => {
    const name = random.pick(NAMES);
    if (random.int(0, 1) === 0) {
      const [speed, hours] = [random.int(3, 12) * 5, small()];
      return number(
        `${name} cycles ${speed * hours} km in ${hours} hours at a steady speed. What is the speed in km per hour?`,
        String(speed),
        {
          unit: "km per hour",
        },
      );
    }
    const [price, count, goods] = [unitPrice(), small(), random.pick(GOODS)];
    return number(`${count} ${goods} cost $${moneyText(price * count)}. What does 1 cost?`, moneyText(price), { unit: "$" });
  };
  const useRate = (): Item => {
    const [price, count, goods] = [unitPrice(), small(), random.pick(GOODS)];
    let wanted = small() * (level === "challenge" ? 1 : count);
    if (wanted === count) wanted += count;
    return number(`${count} ${goods} cost $${moneyText(price * count)}. How much do ${wanted} cost?`, moneyText(price * wanted), {
      unit: "$",
    });
  };
  const betterBuy = (): Item => {
    const goods = random.pick(GOODS);
    const [a, b] = [small(), small() + top];
    const [pa, pb] = [unitPrice(), unitPrice()];
    const [cheap, dear] = pa === pb ? [pa, pa + 100] : [Math.min(pa, pb), Math.max(pa, pb)];
    // The better buy is either offer, at random.
    const offers = random.int(0, 1) === 0 ? [[a, cheap] as const, [b, dear] as const] : [[a, dear] as const, [b, cheap] as const];
    const texts = offers.map(([count, price]) => `${count} for $${moneyText(count * price)}`);
    return choiceItem(
      `Which is the better buy for ${goods}: ${texts[0]} or ${texts[1]}?`,
      texts,
      [offers[0][1] === cheap ? 0 : 1],
      promptSize(texts.join(" ")),
    );
  };

  return {
    example: {
      question: "6 pens cost $9. How much do 10 pens cost?",
      answer: [
        "Find the unit rate: the price of 1 pen is $9 ÷ 6 = $1.50.",
        "Use the unit rate: 10 pens cost 10 × $1.50 = $15.",
        "Check with a ratio table: 6 pens $9, 2 pens $3, 10 pens $15.",
        "So 10 pens cost $15.",
      ].join("\n"),
    },
    questions: [
      block(random, "Write each ratio in simplest form.", 4, simplest, seen),
      block(random, "Fill in the missing number.", 4, equivalent, seen),
      block(random, "Find each unit rate.", 3, unitRate, seen),
      block(random, "Use the unit rate.", 3, useRate, seen),
      block(random, "Compare the unit prices. Choose the better buy.", 3, betterBuy, seen),
    ],
  };
}

export const ratiosAndUnitRates: Generator = {
  slug: "ratios-and-unit-rates",
  title: "Ratios and Unit Rates",
  description:
    "Fresh practice writing ratios in simplest form, completing equivalent ratios, finding and using unit rates, and choosing the better buy. For grade 6.",
  category: "Problem Solving",
  grades: { from: 6, to: 6 },
  standards: [
    { code: "6.RP.A.2", why: "Question 3 finds unit rates: the price of one item and the speed in km per hour." },
    {
      code: "6.RP.A.3.a",
      why: "Question 2 finds missing values in equivalent ratios such as 3:4 = ?:20; question 1 writes ratios in simplest form.",
    },
    {
      code: "6.RP.A.3.b",
      why: "Questions 4–5 use a unit price to find the cost of more items and compare unit prices to pick the better buy.",
    },
  ],
  build,
};
