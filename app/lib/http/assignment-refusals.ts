/**
 * Why making an assignment or sending answers to one is refused, for the pages' actions (the new
 * assignment form, the student's page) and /api/assignments alike: one status and message per
 * refusal, worded for the teacher or student who reads it on the page and for a program.
 */
import type { ItemRef } from "../catalogue/item-ref";
import { ASSIGNMENTS_PER_HOUR, type CreateAssignmentOutcome } from "../classroom/assignments.server";
import { MAX_SUBMISSIONS, type SubmitOutcome } from "../classroom/submissions.server";
import { minutesOf, refusalFrom, type RefusalTable } from "./refusal";

export type CreateRefused = Extract<CreateAssignmentOutcome, { ok: false }> | { ok: false; error: "signed_out" };

const CREATE_REFUSALS: RefusalTable<CreateRefused, ItemRef> = {
  signed_out: () => ({ status: 401, message: "Please log in or sign up to assign quizzes and worksheets." }),
  unknown_item: (_outcome, item) => ({ status: 404, message: `No ${item.kind} with id ${item.id}.` }),
  one_version: () => ({ status: 400, message: "Only generated worksheets have levels; leave the level out for this item." }),
  rate_limited: ({ retryAfterSeconds }) => ({
    status: 429,
    message: `You can make at most ${ASSIGNMENTS_PER_HOUR} assignments an hour. Please try again in ${minutesOf(retryAfterSeconds)}.`,
    retryAfterSeconds,
  }),
};

export function createRefusal(outcome: CreateRefused, item: ItemRef) {
  return refusalFrom(CREATE_REFUSALS, outcome, item);
}

export type SubmitRefused = Extract<SubmitOutcome, { ok: false }>;

const SUBMIT_REFUSALS: RefusalTable<SubmitRefused, null> = {
  unknown_assignment: () => ({ status: 404, message: "No such assignment." }),
  item_withdrawn: () => ({ status: 410, message: "This assignment's quiz or worksheet is no longer available." }),
  closed: () => ({ status: 410, message: "This assignment is closed: your teacher is no longer taking answers." }),
  full: () => ({
    status: 409,
    message: `This assignment already has ${MAX_SUBMISSIONS} submissions, the most it takes. Please tell your teacher.`,
  }),
  too_many: ({ retryAfterSeconds }) => ({
    status: 429,
    message: "Many answers were sent to this assignment in the last few minutes. Please wait a minute and send again.",
    retryAfterSeconds,
  }),
  name_taken: () => ({
    status: 409,
    message: "Someone with this name has already sent different answers. Add your surname or an initial and send again.",
  }),
  wrong_answer_count: ({ expected }) => ({
    status: 400,
    message: `This assignment has ${expected} questions: send one answer for each (an empty one for a question left blank), or answers by question and part.`,
    fields: { answers: `Send exactly ${expected} answers.` },
  }),
  unknown_question: () => ({
    status: 400,
    message:
      'One of the answers is for a question or part this assignment does not have (they are numbered "1", "2c" and so on).',
    fields: { answers: "Unknown question or part." },
  }),
};

export function submitRefusal(outcome: SubmitRefused) {
  return refusalFrom(SUBMIT_REFUSALS, outcome, null);
}
