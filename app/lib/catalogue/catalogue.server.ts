/**
 * The bundled catalogue, loaded once per isolate: worksheets and quizzes with their ids, the search
 * indexes, and the subject areas with their topic pages. Validated at build time (vite.config.ts).
 */
import areasSource from "../../../catalogue/areas.json";
import quizzesSource from "../../../catalogue/quizzes.json";
import worksheetsSource from "../../../catalogue/worksheets.json";
import type { GradeBand } from "./grades";
import type { ItemKind } from "./item-ref";
import type { Area, QuizSource, Topic, WorksheetSource } from "./schema";
import type { Example, Question } from "../questions/model";
import { figuresText } from "../questions/figures";
import { answerText, questionText } from "../questions/text";
import { createSearchIndex, type FilterQuery, type Searchable, type SearchIndex } from "./search";
import { DEFAULT_LEVEL, DEFAULT_SEED, generateSheet, type Level } from "../generators/generator";
import { GENERATORS } from "../generators/registry";
import { buildVocabulary, suggestSearches, type Vocabulary } from "./suggestions";

export interface Worksheet extends Searchable {
  kind: "worksheet";
  topics: string[];
  grades: GradeBand;
  /** The questions as the catalogue writes them (docs/question-model.md). */
  questions: Question[];
  example: Example | null;
  /** The skill is spelling or usage: no typo is forgiven. */
  spelling: boolean;
  /** A generated worksheet names its generator and the version shown (docs/decisions/0034); null when authored. */
  generated: { slug: string; level: Level; seed: string } | null;
}

export interface Quiz extends Omit<Worksheet, "kind"> {
  kind: "quiz";
}

export type CatalogueItem = Worksheet | Quiz;

/** What listings and the JSON API show of an item: everything but the questions. */
export function summarize(item: CatalogueItem) {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    subject: item.subject,
    category: item.category,
    difficulty: item.difficulty,
    grades: item.grades,
    questionCount: item.questions.length,
  };
}
export type ItemSummary = ReturnType<typeof summarize>;

function withIds<S extends WorksheetSource | QuizSource, K extends ItemKind>(source: S[], kind: K) {
  // Ids are authored positions (docs/decisions/0002); withdrawn items keep theirs but are not served.
  return source.flatMap(({ withdrawn, reviewed: _reviewed, ...item }, id) => {
    if (withdrawn) return [];
    const questions = item.questions as Question[];
    return [
      {
        ...item,
        kind,
        id,
        questions,
        texts: textsOf(questions),
        example: item.example ?? null,
        spelling: item.spelling ?? false,
        difficulty: item.difficulty ?? null,
        topics: item.topics ?? [],
        generated: null,
      },
    ];
  });
}

/** Search, snippets and the API read every question as text: options, gaps, parts and figures' descriptions included. */
function textsOf(questions: readonly Question[]) {
  return questions.map((question) => ({
    question: [questionText(question), figuresText(question)].filter(Boolean).join(" "),
    answer: answerText(question),
  }));
}

/**
 * Generated worksheets take ids from 1000 up in the registry's order, clear of the authored ids
 * (positions in worksheets.json), so neither list can move the other's ids.
 */
export const GENERATED_ID_BASE = 1000;

const generatedWorksheets: Worksheet[] = GENERATORS.map((generator, index) => {
  const sheet = generateSheet(generator, DEFAULT_LEVEL, DEFAULT_SEED);
  return {
    kind: "worksheet",
    id: GENERATED_ID_BASE + index,
    title: generator.title,
    description: generator.description,
    subject: "Mathematics",
    category: generator.category,
    difficulty: null,
    grades: generator.grades,
    topics: [...(generator.topics ?? [])],
    questions: sheet.questions,
    texts: textsOf(sheet.questions),
    example: sheet.example,
    spelling: false,
    generated: { slug: generator.slug, level: DEFAULT_LEVEL, seed: DEFAULT_SEED },
  };
});

/** Another version of a generated worksheet: the same item with the questions of that level and seed. */
export function worksheetVersion(worksheet: Worksheet, level: Level, seed: string): Worksheet {
  const generator = worksheet.generated && GENERATORS[worksheet.id - GENERATED_ID_BASE];
  if (!generator) return worksheet;
  const sheet = generateSheet(generator, level, seed);
  return {
    ...worksheet,
    questions: sheet.questions,
    texts: textsOf(sheet.questions),
    example: sheet.example,
    generated: { slug: generator.slug, level, seed },
  };
}

const worksheets = [
  ...(withIds(worksheetsSource as WorksheetSource[], "worksheet") as Worksheet[]),
  ...generatedWorksheets,
];
const quizzes = withIds(quizzesSource as QuizSource[], "quiz") as Quiz[];
const worksheetById = new Map(worksheets.map((item) => [item.id, item]));
const quizById = new Map(quizzes.map((item) => [item.id, item]));
export const worksheetIndex = createSearchIndex(worksheets);
export const quizIndex = createSearchIndex(quizzes);
export const areas = areasSource as Area[];

// Built on the first search that finds nothing, not at isolate start.
const vocabularies = new Map<SearchIndex<CatalogueItem>, Vocabulary>();

/** Search texts that would find something in `index` under the query's filters (for a search that found nothing). */
export function suggestionsFor(index: SearchIndex<CatalogueItem>, query: FilterQuery) {
  let vocabulary = vocabularies.get(index);
  if (!vocabulary) vocabularies.set(index, (vocabulary = buildVocabulary(index.items)));
  return suggestSearches(query.q, vocabulary, (q) => index.count({ ...query, q }) > 0);
}

/** Parses a route or API id strictly: digits only, so "1e3", "-1" and "007x" are not ids. */
export function parseId(raw: string | undefined) {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export function getWorksheet(id: number | null) {
  return id === null ? undefined : worksheetById.get(id);
}

export function getQuiz(id: number | null) {
  return id === null ? undefined : quizById.get(id);
}

export function getItem(kind: ItemKind, id: number | null): CatalogueItem | undefined {
  return kind === "worksheet" ? getWorksheet(id) : getQuiz(id);
}

export function getArea(slug: string | undefined) {
  return areas.find((area) => area.slug === slug);
}

export function getTopic(area: Area, slug: string | undefined): Topic | undefined {
  return area.topics.find((topic) => topic.slug === slug);
}

/** Newest first, like every listing. */
export function itemsForTopic(area: Area, topic: Topic) {
  const key = `${area.slug}/${topic.slug}`;
  return {
    worksheets: worksheetIndex.items.filter((item) => item.topics.includes(key)),
    quizzes: quizIndex.items.filter((item) => item.topics.includes(key)),
  };
}

export function itemsForArea(area: Area) {
  const subjects = new Set(area.subjects);
  return {
    worksheets: worksheetIndex.items.filter((item) => subjects.has(item.subject)),
    quizzes: quizIndex.items.filter((item) => subjects.has(item.subject)),
  };
}

export function areaOfSubject(subject: string) {
  return areas.find((area) => area.subjects.includes(subject));
}
