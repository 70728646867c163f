/**
 * Telling time to the hour and half hour (grade 1) on analog clocks: reading a clock, writing the
 * time in words, finding the clock that shows a time, matching words to digital times, and judging a
 * stated time. Support uses o'clock times only, core mixes o'clock and half past, challenge is mostly
 * half past with the hour hand's neighbours as the wrong choices.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { pictureChoice, withFigure } from "./figured";
import { block, blanksItem, choiceItem, type Item } from "./practice";

interface Time {
  hour: number;
  minute: 0 | 30;
}

const digital = ({ hour, minute }: Time) => `${hour}:${minute === 0 ? "00" : "30"}`;
const words = ({ hour, minute }: Time) => (minute === 0 ? `${hour} o'clock` : `half past ${hour}`);
const clock = (time: Time): Figure => ({ type: "clock", time: digital(time) });
/** The hour after and before on a 12-hour clock face. */
const next = (hour: number) => (hour % 12) + 1;
const previous = (hour: number) => ((hour + 10) % 12) + 1;

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  const time = (): Time => {
    const hour = random.int(1, 12);
    const half = level === "support" ? false : level === "core" ? random.int(0, 1) === 1 : random.int(0, 3) > 0;
    return { hour, minute: half ? 30 : 0 };
  };
  /** Three different times: the right one, the next hour's (the hour hand's neighbour) and one more near miss. */
  const nearMisses = (right: Time): Time[] => {
    const other: Time =
      level === "support"
        ? { hour: previous(right.hour), minute: 0 }
        : random.int(0, 1) === 0
          ? { hour: right.hour, minute: right.minute === 0 ? 30 : 0 }
          : { hour: previous(right.hour), minute: right.minute };
    return random.shuffle([right, { hour: next(right.hour), minute: right.minute }, other]);
  };

  const read = (): Item => {
    const right = time();
    const options = nearMisses(right);
    const item = choiceItem("What time does the clock show?", options.map(digital), [options.indexOf(right)], right.minute);
    return withFigure(item, clock(right));
  };
  const write = (): Item => {
    const right = time();
    const text = right.minute === 0 ? "It is ___ o'clock." : "It is half past ___.";
    return withFigure(blanksItem("Write the time.", text, [right.hour], right.minute), clock(right));
  };
  const whichClock = (): Item => {
    const right = time();
    const options = nearMisses(right);
    return pictureChoice(`Which clock shows ${digital(right)}?`, options.map(clock), options.indexOf(right), right.minute);
  };
  const fromWords = (): Item => {
    const right = time();
    const options = nearMisses(right);
    return choiceItem(`Which time is ${words(right)}?`, options.map(digital), [options.indexOf(right)], right.minute);
  };
  const judge = (): Item => {
    const shown = time();
    const said = random.int(0, 1) === 0 ? shown : random.pick(nearMisses(shown).filter((t) => t !== shown));
    return withFigure(
      {
        unit: { type: "truefalse", question: `The clock shows ${digital(said)}.`, correct: said === shown },
        size: shown.minute,
      },
      clock(shown),
    );
  };

  return {
    example: {
      question: "What time does the clock show?",
      figure: { type: "clock" as const, time: "4:30" },
      answer:
        "The long hand points to 6: that is half past.\nThe short hand is halfway between 4 and 5: the hour is still 4.\nIt is half past 4, written 4:30.",
    },
    questions: [
      block(random, "Read the clock. Choose the time.", 4, read, seen),
      block(random, "Look at the clock. Write the hour.", 4, write, seen),
      block(random, "Find the clock that shows the time.", 4, whichClock, seen),
      block(random, "Choose the time that matches the words.", 4, fromWords, seen),
      block(random, "Look at the clock. True or false?", 4, judge, seen),
    ],
  };
}

export const timeToTheHourAndHalfHour: Generator = {
  slug: "time-to-the-hour-and-half-hour",
  title: "Reading Clocks: The Hour and the Half Hour",
  description:
    "Fresh practice reading analog clocks to the hour and half hour, writing the time, and matching clocks, words and digital times. For grade 1.",
  category: "Measurement",
  grades: { from: 1, to: 1 },
  standards: [
    {
      code: "1.MD.B.3",
      why: "Every question reads or writes a time on the hour or half hour, on analog clocks and as digital times like 4:30.",
    },
  ],
  build,
};
