/**
 * The independent check of "Reading Clocks: The Hour and the Half Hour": each clock is turned into the
 * angles of its hands (minute hand 6° a minute, hour hand 30° an hour plus half a degree a minute)
 * and read back from the angles as a child reads the face; written times and words are converted to
 * minutes after 12 on their own. Only o'clock and half past; support only o'clock.
 */
import type { FigureOf } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { figureOf, optionFiguresOf } from "./figures-read";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** The clock's time in minutes after 12, read from where its hands point. */
function readHands(figure: FigureOf<"clock">) {
  const [hours, minutes] = figure.time.split(":").map(Number);
  const minuteAngle = minutes * 6;
  const hourAngle = ((hours % 12) * 30 + minutes / 2) % 360;
  // The hour is the last number the short hand has passed; the minutes where the long hand points.
  const hour = Math.floor(hourAngle / 30);
  return { at: hour * 60 + minuteAngle / 6, hour: hour === 0 ? 12 : hour, minute: minuteAngle / 6 };
}

/** "4:30" or "half past 4" / "4 o'clock" as minutes after 12; null for anything else. */
function minutesOf(text: string) {
  const digital = /^(1[0-2]|[1-9]):(00|30)$/.exec(text);
  if (digital) return (Number(digital[1]) % 12) * 60 + Number(digital[2]);
  const said = /^(?:half past (1[0-2]|[1-9])|(1[0-2]|[1-9]) o'clock)$/.exec(text);
  if (!said) return null;
  return said[1] ? (Number(said[1]) % 12) * 60 + 30 : (Number(said[2]) % 12) * 60;
}

export function checkTimeToTheHourAndHalfHour(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const allowed = (minute: number, where: string) => {
    if (minute !== 0 && minute !== 30) problems.push(`${where}: ${minute} minutes is not on the hour or half hour`);
    if (level === "support" && minute !== 0) problems.push(`${where}: a half hour in a support sheet`);
  };
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (question === 3) {
      const asked = /^Which clock shows (.+)\?$/.exec(unit.question);
      const at = asked ? minutesOf(asked[1]) : null;
      const clocks = unit.type === "choice" ? optionFiguresOf(unit, "clock", where, problems) : null;
      if (unit.type !== "choice" || at === null || !clocks) {
        problems.push(`${where}: not a "which clock" question`);
        continue;
      }
      const readings = clocks.map(readHands);
      for (const reading of readings) allowed(reading.minute, where);
      problems.push(...choiceProblems(where, unit, (option) => readings[unit.options.indexOf(option)]?.at === at));
      order.next(question, at % 60, where);
      continue;
    }
    if (question === 4) {
      const asked = /^Which time is (.+)\?$/.exec(unit.question);
      const at = asked ? minutesOf(asked[1]) : null;
      if (unit.type !== "choice" || at === null || /:/.test(asked?.[1] ?? "")) {
        problems.push(`${where}: not a time in words`);
        continue;
      }
      allowed(at % 60, where);
      problems.push(...choiceProblems(where, unit, (option) => minutesOf(option) === at));
      order.next(question, at % 60, where);
      continue;
    }
    const figure = figureOf(unit, "clock", where, problems);
    if (!figure) continue;
    const shown = readHands(figure);
    allowed(shown.minute, where);
    if (question === 1 && unit.type === "choice" && unit.question === "What time does the clock show?") {
      if (unit.options.some((option) => minutesOf(option) === null)) problems.push(`${where}: an option is not a time`);
      problems.push(...choiceProblems(where, unit, (option) => minutesOf(option) === shown.at));
    } else if (question === 2 && unit.type === "blanks") {
      const text = shown.minute === 0 ? "It is ___ o'clock." : "It is half past ___.";
      if (unit.text !== text) problems.push(`${where}: the sentence "${unit.text}" does not fit the clock`);
      problems.push(...keyProblem(where, unit.blanks.map((accepted) => accepted.join("|")).join(", "), String(shown.hour)));
    } else if (question === 5 && unit.type === "truefalse") {
      const said = minutesOf(/^The clock shows (.+)\.$/.exec(unit.question)?.[1] ?? "");
      if (said === null) problems.push(`${where}: no time stated`);
      else problems.push(...keyProblem(where, String(unit.correct), String(said === shown.at)));
    } else {
      problems.push(`${where}: not this block's kind of question`);
      continue;
    }
    order.next(question, shown.minute, where);
  }
  return problems;
}
