/**
 * Search, filter and paging over catalogue items (spec sections 4, 5 and 9; DESIGN.md section 3).
 * Pure and synchronous so the same code serves loaders, the JSON API, the tests and the benchmark.
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

/** A field separator no query can contain, so a match never spans two fields. */
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

  function match({ q, subject, category, difficulty }: Omit<SearchQuery, "page">) {
    const needle = (q ?? "").trim().toLowerCase().replaceAll(SEPARATOR, "");
    const matches: T[] = [];
    for (let index = 0; index < items.length; index++) {
      const item = items[index];
      if (isActiveFilter(subject) && item.subject !== subject) continue;
      if (isActiveFilter(category) && item.category !== category) continue;
      if (isActiveFilter(difficulty) && item.difficulty !== difficulty) continue;
      if (needle && !haystacks[index].includes(needle)) continue;
      matches.push(item);
    }
    return matches;
  }

  return {
    items,
    subjects: distinctSorted(items.map((item) => item.subject)),
    categories: distinctSorted(items.map((item) => item.category)),
    difficulties: distinctSorted(items.map((item) => item.difficulty)),
    match,
    search({ page = 1, ...query }) {
      const matches = match(query);
      const start = (page - 1) * PAGE_SIZE;
      return {
        items: matches.slice(start, start + PAGE_SIZE),
        total: matches.length,
        page,
        pages: pageCount(matches.length),
        pageSize: PAGE_SIZE,
      };
    },
  };
}
