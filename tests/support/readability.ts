/**
 * Reading level of catalogue items: the Flesch–Kincaid grade of what a student reads (the
 * description and every question, not the model answers, which are written for checking). The
 * catalogue test and the review logs use this one measure, so a logged score is the tested score.
 */
import readability from "text-readability";
import type { Answerable, Question } from "~/lib/questions/model";
import { hasParts } from "~/lib/questions/kinds";

/** How far the measured grade may sit above an item's highest grade before the test fails. */
export const READING_GRADE_MARGIN = 3;

interface Readable {
  description: string;
  questions: ReadonlyArray<unknown>;
}

/**
 * The description and every question as a student reads it, a sentence per prompt, step and part,
 * with gaps read as a word. Options and match columns are lists of names ("Antarctica"), not prose:
 * one-word "sentences" of long names would score as university text.
 */
export function studentText(item: Readable) {
  const sentence = (text: string) => text.replace(/_{3,}/g, "blank").replace(/[.?!:]?\s*$/, ".");
  const lines = (unit: Answerable) => [
    unit.question,
    ...(unit.type === "blanks" ? [unit.text] : []),
    ...(unit.type === "order" ? unit.steps : []),
  ];
  const questions = (item.questions as Question[]).flatMap((question) =>
    hasParts(question) ? [question.question, ...question.parts.flatMap(lines)] : lines(question),
  );
  return [item.description, ...questions].map(sentence).join("\n");
}

/** Flesch–Kincaid grade, rounded to one decimal; below 0 reads as 0. */
export function readingGrade(item: Readable) {
  return Math.max(0, Math.round(readability.fleschKincaidGrade(studentText(item)) * 10) / 10);
}
