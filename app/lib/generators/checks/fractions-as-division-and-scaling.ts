/**
 * The independent check of "Fractions as Division and Multiplying as Scaling": every quotient, share
 * and product is evaluated exactly by evaluate() from the printed numbers (BigInt rationals), never
 * from the generator's numerators and denominators; "greater than, less than or equal to" compares
 * the product with the whole number by cross-multiplying; the greater of two products is the one
 * whose exact value is larger. Keys are in lowest terms; printed fractions stay within the level's
 * denominators; support quotients are below 1 and only challenge uses a fraction equal to 1.
 */
import type { Rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { choiceProblems, keyProblem } from "./parts";
import { checkEachPart, mixedText, sizeOf } from "./rules-5-6";

const MAX_DENOMINATOR: Record<Level, bigint> = { support: 6n, core: 10n, challenge: 12n };

const DIVISION = /^(\d+) ÷ (\d+)$/;
const SHARE = /^(\d+) friends share (\d+) ([a-z ]+) equally\. How much does each friend get\?$/;
const SCALE = /^Without multiplying: is (\d+)\/(\d+) × (\d+) greater than, less than or equal to (\d+)\?$/;
const RECIPE =
  /^A recipe uses ((?:\d+ )?\d+\/\d+) cups of flour\. ([A-Z][a-z]+) makes (\d+\/\d+) of the recipe\. How many cups of flour does \2 use\?$/;
const GARDEN =
  /^[A-Z][a-z]+'s garden bed is ((?:\d+ )?\d+\/\d+) m long and (\d+\/\d+) m wide\. What is its area in square metres\?$/;
const PLURALS = ["pizzas", "cakes", "litres of juice", "metres of ribbon"];

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const compare = (a: Rational, b: Rational) => Math.sign(Number(a.n * b.d - b.n * a.d));

export function checkFractionsAsDivisionAndScaling(sheet: GeneratedSheet, level: Level): string[] {
  const max = MAX_DENOMINATOR[level];
  /** The key in lowest terms, asked for in simplest form. */
  const simplest = (unit: { value: string; form?: string }, value: Rational, where: string, problems: string[]) => {
    problems.push(...keyProblem(where, unit.value, mixedText(value)));
    if (unit.form !== "simplest") problems.push(`${where}: the prompt asks for simplest form but the key does not`);
  };
  /** Printed fractions: lowest terms, denominators within the level (a fraction equal to 1 only at challenge). */
  const fractionsIn = (text: string, where: string, problems: string[]) => {
    for (const [printed, top, bottom] of text.matchAll(/(\d+)\/(\d+)/g)) {
      if (BigInt(bottom) > max || BigInt(bottom) < 2n) problems.push(`${where}: denominator ${bottom} outside 2 to ${max}`);
      if (top === bottom) {
        if (level !== "challenge") problems.push(`${where}: ${printed} below challenge`);
      } else if (gcd(BigInt(top), BigInt(bottom)) !== 1n) problems.push(`${where}: ${printed} is not in lowest terms`);
    }
  };

  return checkEachPart(sheet, (unit, where, problems) => {
    const q = unit.question;
    let match: RegExpExecArray | null;
    if (unit.type === "number" && (match = DIVISION.exec(q))) {
      const value = evaluate(q);
      simplest(unit, value, where, problems);
      if (value.d === 1n) problems.push(`${where}: a whole-number quotient`);
      if (level === "support" && value.n >= value.d) problems.push(`${where}: a quotient of 1 or more at support`);
      if (BigInt(match[2]) > max) problems.push(`${where}: divisor beyond ${max}`);
      return;
    }
    if (unit.type === "number" && (match = SHARE.exec(q))) {
      const [people, things] = [match[1], match[2]];
      const value = evaluate(`${things} ÷ ${people}`);
      simplest(unit, value, where, problems);
      if (!PLURALS.includes(unit.unit ?? "") || (things !== "1" && match[3] !== unit.unit))
        problems.push(`${where}: the unit is not what is shared`);
      if (value.d === 1n) problems.push(`${where}: shares come out whole`);
      if (BigInt(people) > max || BigInt(people) < 2n) problems.push(`${where}: ${people} friends`);
      if (level === "support" && value.n >= value.d) problems.push(`${where}: a share of 1 or more at support`);
      return;
    }
    if (unit.type === "choice" && (match = SCALE.exec(q))) {
      const [n, d, w, again] = match.slice(1);
      if (w !== again) problems.push(`${where}: two different whole numbers`);
      fractionsIn(`${n}/${d}`, where, problems);
      const relation = compare(evaluate(`${n}/${d} × ${w}`), evaluate(w));
      const words = relation > 0 ? `greater than ${w}` : relation < 0 ? `less than ${w}` : `equal to ${w}`;
      if (unit.options.join() !== `greater than ${w},less than ${w},equal to ${w}`) problems.push(`${where}: unexpected options`);
      problems.push(...choiceProblems(where, unit, (option) => option === words));
      return sizeOf(`${n}/${d} ${w}`);
    }
    if (unit.type === "choice" && (match = /^Which is greater, (.+) or (.+)\?$/.exec(q))) {
      if (unit.options.join() !== `${match[1]},${match[2]}`) problems.push(`${where}: the options are not the two products`);
      const values = unit.options.map((option) => {
        if (!/^\d+\/\d+ × \d+$/.test(option)) throw new Error(`option "${option}" is not a product`);
        fractionsIn(option, where, problems);
        return evaluate(option);
      });
      const wholes = new Set(unit.options.map((option) => option.split(" × ")[1]));
      if (wholes.size !== 1) problems.push(`${where}: the products do not share a factor`);
      const best = values.reduce((top, value) => (compare(value, top) > 0 ? value : top));
      problems.push(...choiceProblems(where, unit, (option) => compare(evaluate(option), best) === 0));
      return sizeOf(unit.options.join(" "));
    }
    if (unit.type === "number" && ((match = RECIPE.exec(q)) || (match = GARDEN.exec(q)))) {
      const recipe = q.startsWith("A recipe");
      const [amount, part] = recipe ? [match[1], match[3]] : [match[1], match[2]];
      simplest(unit, evaluate(`${amount} × ${part}`), where, problems);
      fractionsIn(q, where, problems);
      if (unit.unit !== (recipe ? "cups" : "m²")) problems.push(`${where}: the wrong unit`);
      if ((level === "support") !== !/^\d+ \d/.test(amount)) problems.push(`${where}: mixed numbers are for core and challenge`);
      return;
    }
    problems.push(`${where}: not a fraction question of a known kind`);
  });
}
