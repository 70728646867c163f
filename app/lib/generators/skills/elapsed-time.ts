/**
 * Time to the minute and elapsed time (grade 3): reading analog clocks, minutes between two times, the
 * time a number of minutes later, how long from one time to another across noon, and word problems.
 * Support stays with 5-minute times inside one hour or half-day; core crosses the hour and sometimes
 * noon; challenge reads any minute and always crosses noon where it can. Times run 6 a.m. to 9 p.m.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, choiceItem, NAMES, numberItem, type Item } from "./practice";

const NOON = 12 * 60;

/** Minutes after midnight as a clock reads it: 725 → "12:05". */
function clockTime(t: number) {
  const hour = Math.floor(t / 60) % 12 || 12;
  return `${hour}:${String(t % 60).padStart(2, "0")}`;
}

/** Minutes after midnight as a time of day: 725 → "12:05 p.m." */
export function timeOfDay(t: number) {
  return `${clockTime(t)} ${t % (24 * 60) < NOON ? "a.m." : "p.m."}`;
}

/** A time of day in minutes: on the 5s at support, any minute from core. */
function time(random: Random, level: Level, from: number, to: number) {
  const t = random.int(from, to);
  return level === "support" ? t - (t % 5) : t;
}

/** The right time and up to three near misses, shuffled; `text` writes a time. */
function timeOptions(random: Random, right: number, misses: number[], text: (t: number) => string) {
  const options = [...new Set([right, ...misses].map(text))].slice(0, 4);
  const shuffled = random.shuffle(options);
  return { options: shuffled, correct: [shuffled.indexOf(text(right))] };
}

function readClock(random: Random, level: Level): Item {
  const t = time(random, level, level === "challenge" ? 6 * 60 + 40 : 7 * 60, 18 * 60 - 1);
  const figure: Figure = { type: "clock", time: clockTime(t), ...(level === "support" ? { minuteNumbers: true } : {}) };
  // The hour hand read as the hour before or after, and the minute hand five minutes off.
  const { options, correct } = timeOptions(random, t, [t + 60, t - 60, t + 5, t - 5], clockTime);
  return {
    unit: { type: "choice", question: "What time does the clock show?", options, correct, figure },
    size: t % 60,
    key: `clock ${t}`,
  };
}

/** Minutes from one time to a later one within an hour (support) or across the hour. */
function minutesBetween(random: Random, level: Level): Item {
  const start = time(random, level, 7 * 60, 17 * 60);
  const most = level === "support" ? 55 - (start % 60) : 59;
  const least = level === "support" ? 5 : 60 - (start % 60) + 1;
  if (least > most) return minutesBetween(random, level);
  const span = level === "support" ? 5 * random.int(1, Math.floor(most / 5)) : random.int(Math.min(least, most), most);
  return numberItem(`How many minutes pass from ${timeOfDay(start)} to ${timeOfDay(start + span)}?`, span, span);
}

function minutesLater(random: Random, level: Level): Item {
  const morning = level === "challenge" || random.int(0, 1) === 0;
  const start = morning
    ? time(random, level, level === "support" ? 8 * 60 : level === "core" ? 10 * 60 + 30 : 11 * 60 + 10, 11 * 60 + 55)
    : time(random, level, 13 * 60, 17 * 60);
  // Challenge mornings always run past noon; support never crosses the hour.
  const least = level === "challenge" && morning ? NOON - start + 1 : 5;
  const most = level === "support" ? 55 - (start % 60) : 55;
  if (least > most || most < 5) return minutesLater(random, level);
  const span = level === "support" ? 5 * random.int(1, Math.floor(most / 5)) : random.int(least, most);
  const end = start + span;
  const figure: Figure = { type: "clock", time: clockTime(start) };
  const question = `The clock shows a time in the ${morning ? "morning" : "afternoon"}. What time is it ${span} minutes later?`;
  const flipped = end < NOON ? end + NOON : end - NOON;
  const { options, correct } = timeOptions(random, end, [flipped, end + 10, end - 10, end + 60], timeOfDay);
  return { unit: { type: "choice", question, options, correct, figure }, size: span, key: `${question} ${start}` };
}

