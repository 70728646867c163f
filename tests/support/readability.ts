/**
 * Reading level of catalogue items: the Flesch–Kincaid grade of what a student reads (the
 * description and every question, not the model answers, which are written for checking). The
 * catalogue test and the review logs use this one measure, so a logged score is the tested score.
 */
import readability from "text-readability";

/** How far the measured grade may sit above an item's highest grade before the test fails. */
export const READING_GRADE_MARGIN = 3;

interface Readable {
  description: string;
  questions: ReadonlyArray<{ question: string }>;
}

export function studentText(item: Readable) {
  return [item.description, ...item.questions.map(({ question }) => question)].join("\n");
}

/** Flesch–Kincaid grade, rounded to one decimal; below 0 reads as 0. */
export function readingGrade(item: Readable) {
  return Math.max(0, Math.round(readability.fleschKincaidGrade(studentText(item)) * 10) / 10);
}
