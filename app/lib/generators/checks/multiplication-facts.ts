/**
 * The independent check of "Multiplication Facts to 10 × 10": each fact is read back from its printed
 * prompt and worked out exactly (a missing factor by trying every whole number to 100), then held to
 * the level's tables: factors to 10, the 2s, 5s or 10s at support, the 6s to 9s and never × 0 or × 1
 * at challenge, smallest product first in each block.
 */
import type { GeneratedSheet, Level } from "../generator";
import { EasiestFirst, keyProblem, wholeAnswer } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const FACT = /^(\d+|\?) × (\d+|\?)(?: = (\d+))?$/;

export function checkMultiplicationFacts(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const match = FACT.exec(unit.question);
    const missing = match?.[3] !== undefined;
    if (unit.type !== "number" || !match || unit.question.includes("?") !== missing) {
      problems.push(`${where}: not a multiplication fact with a number answer`);
      continue;
    }
    const worked = wholeAnswer(unit.question, 100);
    if (worked === null) {
      problems.push(`${where}: not exactly one whole-number answer`);
      continue;
    }
    problems.push(...keyProblem(where, unit.value, String(worked)));
    const factors = [match[1], match[2]].map((text) => (text === "?" ? worked : Number(text)));
    const product = missing ? Number(match[3]) : worked;
    if (missing && (match[1] === "?") === (match[2] === "?")) problems.push(`${where}: not one missing factor`);
    if (factors.some((factor) => factor < 1 || factor > 10)) problems.push(`${where}: a factor outside 1 to 10`);
    if (level === "support" && !factors.some((factor) => [2, 5, 10].includes(factor)))
      problems.push(`${where}: not a 2s, 5s or 10s fact`);
    if (level === "challenge") {
      if (factors.some((factor) => factor < 2)) problems.push(`${where}: a degenerate × 1 in a challenge`);
      if (!factors.some((factor) => factor >= 6 && factor <= 9)) problems.push(`${where}: not a 6s to 9s fact`);
    }
    order.next(question, product, where);
  }
  return problems;
}
