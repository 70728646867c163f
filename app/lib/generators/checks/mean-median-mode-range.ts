/**
 * The independent check of "Mean, Median, Mode and Range of Small Data Sets": the data are read from the prompt; the
 * mean is evaluated exactly as (sum) ÷ count by evaluate(); the median by removing the least and the
 * greatest value in turn until one or two remain; the mode by counting each value; the range by
 * scanning for the extremes. Values are whole numbers from 1 to the level's top.
 */
import type { GeneratedSheet, Level } from "../generator";
import { asText, evaluate } from "./expression";
import { keyProblem } from "./parts";
import { checkEachPart, decimalOf } from "./rules-5-6";

const TOP: Record<Level, number> = { support: 20, core: 50, challenge: 100 };

function median(data: number[]) {
  const rest = [...data];
  while (rest.length > 2) {
    rest.splice(rest.indexOf(Math.min(...rest)), 1);
    rest.splice(rest.indexOf(Math.max(...rest)), 1);
  }
  return decimalOf(evaluate(rest.length === 1 ? String(rest[0]) : `(${rest[0]} + ${rest[1]}) ÷ 2`));
}

function mode(data: number[]) {
  const counts = new Map<number, number>();
  for (const n of data) counts.set(n, (counts.get(n) ?? 0) + 1);
  const most = Math.max(...counts.values());
  const modes = [...counts].filter(([, count]) => count === most).map(([n]) => n);
  return most > 1 && modes.length === 1 ? String(modes[0]) : null;
}

export function checkMeanMedianModeRange(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    const match = /^the (mean|median|mode|range) of (\d+(?:, \d+)+)$/.exec(unit.question);
    if (unit.type !== "number" || !match) {
      problems.push(`${where}: not a data summary with a number answer`);
      return;
    }
    const data = match[2].split(", ").map(Number);
    if (data.some((n) => n < 1 || n > TOP[level])) problems.push(`${where}: a value outside 1 to ${TOP[level]}`);
    if (data.length < 5 || data.length > 8) problems.push(`${where}: ${data.length} values`);
    let worked: string | null;
    if (match[1] === "mean") {
      const value = evaluate(`(${data.join(" + ")}) ÷ ${data.length}`);
      worked = value.d === 1n ? asText(value) : null;
    } else if (match[1] === "median") worked = median(data);
    else if (match[1] === "mode") worked = mode(data);
    else {
      let [least, greatest] = [data[0], data[0]];
      for (const n of data) [least, greatest] = [n < least ? n : least, n > greatest ? n : greatest];
      worked = String(greatest - least);
    }
    problems.push(...keyProblem(where, unit.value, worked ?? `no one ${match[1]} a grade 6 key can give`));
  });
}
