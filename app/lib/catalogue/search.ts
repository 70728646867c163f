/**
 * Search, filter and paging over catalogue items (spec sections 4, 5 and 9; DESIGN.md section 3).
 * Pure and synchronous so the same code serves loaders, the JSON API, the tests and the benchmark.
 * Small catalogues are scanned; large ones get a token index (docs/decisions/0009) with the same results.
 */
import { createTokenIndex, SEPARATOR, type TokenIndex } from "./token-index.ts";

export const PAGE_SIZE = 12;
export const ALL = "all";

export interface Searchable {
  id: number;
  title: string;
  description: string;
  subject: string;
  category: string;
  difficulty: string | null;
  questions: ReadonlyArray<{ question: string; answer: string }>;
}

export interface SearchQuery {
  q?: string;
  subject?: string;
  category?: string;
  difficulty?: string;
  page?: number;
}

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
  readonly categories: readonly string[];
  readonly difficulties: readonly string[];
  /** Every match, newest first. */
  match(query: Omit<SearchQuery, "page">): T[];
  /** One page of matches, newest first. */
  search(query: SearchQuery): SearchResult<T>;
}

/** Below this many items a scan answers in well under a millisecond, so no index is built. */
export const INDEX_FROM_ITEMS = 1000;
/** One-letter needles match nearly every item, and scanning finds each hit at once. */
const MIN_INDEXED_NEEDLE = 2;

export interface SearchIndexOptions {
  /** Build the token index (lazily, on the first text search) once the catalogue has this many items. */
  indexFromItems?: number;
}

export function pageCount(total: number) {
  return Math.ceil(total / PAGE_SIZE);
}

export function isActiveFilter(value: string | undefined): value is string {
  return value !== undefined && value !== "" && value !== ALL;
}

function haystackOf(item: Searchable) {
  const parts = [item.title, item.description];
  for (const { question, answer } of item.questions) parts.push(question, answer);
  return parts.join(SEPARATOR).toLowerCase();
}

function distinctSorted(values: Iterable<string | null>) {
  return [...new Set([...values].filter((value): value is string => value !== null))].sort((a, b) =>
    a.localeCompare(b),
  );
}

export function createSearchIndex<T extends Searchable>(
  source: readonly T[],
  { indexFromItems = INDEX_FROM_ITEMS }: SearchIndexOptions = {},
): SearchIndex<T> {
  const items = [...source].sort((a, b) => b.id - a.id);
  const haystacks = items.map(haystackOf);
  const indexed = items.length >= indexFromItems;
  let tokenIndex: TokenIndex | undefined;

  /** Calls `visit` with every match, newest first. */
  function forEachMatch({ q, subject, category, difficulty }: Omit<SearchQuery, "page">, visit: (item: T) => void) {
    const needle = (q ?? "").trim().toLowerCase().replaceAll(SEPARATOR, "");
    let narrowed = null;
    if (indexed && needle.length >= MIN_INDEXED_NEEDLE) {
      tokenIndex ??= createTokenIndex(haystacks);
      narrowed = tokenIndex.candidates(needle);
    }
    const positions = narrowed?.positions;
    const verify = needle !== "" && !narrowed?.certain;
    const count = positions ? positions.length : items.length;
    for (let next = 0; next < count; next++) {
      const index = positions ? positions[next] : next;
      const item = items[index];
      if (isActiveFilter(subject) && item.subject !== subject) continue;
      if (isActiveFilter(category) && item.category !== category) continue;
      if (isActiveFilter(difficulty) && item.difficulty !== difficulty) continue;
      if (verify && !haystacks[index].includes(needle)) continue;
      visit(item);
    }
  }

  function match(query: Omit<SearchQuery, "page">) {
    const matches: T[] = [];
    forEachMatch(query, (item) => matches.push(item));
    return matches;
  }

  return {
    items,
    subjects: distinctSorted(items.map((item) => item.subject)),
    categories: distinctSorted(items.map((item) => item.category)),
    difficulties: distinctSorted(items.map((item) => item.difficulty)),
    match,
    search({ page = 1, ...query }) {
      // Counts every match but keeps only the page's: a common word at 50,000 items allocates 12, not 38,000.
      const start = (page - 1) * PAGE_SIZE;
      const items: T[] = [];
      let total = 0;
      forEachMatch(query, (item) => {
        if (total >= start && total < start + PAGE_SIZE) items.push(item);
        total++;
      });
      return {
        items,
        total,
        page,
        pages: pageCount(total),
        pageSize: PAGE_SIZE,
      };
    },
  };
}
