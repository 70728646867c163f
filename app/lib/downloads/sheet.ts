/**
 * What a printed student sheet says and how much room it leaves, shared by the PDF, the on-page
 * preview of its first page and the browser's print stylesheet, so all three agree: the header's
 * facts and the number of writing lines under each question.
 */
import { formatGrades, type GradeBand } from "../catalogue/grades";

export const SITE_NAME = "StudyShelf";

export interface SheetItem {
  kind: "worksheet" | "quiz";
  title: string;
  subject: string;
  category: string;
  grades: GradeBand;
  difficulty: string | null;
}

export function kindLabel(kind: SheetItem["kind"]) {
  return kind === "worksheet" ? "Worksheet" : "Quiz";
}

/** The header line under the title: "Mathematics · Number · Grades 8–10 (ages 13–16) · Advanced". */
export function sheetFacts(item: SheetItem) {
  return [item.subject, item.category, formatGrades(item.grades), item.difficulty].filter(Boolean).join(" · ");
}

/** Asks a calculation's working out of the student. */
const CALCULATION = /\b(calculate|work out|solve|simplify|expand|factori[sz]e|convert|estimate)\b/i;

/** The line under the name and date: "Show your working" on a mathematics sheet or one with calculations. */
export function sheetInstructions({ subject, questions }: { subject: string; questions: ReadonlyArray<{ question: string }> }) {
  const working = /math/i.test(subject) || questions.some(({ question }) => CALCULATION.test(question));
  return `Answer each question in the space below it.${working ? " Show your working." : ""}`;
}

/** A proof or derivation: the most room. */
const PROOF = /\b(prove|show that|derive|demonstrate that)\b/i;
/** An explanation, comparison or argument in sentences. */
const EXPLAIN =
  /\b(explain|why|describe|compare|contrast|discuss|justify|evaluate|argue|in your own words|what would happen|how (?:did|does|do|is|are|was|were|would|might|can|could)|write (?:a|two|three) (?:sentence|sentences|paragraph))\b/i;
/** A choice or a one-word answer. */
const CHOICE = /^(choose|circle|underline|is this|is it|true or false|which|name the|who|when|where|fill in|classify|sort)\b/i;

/** Other questions that need room for working: "find", "how many", or numbers in the question. */
const WORKING = /\b(find|how (?:many|much|far|long))\b|\d/i;

/** Characters of handwriting that fit on one ruled line of a printed sheet. */
const HANDWRITTEN_CHARS_PER_LINE = 55;

/**
 * Writing lines under a question, from what the answer needs: a proof gets 10, an explanation at
 * least 6, a calculation room for its working (3 to 8, from the length of the model answer), a choice
 * 2, any other short answer 2 to 6. Multi-part questions ("(a) … (b) …") get 2 more lines per
 * extra part.
 */
export function writingLines(question: string, answer: string) {
  const parts = Math.max(1, (question.match(/\([a-h]\)/g) ?? []).length);
  const extraParts = (parts - 1) * 2;
  if (PROOF.test(question)) return 10 + extraParts;
  const fromAnswer = Math.ceil(answer.length / HANDWRITTEN_CHARS_PER_LINE);
  if (EXPLAIN.test(question)) return Math.min(10, Math.max(6, fromAnswer)) + extraParts;
  if (CHOICE.test(question.trim())) return 2 + extraParts;
  if (CALCULATION.test(question) || WORKING.test(question)) return Math.min(8, Math.max(3, fromAnswer)) + extraParts;
  return Math.min(6, Math.max(2, fromAnswer)) + extraParts;
}
