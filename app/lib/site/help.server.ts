/**
 * The help page's answers for what a visitor typed, worked out on the server so the page works
 * without JavaScript: the FAQ entries that match, and (unless the FAQ answers a "how do I" question)
 * worksheets and quizzes found for the text or, failing that, for its longest words (as the help
 * panel does in the browser).
 */
import { quizIndex, worksheetIndex } from "../catalogue/catalogue.server";
import type { ItemRef } from "../catalogue/item-ref";
import { HELP_QUESTION_MAX, helpAnswers, searchTerms, unanswered } from "./faq";

export type HelpSuggestion = ItemRef & { title: string };

function suggestionsFor(text: string): HelpSuggestion[] {
  for (const term of [text.trim(), ...searchTerms(text)].slice(0, 4)) {
    if (term.length < 3) continue;
    const found = [
      ...worksheetIndex
        .match({ q: term })
        .slice(0, 3)
        .map((item) => ({ kind: "worksheet" as const, id: item.id, title: item.title })),
      ...quizIndex
        .match({ q: term })
        .slice(0, 2)
        .map((item) => ({ kind: "quiz" as const, id: item.id, title: item.title })),
    ];
    if (found.length > 0) return found;
  }
  return [];
}

/** Answers for the question `q`; null when nothing was asked. */
export function helpFor(q: string | null) {
  const text = (q ?? "").trim().slice(0, HELP_QUESTION_MAX);
  if (!text) return null;
  const { answers, suggestItems } = helpAnswers(text);
  const suggestions = suggestItems ? suggestionsFor(text) : [];
  return { q: text, answers, suggestions, unanswered: unanswered(text, answers, suggestions) };
}
