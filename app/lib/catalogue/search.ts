/**
 * Search, filter, rank and page catalogue items. Which items match is one rule: the search text is a
 * case-insensitive substring of the title, the description or any question or answer, and every
 * active filter (subject, category, difficulty, grade) holds; all combine with AND. Order is newest
 * first, or best match first (`sort: "relevance"`). Pure and synchronous, so the same code serves
 * loaders, the JSON API, the tests and the benchmark. Every query scans the bundled catalogue, which
 * is small enough that a scan costs well under a millisecond per thousand items (docs/decisions/0012).
 */
import { bandIncludes, type GradeBand } from "./grades.ts";
import { filterSubject, sameSubject } from "./subjects.ts";

export const PAGE_SIZE = 12;
/** The value of a filter that filters nothing, as the browse form sends it. */
export const ALL = "all";
export const SORTS = ["relevance", "newest"] as const;
export type Sort = (typeof SORTS)[number];

export interface Searchable {
  id: number;
  title: string;
  description: string;
  subject: string;
  category: string;
  difficulty: string | null;
  grades: GradeBand;
  /** Every question and its answer as readable text (options, gaps and parts included). */
  texts: ReadonlyArray<{ question: string; answer: string }>;
  /** The same texts in the other wording when any differs ("color" for "colour", catalogue/wording.ts), so a search finds either. */
  otherWording?: SearchText | null;
}

export type SearchText = Pick<Searchable, "title" | "description" | "texts">;

export interface SearchQuery {
  q?: string;
  subject?: string;
  category?: string;
  difficulty?: string;
  /** 0 (Kindergarten) to 12: items whose band includes it. */
  grade?: number;
  sort?: Sort;
  page?: number;
}

export type FilterQuery = Omit<SearchQuery, "page" | "sort">;

export interface SearchResult<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

export interface SearchIndex<T extends Searchable> {
  /** Items newest first (descending id). */
  readonly items: readonly T[];
  readonly subjects: readonly string[];
  readonly difficulties: readonly string[];
  /** The categories of the items under a subject and grade, so a category choice never dead-ends. */
  categories(scope?: Pick<FilterQuery, "subject" | "grade">): string[];
  /** Every match in the query's order (newest first unless `sort` is "relevance"). */
  match(query: Omit<SearchQuery, "page">): T[];
  /** How many items match, without ordering them. */
  count(query: FilterQuery): number;
  /** One page of matches in the query's order. */
  search(query: SearchQuery): SearchResult<T>;
}

export function pageCount(total: number) {
  return Math.ceil(total / PAGE_SIZE);
}

export function isActiveFilter(value: string | undefined): value is string {
  return value !== undefined && value !== "" && value !== ALL;
}

/** The search text as matching uses it: trimmed and lower-cased; empty matches everything. */
export function needleOf(q: string | undefined) {
  return (q ?? "").trim().toLowerCase().replaceAll(SEPARATOR, "").replaceAll(READINGS, "");
}

/** Joins an item's fields into one haystack; no needle contains it, so no match spans two fields. */
const SEPARATOR = "\u0000";
/** Joins a field's two wordings inside its place in the haystack, so "color" in a title is a title match. */
const READINGS = "\u0001";

function fieldsOf(item: SearchText) {
  const fields = [item.title, item.description];
  for (const { question, answer } of item.texts) fields.push(question, answer);
  return fields;
}

