/**
 * The independent check of "Ratios and Unit Rates": a ratio's simplest form by trying every common
 * divisor from the smaller term down, an equivalent ratio's gap by trying every whole number until
 * the cross products agree, unit rates and their uses evaluated exactly by evaluate() and written as
 * a price, and the better buy by cross-multiplying the two offers' prices and counts.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { choiceProblems, keyProblem } from "./parts";
import { checkEachPart, moneyOf, sizeOf } from "./rules-5-6";

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
    } else if (unit.type === "blanks" && (match = EQUIVALENT.exec(q))) {
      const [x, y] = [Number(match[1]), Number(match[2])];
      if (unit.text !== q.slice("Complete ".length, -1).replace("?", "___"))
        problems.push(`${where}: the text is not the prompt`);
      const fits = Array.from({ length: 1000 }, (_, i) => i + 1).filter((candidate) => {
        const [left, right] = [match![3], match![4]].map((term) => (term === "?" ? candidate : Number(term)));
        return x * right === y * left;
      });
      problems.push(
        ...keyProblem(where, unit.blanks.map((gap) => gap[0]).join(), fits.length === 1 ? String(fits[0]) : "no one number"),
      );
      if (y < 2 || x > top || y > top) problems.push(`${where}: a first ratio outside 1 to ${top}`);
    } else if (unit.type === "number" && (match = SPEED.exec(q))) {
      const speed = evaluate(`${match[1]} ÷ ${match[2]}`);
      problems.push(...keyProblem(where, unit.value, speed.d === 1n ? String(speed.n) : "not a whole number"));
      if (unit.unit !== "km per hour") problems.push(`${where}: a speed not in km per hour`);
    } else if (unit.type === "number" && ((match = ONE.exec(q)) || (match = MANY.exec(q)))) {
      const count = match[3] ?? "1";
      problems.push(
        ...keyProblem(where, unit.value, moneyOf(evaluate(`${match[2]} ÷ ${match[1]} × ${count}`)) ?? "not whole cents"),
      );
      if (unit.unit !== "$") problems.push(`${where}: a price not in $`);
      if (Number(match[1]) < 2 || count === match[1]) problems.push(`${where}: a degenerate count`);
    } else if (unit.type === "choice" && (match = BUY.exec(q))) {
      const offers = unit.options.map((option) => /^(\d+) for \$([\d.]+)$/.exec(option));
      if (offers.some((offer) => !offer) || unit.options.join() !== `${match[1]},${match[2]}`)
        problems.push(`${where}: the options are not the two offers`);
      const [a, b] = offers.map((offer) => evaluate(`${offer?.[2] ?? 0} ÷ ${offer?.[1] ?? 1}`));
      // a's price per item is less than b's exactly when a.n × b.d < b.n × a.d.
      problems.push(
        ...choiceProblems(where, unit, (option) => (option === unit.options[0] ? a.n * b.d < b.n * a.d : b.n * a.d < a.n * b.d)),
      );
      return sizeOf(unit.options.join(" "));
    } else {
      problems.push(`${where}: not a ratio or rate question of a known kind`);
      return;
    }
    return unit.type === "blanks" ? sizeOf(unit.text) : undefined;
  });
}
