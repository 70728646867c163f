/**
 * The independent check of "Teen Numbers: Ten and Some Ones": blocks are valued by counting 10 for
 * each rod and 1 for each cube, frames by their counters, equations solved by trying every whole
 * number, and the ten and ones of a printed number read from its digits. Numbers stay 11 to 19.
 */
import type { FigureOf } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { solveWhole } from "./expression";
import { figureOf, inRange, optionFiguresOf } from "./figures-read";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const TEENS = { support: [11, 15], core: [11, 19], challenge: [13, 19] } as const satisfies Record<
  Level,
  readonly [number, number]
>;

/** A base-ten figure's value, one block at a time. */
function blocksValue(figure: FigureOf<"base-ten">) {
  let value = 0;
  for (let rod = 0; rod < (figure.tens ?? 0); rod++) value += 10;
  for (let cube = 0; cube < (figure.ones ?? 0); cube++) value += 1;
  return (figure.hundreds ?? 0) * 100 + (figure.thousands ?? 0) * 1000 + value;
}

export function checkTeenNumbers(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const teens = TEENS[level];
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    let teen: number;
    if (question === 1 || question === 3) {
      const figure = figureOf(unit, "base-ten", where, problems);
      if (!figure || unit.type !== "number") continue;
      teen = blocksValue(figure);
      if (figure.tens !== 1) problems.push(`${where}: a teen number is drawn as 1 ten`);
      const worked = question === 1 ? teen : solveWhole(unit.question, 0, 20);
      if (question === 1 && unit.question !== "What number do the blocks show?") problems.push(`${where}: unexpected prompt`);
      if (question === 3 && !/^(10 \+ \d|\d \+ 10) = \?$/.test(unit.question)) problems.push(`${where}: unexpected prompt`);
      if (question === 3 && worked !== teen) problems.push(`${where}: the blocks show ${teen}, the sum is ${worked}`);
      problems.push(...keyProblem(where, unit.value, String(worked)));
    } else if (question === 2) {
      const figure = figureOf(unit, "ten-frame", where, problems);
      const match = /^(\d+) = (10|\?) \+ (\d|\?)$/.exec(unit.question);
      if (!figure || unit.type !== "number" || !match || (match[2] === "?") === (match[3] === "?")) {
        problems.push(`${where}: not a teen number as 10 and ones`);
        continue;
      }
      teen = Number(match[1]);
      if (figure.filled !== teen) problems.push(`${where}: the frames show ${figure.filled}, not ${teen}`);
      if (level !== "challenge" && match[2] === "?") problems.push(`${where}: a missing ten before a challenge`);
      problems.push(...keyProblem(where, unit.value, String(solveWhole(unit.question, 0, 20))));
    } else if (question === 4) {
      const asked = /^Which blocks show (\d+)\?$/.exec(unit.question);
      if (unit.type !== "choice" || !asked) {
        problems.push(`${where}: not a "which blocks" question`);
        continue;
      }
      const figures = optionFiguresOf(unit, "base-ten", where, problems);
      if (!figures) continue;
      teen = Number(asked[1]);
      const values = figures.map(blocksValue);
      problems.push(...choiceProblems(where, unit, (option) => values[unit.options.indexOf(option)] === teen));
    } else {
      const match = /^(1)(\d) is ___ ten and ___ ones\.$/.exec(unit.type === "blanks" ? unit.text : "");
      if (unit.type !== "blanks" || !match) {
        problems.push(`${where}: not a ten-and-ones blank`);
        continue;
      }
      teen = Number(match[0].slice(0, 2));
      problems.push(
        ...keyProblem(where, unit.blanks.map((accepted) => accepted.join("|")).join(", "), `${match[1]}, ${match[2]}`),
      );
    }
    inRange(teen, teens, "number", where, problems);
    order.next(question, teen, where);
  }
  return problems;
}