function haystackOf(item: SearchText & Pick<Searchable, "otherWording">) {
  const fields = fieldsOf(item);
  const other = item.otherWording ? fieldsOf(item.otherWording) : [];
  return fields
    .map((field, i) => (other[i] !== undefined && other[i] !== field ? `${field}${READINGS}${other[i]}` : field))
    .join(SEPARATOR)
    .toLowerCase();
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;


const TIERS = 4;

/** Whether `needle` occurs with no letter or digit touching it, starting inside [from, to) of `text`. */
function wholeWordWithin(text: string, needle: string, from: number, to: number) {
  for (let at = text.indexOf(needle, from); at !== -1 && at < to; at = text.indexOf(needle, at + 1)) {
    const before = text[at - 1];
    const after = text[at + needle.length];
    if ((before === undefined || !WORD_CHARACTER.test(before)) && (after === undefined || !WORD_CHARACTER.test(after))) return true;
  }
  return false;
}

/**
 * The tier of a haystack (see `relevanceTier`), given where the needle first occurs in it: a first
 * match past the description means none in the title or description, with no more searching.
 */
function tierOf(haystack: string, needle: string, first: number) {
  const titleEnd = haystack.indexOf(SEPARATOR);
  if (first < titleEnd) return wholeWordWithin(haystack, needle, first, titleEnd) ? 0 : 1;
  const descriptionEnd = haystack.indexOf(SEPARATOR, titleEnd + 1);
  const end = descriptionEnd === -1 ? haystack.length : descriptionEnd;
  return first < end && wholeWordWithin(haystack, needle, first, end) ? 2 : 3;
}

/**
 * Best match first: a whole-word match in the title, then any other title match, then a whole-word
 * match in the description, then everything else (a part of a word, or a match in a question or
 * answer). Lower is better.
 */
export function relevanceTier(item: Pick<Searchable, "title" | "description">, needle: string) {
  const haystack = haystackOf({ ...item, texts: [] });
  const first = haystack.indexOf(needle);
  return first === -1 ? TIERS - 1 : tierOf(haystack, needle, first);
}

function distinctSorted(values: Iterable<string | null>) {
  return [...new Set([...values].filter((value): value is string => value !== null))].sort((a, b) => a.localeCompare(b));
}

export function createSearchIndex<T extends Searchable>(source: readonly T[]): SearchIndex<T> {
  const items = [...source].sort((a, b) => b.id - a.id);
  // Sorted once: a page's category choices are this list narrowed, not sorted again.
  const everyCategory = distinctSorted(items.map((item) => item.category));
  // Made on the first text search, not when the isolate starts.
  let haystacks: string[] | undefined;

  function inScope(item: T, { subject, category, difficulty, grade }: FilterQuery) {
    if (isActiveFilter(subject) && !sameSubject(item.subject, subject)) return false;
    if (isActiveFilter(category) && item.category !== category) return false;
    if (isActiveFilter(difficulty) && item.difficulty !== difficulty) return false;
    return grade === undefined || bandIncludes(item.grades, grade);
  }

  /** Calls `visit` with every match, newest first; with search text, also its haystack and where the needle first occurs. */
  function forEachMatch(query: FilterQuery, visit: (item: T, haystack: string, first: number) => void) {
    const needle = needleOf(query.q);
    const texts = needle ? (haystacks ??= items.map(haystackOf)) : [];
    for (let index = 0; index < items.length; index++) {
      const item = items[index];
      if (!inScope(item, query)) continue;
      const first = needle ? texts[index].indexOf(needle) : 0;
      if (first === -1) continue;
      visit(item, needle ? texts[index] : "", first);
    }
  }

  function match({ sort, ...query }: Omit<SearchQuery, "page">) {
    const needle = needleOf(query.q);
    if (sort !== "relevance" || !needle) {
      const matches: T[] = [];
      forEachMatch(query, (item) => matches.push(item));
      return matches;
    }
    // One bucket per tier, each filled newest first: best match first without a sort.
    const buckets: T[][] = Array.from({ length: TIERS }, () => []);
    forEachMatch(query, (item, haystack, first) => buckets[tierOf(haystack, needle, first)].push(item));
    return buckets.flat();
  }

  function count(query: FilterQuery) {
    let total = 0;
    forEachMatch(query, () => total++);
    return total;
  }

  return {
    items,
    subjects: distinctSorted(items.map((item) => filterSubject(item.subject))),
    difficulties: distinctSorted(items.map((item) => item.difficulty)),
    categories: (scope = {}) => {
      const present = new Set<string>();
      for (const item of items) if (inScope(item, scope)) present.add(item.category);
      return everyCategory.filter((category) => present.has(category));
    },
    match,
    count,
    search({ page = 1, ...query }) {
      const start = (page - 1) * PAGE_SIZE;
      if (query.sort === "relevance" && needleOf(query.q)) {
        const all = match(query);
        return { items: all.slice(start, start + PAGE_SIZE), total: all.length, page, pages: pageCount(all.length), pageSize: PAGE_SIZE };
      }
      // Newest first: count every match but keep only the page's, so a common word allocates 12 items, not thousands.
      const items: T[] = [];
      let total = 0;
      forEachMatch(query, (item) => {
        if (total >= start && total < start + PAGE_SIZE) items.push(item);
        total++;
      });
      return { items, total, page, pages: pageCount(total), pageSize: PAGE_SIZE };
    },
  };
}
