/**
 * The rules every generated sheet keeps, whatever its skill: the spec's 5 questions, 12 to 30
 * practice items, a worked example, valid question-model data, and no item twice on one sheet.
 */
import { AnswerableSchema, ExampleSchema, PartsShellSchema, type Answerable } from "../../questions/model";
import { hasParts } from "../../questions/kinds";
import { MAX_ITEMS, MIN_ITEMS, SHEET_QUESTIONS, type GeneratedSheet } from "../generator";

/** Every answerable part of a sheet, with the number of its question (1-based). */
export function itemsOf(sheet: GeneratedSheet): { question: number; unit: Answerable }[] {
  return sheet.questions.flatMap((question, index) =>
    (hasParts(question) ? question.parts : [question]).map((unit) => ({ question: index + 1, unit })),
  );
}

export function sheetProblems(sheet: GeneratedSheet): string[] {
  const problems: string[] = [];
  if (sheet.questions.length !== SHEET_QUESTIONS) problems.push(`${sheet.questions.length} questions, not ${SHEET_QUESTIONS}`);
  const items = itemsOf(sheet);
  if (items.length < MIN_ITEMS || items.length > MAX_ITEMS)
    problems.push(`${items.length} practice items, not ${MIN_ITEMS}–${MAX_ITEMS}`);
  if (!ExampleSchema.safeParse(sheet.example).success) problems.push("no valid worked example");
  sheet.questions.forEach((question, index) => {
    const issues = questionIssues(question);
    if (issues.length > 0) problems.push(`question ${index + 1}: ${issues.join("; ")}`);
  });
  const seen = new Set<string>();
  for (const { question, unit } of items) {
    // A figure is part of the item: "What time does the clock show?" asks something new with each clock.
    const key = `${unit.question.replace(/\s+/g, " ")} ${JSON.stringify(unit.figure ?? null)}`;
    if (seen.has(key)) problems.push(`question ${question}: "${unit.question}" appears twice`);
    seen.add(key);
  }
  return problems;
}

/**
 * What QuestionSchema says of a question, read as it reads it (a question holding `parts` is the
 * shell and then each part with AnswerableSchema, otherwise one AnswerableSchema) but with each
 * distinct shell and part read once: the property tests read millions of sheets, and zod's reading
 * of the same part ("7 × 8 = ?") again and again cost more than making and checking the sheet
 * (docs/decisions/0035). The verdict is the same: a schema's verdict depends only on the data, and
 * the key is the data's JSON with the values JSON would blur (undefined, NaN, Infinity) kept apart.
 * Only where a question fails both in its shell's keys and in a part can the messages come in
 * another order (the shell's first).
 */
function questionIssues(question: unknown): string[] {
  if (typeof question !== "object" || question === null || !("parts" in question)) return unitIssues(question);
  const { parts } = question;
  if (!Array.isArray(parts)) return messages(PartsShellSchema.safeParse(question));
  // The shell reads the parts only as a list and its length, so its key holds just the length.
  const shellKey = `shell ${JSON.stringify({ ...question, parts: parts.length }, exactly)}`;
  return [...memoised(shellKey, () => PartsShellSchema.safeParse(question)), ...parts.flatMap(unitIssues)];
}

function unitIssues(unit: unknown): string[] {
  return memoised(JSON.stringify(unit, exactly), () => AnswerableSchema.safeParse(unit));
}

function messages(parsed: { error?: { issues: { message: string }[] } }): string[] {
  return parsed.error?.issues.map((issue) => issue.message) ?? [];
}

/** Issue messages by the JSON of what was read; cleared when full, so a long run's memory stays bounded. */
const READ = new Map<string, string[]>();
const READ_LIMIT = 200_000;

/** A unit's key is its JSON, so never begins "shell ", as a shell's does. */
function memoised(key: string, parse: () => { error?: { issues: { message: string }[] } }): string[] {
  const known = READ.get(key);
  if (known) return known;
  if (READ.size >= READ_LIMIT) READ.clear();
  const issues = messages(parse());
  READ.set(key, issues);
  return issues;
}

/** JSON writes undefined in an array, NaN and Infinity as null, which a schema may tell apart. */
function exactly(_key: string, value: unknown) {
  return value === undefined || (typeof value === "number" && !Number.isFinite(value)) ? `\u0000${String(value)}` : value;
}
