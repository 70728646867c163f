/**
 * What a teacher sees of a class's answers: the correct rate per question and the CSV export. The
 * CSV is safe to open in a spreadsheet: every value is quoted, and a value that a spreadsheet would
 * read as a formula (starting with =, +, -, @, a tab or a carriage return) starts with an apostrophe.
 */
import type { Verdict } from "../questions/check";

export interface ResultAnswer {
  answer: string;
  verdict: Verdict;
}

export interface ResultRow {
  name: string;
  score: number;
  total: number;
  submittedAt: number;
  answers: ResultAnswer[];
}

/** For each question or part, the share of students whose answer counts as correct (null with no submissions yet). */
export function correctRates(slotCount: number, submissions: readonly ResultRow[]): (number | null)[] {
  return Array.from({ length: slotCount }, (_, index) =>
    submissions.length === 0
      ? null
      : submissions.filter((submission) => submission.answers[index]?.verdict === "correct").length / submissions.length,
  );
}

export function percent(rate: number | null) {
  return rate === null ? "–" : `${Math.round(rate * 100)}%`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: neutralised against formula injection, quoted, inner quotes doubled. */
export function csvCell(value: string | number) {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const VERDICT_LABELS: Record<Verdict, string> = { correct: "correct", incorrect: "incorrect", review: "needs review" };

/**
 * The results as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark so spreadsheet programs
 * read accented names correctly): one row per student, an answer and a verdict column per question
 * or part ("Q2 c)").
 */
export function resultsCsv(slotLabels: readonly string[], submissions: readonly ResultRow[]) {
  const questions = slotLabels.map((label, index) => ({ label, index }));
  const header = [
    "Name",
    "Score",
    "Total",
    "Submitted at (UTC)",
    ...questions.flatMap(({ label }) => [`Q${label} answer`, `Q${label} verdict`]),
  ];
  const rows = submissions.map((submission) => [
    submission.name,
    submission.score,
    submission.total,
    new Date(submission.submittedAt).toISOString(),
    ...questions.flatMap(({ index }) => {
      const answer = submission.answers[index];
      return answer ? [answer.answer, VERDICT_LABELS[answer.verdict]] : ["", ""];
    }),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
