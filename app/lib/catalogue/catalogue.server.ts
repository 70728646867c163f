/**
 * The bundled catalogue, loaded once per isolate: worksheets and quizzes with their ids, the search
 * indexes, and the subject areas with their topic pages. Validated at build time (vite.config.ts).
 * Items are served in the international wording unless a caller asks for the US one (wording.ts):
 * the marked source text never leaves this module.
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
import { createSearchIndex, type FilterQuery, type Searchable, type SearchIndex, type SearchText } from "./search";
import { DEFAULT_LEVEL, DEFAULT_SEED, markedSheet, type Generator, type Level } from "../generators/generator";
import { GENERATORS } from "../generators/registry";
import { buildVocabulary, suggestSearches, type Vocabulary } from "./suggestions";
import { DEFAULT_WORDING, hasAnyVariant, resolveItem, resolveText, type Wording } from "./wording";
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
  /** The wording its text is read in (wording.ts). */
  wording: Wording;
  /** A generated worksheet names its generator and the version shown (docs/decisions/0034); null when authored. */
  generated: { slug: string; level: Level; seed: string } | null;
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

type Source = WorksheetSource | QuizSource;

/** Search, snippets and the API read every question as text: options, gaps, parts and figures' descriptions included. */
function searchTextOf(item: { title: string; description: string; questions: readonly Question[] }): SearchText {
  const texts = item.questions.map((question) => ({
    question: [questionText(question), figuresText(question)].filter(Boolean).join(" "),
    answer: answerText(question),
  }));
  return { title: item.title, description: item.description, texts };
}

/** Search text in one wording, read from the marked search text (cheaper than reading every question twice). */
function searchTextIn(marked: SearchText, wording: Wording): SearchText {
  const read = (text: string) => resolveText(text, wording);
  return {
    title: read(marked.title),
    description: read(marked.description),
    texts: marked.texts.map(({ question, answer }) => ({ question: read(question), answer: read(answer) })),
  };
}

/** An item as one wording reads it, with its search text (and the other wording's, where it differs, for search). */
function inWording<K extends ItemKind>(marked: Source, kind: K, id: number, wording: Wording) {
  const { withdrawn: _withdrawn, reviewed: _reviewed, ...source } = marked;
  const questions = source.questions as Question[];
  // Most items have no variant: they are served as written, with no second reading.
  const variants = hasAnyVariant(source);
  const item = variants ? resolveItem({ ...source, questions }, wording) : { ...source, questions };
  const markedText = searchTextOf({ title: source.title, description: source.description, questions });
  return {
    ...item,
    ...(variants ? searchTextIn(markedText, wording) : markedText),
    kind,
    id,
    wording,
    otherWording: variants ? searchTextIn(markedText, wording === "us" ? "international" : "us") : null,
    example: item.example ?? null,
    spelling: item.spelling ?? false,
    difficulty: item.difficulty ?? null,
    topics: item.topics ?? [],
    standards: item.standards ?? [],
    generated: null,
  };
}

function withIds<K extends ItemKind>(source: Source[], kind: K) {
  // Ids are authored positions (docs/decisions/0002); withdrawn items keep theirs but are not served.
  return source.flatMap((marked, id) => (marked.withdrawn ? [] : [inWording(marked, kind, id, DEFAULT_WORDING)]));
}

/**
 * Generated worksheets take ids from 1000 up in the registry's order, clear of the authored ids
 * (positions in worksheets.json), so neither list can move the other's ids.
 */
export const GENERATED_ID_BASE = 1000;

/**
 * A generated sheet's questions and search text in one wording, with the other wording's search
 * text where the sheet marks a variant (as authored items keep it, for search).
 */
function generatedReading(generator: Generator, level: Level, seed: string, wording: Wording) {
  const marked = markedSheet(generator, level, seed);
  const variants = hasAnyVariant([generator.title, generator.description, marked]);
  const sheet = variants ? resolveItem(marked, wording) : marked;
  const markedText = searchTextOf({ title: generator.title, description: generator.description, questions: marked.questions });
  return {
    questions: sheet.questions,
    example: sheet.example,
    ...(variants ? searchTextIn(markedText, wording) : markedText),
    wording,
    otherWording: variants ? searchTextIn(markedText, wording === "us" ? "international" : "us") : null,
    generated: { slug: generator.slug, level, seed },
  };
}

