/**
 * Questions as the JSON API gives them to programs. Every question keeps the spec's readable
 * `question` and `answer` text and adds its `type` and what it is answered from: options, the gapped
 * text and word bank, the pairs, the steps, lettered parts. Two shapes: the catalogue's, with the key
 * (`correct`, `value`, each gap's answer, pairs in their matching order, steps in their right order);
 * and a student's in a class assignment, with no answer of any kind, match and order shuffled as the
 * page shows them. Accept lists stay on the server.
 */
import { hasParts, typeOf, type Answerable, type Question } from "./model.ts";
import { LETTERS, matchOrder, partLetter, stepOrder } from "./slots.ts";
import { answerText, answerTextOf, questionText, unitText } from "./text.ts";

function unitShape(unit: Answerable, withKey: boolean) {
  const base = { type: typeOf(unit), prompt: unit.question };
  switch (unit.type) {
    case "choice":
      return { ...base, options: unit.options, multiple: unit.correct.length > 1, ...(withKey ? { correct: unit.correct.map((i) => LETTERS[i]) } : {}) };
    case "truefalse":
      return { ...base, ...(withKey ? { correct: unit.correct } : {}) };
    case "number":
      return { ...base, unit: unit.unit ?? null, form: unit.form ?? null, ...(withKey ? { value: unit.value } : {}) };
    case "blanks":
      return { ...base, text: unit.text, gaps: unit.blanks.length, bank: unit.bank ?? null, ...(withKey ? { blanks: unit.blanks.map((accepted) => accepted[0]) } : {}) };
    case "match": {
      const order = matchOrder(unit);
      return {
        ...base,
        left: unit.pairs.map((pair) => pair.left),
        right: order.map((pair) => unit.pairs[pair].right),
        ...(withKey ? { correct: unit.pairs.map((_, i) => LETTERS[order.indexOf(i)]) } : {}),
      };
    }
    case "order":
      return {
        ...base,
        steps: stepOrder(unit).map((step) => unit.steps[step]),
        ...(withKey ? { correct: unit.steps } : {}),
      };
    case "long":
      return { ...base, ...(withKey && unit.rubric ? { rubric: unit.rubric } : {}) };
    default:
      return base;
  }
}

/** A catalogue question with its key, for GET /api/worksheets/{id} and /api/quizzes/{id}. */
export function publicQuestion(question: Question) {
  const text = { question: questionText(question), answer: answerText(question) };
  if (!hasParts(question)) return { ...text, ...unitShape(question, true) };
  return {
    ...text,
    type: "parts" as const,
    prompt: question.question,
    parts: question.parts.map((part, i) => ({ label: partLetter(i), question: unitText(part), answer: answerTextOf(part), ...unitShape(part, true) })),
  };
}

/** A question as a student in a class receives it: no answer, no key. */
export function studentQuestion(question: Question) {
  if (!hasParts(question)) return { question: questionText(question), ...unitShape(question, false) };
  return {
    question: questionText(question),
    type: "parts" as const,
    prompt: question.question,
    parts: question.parts.map((part, i) => ({ label: partLetter(i), question: unitText(part), ...unitShape(part, false) })),
  };
}
