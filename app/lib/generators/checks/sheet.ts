/**
 * The rules every generated sheet keeps, whatever its skill: the spec's 5 questions, 12 to 30
 * practice items, a worked example, valid question-model data, and no item twice on one sheet.
 */
import { ExampleSchema, hasParts, QuestionSchema, type Answerable } from "../../questions/model";
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
    const parsed = QuestionSchema.safeParse(question);
    if (!parsed.success) problems.push(`question ${index + 1}: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
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
