/**
 * Every question as readable text: the spec's `question` and `answer` pair, which the JSON API,
 * search, snippets, the help panel and the class CSV show for every type. A choice question reads
 * "Which is larger? A) 3/4 B) 2/3", its answer "A) 3/4"; a question with parts lists them lettered.
 */
import type { Answerable, Question } from "./model.ts";
import { hasParts, typeOf } from "./kinds.ts";
import { LETTERS, matchOrder, partLetter, stepOrder } from "./slots.ts";
import { percentOf } from "./numbers.ts";

/** The prompt with what the student answers from: options, the gapped text, the two columns, the steps. */
export function unitText(unit: Answerable): string {
  switch (unit.type) {
    case "choice":
      return `${unit.question} ${unit.options.map((option, i) => `${LETTERS[i]}) ${option}`).join(" ")}`;
    case "truefalse":
      return `${unit.question} (True or false?)`;
    case "blanks":
      return [unit.question, unit.bank ? `Word bank: ${unit.bank.join(", ")}.` : "", unit.text].filter(Boolean).join(" ");
    case "match": {
      const rights = matchOrder(unit).map((pair, i) => `${LETTERS[i]}) ${unit.pairs[pair].right}`);
      return `${unit.question} ${unit.pairs.map((pair, i) => `${i + 1}. ${pair.left}`).join(" ")} — ${rights.join(" ")}`;
    }
    case "order":
      return `${unit.question} ${stepOrder(unit)
        .map((step, i) => `${LETTERS[i]}) ${unit.steps[step]}`)
        .join(" ")}`;
    default:
      return unit.question;
  }
}

/** The short key: what a right answer is, derived from the data. */
export function keyText(unit: Answerable): string {
  switch (unit.type) {
    case "choice":
      return unit.correct.map((i) => `${LETTERS[i]}) ${unit.options[i]}`).join("; ");
    case "truefalse":
      return unit.correct ? "True" : "False";
    case "number": {
      if (unit.form === "percent") return `${percentOf(unit.value)}%`;
      const unitName = unit.unit ?? "";
      if (unitName === "$" || unitName === "£" || unitName === "€") return `${unitName}${unit.value}`;
      return unitName ? `${unit.value} ${unitName}` : unit.value;
    }
    case "blanks":
      return unit.blanks.map((accepted) => accepted[0]).join("; ");
    case "match": {
      const order = matchOrder(unit);
      return unit.pairs.map((pair, i) => `${i + 1}–${LETTERS[order.indexOf(i)]} (${pair.left}: ${pair.right})`).join("; ");
    }
    case "order":
      return unit.steps.join(" → ");
    default:
      return unit.answer;
  }
}

/** The model answer as the key prints it: the authored explanation, or the derived key. */
export function answerTextOf(unit: Answerable): string {
  if (typeOf(unit) === "short" || unit.type === "long") return unit.answer!;
  if (!unit.answer) return keyText(unit);
  const key = keyText(unit);
  // An explanation that already starts with the key is not repeated after it.
  return unit.answer.toLowerCase().startsWith(key.toLowerCase()) ? unit.answer : `${key}. ${unit.answer}`;
}

export function questionText(question: Question): string {
  if (!hasParts(question)) return unitText(question);
  return `${question.question} ${question.parts.map((part, i) => `${partLetter(i)}) ${unitText(part)}`).join(" ")}`;
}

export function answerText(question: Question): string {
  if (!hasParts(question)) return answerTextOf(question);
  const parts = question.parts.map((part, i) => `${partLetter(i)}) ${answerTextOf(part)}`).join(" ");
  return question.answer ? `${parts} ${question.answer}` : parts;
}

/** Every accept list of a question (short answers and gaps), for the near-words list. */
export function acceptListsOf(question: Question): string[][] {
  const units = hasParts(question) ? question.parts : [question];
  return units.flatMap((unit) => {
    if (unit.type === "blanks") return unit.blanks;
    if (typeOf(unit) === "short" && "accept" in unit && unit.accept) return [unit.accept];
    return [];
  });
}
