/**
 * Search, filter and paging over catalogue items.
 * Pure and synchronous so the same code serves loaders, the JSON API, the tests and the benchmark.
 * Every query scans the bundled catalogue, which is small enough that a scan costs well under a
 * millisecond per thousand items (docs/decisions/0012).
 */

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

/** Joins an item's fields into one haystack; no needle contains it, so no match spans two fields. */
const SEPARATOR = "\u0000";

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

export function createSearchIndex<T extends Searchable>(source: readonly T[]): SearchIndex<T> {
  const items = [...source].sort((a, b) => b.id - a.id);
  const haystacks = items.map(haystackOf);

  /** Calls `visit` with every match, newest first. */
  function forEachMatch({ q, subject, category, difficulty }: Omit<SearchQuery, "page">, visit: (item: T) => void) {
    const needle = (q ?? "").trim().toLowerCase().replaceAll(SEPARATOR, "");
    for (let index = 0; index < items.length; index++) {
      const item = items[index];
      if (isActiveFilter(subject) && item.subject !== subject) continue;
      if (isActiveFilter(category) && item.category !== category) continue;
      if (isActiveFilter(difficulty) && item.difficulty !== difficulty) continue;
      if (needle && !haystacks[index].includes(needle)) continue;
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
