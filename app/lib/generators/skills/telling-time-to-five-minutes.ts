/**
 * Telling time to five minutes, a.m. and p.m. (grade 2): read analog clocks, count the minutes past
 * the hour by fives, pick the clock that shows a time, tell morning from afternoon and evening, and
 * write the time. Support keeps the minute hand in the first half hour, core uses every five minutes,
 * challenge the last half hour, where the hour hand is nearly at the next number (12:55, not 1:55).
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import type { Answerable } from "../../questions/model";
import { block, NAMES, type Item } from "./practice";

interface Time {
  hour: number;
  minutes: number;
}

const clock = (time: Time) => ({ type: "clock" as const, time: written(time) });
const written = ({ hour, minutes }: Time) => `${hour}:${String(minutes).padStart(2, "0")}`;
/** The hour after (12 is followed by 1) and before (1 follows 12). */
const nextHour = (hour: number) => (hour % 12) + 1;
const previousHour = (hour: number) => ((hour + 10) % 12) + 1;

/** Minutes on the level's part of the face, in fives. */
function minutesFor(random: Random, level: Level, least = 0) {
  const [low, high] = level === "support" ? [least, 30] : level === "core" ? [least, 55] : [35, 55];
  return random.int(Math.ceil(low / 5), high / 5) * 5;
}

function timeFor(random: Random, level: Level, least = 0): Time {
  return { hour: random.int(1, 12), minutes: minutesFor(random, level, least) };
}

/**
 * The readings a child gets wrong: the hour hand read as the next (or last) number, the minute hand's
 * number read as minutes, the hands swapped, and the minute hand half a face away.
 */
function misreadings({ hour, minutes }: Time): Time[] {
  const pointedAt = minutes / 5 === 0 ? 12 : minutes / 5;
  return [
    { hour: minutes >= 30 ? nextHour(hour) : previousHour(hour), minutes },
    { hour, minutes: pointedAt },
    { hour: pointedAt, minutes: (hour % 12) * 5 },
    { hour, minutes: (minutes + 30) % 60 },
    { hour: minutes >= 30 ? previousHour(hour) : nextHour(hour), minutes },
  ];
}

/** Three times that are not `time` and differ from each other, most tempting first. */
function wrongTimes(time: Time): string[] {
  const right = written(time);
  return [...new Set(misreadings(time).map(written))].filter((text) => text !== right).slice(0, 3);
}

const item = (unit: Answerable, size: number, key: string): Item => ({ unit, size, key });

function readClock(random: Random, level: Level): Item {
  const time = timeFor(random, level);
  const options = random.shuffle([written(time), ...wrongTimes(time)]);
  const unit: Answerable = {
    type: "choice",
    question: "What time does the clock show?",
    options,
    correct: [options.indexOf(written(time))],
    figure: clock(time),
  };
  return item(unit, time.minutes, `read ${written(time)}`);
}

function minutesPast(random: Random, level: Level): Item {
  const time = timeFor(random, level, 5);
  const unit: Answerable = {
    type: "number",
    question: "How many minutes past the hour is it?",
    value: String(time.minutes),
    unit: "minutes",
    figure: clock(time),
  };
  return item(unit, time.minutes, `past ${time.minutes}`);
}

function whichClock(random: Random, level: Level): Item {
  const time = timeFor(random, level);
  const times = random.shuffle([written(time), ...wrongTimes(time).slice(0, 2)]);
  const names = ["Clock A", "Clock B", "Clock C"];
  const unit: Answerable = {
    type: "choice",
    question: `Which clock shows ${written(time)}?`,
    options: names,
    optionFigures: times.map((text) => ({ type: "clock" as const, time: text })),
    correct: [times.indexOf(written(time))],
  };
  return item(unit, time.minutes, `which ${written(time)}`);
}

interface Moment {
  doing: string;
  /** The hours (on a 12-hour clock) when it happens, and the words for that part of the day. */
  hours: readonly number[];
  when: string;
}

const MOMENTS: readonly Moment[] = [
  { doing: "wakes up", hours: [6, 7], when: "in the morning" },
  { doing: "eats breakfast", hours: [7, 8], when: "in the morning" },
  { doing: "gets to school", hours: [8, 9], when: "in the morning" },
  { doing: "goes to the park", hours: [10, 11], when: "in the morning" },
  { doing: "plays after school", hours: [3, 4], when: "in the afternoon" },
  { doing: "has a snack", hours: [2, 3], when: "in the afternoon" },
  { doing: "eats dinner", hours: [5, 6], when: "in the evening" },
  { doing: "reads a book", hours: [7, 8], when: "in the evening" },
  { doing: "is asleep", hours: [9, 10, 11], when: "at night" },
];

/** Around twelve: noon is p.m., just after midnight is a.m. */
const TWELVES: readonly Moment[] = [
  { doing: "eats lunch", hours: [12], when: "just after noon" },
  { doing: "hears thunder", hours: [12], when: "just after midnight" },
];

function amOrPm(random: Random, level: Level): Item {
  const twelve = level === "challenge" && random.int(0, 1) === 1;
  const moment = random.pick(twelve ? TWELVES : MOMENTS);
  const time = { hour: random.pick(moment.hours), minutes: random.int(0, level === "support" ? 6 : 11) * 5 };
  const name = random.pick(NAMES);
  const morning = /morning|midnight/.test(moment.when);
  const unit: Answerable = {
    type: "choice",
    question: `${name} ${moment.doing} at ${written(time)} ${moment.when}. Is it a.m. or p.m.?`,
    options: ["a.m.", "p.m."],
    correct: [morning ? 0 : 1],
  };
  return item(unit, twelve ? 2 : 1, `${moment.doing} ${moment.when}`);
}

function writeTime(random: Random, level: Level): Item {
  const time = timeFor(random, level);
  const unit: Answerable = {
    type: "blanks",
    question: "Write the time shown on the clock.",
    text: "___ : ___",
    blanks: [[String(time.hour)], [String(time.minutes).padStart(2, "0")]],
    figure: clock(time),
  };
  return item(unit, time.minutes, `write ${written(time)}`);
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "The short hand is just past the 4. The long hand points to the 7. What time is it?",
      answer:
        "The short hand tells the hour. It has passed the 4 but not reached the 5, so the hour is 4.\n" +
        "The long hand tells the minutes. Count by fives to the 7: 5, 10, 15, 20, 25, 30, 35.\n" +
        "So the time is 4:35.",
    },
    questions: [
      block(random, "Read the clock. The short hand tells the hour.", 4, () => readClock(random, level), seen),
      block(random, "Count by fives from the 12 to the long hand.", 4, () => minutesPast(random, level), seen),
      block(random, "Choose the right clock.", 3, () => whichClock(random, level), seen),
      block(random, "Morning is a.m. Afternoon and evening are p.m.", 4, () => amOrPm(random, level), seen),
      block(random, "Write the time. Use two digits for the minutes.", 4, () => writeTime(random, level), seen),
    ],
  };
}

export const tellingTimeToFiveMinutes: Generator = {
  slug: "telling-time-to-five-minutes",
  title: "Telling Time to the Nearest Five Minutes",
  description: "Read analog clocks to the nearest five minutes, write the time in digits, and tell a.m. from p.m. For grade 2.",
  category: "Measurement",
  grades: { from: 2, to: 2 },
  standards: [
    {
      code: "2.MD.C.7",
      why: "Questions 1–3 and 5 read analog clocks to the nearest five minutes and write the time in digits; question 4 tells a.m. from p.m.",
    },
  ],
  build,
};
