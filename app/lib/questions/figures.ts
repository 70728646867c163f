/**
 * The figures a question shows, in reading order (the question's own, then each part's, each with its
 * options' figures), and their text alternatives as one searchable text: search finds "bar graph" or
 * "quarter" in an item whose prompt only says "Look at the picture" (docs/decisions/0029).
 */
import { figureAlt } from "../figures/figure.ts";
import type { Figure } from "../figures/schema.ts";
import type { Answerable, Question } from "./model.ts";
import { hasParts } from "./kinds.ts";

function unitFigures(unit: Answerable): Figure[] {
  const options = unit.type === "choice" ? (unit.optionFigures ?? []).filter((figure) => figure !== null) : [];
  return [...(unit.figure ? [unit.figure] : []), ...options];
}

export function figuresOf(question: Question): Figure[] {
  if (!hasParts(question)) return unitFigures(question);
  return [...(question.figure ? [question.figure] : []), ...question.parts.flatMap(unitFigures)];
}

/** The alt texts of a question's figures, joined; "" without figures. */
export function figuresText(question: Question): string {
  return figuresOf(question).map(figureAlt).join(" ");
}
