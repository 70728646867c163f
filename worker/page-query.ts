/**
 * Which page URLs the edge page cache keeps (docs/decisions/0023): those whose query parameters are
 * all ones a public page reads. Any other parameter (a campaign's utm_source, an ad click's gclid, a
 * cache-buster) makes a URL that is requested about once: storing its page would be a write nobody
 * reads back, and looking it up a certain miss, so such a page is rendered and passed through.
 * A page that starts reading a new parameter adds it here, or its variants are never cached.
 */
import { SearchParamsSchema } from "~/lib/catalogue/search-params.server";

const PAGE_PARAMETERS = new Set<string>([
  // The browse page (home); `grade` is also the topic pages' filter.
  ...Object.keys(SearchParamsSchema.shape),
  // The worksheet page with every answer shown.
  "answers",
  // Item pages in the paper's wording: ?paper=letter reads in US wording (docs/decisions/0031).
  "paper",
  // React Router's data requests name the routes whose data they want.
  "_routes",
]);

export function isSingleUseUrl(url: URL) {
  for (const name of url.searchParams.keys()) if (!PAGE_PARAMETERS.has(name)) return true;
  return false;
}
