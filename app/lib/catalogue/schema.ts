/**
 * The one schema for the bundled catalogue (catalogue/*.json). It runs at build time (vite.config.ts)
 * and in the tests; the runtime trusts the validated bundle, so no parsing cost lands on cold starts.
 */
import { z } from "zod";
import { HIGHEST_GRADE, KINDERGARTEN } from "./grades.ts";
import { ExampleSchema, QuestionSchema, Text, type Question } from "../questions/model.ts";
import { hasParts, typeOf } from "../questions/kinds.ts";
import { standardByCode } from "../standards/standards.ts";

export const DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;
export const QUIZ_QUESTION_COUNT = 5;

/** Filter values (subject, category, topic) and the subject pages read the same in every wording. */
const Plain = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .refine((text) => !text.includes("{{"), "only an item's own text may have {{international|US}} variants, not this");

/** A curriculum standard the item teaches, with the reviewer's one-line reason (docs/decisions/0033). */
const StandardTagSchema = z.strictObject({
  code: Text.refine((code) => standardByCode(code) !== undefined, "is not a code in the bundled standards"),
  why: Text,
});

const Grade = z.int().min(KINDERGARTEN).max(HIGHEST_GRADE);

/** The school grades an item suits, 0 (Kindergarten) to 12, chosen by a reviewer from content and reading level. */
export const GradesSchema = z
  .strictObject({ from: Grade, to: Grade })
  .refine(({ from, to }) => from <= to, "grades.from must not be above grades.to");

const ItemFields = {
  title: Text,
  description: Text,
  subject: Plain,
  category: Plain,
  grades: GradesSchema,
  /** Topic pages ("math/fractions") that recommend this item. */
  topics: z.array(Plain).default([]),
  /** The curriculum standards it teaches, each code once (docs/decisions/0033). */
  standards: z
    .array(StandardTagSchema)
    .refine((tags) => new Set(tags.map((tag) => tag.code)).size === tags.length, "lists a standard twice")
    .default([]),
  /** Set by the independent fact-check (catalogue/REVIEW.md). */
  reviewed: z.boolean().optional(),
  /** A withdrawn item keeps its id (ids are authored positions) and answers 404. */
  withdrawn: z.boolean().optional(),
  /** The skill is spelling or usage: no typed answer's typo is forgiven (docs/decisions/0026). */
  spelling: z.boolean().optional(),
  /** A worked example shown before the questions. */
  example: ExampleSchema.optional(),
};

/** A quiz is checked online: every typed short answer needs the forms the checker accepts. */
function typedWithoutAccept(question: Question) {
  const units = hasParts(question) ? question.parts : [question];
  return units.some((unit) => typeOf(unit) === "short" && !("accept" in unit && unit.accept));
}

export const WorksheetSourceSchema = z.strictObject({
  ...ItemFields,
  difficulty: z.enum(DIFFICULTIES),
  questions: z.array(QuestionSchema).min(1),
});

export const QuizSourceSchema = z.strictObject({
  ...ItemFields,
  difficulty: z.enum(DIFFICULTIES).optional(),
  questions: z
    .array(QuestionSchema)
    .length(QUIZ_QUESTION_COUNT)
    .superRefine((questions, ctx) => {
      questions.forEach((question, index) => {
        if (typedWithoutAccept(question)) ctx.addIssue({ code: "custom", path: [index, "accept"], message: "a quiz's typed answer needs an accept list" });
      });
    }),
});

export const TopicSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: Plain,
  intro: Plain,
});

export const AreaSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: Plain,
  subjects: z.array(Plain).min(1),
  intro: Plain,
  topics: z.array(TopicSchema),
});

export type WorksheetSource = z.infer<typeof WorksheetSourceSchema>;
export type QuizSource = z.infer<typeof QuizSourceSchema>;
export type Area = z.infer<typeof AreaSchema>;
export type Topic = z.infer<typeof TopicSchema>;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const CatalogueSourceSchema = z
  .strictObject({
    areas: z.array(AreaSchema).min(1),
    categories: z.array(Plain).min(1),
    worksheets: z.array(WorksheetSourceSchema),
    quizzes: z.array(QuizSourceSchema),
  })
  .superRefine((catalogue, ctx) => {
    const subjects = new Set(catalogue.areas.flatMap((area) => area.subjects));
    const categories = new Set(catalogue.categories);
    const topics = new Set(
      catalogue.areas.flatMap((area) => area.topics.map((topic) => `${area.slug}/${topic.slug}`)),
    );
    const titles = new Map<string, string>();
    const items = [
      ...catalogue.worksheets.map((item, index) => ({ item, path: ["worksheets", index] })),
      ...catalogue.quizzes.map((item, index) => ({ item, path: ["quizzes", index] })),
    ];
    for (const { item, path } of items) {
      const where = `${path[0]}[${path[1]}] "${item.title}"`;
      if (!subjects.has(item.subject)) {
        ctx.addIssue({ code: "custom", path: [...path, "subject"], message: `${where}: unknown subject "${item.subject}"` });
      }
      if (!categories.has(item.category)) {
        ctx.addIssue({ code: "custom", path: [...path, "category"], message: `${where}: unknown category "${item.category}"` });
      }
      for (const topic of item.topics) {
        if (!topics.has(topic)) {
          ctx.addIssue({ code: "custom", path: [...path, "topics"], message: `${where}: unknown topic "${topic}"` });
        }
      }
      const key = item.title.trim().toLowerCase();
      const previous = titles.get(key);
      if (previous) {
        ctx.addIssue({ code: "custom", path: [...path, "title"], message: `${where}: duplicate title (also ${previous})` });
      }
      titles.set(key, where);
    }
  });

export type CatalogueSource = z.input<typeof CatalogueSourceSchema>;

/** Throws one readable error listing every problem, so a bad catalogue stops the build. */
export function validateCatalogue(source: unknown) {
  const result = CatalogueSourceSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) =>
      // The catalogue-wide checks name their item in the message; the rest are located by their path.
      issue.code === "custom" && /^(worksheets|quizzes)\[/.test(issue.message) ? issue.message : `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`The catalogue is invalid:\n- ${lines.join("\n- ")}`);
  }
  return result.data;
}
