import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { AnswerFields } from "~/components/answer-fields";
import { QuestionView, WorkedExample } from "~/components/question-view";
import { figureAlt } from "~/lib/figures/figure";
import { figuresText } from "~/lib/questions/figures";
import { ExampleSchema, QuestionSchema, type Question } from "~/lib/questions/model";
import { fieldUnit, publicQuestion, studentQuestion } from "~/lib/questions/public-shape";

const clock = (time: string) => ({ type: "clock" as const, time });
const graph = {
  type: "bar-graph" as const,
  title: "Favourite fruit",
  categoryAxis: "Fruit",
  valueAxis: "Children",
  scale: { max: 10, step: 2 },
  bars: [
    { label: "apples", value: 6 },
    { label: "pears", value: 2 },
  ],
};

function question(source: unknown): Question {
  return QuestionSchema.parse(source);
}

const pickClock = question({
  type: "choice",
  question: "Which clock shows half past 4?",
  options: ["Clock A", "Clock B"],
  optionFigures: [clock("4:30"), clock("6:20")],
  correct: [0],
});
const readGraph = question({
  question: "Use the bar graph.",
  figure: graph,
  parts: [{ type: "number", question: "How many children like apples?", value: "6" }],
});
const readClock = question({ type: "number", question: "How many minutes past 7 is it?", value: "30", figure: clock("7:30") });

/** The accessible names of the figures in some markup, in order. */
function figureNames(markup: string) {
  return [...markup.matchAll(/<svg[^>]*role="img"[^>]*aria-label="([^"]*)"/g)].map(([, name]) =>
    name!.replace(/&#x27;/g, "'").replace(/&quot;/g, '"'),
  );
}

describe("figures on the item pages", () => {
  test("the worksheet page draws a question's, a shared and each option's figure, with their text alternatives", () => {
    const view = (q: Question) =>
      renderToStaticMarkup(createElement(QuestionView, { question: q, index: 0, showAnswer: false, readAloud: false }));
    expect(figureNames(view(readClock))).toEqual(["An analog clock showing half past 7 (7:30)."]);
    expect(figureNames(view(readGraph))).toEqual([figureAlt(graph)]);
    const options = view(pickClock);
    expect(figureNames(options)).toEqual([
      "An analog clock showing half past 4 (4:30).",
      "An analog clock showing 20 minutes past 6 (6:20).",
    ]);
    // Each option's figure is inside its own list item, after its text.
    expect(options).toMatch(/<li>(?:(?!<\/li>).)*Clock A(?:(?!<\/li>).)*<svg[^>]*half past 4/);
    const example = ExampleSchema.parse({
      question: "Read the clock.",
      answer: "The short hand is past 3: 3:15.",
      figure: clock("3:15"),
    });
    expect(figureNames(renderToStaticMarkup(createElement(WorkedExample, { example })))).toEqual([
      "An analog clock showing quarter past 3 (3:15).",
    ]);
  });

  test("the quiz and assignment fields draw the figure and put option figures inside their labels", () => {
    const fields = (q: Question, key: string) =>
      renderToStaticMarkup(
        createElement(AnswerFields, {
          slot: { key, unit: fieldUnit(q as Parameters<typeof fieldUnit>[0]) },
          prompt: "Prompt",
          response: [],
        }),
      );
    const typed = fields(readClock, "1");
    expect(figureNames(typed)).toEqual(["An analog clock showing half past 7 (7:30)."]);
    // The text box is described by the figure it is read from.
    expect(typed).toMatch(/<svg id="answer-1-figure"/);
    expect(typed).toMatch(/<input[^>]*aria-describedby="answer-1-figure[ "]/);
    const chosen = fields(pickClock, "2");
    expect(chosen).toMatch(
      /<label class="choice">(?:(?!<\/label>).)*Clock A(?:(?!<\/label>).)*<svg[^>]*half past 4(?:(?!<\/label>).)*<\/label>/,
    );
    expect(chosen).toMatch(/<label class="choice">(?:(?!<\/label>).)*Clock B(?:(?!<\/label>).)*<svg[^>]*20 minutes past 6/);
  });

  test("the JSON shapes carry each figure's data and its alt text, and search reads the alt text", () => {
    expect(publicQuestion(readClock)).toMatchObject({
      figure: { type: "clock", time: "7:30", alt: "An analog clock showing half past 7 (7:30)." },
    });
    expect(publicQuestion(readGraph)).toMatchObject({ type: "parts", figure: { ...graph, alt: figureAlt(graph) } });
    expect(studentQuestion(pickClock)).toMatchObject({
      optionFigures: [{ time: "4:30", alt: "An analog clock showing half past 4 (4:30)." }, { time: "6:20" }],
    });
    expect(studentQuestion(pickClock)).not.toHaveProperty("correct");
    expect(figuresText(pickClock)).toBe(
      "An analog clock showing half past 4 (4:30). An analog clock showing 20 minutes past 6 (6:20).",
    );
    expect(publicQuestion(question({ question: "2 + 2", answer: "4" }))).not.toHaveProperty("figure");
  });
});
