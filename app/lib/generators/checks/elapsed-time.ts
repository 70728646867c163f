/**
 * The independent check of "Telling Time and Elapsed Time": clock times are read from the figure,
 * times of day from the prompt ("11:45 a.m."), all as minutes after midnight; an elapsed time is
 * counted on minute by minute from the start until the end is reached (not subtracted), and a time
 * later or earlier is found by stepping the clock one minute at a time, then written in the checker's
 * own words. Hours and minutes are split by taking away whole hours. Then the level's rules: 5-minute
 * times at support, challenge's spans across noon, times from 6 a.m. to 9 p.m., easiest first.
 */
import { CLOCK_TIME } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const TIME = /(\d{1,2}):(\d{2}) (a\.m\.|p\.m\.)/g;
const DAY = 24 * 60;

/** "1:10 p.m." → 790; a clock face alone ("1:10") → 70, minutes after 12 on the dial. */
function minutesOf(hours: string, minutes: string, half?: string) {
  return (Number(hours) % 12) * 60 + Number(minutes) + (half === "p.m." ? 12 * 60 : 0);
}

/** A time of day in the checker's words: the hour on a 12-hour clock, a.m. before noon. */
function spoken(t: number) {
  const within = ((t % DAY) + DAY) % DAY;
  const hours = Math.floor(within / 60);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${within % 60 < 10 ? "0" : ""}${within % 60} ${hours < 12 ? "a.m." : "p.m."}`;
}

/** Minutes from `start` to `end`, counted on one at a time; null when the end is not after the start. */
function countOn(start: number, end: number) {
  let count = 0;
  for (let t = start; t !== end; t++) if (++count > DAY) return null;
  return count > 0 ? count : null;
}

/** The clock stepped `minutes` minutes on (or back, when negative), one at a time. */
function step(start: number, minutes: number) {
  let t = start;
  for (let i = 0; i < Math.abs(minutes); i++) t += Math.sign(minutes);
  return t;
}

export function checkElapsedTime(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const times = [...unit.question.matchAll(TIME)].map(([, h, m, half]) => minutesOf(h, m, half));
    const span = /(\d+) minutes (later|\.)|lasts (\d+) minutes/.exec(unit.question);
    const minutes = span ? Number(span[1] ?? span[3]) : null;
    const figure = unit.figure;
    let size: number;
    if (figure?.type === "clock") {
      const [, h, m] = CLOCK_TIME.exec(figure.time)!;
      const dial = minutesOf(h, m);
      if (unit.type !== "choice") {
        problems.push(`${where}: a clock without a choice`);
        continue;
      }
      if (unit.question === "What time does the clock show?") {
        problems.push(
          ...choiceProblems(where, unit, (option) => {
            const shown = CLOCK_TIME.exec(option);
            return !!shown && minutesOf(shown[1], shown[2]) === dial;
          }),
        );
        size = dial % 60;
      } else {
        const part = /in the (morning|afternoon)\. What time is it (\d+) minutes later\?$/.exec(unit.question);
        if (!part) {
          problems.push(`${where}: not an item this sheet may use`);
          continue;
        }
        const start = dial + (part[1] === "afternoon" ? 12 * 60 : 0);
        const end = step(start, Number(part[2]));
        problems.push(...choiceProblems(where, unit, (option) => option === spoken(end)));
        if (level === "challenge" && part[1] === "morning" && end < 12 * 60)
          problems.push(`${where}: a challenge morning that stays before noon`);
        if (level === "support" && Math.floor(end / 60) !== Math.floor(start / 60))
          problems.push(`${where}: crosses the hour at support`);
        times.push(start, end);
        size = Number(part[2]);
      }
    } else if (times.length === 2 && (unit.type === "number" || unit.type === "blanks")) {
      const elapsed = countOn(times[0], times[1]);
      if (elapsed === null) {
        problems.push(`${where}: the end is not after the start`);
        continue;
      }
      if (unit.type === "number") {
        problems.push(...keyProblem(where, unit.value, String(elapsed)));
        if (level === "support" && Math.floor(times[0] / 60) !== Math.floor(times[1] / 60) && /pass from/.test(unit.question))
          problems.push(`${where}: crosses the hour at support`);
      } else {
        let [hours, rest] = [0, elapsed];
        while (rest >= 60) [hours, rest] = [hours + 1, rest - 60];
        if (unit.text !== "___ h ___ min") problems.push(`${where}: not hours and minutes`);
        problems.push(...keyProblem(where, unit.blanks.map((gap) => gap.join("/")).join(", "), `${hours}, ${rest}`));
        if (level === "challenge" && !(times[0] < 12 * 60 && times[1] > 12 * 60))
          problems.push(`${where}: a challenge span that does not cross noon`);
      }
      size = elapsed;
    } else if (times.length === 1 && minutes !== null && unit.type === "choice") {
      const ends = /and lasts \d+ minutes\. At what time does it end\?$/.test(unit.question);
      const starts = /ends at .* and lasts \d+ minutes\. At what time did it start\?$/.test(unit.question);
      if (ends === starts) {
        problems.push(`${where}: cannot tell whether it asks for the end or the start`);
        continue;
      }
      const answer = step(times[0], ends ? minutes : -minutes);
      problems.push(...choiceProblems(where, unit, (option) => option === spoken(answer)));
      times.push(answer);
      size = minutes;
    } else {
      problems.push(`${where}: not an item this sheet may use`);
      continue;
    }
    if (times.some((t) => t < 6 * 60 || t > 21 * 60)) problems.push(`${where}: a time outside 6 a.m. to 9 p.m.`);
    if (level === "support" && times.some((t) => t % 5 !== 0)) problems.push(`${where}: a time not on the 5s at support`);
    order.next(question, size, where);
  }
  return problems;
}
