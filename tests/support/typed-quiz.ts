/**
 * The catalogue's last quiz keeps five typed short answers, which the end-to-end stories type (with
 * their accept lists): this reads it with that shape, and fails loudly if the quiz ever changes type.
 */
import { quizzes } from "./catalogue-as-read";

export interface TypedQuestion {
  question: string;
  answer: string;
  accept: string[];
}

export const TYPED_QUIZ_ID = quizzes.length - 1;

export function typedQuestions(id = TYPED_QUIZ_ID): TypedQuestion[] {
  const questions = quizzes[id].questions as Partial<TypedQuestion>[];
  if (!questions.every((question) => Array.isArray(question.accept) && typeof question.answer === "string")) {
    throw new Error(`Quiz ${id} no longer has typed answers only: the end-to-end stories type its answers.`);
  }
  return questions as TypedQuestion[];
}
