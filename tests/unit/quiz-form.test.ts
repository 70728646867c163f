import { describe, expect, test } from "vitest";
import { checkOne, emptyQuizState, gradeQuizForm, overrideOne, quizProgress } from "~/lib/catalogue/quiz-form";

const QUESTIONS = [{ accept: ["photosynthesis"] }, { accept: ["42"] }, { accept: ["Nile"] }];
/** None of these answers is one typo away from another real word, so no typo is refused as one. */
const NO_NEAR_WORDS = {};

describe("grading a quiz form posted without JavaScript", () => {
  test("every typed answer is checked with the quiz checker and kept as typed; blank ones wait", () => {
    const state = gradeQuizForm(
      QUESTIONS,
      { "answer-0": "Photosynthesis!", "answer-1": "41", "answer-2": "  ", check: "0" },
      NO_NEAR_WORDS,
    );
    expect(state.drafts).toEqual(["Photosynthesis!", "41", "  "]);
    expect(state.attempts.map((attempt) => attempt?.verdict ?? null)).toEqual(["correct", "incorrect", null]);
    expect(quizProgress(state)).toEqual({ checked: 2, undecided: 0, score: 1, finished: false });
  });

  test("the student's call is carried from post to post, and a pressed button sets it", () => {
    const first = gradeQuizForm(QUESTIONS, { "answer-1": "it is 42 I think", override: "1:right" }, NO_NEAR_WORDS);
    expect(first.attempts[1]).toEqual({ typed: "it is 42 I think", verdict: "review", override: true });
    const next = gradeQuizForm(
      QUESTIONS,
      { "answer-1": "it is 42 I think", "call-1": "right", "answer-0": "photosynthesis" },
      NO_NEAR_WORDS,
    );
    expect(next.attempts[1]?.override).toBe(true);
    expect(quizProgress(next).score).toBe(2);
  });

  test("a correct answer cannot be overridden, and unknown or malformed choices change nothing", () => {
    const state = gradeQuizForm(
      QUESTIONS,
      { "answer-0": "photosynthesis", override: "0:wrong", "call-0": "wrong" },
      NO_NEAR_WORDS,
    );
    expect(state.attempts[0]).toEqual({ typed: "photosynthesis", verdict: "correct" });
    for (const override of ["9:right", "1:maybe", "-1:right", "1:right;drop", ""]) {
      expect(
        gradeQuizForm(QUESTIONS, { "answer-1": "41", override }, NO_NEAR_WORDS).attempts[1]?.override,
        override,
      ).toBeUndefined();
    }
  });

  test("an answer longer than a box holds is cut to its limit; restart empties the quiz", () => {
    expect(gradeQuizForm(QUESTIONS, { "answer-2": "x".repeat(5000) }, NO_NEAR_WORDS).drafts[2]).toHaveLength(500);
    expect(gradeQuizForm(QUESTIONS, { "answer-0": "photosynthesis", intent: "restart" }, NO_NEAR_WORDS)).toEqual(
      emptyQuizState(3),
    );
  });

  test("the quiz is finished when every answer is checked and none awaits the student's call", () => {
    let state = emptyQuizState(3);
    state = checkOne(state, 0, "photosynthesis", QUESTIONS[0].accept, NO_NEAR_WORDS);
    state = checkOne(state, 1, "the answer is 42 surely", QUESTIONS[1].accept, NO_NEAR_WORDS);
    state = checkOne(state, 2, "Amazon", QUESTIONS[2].accept, NO_NEAR_WORDS);
    expect(quizProgress(state)).toMatchObject({ checked: 3, undecided: 1, finished: false });
    state = overrideOne(state, 1, false);
    expect(quizProgress(state)).toEqual({ checked: 3, undecided: 0, score: 1, finished: true });
  });
});
