/**
 * The independent check of "Measurement Units and Conversions": every measure is turned into a count
 * of its kind's smallest base unit (millimeters, inches, grams, ounces, milliliters, seconds) from the
 * checker's own table, so "3 ft 5 in" is 3 × 12 + 5 inches by another route than the generator's
 * factor pairs; a jug's reading is its figure's level. Then conversions only from larger to smaller
 * units of one kind, whole answers, the level's numbers and easiest first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** Each unit as [kind, how many base units it is]. */
const UNITS: Record<string, [string, number]> = {
  km: ["metric length", 1_000_000],
  m: ["metric length", 1000],
  cm: ["metric length", 10],
  kg: ["metric mass", 1000],
  g: ["metric mass", 1],
  L: ["volume", 1000],
  mL: ["volume", 1],
  yd: ["customary length", 36],
  ft: ["customary length", 12],
  in: ["customary length", 1],
  lb: ["customary mass", 16],
  oz: ["customary mass", 1],
  h: ["time", 3600],
  min: ["time", 60],
  s: ["time", 1],
};
const MEASURE = /(\d+) (km|m|cm|kg|g|L|mL|yd|ft|in|lb|oz|h|min|s)\b/g;
const MOST: Record<Level, number> = { support: 5, core: 9, challenge: 12 };

/** The measures printed in a text, each as [number, unit]. */
const measures = (text: string) => [...text.matchAll(MEASURE)].map(([, n, unit]) => [Number(n), unit] as const);

/** A measure in base units; the sum of several ("3 ft 5 in") when they are one kind. */
function inBase(list: readonly (readonly [number, string])[]) {
  return list.reduce((total, [n, unit]) => total + n * UNITS[unit][1], 0);
}

export function checkMeasurementConversions(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const printed = measures(unit.question);
    const kinds = new Set(printed.map(([, u]) => UNITS[u][0]));
    if (kinds.size > 1) problems.push(`${where}: measures of different kinds`);
    let size: number;
    if (unit.type === "choice") {
      const match = /^Which is more: (.+) or (.+)\?$/.exec(unit.question);
      if (!match || printed.length !== 2) {
        problems.push(`${where}: not an item this sheet may use`);
        continue;
      }
      const [a, b] = [inBase(measures(match[1])), inBase(measures(match[2]))];
      if (a === b) problems.push(`${where}: the two measures are equal`);
      problems.push(...choiceProblems(where, unit, (option) => inBase(measures(option)) === Math.max(a, b)));
      size = Math.max(a, b) / Math.min(...printed.map(([, u]) => UNITS[u][1]));
    } else if (unit.type === "number") {
      let worked: number;
      if (unit.figure?.type === "measuring-jug") {
        if (unit.figure.unit !== "ml" || unit.unit !== "mL") problems.push(`${where}: not a jug in milliliters`);
        worked = unit.figure.level;
        if (worked <= 0 || worked >= unit.figure.max) problems.push(`${where}: an empty or full jug`);
      } else {
        const asked = /\? (\w+)$|How many (\w+) of ribbon are left\?$/.exec(unit.question);
        const target = asked?.[1] ?? asked?.[2];
        if (!target || !UNITS[target] || printed.length < 1) {
          problems.push(`${where}: not an item this sheet may use`);
          continue;
        }
        const size = UNITS[target][1];
        if (printed.some(([, u]) => UNITS[u][1] < size)) problems.push(`${where}: converts to a larger unit`);
        if (printed[0][1] === target) problems.push(`${where}: nothing to convert`);
        const total = /left\?$/.test(unit.question) ? inBase(printed.slice(0, 1)) - inBase(printed.slice(1)) : inBase(printed);
        if (total <= 0 || total % size !== 0) {
          problems.push(`${where}: not a whole number of ${target} above 0`);
          continue;
        }
        worked = total / size;
        if (unit.unit !== target) problems.push(`${where}: unit ${unit.unit} is not ${target}`);
        if (printed[0][0] > MOST[level])
          problems.push(`${where}: ${printed[0][0]} ${printed[0][1]} is above the level's ${MOST[level]}`);
      }
      problems.push(...keyProblem(where, unit.value, String(worked)));
      size = /left\?$/.test(unit.question) ? inBase(printed.slice(0, 1)) / UNITS[printed[1][1]][1] : worked;
    } else {
      problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
      continue;
    }
    order.next(question, size, where);
  }
  return problems;
}
