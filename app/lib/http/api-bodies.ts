/**
 * The JSON bodies of `/api/*` that the site's own browser code reads, built here so the API handlers
 * (worker/api/) and the components that read them share one definition. Components import these as
 * types only (eslint.config.js): the code stays on the server.
 */
import type { AccountSummary } from "../accounts/summary.server";
import { suggestionsFor, summarize, type CatalogueItem } from "../catalogue/catalogue.server";
import type { SearchIndex, SearchQuery } from "../catalogue/search";
import type { DownloadOutcome } from "../downloads/download.server";
import type { MessageFieldErrors } from "../site/messages.server";

/** What every refused API request answers. */
export type ApiError = { error: string };

/** What GET /api/me answers; the client's account context reads this type. */
export type MeResponse = AccountSummary;

/** What a started checkout answers; the pricing section reads this type. */
export type CheckoutResponse = { url: string };

/** What a refused message answers; the message form shows these field errors. */
export type MessageRefusal = { error: string; fields?: MessageFieldErrors };

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

/** What GET /api/worksheets and /api/quizzes answer; the help panel reads this type. */
export type CatalogueListResponse = ReturnType<typeof catalogueListBody>;

/** What a successful POST /api/downloads answers. */
export function downloadBody({ url, expiresAt, charged, balance }: Extract<DownloadOutcome, { ok: true }>) {
  return { url, expiresAt, charged, ...balance };
}

/** What a successful download answers; the download button reads this type. */
export type DownloadResponse = ReturnType<typeof downloadBody>;
