/**
 * What a printed student sheet says and how much room it leaves, shared by the PDF, the on-page
 * preview of its first page and the browser's print stylesheet, so all three agree: the header's
 * facts, the number of writing lines under each question, and how each type of question is laid out
 * on paper (choice bubbles, true/false, number boxes, gaps, match columns, order boxes, lettered
 * parts) and keyed in the answer key.
 */
import { formatGrades, type GradeBand } from "../catalogue/grades";
import { GAP, hasParts, typeOf, type Answerable, type Question } from "../questions/model";
import { LETTERS, matchOrder, partLetter, stepOrder } from "../questions/slots";
import { answerTextOf } from "../questions/text";
import { resolveText, type Wording } from "../catalogue/wording";

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

/**
 * The line under the name and date: "Show your working" (US: "Show your work") on a mathematics sheet
 * or one with calculations, in the wording of the item's text.
 */
export function sheetInstructions({
  subject,
  questions,
  wording = "international",
}: {
  subject: string;
  questions: readonly Question[];
  wording?: Wording;
}) {
  const working = /math/i.test(subject) || questions.flatMap(promptsOf).some((prompt) => CALCULATION.test(prompt));
  return resolveText(`Answer each question in the space below it.${working ? " Show your {{working|work}}." : ""}`, wording);
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

/**
 * Sizes of the drawn answer spaces, in em of the sheet's 11 pt body text: the PDF multiplies them by
 * 11 for points, and app/styles.css has them as the `.sheet` variables (--sheet-box-width, …;
 * tests/unit/printables.test.ts keeps the two equal), so both draw the same boxes.
 */
export const SPACES = {
  /** The box a number answer is written in. */
  answerBox: { width: 6.5, height: 1.8 },
  /** A gap in a fill-in-the-blanks text: room for a handwritten word. */
  gap: 8,
  /** The line before a left-hand match item, for one letter. */
  letterBlank: 2.2,
  /** The square before an order step, for one number. */
  stepBox: 1.6,
  /** A choice bubble (circle) or checkbox (square). */
  mark: 0.95,
} as const;

/** What the student writes or marks under a prompt. */
export type SheetBody =
  /** Ruled writing lines (short and long answers, and working). */
  | { kind: "lines"; lines: number }
  /** Working lines, then "Answer [box] unit"; compact: the box alone, beside the prompt. */
  | { kind: "number"; working: number; unit: string | null; compact: boolean }
  /** One answer line beside the prompt (a short part in a compact block). */
  | { kind: "line" }
  /** Options each with a mark to fill in, `perRow` to a row (4 short ones, 2 middling, 1 long). */
  | { kind: "options"; mark: "circle" | "square"; options: { label: string; text: string }[]; perRow: number }
  /** The text around the gaps (`pieces.length - 1` gaps, each a writing line), with its word bank. */
  | { kind: "blanks"; pieces: string[]; bank: string[] | null }
  /** Left items numbered "1.", with a blank for a letter; right items lettered "A)" in display order. */
  | { kind: "match"; left: string[]; right: string[] }
  /** Steps in display order, each with a box for its place. */
  | { kind: "order"; steps: string[] };

export interface SheetPart {
  /** "a)". */
  label: string;
  prompt: string;
  /** How to answer on paper ("Fill in the circle …"); never "Type". */
  hint: string | null;
  body: SheetBody;
}

export interface SheetQuestion {
  number: number;
  prompt: string;
  hint: string | null;
  /** What to answer in; null for a question whose parts are the answers. */
  body: SheetBody | null;
  parts: SheetPart[];
  /** The parts are short (numbers, a word): each has its box or line beside its prompt. */
  compact: boolean;
  /** Parts to a row: short compact parts sit two or three across, others one to a row. */
  partsPerRow: number;
}

/** Options to a row: four short ones ("3/4", "True"), two middling, one long. */
function perRow(texts: readonly string[]) {
  const longest = Math.max(...texts.map((text) => [...text].length));
  return longest <= 12 ? 4 : longest <= 28 ? 2 : 1;
}

function hintOf(unit: Answerable): string | null {
  switch (unit.type) {
    case "choice":
      return unit.correct.length > 1 ? "Tick the box of every right answer." : "Fill in the circle of the right answer.";
    case "truefalse":
      return "Fill in the circle: True or False.";
    case "blanks":
      return unit.bank ? "Write a word from the box on each line." : "Write the missing words on the lines.";
    case "match":
      return "Write the letter of the matching answer on the line before each one.";
    case "order":
      return "Write 1, 2, 3 … in the boxes to put them in order.";
    default:
      return null;
  }
}

/** A part that fits beside its prompt in a compact block: a number, or a word or two. */
function isCompact(unit: Answerable) {
  if (unit.type === "number") return true;
  return typeOf(unit) === "short" && [...unit.answer!].length <= 20 && writingLines(unit.question, unit.answer!) <= 2;
}

/** The answer space of a unit; `compact` for a part in a block of short parts. */
export function bodyOf(unit: Answerable, compact = false): SheetBody {
  switch (unit.type) {
    case "choice":
      return {
        kind: "options",
        mark: unit.correct.length > 1 ? "square" : "circle",
        options: unit.options.map((text, i) => ({ label: `${LETTERS[i]})`, text })),
        perRow: perRow(unit.options),
      };
    case "truefalse":
      return {
        kind: "options",
        mark: "circle",
        options: [
          { label: "", text: "True" },
          { label: "", text: "False" },
        ],
        perRow: 4,
      };
    case "number":
      return {
        kind: "number",
        // Room for working, one line less than a typed answer would get: the box takes the answer.
        working: compact ? 0 : Math.max(0, writingLines(unit.question, unit.value) - 1),
        unit: unit.unit ?? null,
        compact,
      };
    case "blanks":
      return { kind: "blanks", pieces: unit.text.split(GAP), bank: unit.bank ?? null };
    case "match":
      return {
        kind: "match",
        left: unit.pairs.map((pair) => pair.left),
        right: matchOrder(unit).map((index) => unit.pairs[index].right),
      };
    case "order":
      return { kind: "order", steps: stepOrder(unit).map((index) => unit.steps[index]) };
    case "long":
      return { kind: "lines", lines: Math.min(14, Math.max(8, writingLines(unit.question, unit.answer) + 2)) };
    default:
      return compact ? { kind: "line" } : { kind: "lines", lines: writingLines(unit.question, unit.answer) };
  }
}

/** Parts to a row in a block of compact parts, from the longest prompt. */
function partsPerRow(parts: readonly Answerable[]) {
  const longest = Math.max(...parts.map((part) => [...part.question].length));
  return longest <= 16 ? 3 : longest <= 34 ? 2 : 1;
}

/** A question as the student sheet lays it out (the PDF and the HTML sheet both draw this). */
export function sheetQuestion(question: Question, index: number): SheetQuestion {
  const number = index + 1;
  if (!hasParts(question)) {
    return {
      number,
      prompt: question.question,
      hint: hintOf(question),
      body: bodyOf(question),
      parts: [],
      compact: false,
      partsPerRow: 1,
    };
  }
  const compact = question.parts.length > 1 && question.parts.every(isCompact);
  const hints = question.parts.map(hintOf);
  // Parts that all answer the same way say how once, under the question.
  const shared = hints.every((hint) => hint === hints[0]) ? hints[0] : null;
  return {
    number,
    prompt: question.question,
    hint: shared,
    body: null,
    parts: question.parts.map((part, i) => ({
      label: `${partLetter(i)})`,
      prompt: part.question,
      hint: shared ? null : hints[i],
      body: bodyOf(part, compact),
    })),
    compact,
    partsPerRow: compact ? partsPerRow(question.parts) : 1,
  };
}

/** The answer key of a question, a line each: the key (and explanation) of each unit, parts lettered, rubric after. */
export function keyLines(question: Question): string[] {
  const rubric = (unit: Answerable) => (unit.type === "long" && unit.rubric ? unit.rubric.map((line) => `• ${line}`) : []);
  if (!hasParts(question)) return [answerTextOf(question), ...rubric(question)];
  return [
    ...question.parts.flatMap((part, i) => [`${partLetter(i)}) ${answerTextOf(part)}`, ...rubric(part)]),
    ...(question.answer ? [question.answer] : []),
  ];
}

/** Every prompt of a question: its own and its parts'. */
export function promptsOf(question: Question): string[] {
  return hasParts(question) ? [question.question, ...question.parts.map((part) => part.question)] : [question.question];
}

/** The heading of the worked example's box. */
export const WORKED_EXAMPLE = "Worked example";
