/**
 * Angles (grade 4): naming drawn angles acute, right or obtuse; an angle as a fraction of a full turn
 * or a count of one-degree angles; adding adjacent angles; finding an unknown part of a right,
 * straight or given angle; and word problems about turns. Support uses multiples of 10°, core of 5°,
 * challenge any whole degree (angles near 90° to classify).
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { block, NAMES, numberItem, type Item } from "./practice";

const STEP: Record<Level, number> = { support: 10, core: 5, challenge: 1 };
const KINDS = ["acute", "right", "obtuse"] as const;

/** A whole number of degrees in [from, to] that is a multiple of the level's step. */
function degrees(random: Random, level: Level, from: number, to: number) {
  const step = STEP[level];
  return step * random.int(Math.ceil(from / step), Math.floor(to / step));
}

function classify(random: Random, level: Level): Item {
  const kind = random.int(0, 4);
  // Challenge leans on angles close to a right angle, where the eye is least sure.
  const near = level === "challenge" ? 12 : level === "core" ? 30 : 50;
  const d = kind === 2 ? 90 : kind < 2 ? degrees(random, level, 90 - near, 89) : degrees(random, level, 91, 90 + near);
  const name = d < 90 ? "acute" : d === 90 ? "right" : "obtuse";
  const figure: Figure = { type: "angle", degrees: d };
  return {
    unit: {
      type: "choice",
      question: "Is the angle acute, right or obtuse?",
      options: [...KINDS],
      correct: [KINDS.indexOf(name)],
      figure,
    },
    size: d,
    key: `kind ${d}`,
  };
}

const TURNS: Record<Level, [number, number][]> = {
  support: [
    [1, 4],
    [1, 2],
    [3, 4],
  ],
  core: [
    [1, 4],
    [1, 2],
    [3, 4],
    [1, 3],
    [2, 3],
    [1, 6],
    [1, 8],
    [1, 12],
  ],
  challenge: [
    [1, 6],
    [5, 6],
    [3, 8],
    [5, 8],
    [1, 12],
    [5, 12],
    [3, 10],
    [1, 36],
    [1, 9],
  ],
};

/** An angle as a fraction of a full turn, or as a number of one-degree angles. */
function turnOrCount(random: Random, level: Level): Item {
  if (random.int(0, 2) === 0) {
    const n = degrees(random, level, 15, 175);
    return numberItem(`An angle is made of ${n} one-degree angles. How many degrees does it measure?`, n, n);
  }
  const [a, b] = random.pick(TURNS[level]);
  return numberItem(
    `An angle turns through ${a}/${b} of a full circle. How many degrees does it measure?`,
    (360 * a) / b,
    (360 * a) / b,
  );
}

/** Two adjacent angles joined: the whole drawn with "?" in its arc. */
function adjacent(random: Random, level: Level): Item {
  const a = degrees(random, level, 15, 80);
  const b = degrees(random, level, 15, level === "support" ? 80 : 95);
  const figure: Figure = { type: "angle", degrees: a + b, label: "?", pointLabels: ["A", "B", "C"] };
  return {
    unit: {
      type: "number",
      question: `Angle ABC is split into two angles of ${a}° and ${b}°. What is the measure of angle ABC?`,
      value: String(a + b),
      unit: "°",
      figure,
    },
    size: a + b,
  };
}

/** One part of a right (support), straight or given angle, the whole drawn and labelled. */
function unknownPart(random: Random, level: Level): Item {
  const whole = level === "support" ? random.pick([90, 180]) : random.pick([90, 180, degrees(random, level, 100, 170)]);
  const part = degrees(random, level, 10, whole - 10);
  const figure: Figure = { type: "angle", degrees: whole, label: `${whole}°`, pointLabels: ["A", "B", "C"] };
  return {
    unit: {
      type: "number",
      question: `Angle ABC measures ${whole}°. It is split into two angles. One is ${part}°. What is the other angle?`,
      value: String(whole - part),
      unit: "°",
      figure,
    },
    size: whole,
  };
}

function story(random: Random, level: Level): Item {
  const name = random.pick(NAMES);
  if (random.int(0, 1) === 0) {
    const [a, b] = [degrees(random, level, 20, 150), degrees(random, level, 20, 150)];
    return numberItem(
      `A skater named ${name} spins ${a}° and then ${b}° more. How many degrees does ${name} spin in all?`,
      a + b,
      a + b,
    );
  }
  const turned = degrees(random, level, 100, 340);
  return numberItem(
    `A full turn is 360°. A robot has turned ${turned}°. How many more degrees must it turn to finish a full turn?`,
    360 - turned,
    360 - turned,
  );
}

function build(level: Level, random: Random) {
  const seen = new Set<string>();
  return {
    example: {
      question: "A right angle is split into two angles. One is 35°. What is the other?",
      answer:
        "A right angle measures 90°.\nThe two parts add up to the whole: 35° + ? = 90°.\n90 − 35 = 55.\nSo the other angle is 55°.",
    },
    questions: [
      block(random, "Compare each angle with a right angle.", 3, () => classify(random, level), seen),
      block(random, "A full circle is 360°. Find each angle.", 3, () => turnOrCount(random, level), seen),
      block(random, "Add the two angles that make up the angle.", 3, () => adjacent(random, level), seen),
      block(random, "Find the unknown angle.", 3, () => unknownPart(random, level), seen),
      block(random, "Solve each problem about turning.", 3, () => story(random, level), seen),
    ],
  };
}

export const angles: Generator = {
  slug: "angles",
  title: "Measuring and Classifying Angles",
  description:
    "Fresh practice naming acute, right and obtuse angles, measuring angles as parts of a full turn, adding adjacent angles and finding unknown angles. For grade 4.",
  category: "Geometry",
  grades: { from: 4, to: 4 },
  standards: [
    {
      code: "4.MD.C.5.a",
      why: "Question 2 measures an angle as a fraction of a full 360° circle, such as 1/4 of a turn is 90°.",
    },
    { code: "4.MD.C.5.b", why: "Question 2 finds the measure of an angle made of a number of one-degree angles." },
    {
      code: "4.MD.C.7",
      why: "Questions 3 to 5 add adjacent angles and find an unknown angle, including in word problems about turns.",
    },
    { code: "4.G.A.1", why: "Question 1 identifies drawn angles as acute, right or obtuse." },
  ],
  build,
};
