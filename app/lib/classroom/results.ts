/**
 * What a teacher sees of a class's answers: the columns (one per question or part, grouped by
 * question), the correct rate over a question's columns, and the CSV export. The CSV is safe to
 * open in a spreadsheet: every value is quoted, and a value that a spreadsheet would read as a
 * formula (starting with =, +, -, @, a tab or a carriage return) starts with an apostrophe.
 */
import type { Verdict } from "../questions/check";
import type { Question } from "../questions/model";
import { partLetter, slotsOf } from "../questions/slots";
import { questionText, unitText } from "../questions/text";

export interface ResultAnswer {
  /** The slot's key as stored: "3", "2c". */
  slot: string;
  answer: string;
  verdict: Verdict;
  /** True when the verdict is the teacher's, not the checker's. */
  overruled: boolean;
}

export interface ResultRow {
  name: string;
  score: number;
  total: number;
  submittedAt: number;
  answers: ResultAnswer[];
}

/** One column of the results: a question without parts, or one part. */
export interface ResultColumn {
  /** What a reader sees: "3", "2 c)". */
  label: string;
  /** The question it belongs to, counted from 0. */
  question: number;
  /** The question (and part) as readable text; null when the item is no longer in the library, or each student has their own version. */
  text: string | null;
}

/**
 * The columns of an assignment's results, in the item's order. With the item withdrawn, the stored
 * answers still name their slots ("2c" is question 2), so the columns stay without their texts. When
 * each student answers their own version (a generated worksheet), `texts` is false: the columns
 * follow the item's shape, and no one version's wording stands for everyone's.
 */
export function resultColumns(
  questions: readonly Question[] | null,
  submissions: readonly Pick<ResultRow, "answers">[],
  { texts = true } = {},
): ResultColumn[] {
  if (questions) {
    return slotsOf(questions).map((slot) => {
      const question = questions[slot.question];
      const text =
        slot.part === null ? questionText(question) : `${question.question} ${partLetter(slot.part)}) ${unitText(slot.unit)}`;
      return { label: slot.label, question: slot.question, text: texts ? oneLine(text) : null };
    });
  }
  return (submissions[0]?.answers ?? []).map(({ slot }) => ({
    label: slot,
    question: Math.max(0, Number.parseInt(slot, 10) - 1),
    text: null,
  }));
}

/** A question as the desktop table shows it: one column however many parts it has. */
export interface QuestionGroup {
  /** "3" */
  label: string;
  /** The indices of its columns (its parts, or itself). */
  columns: number[];
}

export function questionGroups(columns: readonly ResultColumn[]): QuestionGroup[] {
  const groups: QuestionGroup[] = [];
  columns.forEach((column, index) => {
    const last = groups.at(-1);
    if (last && columns[last.columns[0]].question === column.question) last.columns.push(index);
    else groups.push({ label: String(column.question + 1), columns: [index] });
  });
  return groups;
}

/** How many of a student's answers in these columns count as correct. */
function rightIn(row: Pick<ResultRow, "answers">, columns: readonly number[]) {
  return columns.filter((index) => row.answers[index]?.verdict === "correct").length;
}

/** The share of correct answers over these columns and every student (null with no submissions yet). */
export function groupRate(columns: readonly number[], submissions: readonly Pick<ResultRow, "answers">[]) {
  if (submissions.length === 0 || columns.length === 0) return null;
  const right = submissions.reduce((sum, submission) => sum + rightIn(submission, columns), 0);
  return right / (submissions.length * columns.length);
}

export function percent(rate: number | null) {
  return rate === null ? "–" : `${Math.round(rate * 100)}%`;
}

/** A text on one line: line breaks and runs of spaces become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: neutralised against formula injection, quoted, inner quotes doubled. */
export function csvCell(value: string | number) {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const VERDICT_LABELS: Record<Verdict, string> = { correct: "correct", incorrect: "incorrect", review: "needs review" };

/** A verdict as the CSV writes it: the teacher's own marks say so. */
export function csvVerdict(answer: Pick<ResultAnswer, "verdict" | "overruled">) {
  return answer.overruled ? `${VERDICT_LABELS[answer.verdict]} (teacher's mark)` : VERDICT_LABELS[answer.verdict];
}

/**
 * The results as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark so spreadsheet programs
 * read accented names correctly): one row per student; per question or part an answer column headed
 * by the question's text ("Q2 c) …") and a verdict column, where a verdict the teacher set reads
 * "correct (teacher's mark)".
 */
export function resultsCsv(columns: readonly ResultColumn[], submissions: readonly ResultRow[]) {
  const header = [
    "Name",
    "Score",
    "Total",
    "Submitted at (UTC)",
    ...columns.flatMap(({ label, text }) => [text ? `Q${label} ${text}` : `Q${label} answer`, `Q${label} verdict`]),
  ];
  const rows = submissions.map((submission) => [
    submission.name,
    submission.score,
    submission.total,
    new Date(submission.submittedAt).toISOString(),
    ...columns.flatMap((_, index) => {
      const answer = submission.answers[index];
      return answer ? [answer.answer, csvVerdict(answer)] : ["", ""];
    }),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
