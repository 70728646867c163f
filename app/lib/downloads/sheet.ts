/**
 * What a printed student sheet says and how much room it leaves, shared by the PDF, the on-page
 * preview of its first page and the browser's print stylesheet, so all three agree: the header's
 * facts, the number of writing lines under each question, and how each type of question is laid out
 * on paper (choice bubbles, true/false, number boxes, gaps, match columns, order boxes, lettered
 * parts) and keyed in the answer key.
 */
import { formatGrades, type GradeBand } from "../catalogue/grades";
import { drawFigure } from "../figures/figure";
import type { Figure } from "../figures/schema";
import type { Answerable, Question } from "../questions/model";
import { GAP, hasParts, typeOf } from "../questions/kinds";
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
  standards?: ReadonlyArray<{ code: string }>;
}

export function kindLabel(kind: SheetItem["kind"]) {
  return kind === "worksheet" ? "Worksheet" : "Quiz";
}

/** The header line under the title: "Mathematics · Number · Grades 8–10 (ages 13–16) · Advanced". */
export function sheetFacts(item: SheetItem) {
  // The curriculum codes a teacher files the sheet under (docs/decisions/0033).
  const standards = item.standards?.length ? `Standards ${item.standards.map(({ code }) => code).join(", ")}` : null;
  return [item.subject, item.category, formatGrades(item.grades), item.difficulty, standards].filter(Boolean).join(" · ");
}

/** Asks for a calculation whose working the sheet makes room for. */
const CALCULATION = /\b(calculate|work out|solve|simplify|expand|factori[sz]e|convert|estimate)\b/i;

/** Working lines above a number question's answer box: two for a calculation, none otherwise. */
export function workingLines(question: string) {
  return CALCULATION.test(question) ? 2 : 0;
}

/**
 * The line under the name and date: "Show your working" (US: "Show your work") when some question
 * has room for it, in the wording of the item's text.
 */
export function sheetInstructions({
  questions,
  wording = "international",
}: {
  questions: readonly Question[];
  wording?: Wording;
}) {
  const working = questions.some((question) =>
    (hasParts(question) ? question.parts : [question]).some((unit) => unit.type === "number" && workingLines(unit.question) > 0),
  );
  return resolveText(`Answer each question in the space below it.${working ? " Show your {{working|work}}." : ""}`, wording);
}

/**
 * The grade band a sheet is printed for, from the item's lowest grade: "early" (K–2), "middle"
 * (3–5), "upper" (6 and up). The PDF's layout (./layout.server.ts) and the browser print's CSS
 * classes (`sheet-band-early`, …) size text, writing lines and answer spaces from it.
 */
export const PRINT_BANDS = ["early", "middle", "upper"] as const;
export type PrintBand = (typeof PRINT_BANDS)[number];

export function printBand(grades: GradeBand): PrintBand {
  return grades.from <= 2 ? "early" : grades.from <= 5 ? "middle" : "upper";
}

/**
 * Each band's type and ruling, in points: body text (prompts, options, hints), the distance between
 * writing lines (K–2: primary ruling, top line, dashed midline and baseline, 12.7 mm apart), and how
 * much larger than the em-sized SPACES its answer boxes and bubbles are drawn.
 */
export const BAND_STYLE: Record<
  PrintBand,
  { body: number; ruled: number; primary: boolean; spaces: number; charsPerLine: number }
> = {
  early: { body: 14, ruled: 36, primary: true, spaces: 1.25, charsPerLine: 30 },
  middle: { body: 12, ruled: 26, primary: false, spaces: 1, charsPerLine: 45 },
  upper: { body: 11, ruled: 22, primary: false, spaces: 1, charsPerLine: 60 },
};

/**
 * Writing lines for an answer of `chars` characters (the model answer's length), at the band's
 * handwriting (`charsPerLine` to a full line): a long answer gets 2 to 8; a short answer one line, as
 * long as it needs (`share` of the width, at least a quarter), or two when its model answer runs past
 * a line and a half (a short answer is a sentence or two; the model answer often explains more).
 */
export function answerLines(chars: number, band: PrintBand, long: boolean) {
  const lines = chars / BAND_STYLE[band].charsPerLine;
  if (long) return { lines: Math.min(8, Math.max(2, Math.ceil(lines))), share: 1 };
  if (lines > 1) return { lines: lines > 1.5 ? 2 : 1, share: 1 };
  return { lines: 1, share: Math.min(1, Math.max(0.25, lines + 0.1)) };
}