/** The fields of a generated worksheet that come from its sheet, worked out when first read. */
const SHEET_FIELDS = ["questions", "example", "title", "description", "texts", "otherWording"] as const;

/**
 * A generated worksheet at its default version. Generating 67 sheets costs tens of milliseconds of the
 * Worker's start-up budget (docs/decisions/0018), and most requests read none of them: the sheet's
 * fields are getters that generate it on first read (a listing, a search's haystacks, the page).
 */
function generatedWorksheet(generator: Generator, index: number): Worksheet {
  let reading: ReturnType<typeof generatedReading> | undefined;
  const read = () => (reading ??= generatedReading(generator, DEFAULT_LEVEL, DEFAULT_SEED, DEFAULT_WORDING));
  const item = {
    kind: "worksheet",
    id: GENERATED_ID_BASE + index,
    subject: "Mathematics",
    category: generator.category,
    difficulty: null,
    grades: generator.grades,
    topics: [...(generator.topics ?? [])],
    standards: [...generator.standards],
    spelling: false,
    wording: DEFAULT_WORDING,
    generated: { slug: generator.slug, level: DEFAULT_LEVEL, seed: DEFAULT_SEED },
  };
  for (const field of SHEET_FIELDS) Object.defineProperty(item, field, { enumerable: true, get: () => read()[field] });
  return item as Worksheet;
}

const generatedWorksheets: Worksheet[] = GENERATORS.map(generatedWorksheet);

/** Another version of a generated worksheet: the same item with the questions of that level and seed, in its wording. */
export function worksheetVersion(worksheet: Worksheet, level: Level, seed: string): Worksheet {
  const generator = worksheet.generated && GENERATORS[worksheet.id - GENERATED_ID_BASE];
  if (!generator) return worksheet;
  return { ...worksheet, ...generatedReading(generator, level, seed, worksheet.wording) };
}

const worksheets = [
  ...(withIds(worksheetsSource as WorksheetSource[], "worksheet") as Worksheet[]),
  ...generatedWorksheets,
];
const quizzes = withIds(quizzesSource as QuizSource[], "quiz") as Quiz[];
// The US readings, made on first request: most isolates serve none.
const usItems = new Map<string, CatalogueItem>();
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

/** An item in a wording: the international one unless asked; the checker takes either wording's answers from both. */
function inWordingById<T extends CatalogueItem>(byId: Map<number, T>, kind: ItemKind, id: number | null, wording: Wording) {
  const item = id === null ? undefined : byId.get(id);
  if (!item || wording === DEFAULT_WORDING) return item;
  // A generated sheet reads its variants when generated, and its other versions may have some where the default has none.
  if (item.kind === "worksheet" && item.generated) {
    return worksheetVersion({ ...item, wording }, item.generated.level, item.generated.seed) as T;
  }
  // Text without variants reads the same; the sheet's own words ("Show your work") still follow the wording.
  if (!item.otherWording) return { ...item, wording };
  const key = `${kind}/${item.id}`;
  let us = usItems.get(key) as T | undefined;
  if (!us) {
    const source = (kind === "worksheet" ? worksheetsSource : quizzesSource) as Source[];
    us = inWording(source[item.id], kind, item.id, wording) as T;
    usItems.set(key, us);
  }
  return us;
}

export function getWorksheet(id: number | null, wording: Wording = DEFAULT_WORDING) {
  return inWordingById(worksheetById, "worksheet", id, wording);
}

export function getQuiz(id: number | null, wording: Wording = DEFAULT_WORDING) {
  return inWordingById(quizById, "quiz", id, wording);
}

export function getItem(kind: ItemKind, id: number | null, wording: Wording = DEFAULT_WORDING): CatalogueItem | undefined {
  return kind === "worksheet" ? getWorksheet(id, wording) : getQuiz(id, wording);
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
