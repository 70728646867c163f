/**
 * The independent check of "Ratios and Unit Rates": a ratio's simplest form by trying every common
 * divisor from the smaller term down, an equivalent ratio's gap from the cross products (the known
 * product divided by the term across from the gap, which must divide it exactly, then put back so
 * the cross products agree), unit rates and their uses in whole cents on BigInt (total × wanted ÷
 * count, never the price of one rounded) written as a price, and the better buy by
 * cross-multiplying the two offers' prices and counts.
 */
import type { GeneratedSheet, Level } from "../generator";
import { rational } from "../../questions/rational";
import { choiceProblems, keyProblem } from "./parts";
import { checkEachPart, moneyOf } from "./rules-5-6";

const SPEED = /^[A-Z][a-z]+ cycles (\d+) km in (\d+) hours at a steady speed\. What is the speed in km per hour\?$/;
const ONE = /^(\d+) [a-z ]+ cost \$(\d+(?:\.\d\d)?)\. What does 1 cost\?$/;
const MANY = /^(\d+) [a-z ]+ cost \$(\d+(?:\.\d\d)?)\. How much do (\d+) cost\?$/;
const BUY = /^Which is the better buy for [a-z ]+: (\d+ for \$[\d.]+) or (\d+ for \$[\d.]+)\?$/;
const EQUIVALENT = /^Complete (\d+):(\d+) = (\d+|\?):(\d+|\?)\.$/;

/** The simplest form of a:b, by trying every divisor from the smaller term down to 1. */
function simplest(a: number, b: number) {
  for (let d = Math.min(a, b); d >= 1; d--) if (a % d === 0 && b % d === 0) return `${a / d}:${b / d}`;
  return `${a}:${b}`;
}

/** A printed price ("12", "4.50") in whole cents; anything else is not a price. */
function cents(price: string) {
  const match = /^(\d+)(?:\.(\d\d))?$/.exec(price);
  if (!match) throw new Error(`${price} is not a price`);
  return BigInt(match[1]) * 100n + BigInt(match[2] ?? "0");
}

/** The one whole number that fills the gap of x:y = left:right so that x × right = y × left, or null. */
function gap(x: number, y: number, left: string, right: string) {
  if ((left === "?") === (right === "?") || x === 0 || y === 0) return null;
  const [known, across, other] = left === "?" ? [Number(right), y, x] : [Number(left), x, y];
  // left = x × right ÷ y, right = y × left ÷ x: the product must share out exactly.
  const product = other * known;
  if (product % across !== 0) return null;
  const value = product / across;
  const [l, r] = left === "?" ? [value, known] : [known, value];
  return value > 0 && x * r === y * l ? value : null;
}

/** The size a block orders its parts by: the sum of the numbers the prompt prints, here as read. */
function total(numbers: readonly (string | undefined)[]) {
  return numbers.reduce((sum, text) => sum + (text === undefined || text === "?" ? 0 : Number(text)), 0);
}

export function checkRatiosAndUnitRates(sheet: GeneratedSheet, level: Level): string[] {
  const top = level === "support" ? 5 : level === "core" ? 10 : 12;
  return checkEachPart(sheet, (unit, where, problems) => {
    const q = unit.question;
    let match: RegExpExecArray | null;
    if (unit.type === "number" && (match = /^(\d+):(\d+)$/.exec(q))) {
      const [a, b] = [Number(match[1]), Number(match[2])];
      problems.push(...keyProblem(where, unit.value, simplest(a, b)));
      if (!unit.ratio || unit.form !== "simplest") problems.push(`${where}: not keyed as a ratio in simplest form`);
      if (simplest(a, b) === q) problems.push(`${where}: already in simplest form`);
      if (a === b) problems.push(`${where}: equal terms`);
      return a + b;
    } else if (unit.type === "blanks" && (match = EQUIVALENT.exec(q))) {
      const [x, y] = [Number(match[1]), Number(match[2])];
      if (unit.text !== q.slice("Complete ".length, -1).replace("?", "___"))
        problems.push(`${where}: the text is not the prompt`);
      const fits = gap(x, y, match[3], match[4]);
      problems.push(
        ...keyProblem(where, unit.blanks.map((blank) => blank[0]).join(), fits === null ? "no one number" : String(fits)),
      );
      if (y < 2 || x > top || y > top) problems.push(`${where}: a first ratio outside 1 to ${top}`);
      return total(match.slice(1));
    } else if (unit.type === "number" && (match = SPEED.exec(q))) {
      const [distance, hours] = [BigInt(match[1]), BigInt(match[2])];
      const speed = hours > 0n && distance % hours === 0n ? String(distance / hours) : "not a whole number";
      problems.push(...keyProblem(where, unit.value, speed));
      if (unit.unit !== "km per hour") problems.push(`${where}: a speed not in km per hour`);
      return total(match.slice(1));
    } else if (unit.type === "number" && ((match = ONE.exec(q)) || (match = MANY.exec(q)))) {
      const count = match[3] ?? "1";
      const cost = rational(cents(match[2]) * BigInt(count), BigInt(match[1]) * 100n);
      problems.push(...keyProblem(where, unit.value, (cost && moneyOf(cost)) ?? "not whole cents"));
      if (unit.unit !== "$") problems.push(`${where}: a price not in $`);
      if (Number(match[1]) < 2 || count === match[1]) problems.push(`${where}: a degenerate count`);
      return total([match[1], match[2], count]);
    } else if (unit.type === "choice" && (match = BUY.exec(q))) {
      const offers = unit.options.map((option) => /^(\d+) for \$([\d.]+)$/.exec(option));
      if (offers.some((offer) => !offer) || unit.options.join() !== `${match[1]},${match[2]}`)
        problems.push(`${where}: the options are not the two offers`);
      const [a, b] = offers.map((offer) => ({ price: cents(offer?.[2] ?? "0"), count: BigInt(offer?.[1] ?? "1") }));
      // a's price per item is less than b's exactly when a's price × b's count < b's price × a's count.
      const [aCheaper, bCheaper] = [a.price * b.count < b.price * a.count, b.price * a.count < a.price * b.count];
      problems.push(...choiceProblems(where, unit, (option) => (option === unit.options[0] ? aCheaper : bCheaper)));
      return total(offers.flatMap((offer) => offer?.slice(1) ?? []));
    }
    problems.push(`${where}: not a ratio or rate question of a known kind`);
  });
}
