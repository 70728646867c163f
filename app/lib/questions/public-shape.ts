/**
 * Questions as they travel to a student and to programs. `FieldUnit` is what answering a question or
 * part needs and nothing more: the prompt, options, the gapped text and word bank, the two columns to
 * match and the steps to order (both in the shuffled order the page shows), a number's unit: no
 * answer of any kind, so a class assignment's page and API can carry it before the student submits.
 * The catalogue API adds the key (`publicQuestion`). Accept lists stay on the server.
 */
import { shortForm } from "./check.ts";
import { figureAlt } from "../figures/figure.ts";
import type { Figure } from "../figures/schema.ts";
import type { Answerable, Question, QuestionWithParts } from "./model.ts";
import { hasParts, typeOf } from "./kinds.ts";
import { LETTERS, matchOrder, partLetter, slotsOf, stepOrder } from "./slots.ts";
import { answerText, answerTextOf, questionText, unitText } from "./text.ts";

/** A figure as it travels: its data (drawn by the page) and its text alternative. */
export type ShownFigure = Figure & { alt: string };

export function shownFigure(figure: Figure): ShownFigure {
  return { ...figure, alt: figureAlt(figure) };
}

/** A figure shown with a unit's prompt, present only when the unit has one. */
interface WithFigure {
  figure?: ShownFigure;
}

export type FieldUnit = WithFigure &
  (
    | { type: "short"; prompt: string; oneLine: boolean; keypad: "decimal" | "text" }
    | { type: "long"; prompt: string }
    | { type: "truefalse"; prompt: string }
    | { type: "choice"; prompt: string; options: string[]; multiple: boolean; optionFigures?: (ShownFigure | null)[] }
    | { type: "number"; prompt: string; unit: string | null; unitRequired: boolean; keypad: "decimal" | "text" }
    | { type: "blanks"; prompt: string; text: string; gaps: number; bank: string[] | null }
    | { type: "match"; prompt: string; left: string[]; right: string[] }
    | { type: "order"; prompt: string; steps: string[] }
  );

/** What answering a unit needs, without its answer; with its figure when it has one. */
export function fieldUnit(unit: Answerable): FieldUnit {
  const fields = fieldsOf(unit);
  return unit.figure ? { ...fields, figure: shownFigure(unit.figure) } : fields;
}

function fieldsOf(unit: Answerable): FieldUnit {
  const prompt = unit.question;
  switch (unit.type) {
    case "choice": {
      const choice = { type: "choice" as const, prompt, options: unit.options, multiple: unit.correct.length > 1 };
      const figures = unit.optionFigures?.map((figure) => (figure ? shownFigure(figure) : null));
      return figures ? { ...choice, optionFigures: figures } : choice;
    }
    case "truefalse":
      return { type: "truefalse", prompt };
    case "number":
      return {
        type: "number",
        prompt,
        unit: unit.unit ?? null,
        unitRequired: unit.unitRequired ?? false,
        // Phones' decimal keypads have no minus, slash or colon.
        keypad: /^\d+(\.\d+)?$/.test(unit.value) && !unit.ratio ? "decimal" : "text",
      };
    case "blanks":
      return { type: "blanks", prompt, text: unit.text, gaps: unit.blanks.length, bank: unit.bank ?? null };
    case "match":
      return {
        type: "match",
        prompt,
        left: unit.pairs.map((pair) => pair.left),
        right: matchOrder(unit).map((pair) => unit.pairs[pair].right),
      };
    case "order":
      return { type: "order", prompt, steps: stepOrder(unit).map((step) => unit.steps[step]) };
    case "long":
      return { type: "long", prompt };
    default:
      return { type: "short", prompt, ...shortBox(unit) };
  }
}

/**
 * How big a typed short answer's box is: one line when the answers the checker takes are a few
 * words (a sentence-long box only for an answer the teacher reads), with a phone's decimal keypad
 * when each of them is a plain number. Like a printed sheet's box, it tells the size, not the answer.
 */
function shortBox(unit: Answerable): { oneLine: boolean; keypad: "decimal" | "text" } {
  const answer = unit.answer ?? "";
  // "1. Each planet… 2. …" is a numbered list, whose "short form" would be the number 1.
  const listed = /^\s*1\.\s/.test(answer);
  const forms =
    "accept" in unit && unit.accept ? unit.accept : [listed ? null : shortForm(answer)].filter((form) => form !== null);
  return {
    oneLine: forms.length > 0,
    keypad: forms.length > 0 && forms.every((form) => /^\d+(\.\d+)?$/.test(form.trim())) ? "decimal" : "text",
  };
}

/** The key of a unit for programs: letters for choices and matches, the value, each gap's answer, the steps in order. */
function keyOf(unit: Answerable) {
  switch (unit.type) {
    case "choice":
      return { correct: unit.correct.map((i) => LETTERS[i]) };
    case "truefalse":
      return { correct: unit.correct };
    case "number":
      return { value: unit.value, form: unit.form ?? null };
    case "blanks":
      return { blanks: unit.blanks.map((accepted) => accepted[0]) };
    case "match": {
      const order = matchOrder(unit);
      return { correct: unit.pairs.map((_, i) => LETTERS[order.indexOf(i)]) };
    }
    case "order":
      return { correct: unit.steps };
    case "long":
      return unit.rubric ? { rubric: unit.rubric } : {};
    default:
      return {};
  }
}

/** The figure a question's parts share, present only when it has one. */
function sharedFigure(question: QuestionWithParts) {
  return question.figure ? { figure: shownFigure(question.figure) } : {};
}

/** A catalogue question with its key, for GET /api/worksheets/{id} and /api/quizzes/{id}. */
export function publicQuestion(question: Question) {
  const text = { question: questionText(question), answer: answerText(question) };
  if (!hasParts(question)) return { ...text, ...fieldUnit(question), type: typeOf(question), ...keyOf(question) };
  return {
    ...text,
    type: "parts" as const,
    prompt: question.question,
    ...sharedFigure(question),
    parts: question.parts.map((part, i) => ({
      label: partLetter(i),
      question: unitText(part),
      answer: answerTextOf(part),
      ...fieldUnit(part),
      ...keyOf(part),
    })),
  };
}

export interface StudentSlot {
  key: string;
  label: string;
  question: number;
  part: number | null;
  unit: FieldUnit;
}

/** A question as a student in a class receives it: no answer, no key. */
export function studentQuestion(question: Question) {
  if (!hasParts(question)) return { question: questionText(question), ...fieldUnit(question) };
  return {
    question: questionText(question),
    type: "parts" as const,
    prompt: question.question,
    ...sharedFigure(question),
    parts: question.parts.map((part, i) => ({ label: partLetter(i), question: unitText(part), ...fieldUnit(part) })),
  };
}

/** Every slot of an item as a student answers it. */
export function studentSlots(questions: readonly Question[]): StudentSlot[] {
  return slotsOf(questions).map(({ key, label, question, part, unit }) => ({
    key,
    label,
    question,
    part,
    unit: fieldUnit(unit),
  }));
}
