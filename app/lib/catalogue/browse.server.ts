/** Data for the browse page (home): worksheets under the URL's search, filters and page, plus matching quizzes. */
import { quizIndex, summarize, worksheetIndex } from "./catalogue.server";
import type { SearchQuery } from "./search";

/** Quizzes shown beside the worksheet results: all matches for a search, the newest few otherwise. */
const QUIZZES_WITH_SEARCH = 24;
const QUIZZES_WITHOUT_SEARCH = 6;

/** The browse page for a search: worksheets under its filters and page, plus matching quizzes. */
export function loadBrowse(query: SearchQuery) {
  const worksheets = worksheetIndex.search(query);
  const quizzes = quizIndex.match({ q: query.q });
  const searching = Boolean(query.q?.trim());
  return {
    query,
    worksheets: { ...worksheets, items: worksheets.items.map(summarize) },
    quizzes: {
      total: quizzes.length,
      items: quizzes.slice(0, searching ? QUIZZES_WITH_SEARCH : QUIZZES_WITHOUT_SEARCH)
        .map(summarize),
    },
    facets: {
      subjects: worksheetIndex.subjects,
      categories: worksheetIndex.categories,
      difficulties: worksheetIndex.difficulties,
    },
  };
}

export type BrowseData = ReturnType<typeof loadBrowse>;
