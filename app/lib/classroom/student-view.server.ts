/**
 * What a student sees of an assignment, shared by its page and the JSON API: the questions without
 * their answers before submitting, then the score, each verdict and, when the teacher chose so (right
 * after submitting, or once the assignment has closed), the model answers. The view does not name
 * the catalogue item: its public page shows every model answer at once (docs/decisions/0026).
 */
import { getItem } from "../catalogue/catalogue.server";
import type { ItemKind } from "../catalogue/item-ref";
import { isOpen, type Assignment } from "./assignments.server";
import type { Verdict } from "./checking";
import type { AnswersShown } from "./schemas";
import type { Submission } from "./submissions.server";

export interface AssignmentView {
  code: string;
  kind: ItemKind;
  /** The teacher's title, if they gave one. */
  title: string | null;
  open: boolean;
  closesAt: string | null;
  /** When the model answers are shown to students. */
  answersShown: AnswersShown;
  questions: { question: string }[];
}

/** The assignment as students see it; null when its item has been withdrawn from the catalogue. */
export function assignmentView(assignment: Assignment, now = Date.now()): AssignmentView | null {
  const item = getItem(assignment.item.kind, assignment.item.id);
  if (!item) return null;
  return {
    code: assignment.code,
    kind: item.kind,
    title: assignment.title,
    open: isOpen(assignment, now),
    closesAt: assignment.closesAt === null ? null : new Date(assignment.closesAt).toISOString(),
    answersShown: assignment.answersShown,
    questions: item.questions.map(({ question }) => ({ question })),
  };
}

export interface StudentResult {
  score: number;
  total: number;
  /** Whether the model answers are shown yet; when not, every `modelAnswer` is null. */
  answersShown: boolean;
  results: { verdict: Verdict; answer: string; modelAnswer: string | null }[];
}

/** Whether students of this assignment see the model answers now (after they submitted). */
export function modelAnswersShown(assignment: Assignment, now = Date.now()) {
  return assignment.answersShown === "after-submitting" || !isOpen(assignment, now);
}

/** The student's score, and per question their answer, its verdict and, when shown, the model answer. */
export function studentResult(assignment: Assignment, submission: Submission, now = Date.now()): StudentResult {
  const questions = getItem(assignment.item.kind, assignment.item.id)?.questions ?? [];
  const shown = modelAnswersShown(assignment, now);
  return {
    score: submission.score,
    total: submission.total,
    answersShown: shown,
    results: submission.answers.map(({ verdict, answer }, index) => ({
      verdict,
      answer,
      modelAnswer: shown ? (questions[index]?.answer ?? "") : null,
    })),
  };
}
