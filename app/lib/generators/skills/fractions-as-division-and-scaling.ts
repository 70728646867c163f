/**
 * Fractions as division and multiplying as scaling (grade 5): a quotient written as a fraction
 * (3 ÷ 4 = 3/4, 7 ÷ 3 = 2 1/3), equal-sharing stories, whether a product is greater than, less than
 * or equal to its whole-number factor without multiplying, which of two products is greater, and word
 * problems that multiply by fractions and mixed numbers. Support keeps quotients below 1 and
 * fractions to sixths; core goes to tenths with quotients above 1; challenge to twelfths with
 * fractions equal to 1 written another way (6/6) and mixed numbers in the stories.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { properFractions, promptSize, simplestItem } from "./numbers-5-6";
import { block, choiceItem, NAMES, type Item } from "./practice";

const MAX_DENOMINATOR: Record<Level, number> = { support: 6, core: 10, challenge: 12 };
const SHARED = [
  ["pizzas", "pizza"],
  ["cakes", "cake"],
  ["{{litres|liters}} of juice", "{{litre|liter}} of juice"],
  ["{{metres|meters}} of ribbon", "{{metre|meter}} of ribbon"],
] as const;

function build(level: Level, random: Random) {
  const max = MAX_DENOMINATOR[level];
  const fractions = properFractions(max);
  const seen = new Set<string>();

  const asFraction = (): Item => {
    const d = random.int(2, max);
    const drawn = level === "support" ? random.int(1, d - 1) : random.int(d + 1, 4 * d - 1);
    const n = drawn % d === 0 ? drawn + 1 : drawn; // a whole-number quotient is no fraction
    return simplestItem(`${n} ÷ ${d}`, n, d);
  };

  const share = (): Item => {
    const [many, one] = random.pick(SHARED);
    const people = random.int(2, max);
    let things = level === "support" ? random.int(1, people - 1) : random.int(2, 3 * people);
    if (things % people === 0) things += 1;
    const prompt = `${people} friends share ${things} ${things === 1 ? one : many} equally. How much does each friend get?`;
    const item = simplestItem(prompt, things, people);
    return { ...item, unit: { ...item.unit, unit: many } as Item["unit"] };
  };

  const OPTIONS = (w: number) => [`greater than ${w}`, `less than ${w}`, `equal to ${w}`];
  const scale = (): Item => {
    const w = random.int(level === "support" ? 6 : 12, level === "challenge" ? 99 : 48);
    const kind = random.int(0, level === "challenge" ? 2 : 1);
    const [top, d] = random.pick(fractions);
    // Below 1 as drawn; above 1 with a whole added; equal to 1 written as d/d.
    const n = kind === 0 ? top + d : kind === 2 ? d : top;
    const options = OPTIONS(w);
    return choiceItem(
      `Without multiplying: is ${n}/${d} × ${w} greater than, less than or equal to ${w}?`,
      options,
      [kind],
      promptSize(`${n}/${d} ${w}`),
    );
  };

  const greater = (): Item => {
    const w = random.int(6, level === "support" ? 30 : 60);
    const [a, b] = random.pick(fractions);
    const [c, d] = random.pick(fractions);
    const above: [number, number] = level === "support" ? [b + 1, b] : [c + d, d];
    const options = random.shuffle([`${a}/${b} × ${w}`, `${above[0]}/${above[1]} × ${w}`]);
    return choiceItem(
      `Which is greater, ${options[0]} or ${options[1]}?`,
      options,
      [options.indexOf(`${above[0]}/${above[1]} × ${w}`)],
      promptSize(options.join(" ")),
      [...options].sort().join(" "),
    );
  };

  const story = (): Item => {
    const name = random.pick(NAMES);
    const [a, b] = random.pick(fractions);
    const whole = level === "support" ? 0 : random.int(1, 4);
    const [c, d] = random.pick(fractions);
    const amount = whole === 0 ? `${c}/${d}` : `${whole} ${c}/${d}`;
    if (random.int(0, 1) === 0) {
      const prompt = `A recipe uses ${amount} cups of flour. ${name} makes ${a}/${b} of the recipe. How many cups of flour does ${name} use?`;
      const item = simplestItem(prompt, (whole * d + c) * a, d * b);
      return { ...item, unit: { ...item.unit, unit: "cups" } as Item["unit"] };
    }
    const prompt = `${name}'s garden bed is ${amount} m long and ${a}/${b} m wide. What is its area in square {{metres|meters}}?`;
    const item = simplestItem(prompt, (whole * d + c) * a, d * b);
    return { ...item, unit: { ...item.unit, unit: "m²" } as Item["unit"] };
  };

  return {
    example: {
      question: "3 friends share 5 pizzas equally. How much does each friend get? Is 3/4 × 20 more or less than 20?",
      answer: [
        "Sharing is dividing: 5 ÷ 3 = 5/3 pizzas each.",
        "5/3 = 3/3 + 2/3 = 1 2/3: each friend gets 1 2/3 pizzas.",
        "3/4 is less than 1, so 3/4 × 20 is less than 20 (it is 15).",
        "A fraction greater than 1 would make it greater than 20; one equal to 1, such as 4/4, would leave it 20.",
      ].join("\n"),
    },
    questions: [
      block(random, "Write each division as a fraction. Give each answer in simplest form.", 3, asFraction, seen),
      block(random, "Solve each sharing problem. Give each answer in simplest form.", 3, share, seen),
      block(random, "Decide without multiplying.", 3, scale, seen),
      block(random, "Compare the products without multiplying.", 3, greater, seen),
      block(random, "Solve each word problem. Give each answer in simplest form.", 3, story, seen),
    ],
  };
}

export const fractionsAsDivisionAndScaling: Generator = {
  slug: "fractions-as-division-and-scaling",
  title: "Fractions as Division and Multiplying as Scaling",
  description:
    "Fresh practice writing a division as a fraction, sharing problems, deciding whether a product is greater or less than a factor without multiplying, and word problems multiplying fractions and mixed numbers. For grade 5.",
  category: "Fractions",
  grades: { from: 5, to: 5 },
  standards: [
    {
      code: "5.NF.B.3",
      why: "Questions 1 and 2 read a fraction as the numerator divided by the denominator, in bare divisions and equal-sharing stories.",
    },
    {
      code: "5.NF.B.5.a",
      why: "Questions 3 and 4 compare the size of a product with the size of a factor from the other factor, without multiplying.",
    },
    {
      code: "5.NF.B.5.b",
      why: "Question 3 decides whether multiplying by a fraction greater than 1, less than 1 or equal to 1 makes the number greater, smaller or the same.",
    },
    { code: "5.NF.B.6", why: "Question 5 solves recipe and area problems that multiply fractions and mixed numbers." },
  ],
  build,
};
