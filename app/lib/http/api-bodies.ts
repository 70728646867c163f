/**
 * JSON bodies of `/api/*` built from more than one domain value, for programs (the README's API
 * table). The site's own components read none of them: they post to route actions
 * (docs/decisions/0038).
 */
import { suggestionsFor, summarize, type CatalogueItem } from "../catalogue/catalogue.server";
import type { SearchIndex, SearchQuery } from "../catalogue/search";
import type { DownloadOutcome } from "../downloads/download.server";

/** GET /api/worksheets and /api/quizzes: newest first unless `sort=relevance`; when nothing matches, search texts that would find something. */
export function catalogueListBody(index: SearchIndex<CatalogueItem>, query: SearchQuery) {
  const result = index.search({ ...query, sort: query.sort ?? "newest" });
  return {
    ...result,
    items: result.items.map(summarize),
    subjects: index.subjects,
    categories: index.categories(query),
    ...(result.total === 0 ? { suggestions: suggestionsFor(index, query) } : {}),
  };
}

/** What GET /api/worksheets and /api/quizzes answer. */
export type CatalogueListResponse = ReturnType<typeof catalogueListBody>;

/** What a successful POST /api/downloads answers. */
export function downloadBody({ url, expiresAt, charged, balance }: Extract<DownloadOutcome, { ok: true }>) {
  return { url, expiresAt, charged, ...balance };
}
