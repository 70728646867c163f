/**
 * A worksheet with one question of every type, a block of number parts, a block of mixed parts and a
 * worked example, written as an author writes catalogue JSON and validated by the catalogue schema:
 * the printed forms' tests (tests/unit/pdf.test.ts, tests/unit/printables.test.ts) lay it out.
 */
import type { CatalogueItem } from "~/lib/catalogue/catalogue.server";
import { WorksheetSourceSchema } from "~/lib/catalogue/schema";
import { answerText, questionText } from "~/lib/questions/text";

export const everyTypeSource = {
  title: "Every kind of question",
  description: "One question of each kind, for the printed sheet's layout.",
  subject: "Mathematics",
  category: "Number",
  grades: { from: 3, to: 5 },
  difficulty: "Beginner",
  example: { question: "Work out 12 + 7.", answer: "Add the ones: 2 + 7 = 9.\nKeep the ten: 12 + 7 = 19." },
  questions: [
    { type: "choice", question: "Which fraction is larger?", options: ["1/3", "3/4", "1/8"], correct: [1] },
    { type: "choice", question: "Choose all that are even.", options: ["4", "7", "10", "13"], correct: [0, 2] },
    { type: "truefalse", question: "Half of 18 is 9.", correct: true },
    { type: "number", question: "A ribbon is 30 cm long. Cut off 12 cm. How long is what is left?", value: "18", unit: "cm" },
    {
      type: "blanks",
      question: "Fill in each gap.",
      text: "A triangle has ___ sides and a square has ___ sides.",
      blanks: [["three"], ["four"]],
      bank: ["three", "four", "five"],
    },
    {
      type: "match",
      question: "Match each shape to its number of sides.",
      pairs: [
        { left: "pentagon", right: "five" },
        { left: "hexagon", right: "six" },
        { left: "octagon", right: "eight" },
      ],
    },
    { type: "order", question: "Put these numbers in order, smallest first.", steps: ["0.2", "0.25", "0.5", "0.75"] },
    {
      type: "long",
      question: "Explain how you know that 3/6 is the same as 1/2.",
      answer: "Three is half of six, so three sixths is one half.",
    },
    { question: "What do we call a shape with four equal sides and four right angles?", answer: "A square" },
    {
      question: "Add these fractions. Give each answer in simplest form.",
      parts: [
        { type: "number", question: "1/4 + 1/4", value: "1/2", form: "simplest" },
        { type: "number", question: "1/3 + 1/6", value: "1/2", form: "simplest" },
        { type: "number", question: "2/5 + 1/5", value: "3/5", form: "simplest" },
      ],
    },
    {
      question: "Answer each part.",
      parts: [
        { type: "truefalse", question: "7 is an odd number.", correct: true },
        { type: "choice", question: "Which is a multiple of 5?", options: ["12", "25", "31"], correct: [1] },
        { question: "Name a shape with three sides.", answer: "A triangle" },
      ],
    },
  ],
};

export function everyTypeWorksheet(): CatalogueItem {
  const source = WorksheetSourceSchema.parse(everyTypeSource);
  return {
    ...source,
    kind: "worksheet",
    id: 9999,
    questions: source.questions,
    texts: source.questions.map((question) => ({ question: questionText(question), answer: answerText(question) })),
    example: source.example ?? null,
    spelling: false,
    wording: "international",
    difficulty: source.difficulty,
    generated: null,
    topics: source.topics,
  };
}
