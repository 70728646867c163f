/**
 * What to reteach: for each question or part of an assignment, how many students got it right, how
 * many answers wait for the teacher, and the wrong answers the class gave most often (the same
 * mistake made by several students is what a lesson can address; a one-off is noise).
 */
import type { ResultRow } from "./results";

/** How many of the most common wrong answers each question lists. */
export const COMMON_WRONG_SHOWN = 3;

export interface WrongAnswer {
  /** As the first student who gave it typed it. */
  answer: string;
  count: number;
}

export interface ColumnSummary {
  right: number;
  /** Answers the checker left for the teacher ("review") that the teacher has not marked yet. */
  toCheck: number;
  blank: number;
  /** Students with an answer here at all (every submission has one per column unless the item changed). */
  answered: number;
  /** Non-blank wrong answers, most common first (ties in the order first given), at most COMMON_WRONG_SHOWN. */
  commonWrong: WrongAnswer[];
}

/** Answers that differ only in case or spacing are the same mistake. */
const fold = (answer: string) => answer.replace(/\s+/g, " ").trim().toLowerCase();

export function columnSummaries(columnCount: number, submissions: readonly Pick<ResultRow, "answers">[]): ColumnSummary[] {
  return Array.from({ length: columnCount }, (_, index) => {
    const summary: ColumnSummary = { right: 0, toCheck: 0, blank: 0, answered: 0, commonWrong: [] };
    const wrong = new Map<string, WrongAnswer>();
    for (const submission of submissions) {
      const answer = submission.answers[index];
      if (!answer) continue;
      summary.answered++;
      if (answer.verdict === "correct") summary.right++;
      else if (answer.verdict === "review") summary.toCheck++;
      else if (fold(answer.answer) === "") summary.blank++;
      else {
        const key = fold(answer.answer);
        const seen = wrong.get(key) ?? { answer: answer.answer.trim(), count: 0 };
        seen.count++;
        wrong.set(key, seen);
      }
    }
    // Array.prototype.sort is stable: equal counts keep the order in which they were first given.
    summary.commonWrong = [...wrong.values()].sort((a, b) => b.count - a.count).slice(0, COMMON_WRONG_SHOWN);
    return summary;
  });
}
