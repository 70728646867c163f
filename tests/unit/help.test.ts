import { describe, expect, test } from "vitest";
import { helpAnswers, unanswered } from "~/lib/site/faq";

const firstAnswer = (text: string) => helpAnswers(text).answers[0]?.question;

describe("help answers the questions people ask", () => {
  test.each([
    ["how do I assign a quiz to my class", "How do I assign a quiz or worksheet to my class?"],
    ["How can my students answer online?", "How do I assign a quiz or worksheet to my class?"],
    ["what paper size does the PDF print on", "How do I print a worksheet, and on what paper size?"],
    ["which grades are these for", "Which grades are these for, and do they follow standards?"],
    ["do you follow common core standards", "Which grades are these for, and do they follow standards?"],
    ["what does a credit buy", "What does a credit buy? Do credits expire?"],
    ["what do you keep about my students?", "What do you keep about students?"],
  ])("%j is answered first by %j", (text, question) => {
    expect(firstAnswer(text)).toBe(question);
  });

  test("a “how do I” question the FAQ answers gets that answer alone: no weaker FAQ entry, no catalogue items", () => {
    const { answers, suggestItems } = helpAnswers("how do I assign a quiz to my class");
    expect(answers.map((entry) => entry.question)).toEqual(["How do I assign a quiz or worksheet to my class?"]);
    expect(suggestItems).toBe(false);
  });

  test("a topic is searched in the catalogue; a question nothing answers is offered to the team", () => {
    expect(helpAnswers("fractions")).toEqual({ answers: [], suggestItems: true });
    expect(unanswered("fractions", [], [{ id: 1 }])).toBe(false);
    expect(unanswered("fractions", [], [])).toBe(true);
    expect(unanswered("how do I change the colour of the pages", [], [{ id: 1 }])).toBe(true);
  });
});
