/**
 * The independent check of "Measuring and Classifying Angles": a drawn angle is named by comparing
 * its figure's degrees with 90; a fraction of a turn is worked out exactly as that fraction of 360 on
 * BigInt; adjacent angles are added and must equal the angle drawn; an unknown part is the one whole
 * number of degrees that, added to the known part, makes the whole (tried one by one), with the whole
 * read from the figure and matched to the prompt. Then the level's multiples (10°, 5°, 1°) and easiest first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { choiceProblems, EasiestFirst, keyProblem, onlyCandidate } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const STEP: Record<Level, number> = { support: 10, core: 5, challenge: 1 };
const COUNT = /^An angle is made of (\d+) one-degree angles\./;
const TURN = /^An angle turns through (\d+\/\d+) of a full circle\./;
const ADJACENT = /^Angle ABC is split into two angles of (\d+)° and (\d+)°\. What is the measure of angle ABC\?$/;
const PART = /^Angle ABC measures (\d+)°\. It is split into two angles\. One is (\d+)°\. What is the other angle\?$/;
const SPIN = /spins (\d+)° and then (\d+)° more\. How many degrees does \w+ spin in all\?$/;
const REST = /^A full turn is 360°\. A robot has turned (\d+)°\. How many more degrees must it turn to finish a full turn\?$/;

export function checkAngles(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const figure = unit.figure;
    const printed = [...unit.question.matchAll(/(\d+)°/g)].map((match) => Number(match[1])).filter((n) => n !== 360);
    let size: number;
    if (unit.type === "choice" && figure?.type === "angle") {
      const d = figure.degrees;
      const name = d < 90 ? "acute" : d === 90 ? "right" : d < 180 ? "obtuse" : "none";
      problems.push(...choiceProblems(where, unit, (option) => option === name));
      if (figure.label) problems.push(`${where}: the angle to name is labelled`);
      printed.push(d);
      size = d;
    } else if (unit.type === "number") {
      let worked: number | null;
      let match: RegExpExecArray | null;
      if ((match = COUNT.exec(unit.question))) {
        // n one-degree angles, added one at a time.
        worked = 0;
        for (let i = 0; i < Number(match[1]); i++) worked += 1;
        printed.push(worked);
      } else if ((match = TURN.exec(unit.question))) {
        const value = evaluate(`${match[1]} × 360`);
        worked = value.d === 1n ? Number(value.n) : null;
        if (worked !== null && worked % STEP[level] !== 0)
          problems.push(`${where}: ${worked}° is not a multiple of ${STEP[level]}°`);
      } else if ((match = ADJACENT.exec(unit.question)) && figure?.type === "angle") {
        worked = Number(match[1]) + Number(match[2]);
        if (figure.degrees !== worked || figure.label !== "?")
          problems.push(`${where}: the figure does not draw the whole angle with ?`);
      } else if ((match = PART.exec(unit.question)) && figure?.type === "angle") {
        const [whole, part] = [figure.degrees, Number(match[2])];
        if (Number(match[1]) !== whole) problems.push(`${where}: the prompt's ${match[1]}° is not the ${whole}° drawn`);
        worked = onlyCandidate(360, (x) => BigInt(part) + x === BigInt(whole));
        if (level === "support" && whole !== 90 && whole !== 180)
          problems.push(`${where}: neither a right nor a straight angle at support`);
      } else if ((match = SPIN.exec(unit.question))) worked = Number(match[1]) + Number(match[2]);
      else if ((match = REST.exec(unit.question))) worked = onlyCandidate(360, (x) => BigInt(match![1]) + x === 360n);
      else {
        problems.push(`${where}: not an item this sheet may use`);
        continue;
      }
      if (worked === null || worked <= 0) {
        problems.push(`${where}: no whole number of degrees above 0`);
        continue;
      }
      problems.push(...keyProblem(where, unit.value, String(worked)));
      size = worked;
      if (figure?.type === "angle" && !ADJACENT.test(unit.question)) size = figure.degrees;
    } else {
      problems.push(`${where}: not an item this sheet may use`);
      continue;
    }
    if (printed.some((n) => n % STEP[level] !== 0 || n <= 0))
      problems.push(`${where}: an angle not a multiple of ${STEP[level]}°`);
    order.next(question, size, where);
  }
  return problems;
}
