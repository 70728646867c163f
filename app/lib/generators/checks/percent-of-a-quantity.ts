/**
 * The independent check of "Percent of a Quantity": a percent as a fraction and the percent of a
 * number or of money evaluated exactly as p/100 × whole by evaluate(); the whole found by trying every
 * number to 2000 whose p% is the given part; the percent found by trying 1% to 100%. Percents stay in
 * the level's set, and the part of a number is a whole number.
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { keyProblem } from "./parts";
import { checkEachPart, mixedText, moneyOf } from "./rules-5-6";

function percentAllowed(p: number, level: Level) {
  if (level === "support") return [10, 20, 25, 50, 75].includes(p);
  return level === "core" ? p % 5 === 0 && p >= 5 && p <= 95 : p >= 1 && p <= 99;
}

/** Every whole number from `from` to `to` for which `fits` holds, or null unless exactly one does. */
function onlyOne(from: number, to: number, fits: (n: number) => boolean) {
  const found: number[] = [];
  for (let n = from; n <= to; n++) if (fits(n)) found.push(n);
  return found.length === 1 ? String(found[0]) : null;
}

export function checkPercentOfAQuantity(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    const q = unit.question;
    let match: RegExpExecArray | null;
    let worked: string | null;
    let percent: number;
    if (unit.type !== "number") {
      problems.push(`${where}: not a number answer`);
      return;
    }
    if ((match = /^(\d+)%$/.exec(q))) {
      percent = Number(match[1]);
      worked = mixedText(evaluate(`${percent}/100`));
      if (unit.form !== "simplest") problems.push(`${where}: not asked in simplest form`);
    } else if ((match = /^(\d+)% of (\$?)(\d+)$/.exec(q))) {
      percent = Number(match[1]);
      const part = evaluate(`${percent}/100 × ${match[3]}`);
      worked = match[2] ? moneyOf(part) : part.d === 1n ? String(part.n) : null;
      if (match[2] && unit.unit !== "$") problems.push(`${where}: money without $`);
    } else if ((match = /^(\d+)% of a number is (\d+)\. What is the number\?$/.exec(q))) {
      const [p, part] = [Number(match[1]), Number(match[2])];
      percent = p;
      worked = onlyOne(1, 2000, (n) => p * n === part * 100);
    } else if ((match = /^(\d+) is what percent of (\d+)\?$/.exec(q))) {
      const [part, w] = [Number(match[1]), Number(match[2])];
      worked = onlyOne(1, 100, (p) => p * w === part * 100);
      percent = Number(worked);
      if (unit.unit !== "%") problems.push(`${where}: a percent without %`);
    } else {
      problems.push(`${where}: not a percent question of a known kind`);
      return;
    }
    problems.push(...keyProblem(where, unit.value, worked ?? "no one exact answer"));
    if (!percentAllowed(percent, level)) problems.push(`${where}: ${percent}% is not a ${level} percent`);
  });
}
