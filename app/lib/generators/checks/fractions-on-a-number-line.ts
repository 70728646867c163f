/**
 * The independent check of "Fractions as Parts of a Whole and on a Number Line", from the figures: a
 * shape's fraction is its shaded parts over its equal parts; a point's fraction is where it sits,
 * named over the line's step (read exactly); a run of jumps is counted from 0, each jump one step
 * long, and named by where the last lands; of three lines, exactly those whose point A sits at the
 * printed fraction are right. Then grade 3's denominators for the level, fractions below 1 (and lines
 * from 0 to 1) before challenge, and easiest first.
 */
import { exact } from "../../figures/exact";
import type { Figure } from "../../figures/schema";
import { add, equal, rational, type Rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { fractionsIn } from "./fraction-forms";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const DENOMINATORS: Record<Level, number[]> = { support: [2, 3, 4], core: [2, 3, 4, 6, 8], challenge: [3, 4, 6, 8] };

/** `value` as a count of 1/b: "3/4" for 3/4 over 4, "4/4" for 1 over 4; null when not a whole count. */
function countOf(value: Rational, b: number) {
  const top = value.n * BigInt(b);
  return top % value.d === 0n ? Number(top / value.d) : null;
}

/** The line's denominator: its step must be a unit fraction 1/b. */
function stepOf(figure: Extract<Figure, { type: "number-line" }>) {
  const step = exact(figure.step);
  return step.n === 1n ? Number(step.d) : null;
}

export function checkFractionsOnANumberLine(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const wholes = level === "challenge" ? 2 : 1;
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const figure = unit.figure;
    let count: number | null = null;
    let b: number | null = null;
    if (unit.type === "choice") {
      const [printed] = fractionsIn(unit.question);
      if (!printed || !unit.optionFigures || unit.optionFigures.length !== unit.options.length) {
        problems.push(`${where}: not a fraction with a line per option`);
        continue;
      }
      const lines = unit.optionFigures;
      problems.push(
        ...choiceProblems(where, unit, (option) => {
          const drawn = lines[unit.options.indexOf(option)];
          return drawn?.type === "number-line" && drawn.points?.length === 1 && equal(exact(drawn.points[0].at), printed.value);
        }),
      );
      for (const drawn of lines)
        if (drawn?.type === "number-line" && drawn.to !== String(wholes))
          problems.push(`${where}: a line not from 0 to ${wholes}`);
      [b, count] = [Number(printed.denominator), countOf(printed.value, Number(printed.denominator))];
    } else if (unit.type === "number") {
      if (figure?.type === "fraction-model") {
        [b, count] = [figure.parts, figure.shaded];
        if (/fraction of the whole is the shaded part/.test(unit.question) && count !== 1)
          problems.push(`${where}: more than one part shaded`);
        if ((figure.wholes ?? 1) !== 1) problems.push(`${where}: more than one whole`);
      } else if (figure?.type === "number-line") {
        b = stepOf(figure);
        if (b === null) {
          problems.push(`${where}: a line not marked in unit fractions`);
          continue;
        }
        if (figure.from !== "0" || figure.to !== String(wholes)) problems.push(`${where}: a line not from 0 to ${wholes}`);
        if (figure.points?.length === 1 && !figure.jumps) count = countOf(exact(figure.points[0].at), b);
        else if (figure.jumps && !figure.points) {
          // Count the jumps from 0, each one step on from the last; the answer is where the last lands.
          const stepLength = rational(1n, BigInt(b))!;
          let at = rational(0n)!;
          for (const jump of figure.jumps) {
            if (!equal(exact(jump.from), at) || !equal(exact(jump.to), add(at, stepLength)))
              problems.push(`${where}: a jump that is not 1/${b} on`);
            at = exact(jump.to);
          }
          count = countOf(at, b);
          const stated = /^Each jump is 1\/(\d+) long\./.exec(unit.question);
          if (Number(stated?.[1]) !== b) problems.push(`${where}: the prompt's jump is not the line's step`);
        }
      }
      if (count === null || b === null) {
        problems.push(`${where}: not an item this sheet may use`);
        continue;
      }
      problems.push(...keyProblem(where, unit.value, `${count}/${b}`));
    } else {
      problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
      continue;
    }
    if (count === null || count < 1) problems.push(`${where}: no fraction above 0`);
    else if (count >= wholes * b) problems.push(`${where}: ${count}/${b} is too large for the level`);
    if (!DENOMINATORS[level].includes(b)) problems.push(`${where}: denominator ${b} is not one the level uses`);
    order.next(question, b * 100 + (count ?? 0), where);
  }
  return problems;
}
