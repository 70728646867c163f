/** Data for the browse page (home): worksheets under the URL's search, filters and page, plus matching quizzes. */
import { data } from "react-router";
import { quizIndex, summarize, worksheetIndex } from "./catalogue.server";
import { parseSearchParams } from "./search-params.server";

/** Quizzes shown beside the worksheet results: all matches for a search, the newest few otherwise. */
const QUIZZES_WITH_SEARCH = 24;
const QUIZZES_WITHOUT_SEARCH = 6;

export function loadBrowse(request: Request) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) throw data({ message: `That search link is not valid: ${parsed.error}.` }, { status: 400 });
  const { query } = parsed;
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