/**
 * Sizes of the drawn answer spaces, in em of the sheet's body text: the PDF multiplies them by the
 * band's body size (and its `spaces` factor) for points, and app/styles.css has them as the `.sheet` variables (--sheet-box-width, …;
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
  /** Ruled writing lines across the width for a long answer of `chars` characters (see answerLines). */
  | { kind: "lines"; chars: number }
  /** Working lines (a calculation), then "Answer [box] unit"; compact: the box alone, beside the prompt. */
  | { kind: "number"; working: number; unit: string | null; compact: boolean }
  /** A short answer's line, as long as the model answer handwritten (`chars` characters); compact: beside the prompt. */
  | { kind: "line"; chars: number; compact: boolean }
  /**
   * Options each with a mark to fill in, `perRow` to a row (4 short ones, 2 middling, 1 long); an
   * option's figure (a choice's `optionFigures`) is drawn small under its text.
   */
  | {
      kind: "options";
      mark: "circle" | "square";
      options: { label: string; text: string; figure: Figure | null }[];
      perRow: number;
    }
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

/**
 * The largest an option's figure is drawn, in points: options are compared side by side, so a
 * figure is kept to about a third of a page's width and a fifth of its height.
 */
export const OPTION_FIGURE = { height: 150, minScale: 0.6 } as const;
/** The narrowest column between the margins (A4 less the question's number), in points. */
const OPTION_ROW_WIDTH = 440;
/** Room a cell keeps beside its figure: the bubble, its gap and the gutter. */
const OPTION_CELL_ROOM = 30;

/**
 * Options with figures to a row: as many as there are (up to four) while each figure, capped at
 * OPTION_FIGURE.height, still fits its cell at OPTION_FIGURE.minScale; the text wraps in the cell.
 */
function perRowWithFigures(figures: readonly Figure[], count: number) {
  const widest = Math.max(
    ...figures.map((figure) => {
      const { width, height } = drawFigure(figure);
      return width * Math.min(1, OPTION_FIGURE.height / height);
    }),
  );
  for (let n = Math.min(4, count); n > 1; n--) {
    if (widest * OPTION_FIGURE.minScale <= OPTION_ROW_WIDTH / n - OPTION_CELL_ROOM) return n;
  }
  return 1;
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
  // A part with a figure needs the row's width for it.
  if (unit.figure) return false;
  if (unit.type === "number") return true;
  return typeOf(unit) === "short" && [...unit.answer!].length <= 20;
}

/** The answer space of a unit; `compact` for a part in a block of short parts. */
export function bodyOf(unit: Answerable, compact = false): SheetBody {
  switch (unit.type) {
    case "choice": {
      const figures = unit.optionFigures?.filter((figure) => figure !== null) ?? [];
      return {
        kind: "options",
        mark: unit.correct.length > 1 ? "square" : "circle",
        options: unit.options.map((text, i) => ({ label: `${LETTERS[i]})`, text, figure: unit.optionFigures?.[i] ?? null })),
        perRow: figures.length > 0 ? perRowWithFigures(figures, unit.options.length) : perRow(unit.options),
      };
    }
    case "truefalse":
      return {
        kind: "options",
        mark: "circle",
        options: [
          { label: "", text: "True", figure: null },
          { label: "", text: "False", figure: null },
        ],
        perRow: 4,
      };
    case "number":
      return { kind: "number", working: compact ? 0 : workingLines(unit.question), unit: unit.unit ?? null, compact };
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
      return { kind: "lines", chars: [...unit.answer].length };
    default:
      return { kind: "line", chars: [...unit.answer].length, compact };
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

/**
 * The figures of a question's right options (a choice's `optionFigures`), which the answer key shows
 * small after its lines, so a teacher marking sees the clock or coins the answer names.
 */
export function keyFigures(question: Question): Figure[] {
  return (hasParts(question) ? question.parts : [question]).flatMap((unit) =>
    unit.type === "choice" && unit.optionFigures ? unit.correct.flatMap((index) => unit.optionFigures?.[index] ?? []) : [],
  );
}

/** Every prompt of a question: its own and its parts'. */
export function promptsOf(question: Question): string[] {
  return hasParts(question) ? [question.question, ...question.parts.map((part) => part.question)] : [question.question];
}

/** The heading of the worked example's box. */
export const WORKED_EXAMPLE = "Worked example";
