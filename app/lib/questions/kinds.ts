/**
 * What every reader of a checked question asks first: has it parts, what type is a unit, where are
 * a `blanks` text's gaps. Apart
 * from the schemas (model.ts) so that the pages' JavaScript, which reads questions the server has
 * already checked, carries no Zod (whose start-up tries eval, which the pages' CSP refuses).
 */
import type { Answerable, Question, QuestionType, QuestionWithParts } from "./model.ts";

/** The gap in a `blanks` text: three or more underscores. */
export const GAP = /_{3,}/g;

export function hasParts(question: Question): question is QuestionWithParts {
  return "parts" in question;
}

export function typeOf(unit: Answerable): QuestionType {
  return unit.type ?? "short";
}
