/** How a verdict shows in a class's results: a mark for the eye, a word for everyone, and its colour class. */
import type { Verdict } from "~/lib/questions/check";

export const VERDICT_MARKS: Record<Verdict, { mark: string; text: string; className: string }> = {
  correct: { mark: "✓", text: "Right", className: "cell-right" },
  incorrect: { mark: "✗", text: "Wrong", className: "cell-wrong" },
  review: { mark: "?", text: "Check", className: "cell-review" },
};
