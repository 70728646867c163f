/**
 * Practice items that carry a figure (kindergarten and grade 1): the figure is built from the same
 * numbers as the answer, and it is part of what makes two items different ("How many counters?" under
 * two different ten frames is two items), so an item's key names its figure.
 */
import type { Figure } from "../../figures/schema";
import type { Item } from "./practice";

/** `item` with `figure` drawn beside its prompt, distinct from other items by prompt and figure. */
export function withFigure(item: Item, figure: Figure): Item {
  return {
    unit: { ...item.unit, figure },
    size: item.size,
    key: item.key ?? `${item.unit.question} ${JSON.stringify(figure)}`,
  };
}

/** Option labels for a choice whose options are pictures: "A", "B", "C" … */
export const PICTURE_OPTIONS = ["A", "B", "C", "D"] as const;

/**
 * A choice whose options are pictures A, B, C …: `optionFigures[i]` is option i's picture, `right` the
 * one to choose; `figure` (optional) is the picture the prompt refers to ("the frame").
 */
export function pictureChoice(question: string, optionFigures: Figure[], right: number, size: number, figure?: Figure): Item {
  const options = PICTURE_OPTIONS.slice(0, optionFigures.length).map(String);
  return {
    unit: { type: "choice", question, options, correct: [right], optionFigures, ...(figure ? { figure } : {}) },
    size,
    // As the sheet tells items apart: by prompt and the prompt's own figure (options are answers, not items).
    key: `${question} ${JSON.stringify(figure ?? null)}`,
  };
}
