/**
 * What a student sees of an assignment, shared by its page and the JSON API: the questions without
 * their answers before submitting, then the score, each verdict and, when the teacher chose so (right
 * after submitting, or once the assignment has closed), the model answers. The view does not name
 * the catalogue item: its public page shows every model answer at once (docs/decisions/0028).
 */
import { getItem } from "../catalogue/catalogue.server";
import type { ItemKind } from "../catalogue/item-ref";
import { isOpen, type Assignment } from "./assignments.server";
import type { Verdict } from "../questions/check";
import { studentQuestion } from "../questions/public-shape";
import { slotsOf } from "../questions/slots";
import { answerTextOf } from "../questions/text";
import type { AnswersShown } from "./schemas";
import type { Submission } from "./submissions.server";
import { hasOwnVersions, studentItem } from "./versions";

export interface AssignmentView {
  code: string;
  kind: ItemKind;
  /** The teacher's title, if they gave one. */
  title: string | null;
  open: boolean;
  closesAt: string | null;
  /** When the model answers are shown to students. */
  answersShown: AnswersShown;
  /**
   * Each question as the student answers it: readable text, type, options, parts; no answers. Empty
   * until the student has given their name where each student has their own version (`ownVersions`).
   */
  questions: ReturnType<typeof studentQuestion>[];
  /** A generated worksheet: each student answers their own version, so the name comes first. */
  ownVersions: boolean;
}

/**
 * The assignment as students see it, for the student of this name where each has their own version;
 * null when its item has been withdrawn from the catalogue.
 */
export function assignmentView(assignment: Assignment, name: string | null = null, now = Date.now()): AssignmentView | null {
  const item = name === null ? getItem(assignment.item.kind, assignment.item.id) : studentItem(assignment, name);
  if (!item) return null;
  const ownVersions = hasOwnVersions(assignment);
  return {
    code: assignment.code,
    kind: item.kind,
    title: assignment.title,
    open: isOpen(assignment, now),
    closesAt: assignment.closesAt === null ? null : new Date(assignment.closesAt).toISOString(),
    answersShown: assignment.answersShown,
    questions: ownVersions && name === null ? [] : item.questions.map(studentQuestion),
    ownVersions,
  };
}

export interface StudentResult {
  score: number;
  total: number;
  /** Whether the model answers are shown yet; when not, every `modelAnswer` is null. */
  answersShown: boolean;
  /** Per question, or per part where a question has parts ("2 c)"). */
  results: { label: string; verdict: Verdict; answer: string; modelAnswer: string | null }[];
}

/** Whether students of this assignment see the model answers now (after they submitted). */
export function modelAnswersShown(assignment: Assignment, now = Date.now()) {
  return assignment.answersShown === "after-submitting" || !isOpen(assignment, now);
}

/** The student's score, and per question or part their answer, its verdict and, when shown, the model answer. */
export function studentResult(assignment: Assignment, submission: Submission, now = Date.now()): StudentResult {
  const item = studentItem(assignment, submission.name);
  const slots = new Map((item ? slotsOf(item.questions) : []).map((slot) => [slot.key, slot]));
  const shown = modelAnswersShown(assignment, now);
  return {
    score: submission.score,
    total: submission.total,
    answersShown: shown,
    results: submission.answers.map(({ slot, verdict, answer }) => {
      const known = slots.get(slot);
      return {
        label: known?.label ?? slot,
        verdict,
        answer,
        modelAnswer: shown ? (known ? answerTextOf(known.unit) : "") : null,
      };
    }),
  };
}
