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
import { answerText, questionText } from "../questions/text";
import { createSearchIndex, type FilterQuery, type Searchable, type SearchIndex } from "./search";
import { buildVocabulary, suggestSearches, type Vocabulary } from "./suggestions";
import { filterSubject } from "./subjects";

export interface Worksheet extends Searchable {
  kind: "worksheet";
  topics: string[];
  grades: GradeBand;
  /** The questions as the catalogue writes them (docs/question-model.md). */
  questions: Question[];
  example: Example | null;
  /** The skill is spelling or usage: no typo is forgiven. */
  spelling: boolean;
  /** The curriculum standards it teaches, with why (docs/decisions/0033). */
  standards: { code: string; why: string }[];
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
    standards: item.standards.map(({ code }) => code),
    questionCount: item.questions.length,
  };
}
export type ItemSummary = ReturnType<typeof summarize>;

function withIds<S extends WorksheetSource | QuizSource, K extends ItemKind>(source: S[], kind: K) {
  // Ids are authored positions (docs/decisions/0002); withdrawn items keep theirs but are not served.
  return source.flatMap(({ withdrawn, reviewed: _reviewed, ...item }, id) => {
    if (withdrawn) return [];
    const questions = item.questions as Question[];
    // Search, snippets and the API read every question as text: options, gaps and parts included.
    const texts = questions.map((question) => ({ question: questionText(question), answer: answerText(question) }));
    return [
      {
        ...item,
        kind,
        id,
        questions,
        texts,
        example: item.example ?? null,
        spelling: item.spelling ?? false,
        difficulty: item.difficulty ?? null,
        topics: item.topics ?? [],
        standards: item.standards ?? [],
      },
    ];
  });
}

const worksheets = withIds(worksheetsSource as WorksheetSource[], "worksheet") as Worksheet[];
const quizzes = withIds(quizzesSource as QuizSource[], "quiz") as Quiz[];
const worksheetById = new Map(worksheets.map((item) => [item.id, item]));
const quizById = new Map(quizzes.map((item) => [item.id, item]));
export const worksheetIndex = createSearchIndex(worksheets);
export const quizIndex = createSearchIndex(quizzes);
export const areas = areasSource as Area[];

/** How many worksheets and quizzes each filter subject has ("Math" and "Mathematics" as one). */
export const subjectSizes = new Map<string, number>();
for (const item of [...worksheets, ...quizzes]) subjectSizes.set(filterSubject(item.subject), (subjectSizes.get(filterSubject(item.subject)) ?? 0) + 1);

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
