/**
 * The independent check of "Comparing and Measuring Lengths in Units": a length is counted unit by unit from
 * where the thing starts on the ruler to where it ends; comparisons use the counted lengths of the
 * options' rulers; a chain of "longer than" clues is solved by trying every order of the three things
 * and keeping those the clues allow — the answer must be the same in all of them.
 */
import type { FigureOf } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { figureOf, inRange } from "./figures-read";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const RANGES = {
  support: { cm: [2, 9], inches: [1, 6], starts: [0, 0], gap: 3 },
  core: { cm: [3, 14], inches: [2, 11], starts: [0, 0], gap: 1 },
  challenge: { cm: [5, 14], inches: [3, 9], starts: [1, 3], gap: 1 },
} as const satisfies Record<Level, Record<string, readonly [number, number] | number>>;

/** Whole units from the thing's start to its end, counted one at a time; null when not whole units. */
function unitsLong(ruler: FigureOf<"ruler">) {
  const object = ruler.object;
  if (!object || !/^\d+$/.test(object.from) || !/^\d+$/.test(object.to)) return null;
  let units = 0;
  for (let at = Number(object.from); at < Number(object.to); at++) units++;
  return units;
}

const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** The thing the clues make longest (or shortest) in every order they allow, or null when that is not fixed. */
function throughClues(prompt: string, names: string[], word: string) {
  const clues = [...prompt.matchAll(/The (\w+) is (longer|shorter) than the (\w+)\./g)];
  if (clues.length !== 2) return null;
  const answers = new Set<string>();
  for (const order of PERMUTATIONS) {
    // order[i] is the rank of names[i] by length (2 longest).
    const rank = (name: string) => order[names.indexOf(name)];
    const fits = clues.every(([, a, relation, b]) => (relation === "longer" ? rank(a) > rank(b) : rank(a) < rank(b)));
    if (fits) answers.add(names[order.indexOf(word === "longest" ? 2 : 0)]);
  }
  return answers.size === 1 ? [...answers][0] : null;
}

export function checkMeasuringAndComparingLengths(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const range = RANGES[level];
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (question <= 2) {
      const ruler = figureOf(unit, "ruler", where, problems);
      const named = /^How long is the (\w+)\?$/.exec(unit.question)?.[1];
      if (!ruler || unit.type !== "number" || !named) {
        problems.push(`${where}: not a length to measure`);
        continue;
      }
      const units = unitsLong(ruler);
      if (units === null) {
        problems.push(`${where}: the thing does not start and end on whole units`);
        continue;
      }
      const unitName = question === 1 ? "cm" : "inches";
      if (ruler.unit !== (question === 1 ? "cm" : "in") || unit.unit !== unitName) problems.push(`${where}: not in ${unitName}`);
      if (ruler.object?.label !== named) problems.push(`${where}: the ruler shows a ${ruler.object?.label}`);
      inRange(units, question === 1 ? range.cm : range.inches, "length", where, problems);
      inRange(Number(ruler.object?.from), question === 1 ? [0, 0] : range.starts, "start", where, problems);
      problems.push(...keyProblem(where, unit.value, String(units)));
      order.next(question, units, where);
      continue;
    }
    if (unit.type !== "choice") {
      problems.push(`${where}: not a choice`);
      continue;
    }
    const word = /Which is (longer|shorter|longest|shortest)/.exec(unit.question)?.[1];
    if (!word) {
      problems.push(`${where}: asks no comparison`);
      continue;
    }
    if (question === 5) {
      const right = throughClues(unit.question, unit.options, word);
      if (right === null) problems.push(`${where}: the clues do not settle the answer`);
      problems.push(...choiceProblems(where, unit, (option) => option === right));
      order.next(question, 0, where);
      continue;
    }
    const figures = unit.optionFigures ?? [];
    const sizes = figures.map((figure) => (figure?.type === "ruler" ? unitsLong(figure) : null));
    if (sizes.length !== (question === 3 ? 2 : 3) || sizes.some((size) => size === null)) {
      problems.push(`${where}: every option needs its ruler`);
      continue;
    }
    const counted = sizes as number[];
    figures.forEach((figure, i) => {
      if (figure?.type === "ruler" && figure.object?.label !== unit.options[i])
        problems.push(`${where}: option ${i + 1}'s ruler shows something else`);
    });
    for (const size of counted) inRange(size, range.cm, "length", where, problems);
    const gaps = counted.flatMap((size, i) => counted.slice(i + 1).map((other) => Math.abs(size - other)));
    if (Math.min(...gaps) < range.gap) problems.push(`${where}: two lengths closer than ${range.gap}`);
    const target = word.startsWith("long") ? Math.max(...counted) : Math.min(...counted);
    problems.push(...choiceProblems(where, unit, (option) => counted[unit.options.indexOf(option)] === target));
    order.next(question, 20 - Math.min(...gaps), where);
  }
  return problems;
}