/** How long from one time to another, in hours and minutes; across noon from core. */
function howLong(random: Random, level: Level): Item {
  const crossNoon = level === "challenge" || (level === "core" && random.int(0, 1) === 0);
  const start = crossNoon ? time(random, level, 9 * 60, 11 * 60 + 59) : time(random, level, 7 * 60, 9 * 60);
  const least = crossNoon ? Math.max(61, NOON - start + 1) : 61;
  const span = level === "support" ? 5 * random.int(13, 35) : random.int(least, Math.max(least, 200));
  const end = start + span;
  const [hours, minutes] = [Math.floor(span / 60), span % 60];
  return {
    unit: {
      type: "blanks",
      question: `How long is it from ${timeOfDay(start)} to ${timeOfDay(end)}?`,
      text: "___ h ___ min",
      blanks: [[String(hours)], [String(minutes)]],
    },
    size: span,
  };
}

const ACTIVITIES = ["soccer practice", "school play", "piano lesson", "swim meet", "art class", "bike ride"] as const;

/** A start and a length (when does it end?), a start and an end (how long?), or an end and a length (when did it start?). */
function story(random: Random, level: Level): Item {
  const kind = random.int(0, level === "support" ? 1 : 2);
  const start = time(random, level, level === "support" ? 13 * 60 : 10 * 60 + 30, 17 * 60);
  const span = level === "support" ? 5 * random.int(2, 11) : random.int(level === "challenge" ? 35 : 15, 95);
  const end = start + span;
  const what = random.pick(ACTIVITIES);
  const name = random.pick(NAMES);
  if (kind === 1)
    return numberItem(
      `${name}'s ${what} starts at ${timeOfDay(start)} and ends at ${timeOfDay(end)}. How many minutes does it last?`,
      span,
      span,
    );
  const ask = kind === 0 ? end : start;
  const question =
    kind === 0
      ? `${name}'s ${what} starts at ${timeOfDay(start)} and lasts ${span} minutes. At what time does it end?`
      : `${name}'s ${what} ends at ${timeOfDay(end)} and lasts ${span} minutes. At what time did it start?`;
  const mirror = kind === 0 ? start - span : end + span;
  const { options, correct } = timeOptions(random, ask, [ask + 10, ask - 10, mirror, ask + 60], timeOfDay);
  return choiceItem(question, options, correct, span);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "How long is it from 11:45 a.m. to 1:10 p.m.?",
      answer:
        "Count on to noon: 11:45 a.m. to 12:00 p.m. is 15 minutes.\nThen 12:00 p.m. to 1:00 p.m. is 1 hour.\nThen 1:00 p.m. to 1:10 p.m. is 10 minutes.\nIn all: 1 hour and 15 + 10 = 25 minutes.",
    },
    questions: [
      block(random, "Read each clock.", 3, () => readClock(random, level), seen),
      block(random, "Count on to find the minutes.", 3, () => minutesBetween(random, level), seen),
      block(random, "Count on from the time on the clock.", 3, () => minutesLater(random, level), seen),
      block(random, "Find how long. Count on to the next hour first.", 3, () => howLong(random, level), seen),
      block(random, "Solve each problem about time.", 3, () => story(random, level), seen),
    ],
  };
}

export const elapsedTime: Generator = {
  slug: "elapsed-time",
  title: "Telling Time and Elapsed Time",
  description:
    "Fresh practice reading analog clocks to the minute and finding elapsed time: minutes between two times, the time later, how long across noon, and word problems. For grade 3.",
  category: "Measurement",
  grades: { from: 3, to: 3 },
  standards: [
    {
      code: "3.MD.A.1",
      why: "Question 1 reads clocks to the minute; questions 2 to 5 find elapsed time in minutes, including across the hour and noon, and solve time word problems.",
    },
  ],
  build,
};
