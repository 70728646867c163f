/**
 * The independent check of "Integers and Absolute Value": integers are read from the printed text
 * (the sign "−" and the digits), compared on a number line as positions (a negative is left of every
 * positive; of two negatives the one with more distance from 0 is further left), and an absolute value
 * is the digits without the sign. Numbers stay within the level's bound, and the key must follow.
 */
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, keyProblem } from "./parts";
import { checkEachPart } from "./rules-5-6";

const TOP: Record<Level, number> = { support: 10, core: 50, challenge: 100 };
const INTEGER = /\u2212?\d+/g;

/** -1, 0 or 1 as a is left of, at, or right of b on a number line, from the printed numerals. */
function compare(a: string, b: string) {
  const [na, nb] = [a.startsWith("\u2212"), b.startsWith("\u2212")];
  if (na !== nb) return na ? -1 : 1;
  const [da, db] = [a.replace("\u2212", ""), b.replace("\u2212", "")];
  const magnitude = da.length !== db.length ? (da.length < db.length ? -1 : 1) : da < db ? -1 : da > db ? 1 : 0;
  return na ? -magnitude : magnitude;
}

/** The key's text for a printed integer: "−7" as "-7". */
const key = (numeral: string) => numeral.replace("\u2212", "-");

export function checkIntegersAndAbsoluteValue(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    const numerals = unit.question.match(INTEGER) ?? [];
    if (numerals.some((numeral) => Number(numeral.replace("\u2212", "")) > TOP[level]))
      problems.push(`${where}: beyond ${TOP[level]}`);
    if (numerals.some((numeral) => numeral.replace("\u2212", "") === "0")) problems.push(`${where}: a 0`);
    let match: RegExpExecArray | null;
    if (unit.type === "number" && (match = /^\|(\u2212?\d+)\|$/.exec(unit.question)))
      problems.push(...keyProblem(where, unit.value, match[1].replace("\u2212", "")));
    else if (unit.type === "number" && (match = /^the opposite of (\u2212?\d+)$/.exec(unit.question)))
      problems.push(...keyProblem(where, unit.value, match[1].startsWith("\u2212") ? match[1].slice(1) : `-${match[1]}`));
    else if (unit.type === "number" && /^the least of \u2212?\d+, \u2212?\d+, \u2212?\d+$/.test(unit.question)) {
      const least = numerals.reduce((best, numeral) => (compare(numeral, best) < 0 ? numeral : best));
      problems.push(...keyProblem(where, unit.value, key(least)));
      if (new Set(numerals).size !== 3) problems.push(`${where}: a number twice`);
    } else if (
      unit.type === "number" &&
      (match = /^A diver is at \u2212(\d+) m\. How many metres below sea level is the diver\?$/.exec(unit.question))
    ) {
      problems.push(...keyProblem(where, unit.value, match[1]));
      if (unit.unit !== "m") problems.push(`${where}: a depth without m`);
    } else if (unit.type === "choice" && (match = /^(\u2212?\d+) ___ (\u2212?\d+)$/.exec(unit.question))) {
      const sign = ["<", "=", ">"][compare(match[1], match[2]) + 1];
      problems.push(...choiceProblems(where, unit, (option) => option === sign));
    } else {
      problems.push(`${where}: not an integer question of a known kind`);
      return;
    }
    return Math.max(...numerals.map((numeral) => Number(numeral.replace("\u2212", ""))));
  });
}
