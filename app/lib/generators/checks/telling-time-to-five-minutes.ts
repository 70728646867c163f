/**
 * The independent check of "Telling Time to the Nearest Five Minutes": every clock is read from the
 * figure's data as minutes since 12:00, each answer compared with that reading by value (never by the
 * generator's strings), and a.m. or p.m. decided from the prompt's words for the part of the day by a
 * table of its own that also bounds the hour. Minutes must be fives, in the level's part of the face.
 */
import type { Answerable } from "../../questions/model";
import type { GeneratedSheet, Level } from "../generator";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** "7:35" as minutes after 12:00 on a 12-hour face (12:10 is 10), or null. */
export function clockMinutes(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hour, minutes] = [Number(match[1]), Number(match[2])];
  if (hour < 1 || hour > 12 || minutes > 59) return null;
  return (hour === 12 ? 0 : hour * 60) + minutes;
}

/** The part of the day a prompt names, whether it is a.m., and the hours (12-hour clock) it can be. */
const PARTS_OF_DAY: readonly { words: string; am: boolean; hours: number[] }[] = [
  { words: "just after midnight", am: true, hours: [12] },
  { words: "just after noon", am: false, hours: [12] },
  { words: "in the morning", am: true, hours: [5, 6, 7, 8, 9, 10, 11] },
  { words: "in the afternoon", am: false, hours: [12, 1, 2, 3, 4, 5] },
  { words: "in the evening", am: false, hours: [5, 6, 7, 8, 9] },
  { words: "at night", am: false, hours: [8, 9, 10, 11] },
];

function minutesProblems(where: string, reading: number, level: Level, problems: string[]) {
  const minutes = reading % 60;
  if (minutes % 5 !== 0) problems.push(`${where}: ${minutes} minutes is not a five`);
  if (level === "support" && minutes > 30) problems.push(`${where}: past the half hour in a support sheet`);
  if (level === "challenge" && minutes < 35) problems.push(`${where}: before 35 minutes in a challenge`);
}

/** The clock a part shows, read as minutes after 12:00, or a problem. */
function shown(where: string, unit: Answerable, problems: string[]): number | null {
  const reading = unit.figure?.type === "clock" ? clockMinutes(unit.figure.time) : null;
  if (reading === null) problems.push(`${where}: no clock to read`);
  return reading;
}

export function checkTellingTimeToFiveMinutes(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (unit.type === "choice" && unit.optionFigures) {
      // Which clock shows the time in the prompt: every option's clock read and compared.
      const asked = clockMinutes(/shows (\d{1,2}:\d{2})\?$/.exec(unit.question)?.[1] ?? "");
      if (asked === null) {
        problems.push(`${where}: no time asked for`);
        continue;
      }
      const readings = unit.optionFigures.map((figure) => (figure?.type === "clock" ? clockMinutes(figure.time) : null));
      const right = readings.flatMap((reading, index) => (reading === asked ? [index] : []));
      if (new Set(readings).size !== readings.length || readings.includes(null))
        problems.push(`${where}: option clocks missing or alike`);
      if (right.length !== 1) problems.push(`${where}: ${right.length} clocks show it`);
      problems.push(...keyProblem(where, unit.correct.join(","), right.join(",")));
      minutesProblems(where, asked, level, problems);
      order.next(question, asked % 60, where);
    } else if (unit.type === "choice" && unit.figure) {
      const reading = shown(where, unit, problems);
      if (reading === null) continue;
      const right = unit.options.flatMap((option, index) => (clockMinutes(option) === reading ? [index] : []));
      if (unit.options.some((option) => clockMinutes(option) === null)) problems.push(`${where}: an option is not a time`);
      if (right.length !== 1) problems.push(`${where}: ${right.length} options are the clock's time`);
      problems.push(...keyProblem(where, unit.correct.join(","), right.join(",")));
      minutesProblems(where, reading, level, problems);
      order.next(question, reading % 60, where);
    } else if (unit.type === "choice") {
      const part = PARTS_OF_DAY.find((entry) => unit.question.includes(entry.words));
      const time = clockMinutes(/at (\d{1,2}:\d{2}) /.exec(unit.question)?.[1] ?? "");
      if (!part || time === null) {
        problems.push(`${where}: no time and part of the day to judge`);
        continue;
      }
      const hour = Math.floor(time / 60) || 12;
      if (!part.hours.includes(hour)) problems.push(`${where}: ${hour} o'clock is not ${part.words}`);
      const right = unit.options.flatMap((option, index) => (option === (part.am ? "a.m." : "p.m.") ? [index] : []));
      problems.push(...keyProblem(where, unit.correct.join(","), right.join(",")));
      if (unit.options.length !== 2 || right.length !== 1) problems.push(`${where}: options are not a.m. and p.m.`);
      if (time % 5 !== 0) problems.push(`${where}: not a five-minute time`);
      if (level !== "challenge" && hour === 12) problems.push(`${where}: noon or midnight before a challenge`);
      order.next(question, hour === 12 ? 2 : 1, where);
    } else if (unit.type === "number") {
      const reading = shown(where, unit, problems);
      if (reading === null) continue;
      // Counting by fives from the 12 to the long hand.
      let counted = 0;
      while (counted + 5 <= reading % 60) counted += 5;
      problems.push(...keyProblem(where, unit.value, String(counted)));
      if (counted === 0) problems.push(`${where}: the long hand is on the 12`);
      minutesProblems(where, reading, level, problems);
      order.next(question, reading % 60, where);
    } else if (unit.type === "blanks") {
      const reading = shown(where, unit, problems);
      if (reading === null) continue;
      const hour = Math.floor(reading / 60) || 12;
      const worked = `${hour}:${String(reading % 60).padStart(2, "0")}`;
      problems.push(...keyProblem(where, unit.blanks.map((accepted) => accepted[0]).join(":"), worked));
      minutesProblems(where, reading, level, problems);
      order.next(question, reading % 60, where);
    } else problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
  }
  return problems;
}
