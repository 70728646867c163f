/**
 * The catalogue's last quiz of five typed short answers, which the end-to-end stories type (with their
 * accept lists): this reads it with that shape, and fails loudly if the quiz ever changes type.
 */
import { quizzes } from "./catalogue-as-read";

export interface TypedQuestion {
  question: string;
  answer: string;
  accept: string[];
}

const typedOnly = (questions: readonly Partial<TypedQuestion>[]) =>
  questions.every((question) => Array.isArray(question.accept) && typeof question.answer === "string");

/** The last quiz whose five questions all take typed short answers (newer quizzes mix in choices and parts). */
export const TYPED_QUIZ_ID = quizzes.findLastIndex((quiz) => typedOnly(quiz.questions as Partial<TypedQuestion>[]));

export function typedQuestions(id = TYPED_QUIZ_ID): TypedQuestion[] {
  const questions = quizzes[id].questions as Partial<TypedQuestion>[];
  if (!typedOnly(questions)) {
    throw new Error(`Quiz ${id} no longer has typed answers only: the end-to-end stories type its answers.`);
  }
  return questions as TypedQuestion[];
}
