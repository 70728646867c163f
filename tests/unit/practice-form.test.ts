import { describe, expect, test } from "vitest";
import { gradePractice } from "~/lib/questions/grading.server";
import type { Question } from "~/lib/questions/model";
import { emptyPractice, overrideSlot, practiceProgress } from "~/lib/questions/practice";
import { readerOfRecord } from "~/lib/questions/responses";
import { slotsOf } from "~/lib/questions/slots";

const QUIZ = {
  spelling: false,
  questions: [
    { question: "What process makes food in leaves?", answer: "Photosynthesis.", accept: ["photosynthesis"] },
    { question: "What is 6 × 7?", answer: "42.", accept: ["42"] },
    { question: "Which river flows through Cairo?", answer: "The Nile.", accept: ["Nile"] },
  ] satisfies Question[],
};
const SLOTS = slotsOf(QUIZ.questions);
const grade = (fields: Record<string, string | string[]>) => gradePractice(QUIZ, readerOfRecord(fields));
const verdicts = (state: ReturnType<typeof grade>) => SLOTS.map((slot) => state.attempts[slot.key]?.verdict ?? null);

describe("grading a quiz form on the server", () => {
  test("Enter (check all) checks every typed answer and keeps it as typed; blank ones wait", () => {
    const state = grade({ "a-1": "Photosynthesis!", "a-2": "41", "a-3": "  ", check: "all" });
    expect(state.drafts).toEqual({ "1": ["Photosynthesis!"], "2": ["41"], "3": ["  "] });
    expect(verdicts(state)).toEqual(["correct", "incorrect", null]);
    expect(practiceProgress(state, SLOTS, 3)).toEqual({ checked: 2, undecided: 0, score: 1, total: 3, finished: false });
  });

  test("a question's Check button checks that question and those checked before, not the others typed", () => {
    const state = grade({ "a-1": "photosynthesis", "a-2": "42", "a-3": "Nile", check: "1", checked: "0", only: "1" });
    expect(verdicts(state)).toEqual(["correct", "correct", null]);
    // Without the page's script, any Check checks every typed answer.
    expect(verdicts(grade({ "a-1": "photosynthesis", "a-2": "42", "a-3": "Nile", check: "1" }))).toEqual([
      "correct",
      "correct",
      "correct",
    ]);
  });

  test("the student's call is carried from post to post, and a pressed button sets it", () => {
    const first = grade({ "a-2": "it is 42 I think", override: "2:right" });
    expect(first.attempts["2"]).toEqual({ response: ["it is 42 I think"], verdict: "review", override: true });
    const next = grade({ "a-2": "it is 42 I think", "call-2": "right", "a-1": "photosynthesis" });
    expect(next.attempts["2"]?.override).toBe(true);
    expect(practiceProgress(next, SLOTS, 3).score).toBe(2);
  });

  test("a correct answer cannot be overridden, and unknown or malformed choices change nothing", () => {
    const state = grade({ "a-1": "photosynthesis", override: "1:wrong", "call-1": "wrong" });
    expect(state.attempts["1"]).toEqual({ response: ["photosynthesis"], verdict: "correct" });
    for (const override of ["9:right", "2:maybe", "-1:right", "2:right;drop", ""]) {
      expect(grade({ "a-2": "41", override }).attempts["2"]?.override, override).toBeUndefined();
    }
  });

  test("an answer longer than a field holds is cut to its limit; restart empties the quiz", () => {
    expect(grade({ "a-3": "x".repeat(5000) }).drafts["3"][0]).toHaveLength(500);
    expect(grade({ "a-1": "photosynthesis", intent: "restart" })).toEqual(emptyPractice());
  });

  test("the quiz is finished when every answer is checked and none awaits the student's call", () => {
    let state = grade({ "a-1": "photosynthesis", "a-2": "the answer is 42 surely", "a-3": "Amazon" });
    expect(practiceProgress(state, SLOTS, 3)).toMatchObject({ checked: 3, undecided: 1, finished: false });
    state = overrideSlot(state, "2", false);
    expect(practiceProgress(state, SLOTS, 3)).toEqual({ checked: 3, undecided: 0, score: 1, total: 3, finished: true });
  });

  test("scores count parts, and a question with some parts answered is checked whole", () => {
    const quiz = {
      spelling: false,
      questions: [
        {
          question: "Add these fractions.",
          parts: [
            { type: "number", question: "1/4 + 1/4", value: "1/2" },
            { type: "number", question: "1/3 + 1/3", value: "2/3" },
            { type: "number", question: "1/5 + 2/5", value: "3/5" },
          ],
        },
        { type: "truefalse", question: "1/2 is more than 1/3.", correct: true },
      ] satisfies Question[],
    };
    const slots = slotsOf(quiz.questions);
    const state = gradePractice(quiz, readerOfRecord({ "a-1a": "2/4", "a-1b": "0.5", "a-2": "true" }));
    expect(slots.map((slot) => state.attempts[slot.key]?.verdict)).toEqual(["correct", "incorrect", "incorrect", "correct"]);
    expect(practiceProgress(state, slots, 2)).toEqual({ checked: 2, undecided: 0, score: 2, total: 4, finished: true });
  });
});
