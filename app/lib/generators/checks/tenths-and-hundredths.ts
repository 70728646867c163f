/**
 * The independent check of "Tenths and Hundredths": a grid's decimal is its shaded squares over its
 * squares and a number line's is where point A sits, both read from the figure; a fraction is read
 * from the prompt; every value is written as a decimal digit by digit from its hundredths on BigInt
 * (fraction-forms.ts), not by the generator's text. Sums are worked out exactly and named over 100;
 * each comparison's options are judged by comparing the two values exactly. Then the level's ranges
 * (below 1 before challenge) and easiest first.
 */
import { exact } from "../../figures/exact";
import { add, equal, rational, type Rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { decimalText, fractionsIn, overDenominator } from "./fraction-forms";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const COMPARE = /^Compare (\d+(?:\.\d+)?) and (\d+(?:\.\d+)?)\.$/;
const STATEMENT = /^(\d+(?:\.\d+)?) ([<>=]) (\d+(?:\.\d+)?)$/;
const HUNDREDTH = rational(1n, 100n)!;
const TENTH = rational(1n, 10n)!;

/** A decimal as printed, to at most two places, read exactly. */
function readDecimal(text: string): Rational | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const places = match[2] ?? "";
  return rational(BigInt(match[1] + places), 10n ** BigInt(places.length));
}

const compare = (a: Rational, b: Rational) => (a.n * b.d < b.n * a.d ? "<" : a.n * b.d > b.n * a.d ? ">" : "=");

export function checkTenthsAndHundredths(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const limit = rational(level === "challenge" ? 10n : 1n)!;
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    let value: Rational;
    const figure = unit.figure;
    if (unit.type === "choice") {
      const match = COMPARE.exec(unit.question);
      const [a, b] = match ? [readDecimal(match[1]), readDecimal(match[2])] : [null, null];
      if (!a || !b) {
        problems.push(`${where}: not two decimals to hundredths`);
        continue;
      }
      problems.push(
        ...choiceProblems(where, unit, (option) => {
          const statement = STATEMENT.exec(option);
          return !!statement && statement[1] === match![1] && statement[3] === match![2] && statement[2] === compare(a, b);
        }),
      );
      value = compare(a, b) === "<" ? b : a;
    } else if (unit.type === "number") {
      let key: string | null;
      if (figure?.type === "fraction-model") {
        if (figure.model !== "grid" || (figure.parts !== 10 && figure.parts !== 100)) {
          problems.push(`${where}: not a tenths strip or hundred grid`);
          continue;
        }
        value = rational(BigInt(figure.shaded), BigInt(figure.parts))!;
        key = decimalText(value);
      } else if (figure?.type === "number-line") {
        const step = exact(figure.step);
        if (!equal(step, TENTH) && !equal(step, HUNDREDTH)) problems.push(`${where}: a line not marked in tenths or hundredths`);
        if (figure.points?.length !== 1 || figure.points[0].label !== "A") {
          problems.push(`${where}: not one point A`);
          continue;
        }
        value = exact(figure.points[0].at);
        key = decimalText(value);
      } else if (/^\d+\/(10|100) \+ \d+\/(10|100)$/.test(unit.question)) {
        const [a, b] = fractionsIn(unit.question);
        if (a.denominator === b.denominator) problems.push(`${where}: not tenths and hundredths`);
        value = add(a.value, b.value);
        key = overDenominator(value, 100n);
      } else {
        const printed = fractionsIn(unit.question);
        if (
          printed.length !== 1 ||
          printed[0].text !== unit.question ||
          (printed[0].denominator !== 10n && printed[0].denominator !== 100n)
        ) {
          problems.push(`${where}: not an item this sheet may use`);
          continue;
        }
        value = printed[0].value;
        key = decimalText(value);
      }
      if (figure?.type !== undefined && unit.question.match(/\d/))
        problems.push(`${where}: the prompt states what the figure should show`);
      problems.push(...keyProblem(where, unit.value, key ?? "not a decimal to hundredths"));
    } else {
      problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
      continue;
    }
    if (value.n <= 0n) problems.push(`${where}: a value of 0`);
    if (compare(value, limit) !== "<") problems.push(`${where}: ${value.n}/${value.d} is not below ${limit.n}`);
    order.next(question, Number(value.n) / Number(value.d), where);
  }
  return problems;
}
