/**
 * The question model of the catalogue (docs/decisions/0026): what a question may be, as the catalogue
 * files write it. Every question keeps the spec's readable `question` text; it may declare a `type`
 * (without one it is a typed short answer, as every question was before), and it may hold lettered
 * parts a) … l), each with its own type and answer, so a worksheet keeps its five questions while a
 * question is a block of practice. Validated by the catalogue schema at build time.
 */
import { z } from "zod";
import { hasVariants, markupProblem } from "../catalogue/wording.ts";
import { CLOCK_TIME, FigureSchema } from "../figures/schema.ts";
import { GAP } from "./kinds.ts";

export const QUESTION_TYPES = ["short", "choice", "truefalse", "number", "blanks", "match", "order", "long"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The forms a number answer may be asked in; without one, every equal value is right. */
export const NUMBER_FORMS = ["simplest", "fraction", "mixed", "decimal", "percent"] as const;
export type NumberForm = (typeof NUMBER_FORMS)[number];

export const MAX_PARTS = 12;

/** Text a reader sees; it may mark where US and international wording differ: {{colour|color}} (catalogue/wording.ts). */
export const Text = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .superRefine((text, ctx) => {
    const problem = markupProblem(text);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * Text that seeds a shuffle (a match's right side, an order's step, slots.ts): one wording only, or
 * US and international readers would see the items in different orders from the one the checker uses.
 */
const OneWording = Text.refine(
  (text) => !hasVariants(text),
  "a shuffled match side or order step cannot have US and international variants: reword it so both read the same",
);

/** Fields every answerable question or part has. */
const Common = {
  /** The prompt, readable on its own: a part's prompt may be as short as "3/4 + 1/8". */
  question: Text,
  /** The model answer as a student reads it in the key; may explain. Derived from the data where the type allows. */
  answer: Text.optional(),
  /** The skill is spelling or usage: no typo is forgiven, only case and surrounding spaces. */
  spelling: z.boolean().optional(),
  /** A picture drawn from data next to the prompt (docs/question-model.md "Figures"). */
  figure: FigureSchema.optional(),
};

const Short = z.strictObject({
  ...Common,
  type: z.literal("short").optional(),
  answer: Text,
  /** Short forms the checker accepts (synonyms, number words); the model `answer` is what the student is shown. */
  accept: z.array(Text).min(1).optional(),
});

const Long = z.strictObject({
  ...Common,
  type: z.literal("long"),
  answer: Text,
  /** What a good answer does, a line each; the student (or the teacher, in a class) marks against it. */
  rubric: z.array(Text).min(1).max(6).optional(),
});

const Choice = z.strictObject({
  ...Common,
  type: z.literal("choice"),
  options: z.array(Text).min(2).max(6),
  /** A figure per option, in the options' order, drawn inside the option's label (null for none). */
  optionFigures: z.array(FigureSchema.nullable()).optional(),
  /** Indices of the right options (0 is A); more than one makes checkboxes. */
  correct: z.array(z.int().min(0).max(5)).min(1),
});

const TrueFalse = z.strictObject({
  ...Common,
  type: z.literal("truefalse"),
  correct: z.boolean(),
});

const NumberAnswer = z.strictObject({
  ...Common,
  type: z.literal("number"),
  /** The exact value: "24", "-2.5", "3/4", "4 1/6", or a ratio "4:1" with `ratio`. */
  value: z
    .string()
    .trim()
    .regex(
      /^-?\d+(\.\d+)?( \d+\/\d+)?$|^-?\d+\/\d+$|^\d+(\.\d+)?:\d+(\.\d+)?$/,
      "must be a number, a fraction, a mixed number or a ratio a:b",
    ),
  form: z.enum(NUMBER_FORMS).optional(),
  /** The unit of the value ("cm", "$", "minutes"); a typed answer may leave it out unless `unitRequired`. */
  unit: Text.optional(),
  unitRequired: z.boolean().optional(),
  /** The value is a ratio a:b; "4:1", "4 to 1" and "4/1" are one answer. */
  ratio: z.boolean().optional(),
});

const Blanks = z.strictObject({
  ...Common,
  type: z.literal("blanks"),
  /** The sentence or passage, each gap written as ___ (three or more underscores). */
  text: Text,
  /** Accepted answers for each gap, in order. */
  blanks: z.array(z.array(Text).min(1)).min(1).max(5),
  /** Words to choose from, shown above the text. */
  bank: z.array(Text).min(2).max(12).optional(),
});

const Match = z.strictObject({
  ...Common,
  type: z.literal("match"),
  /** Each left item with the right item it goes with; the right column is shown shuffled. */
  pairs: z
    .array(z.strictObject({ left: Text, right: OneWording }))
    .min(2)
    .max(8),
});

const Order = z.strictObject({
  ...Common,
  type: z.literal("order"),
  /** The steps in their right order; they are shown shuffled. */
  steps: z.array(OneWording).min(3).max(8),
});

/** One answerable thing: a question without parts, or a part. */
const AnswerableShapes = z.discriminatedUnion("type", [Short, Long, Choice, TrueFalse, NumberAnswer, Blanks, Match, Order]);

export const AnswerableSchema = AnswerableShapes.superRefine((unit, ctx) => {
  if (unit.type === "choice") {
    for (const index of unit.correct) {
      if (index >= unit.options.length) ctx.addIssue({ code: "custom", message: `correct option ${index} does not exist` });
    }
    if (new Set(unit.correct).size !== unit.correct.length)
      ctx.addIssue({ code: "custom", message: "correct lists an option twice" });
    if (new Set(unit.options.map((option) => option.toLowerCase())).size !== unit.options.length) {
      ctx.addIssue({ code: "custom", message: "two options are the same" });
    }
    if (unit.optionFigures && unit.optionFigures.length !== unit.options.length)
      ctx.addIssue({
        code: "custom",
        message: `optionFigures has ${unit.optionFigures.length} entries for ${unit.options.length} options`,
      });
  }
  if (unit.type === "blanks") {
    const gaps = unit.text.match(GAP)?.length ?? 0;
    if (gaps !== unit.blanks.length)
      ctx.addIssue({ code: "custom", message: `text has ${gaps} gaps but blanks lists ${unit.blanks.length}` });
    if (unit.bank) {
      const bank = new Set(unit.bank.map((word) => word.toLowerCase()));
      unit.blanks.forEach((accepted, index) => {
        if (!accepted.some((word) => bank.has(word.toLowerCase()))) {
          ctx.addIssue({ code: "custom", message: `gap ${index + 1}'s answer is not in the word bank` });
        }
      });
    }
  }
  if (unit.type === "match") {
    const rights = new Set(unit.pairs.map((pair) => pair.right.toLowerCase()));
    if (rights.size !== unit.pairs.length) ctx.addIssue({ code: "custom", message: "two pairs have the same right side" });
  }
  if (unit.type === "order" && new Set(unit.steps).size !== unit.steps.length) {
    ctx.addIssue({ code: "custom", message: "two steps are the same" });
  }
  if (unit.type === "number" && unit.unitRequired && !unit.unit) {
    ctx.addIssue({ code: "custom", message: "unitRequired needs a unit" });
  }
  const clockProblem = clockDisagrees(unit);
  if (clockProblem) ctx.addIssue({ code: "custom", path: ["figure"], message: clockProblem });
});

/** A time written in an answer ("7:30", "at 12:05", "half past 7") as minutes past 12; null when there is none. */
function timeIn(text: string) {
  const match = /(?:^|[^\d:])(1[0-2]|0?[1-9]):([0-5]\d)(?![\d:])/.exec(text);
  if (match) return (Number(match[1]) % 12) * 60 + Number(match[2]);
  // The words a child learns first: "7 o'clock", "half past 7", "quarter past 7", "quarter to 8".
  const words = /\b(?:(half|quarter) (past|to) (1[0-2]|[1-9])|(1[0-2]|[1-9]) o'clock)\b/i.exec(text);
  if (!words) return null;
  if (words[4]) return (Number(words[4]) % 12) * 60;
  const minutes = words[1]!.toLowerCase() === "half" ? 30 : 15;
  const hour = (Number(words[3]) % 12) * 60;
  return words[2]!.toLowerCase() === "past" ? hour + minutes : (hour - minutes + 720) % 720;
}

/**
 * Where the question shows a clock and its right answer is a time, the two must agree (a cheap check
 * that catches the commonest figure mistake); a question about a later or earlier time says so in words
 * the check cannot read, so it is skipped when the prompt speaks of elapsed time ("later", "will",
 * "starts", "in 20 minutes").
 */
function clockDisagrees(unit: z.infer<typeof AnswerableShapes>) {
  const figure = unit.figure;
  if (
    figure?.type !== "clock" ||
    /\b(later|earlier|before|after|ago|until|elapsed|how long|will|start|starts|end|ends|finish|finishes|begin|begins|leave|leaves|left|arrive|arrives|took|takes|half an hour|in \d+ (minutes?|hours?))\b/i.test(
      unit.question,
    )
  )
    return null;
  const time = CLOCK_TIME.exec(figure.time);
  if (!time) return null;
  const [, hours, minutes] = time;
  const shown = (Number(hours) % 12) * 60 + Number(minutes);
  const answers =
    unit.type === "choice"
      ? unit.correct.map((index) => unit.options[index] ?? "")
      : unit.type === undefined || unit.type === "short"
        ? [unit.answer, ...(unit.accept ?? [])]
        : [];
  for (const answer of answers) {
    const said = timeIn(answer);
    if (said !== null && said !== shown) return `the clock shows ${figure.time} but the answer says "${answer}"`;
  }
  return null;
}

/** The fields of a question with parts other than the parts themselves. */
const PartsShell = {
  question: Text,
  /** Optional: the key lists the parts' answers. */
  answer: Text.optional(),
  spelling: z.boolean().optional(),
  /** A figure the parts share ("Use the graph to answer a) to d)."). */
  figure: FigureSchema.optional(),
};

/** A question that is a block of lettered parts under one instruction ("Add these fractions."). */
const WithParts = z.strictObject({ ...PartsShell, parts: z.array(AnswerableSchema).min(1).max(MAX_PARTS) });

/**
 * A question with parts, its parts left unread but counted: with AnswerableSchema on each part, the
 * same rules as QuestionSchema, for a caller that reads the parts apart (app/lib/generators/checks/sheet.ts).
 */
export const PartsShellSchema = z.strictObject({ ...PartsShell, parts: z.array(z.unknown()).min(1).max(MAX_PARTS) });

/**
 * A catalogue question. A question without `type` and without `parts` is the spec's
 * question/answer pair, a typed short answer.
 */
export const QuestionSchema = z.unknown().transform((value, ctx): Question => {
  // Dispatched by hand rather than with z.union, so an author reads the real problem, not "Invalid input".
  const withParts = typeof value === "object" && value !== null && "parts" in value;
  const result = (withParts ? WithParts : AnswerableSchema).safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return result.data;
});

/** The worked example a practice worksheet opens with. */
export const ExampleSchema = z.strictObject({ question: Text, answer: Text, figure: FigureSchema.optional() });

export type Answerable = z.infer<typeof AnswerableSchema>;
export type QuestionWithParts = z.infer<typeof WithParts>;
export type Question = Answerable | QuestionWithParts;
export type Example = z.infer<typeof ExampleSchema>;
