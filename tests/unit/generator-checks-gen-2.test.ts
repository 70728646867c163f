/**
 * The grade 2 generators' checkers (gen-2) against hand-worked cases: each is fed a tiny hand-made
 * block of parts with figures and must accept the right key and reject a wrong one, in the words the
 * property test looks for.
 */
import { describe, expect, test } from "vitest";
import { CHECKERS } from "~/lib/generators/checks";
import type { Level } from "~/lib/generators/generator";
import type { Answerable } from "~/lib/questions/model";

/** The checker's problems with one part, set alone in an otherwise empty sheet. */
function judge(slug: string, level: Level, part: Answerable, instruction = "Work these out.") {
  const problems = CHECKERS[slug](
    { example: { question: "q", answer: "a" }, questions: [{ question: instruction, parts: [part] }] },
    level,
  );
  return problems.filter((problem) => problem.includes(`"${part.question}"`));
}

describe("telling-time-to-five-minutes", () => {
  const slug = "telling-time-to-five-minutes";
  const read = (time: string, options: string[], correct: number): Answerable => ({
    type: "choice",
    question: "What time does the clock show?",
    options,
    correct: [correct],
    figure: { type: "clock", time },
  });

  test("12:55 is read as 12:55, not 1:55 (the hour hand is nearly at 1)", () => {
    expect(judge(slug, "challenge", read("12:55", ["1:55", "12:55", "12:11"], 1))).toEqual([]);
    expect(judge(slug, "challenge", read("12:55", ["1:55", "12:55", "12:11"], 0)).join()).toMatch(/key says 0, worked out 1/);
  });

  test("1:00 is one o'clock, and not a challenge time", () => {
    expect(judge(slug, "core", read("1:00", ["12:00", "1:00", "1:12"], 1))).toEqual([]);
    expect(judge(slug, "challenge", read("1:00", ["12:00", "1:00", "1:12"], 1)).join()).toMatch(/before 35 minutes/);
  });

  test("minutes past the hour are counted by fives from the clock", () => {
    const part = (value: string): Answerable => ({
      type: "number",
      question: "How many minutes past the hour is it?",
      value,
      figure: { type: "clock", time: "4:35" },
    });
    expect(judge(slug, "core", part("35"))).toEqual([]);
    expect(judge(slug, "core", part("7")).join()).toMatch(/key says 7, worked out 35/);
  });

  test("the right clock of three is the one showing the time asked", () => {
    const part = (correct: number): Answerable => ({
      type: "choice",
      question: "Which clock shows 11:50?",
      options: ["Clock A", "Clock B", "Clock C"],
      optionFigures: [
        { type: "clock", time: "12:50" },
        { type: "clock", time: "11:50" },
        { type: "clock", time: "11:10" },
      ],
      correct: [correct],
    });
    expect(judge(slug, "challenge", part(1))).toEqual([]);
    expect(judge(slug, "challenge", part(0)).join()).toMatch(/key says 0, worked out 1/);
  });

  test("just after noon is p.m. and just after midnight is a.m.", () => {
    const part = (question: string, correct: number): Answerable => ({
      type: "choice",
      question,
      options: ["a.m.", "p.m."],
      correct: [correct],
    });
    const noon = "Maya eats lunch at 12:15 just after noon. Is it a.m. or p.m.?";
    const midnight = "Leo hears thunder at 12:20 just after midnight. Is it a.m. or p.m.?";
    expect(judge(slug, "challenge", part(noon, 1))).toEqual([]);
    expect(judge(slug, "challenge", part(noon, 0)).join()).toMatch(/key says 0, worked out 1/);
    expect(judge(slug, "challenge", part(midnight, 0))).toEqual([]);
    expect(judge(slug, "challenge", part(midnight, 1)).join()).toMatch(/key says 1, worked out 0/);
    // An evening that the clock could not be in.
    expect(judge(slug, "core", part("Sam eats dinner at 11:30 in the evening. Is it a.m. or p.m.?", 1)).join()).toMatch(
      /is not in the evening/,
    );
  });

  test("writing the time needs the hour and two-digit minutes", () => {
    const part = (hour: string, minutes: string): Answerable => ({
      type: "blanks",
      question: "Write the time shown on the clock.",
      text: "___ : ___",
      blanks: [[hour], [minutes]],
      figure: { type: "clock", time: "9:05" },
    });
    expect(judge(slug, "core", part("9", "05"))).toEqual([]);
    expect(judge(slug, "core", part("9", "01")).join()).toMatch(/key says 9:01, worked out 9:05/);
  });
});
