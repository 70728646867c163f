/**
 * The independent check of "Measuring Length: Rulers, Word Problems and Number Lines": a ruler's object is measured as its end
 * minus its start read exactly from the figure, a number line's jump as the distance between its ends,
 * a word problem by its own reading of the sentence (together adds, everything else takes apart), and
 * an estimate by converting each option to centimetres and keeping those inside the thing's real range.
 */
import { exact, subtract } from "../../figures/exact";
import type { GeneratedSheet, Level } from "../generator";
import { numbersIn } from "./expression";
import { EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** Real lengths in centimetres, from short to long examples of each thing. */
const RANGES: Record<string, [number, number]> = {
  "a paper clip": [2, 6],
  "a crayon": [6, 12],
  "a pencil": [12, 25],
  "a book": [15, 35],
  "a door": [180, 250],
  "a bed": [150, 250],
  "a car": [300, 600],
  "a school bus": [900, 1500],
};
/** Centimetres in each unit an option may name (hundredths, to stay whole). */
const HUNDREDTHS_OF_CM: Record<string, number> = {
  cm: 100,
  m: 10000,
  inch: 254,
  inches: 254,
  foot: 3048,
  feet: 3048,
};

/** Whether "7 inches" is a sensible length for `thing`. */
export function sensible(thing: string, option: string) {
  const range = RANGES[thing];
  const match = /^(\d+) (\w+)$/.exec(option);
  if (!range || !match || !HUNDREDTHS_OF_CM[match[2]]) return false;
  const hundredths = Number(match[1]) * HUNDREDTHS_OF_CM[match[2]];
  return hundredths >= range[0] * 100 && hundredths <= range[1] * 100;
}

/** A length word problem worked out: "together" adds its two lengths, the others take the second from the first. */
export function lengthProblem(prompt: string) {
  const [a, b] = numbersIn(prompt);
  if (a === undefined || b === undefined || numbersIn(prompt).length !== 2) return null;
  return /together/.test(prompt) ? { value: a + b, size: a + b, a, b, add: true } : { value: a - b, size: a, a, b, add: false };
}

export function checkMeasuringLength(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const figure = unit.figure;
    if (unit.type === "number" && figure?.type === "ruler" && figure.object) {
      const start = exact(figure.object.from);
      const length = subtract(exact(figure.object.to), start);
      const name = (figure.object.label ?? "").toLowerCase();
      const stated = /is (\d+) (?:cm|inches) long\. How much longer is the (\w+) than/.exec(unit.question);
      const measuredName = stated ? stated[2] : /How long is the (\w+)\?/.exec(unit.question)?.[1];
      if (measuredName !== name) problems.push(`${where}: asks about the ${measuredName}, the ruler shows the ${name}`);
      if (length.d !== 1n) problems.push(`${where}: not a whole length`);
      const worked = Number(length.n) - (stated ? Number(stated[1]) : 0);
      if (worked <= 0) problems.push(`${where}: no length left to find`);
      problems.push(...keyProblem(where, unit.value, String(worked)));
      if (unit.unit !== (figure.unit === "cm" ? "cm" : "inches")) problems.push(`${where}: the unit is not the ruler's`);
      if ((start.n !== 0n) !== (level === "challenge"))
        problems.push(`${where}: starts ${start.n === 0n ? "at" : "away from"} 0`);
      order.next(question, Number(length.n), where);
    } else if (unit.type === "number" && figure?.type === "number-line") {
      const hop = figure.jumps?.length === 1 ? figure.jumps[0] : null;
      if (!hop) {
        problems.push(`${where}: not one jump to measure`);
        continue;
      }
      const distance = subtract(exact(hop.to), exact(hop.from));
      const worked = Math.abs(Number(distance.n));
      problems.push(...keyProblem(where, unit.value, String(worked)));
      if (distance.d !== 1n || worked < 2) problems.push(`${where}: a jump too short to measure`);
      if (Number(exact(figure.to).n) > 100) problems.push(`${where}: beyond 100`);
      order.next(question, worked, where);
    } else if (unit.type === "number") {
      const worked = lengthProblem(unit.question);
      if (!worked) {
        problems.push(`${where}: not a length problem the checker can read`);
        continue;
      }
      problems.push(...keyProblem(where, unit.value, String(worked.value)));
      if (worked.value <= 0 || worked.size > 100) problems.push(`${where}: outside lengths within 100`);
      const regroups = worked.add ? (worked.a % 10) + (worked.b % 10) >= 10 : worked.a % 10 < worked.b % 10;
      if (level === "support" && regroups) problems.push(`${where}: regrouping in a support sheet`);
      if (level === "core" && !regroups) problems.push(`${where}: no regrouping in a core sheet`);
      order.next(question, worked.size, where);
    } else if (unit.type === "choice") {
      const thing = /About how long is (.+)\?$/.exec(unit.question)?.[1] ?? "";
      const right = unit.options.flatMap((option, index) => (sensible(thing, option) ? [index] : []));
      if (right.length !== 1) problems.push(`${where}: ${right.length} sensible options`);
      problems.push(...keyProblem(where, unit.correct.join(","), right.join(",")));
    } else problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
  }
  return problems;
}
