/**
 * A right response for any question or part, derived from its key, so tests can answer whatever the
 * catalogue holds: the accepted form of a typed answer, the value of a number, the letters of a
 * choice or a match, the positions of the steps.
 */
import { shortForm, type Response } from "~/lib/questions/check";
import type { Answerable, Question } from "~/lib/questions/model";
import { LETTERS, matchOrder, slotsOf, stepOrder } from "~/lib/questions/slots";

export function rightResponse(unit: Answerable): Response {
  switch (unit.type) {
    case "choice":
      return unit.correct.map((index) => LETTERS[index]);
    case "truefalse":
      return [String(unit.correct)];
    case "number":
      return [unit.ratio ? unit.value : unit.value];
    case "blanks":
      return unit.blanks.map((accepted) => accepted[0]);
    case "match": {
      const order = matchOrder(unit);
      return unit.pairs.map((_, i) => LETTERS[order.indexOf(i)]);
    }
    case "order":
      return stepOrder(unit).map((step) => String(step + 1));
    case "long":
      return [unit.answer];
    default:
      return [("accept" in unit && unit.accept?.[0]) || shortForm(unit.answer!) || unit.answer!];
  }
}

/** Right answers to every question and part, keyed by slot ("1", "2c"), as the assignment API takes them. */
export function rightAnswers(questions: readonly Question[]): Record<string, string | string[]> {
  return Object.fromEntries(
    slotsOf(questions).map((slot) => {
      const response = rightResponse(slot.unit);
      return [
        slot.key,
        slot.unit.type === "choice" || response.length > 1 || ["blanks", "match", "order"].includes(slot.unit.type ?? "")
          ? [...response]
          : response[0],
      ];
    }),
  );
}
