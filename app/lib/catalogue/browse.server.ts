/**
 * Data for the browse page (home): worksheets under the search, filters and page, best match first
 * when there is search text, each with a snippet showing why it matched; the quizzes under the same
 * search and filters; filter choices that cannot dead-end; and help when nothing matches.
 */
import { browseHref } from "./browse-href";
import { quizIndex, suggestionsFor, summarize, worksheetIndex } from "./catalogue.server";
import { gradeLabel } from "./grades";
import { isActiveFilter, needleOf, type SearchQuery } from "./search";
import { snippetOf } from "./snippet";

/** Quizzes shown beside the worksheet results: all matches for a search, the newest few otherwise. */
const QUIZZES_WITH_SEARCH = 24;
const QUIZZES_WITHOUT_SEARCH = 6;

function union(...lists: readonly (readonly string[])[]) {
  return [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b));
}

// The same for every page: worked out once, not sorted again for each request.
const SUBJECTS = union(worksheetIndex.subjects, quizIndex.subjects);
const DIFFICULTIES = union(worksheetIndex.difficulties, quizIndex.difficulties);
const CATEGORIES = union(worksheetIndex.categories(), quizIndex.categories());

/** The categories of the worksheets and quizzes a query's filters leave, in CATEGORIES' order. */
function categoriesFor(query: SearchQuery) {
  const present = new Set([...worksheetIndex.categories(query), ...quizIndex.categories(query)]);
  return CATEGORIES.filter((category) => present.has(category));
}

/** Links that drop one filter, offered only where dropping it finds something. */
function filtersToRemove(query: SearchQuery) {
  const filters = [
    ["subject", query.subject],
    ["category", query.category],
    ["difficulty", query.difficulty],
    ["standard", query.standard],
  ] as const;
  const removals = filters.flatMap(([key, value]) => (isActiveFilter(value) ? [{ label: `${key}: ${value}`, query: { ...query, [key]: undefined } }] : []));
  if (query.grade !== undefined) removals.push({ label: `grade: ${gradeLabel(query.grade)}`, query: { ...query, grade: undefined } });
  return removals
    .filter((removal) => worksheetIndex.count(removal.query) + quizIndex.count(removal.query) > 0)
    .map(({ label, query }) => ({ label: `Remove ${label}`, href: browseHref(query) }));
}

/** The browse page for a search. Without a `sort`, search text orders by best match. */
export function loadBrowse(query: SearchQuery) {
  const searching = needleOf(query.q) !== "";
  const ranked = { ...query, sort: query.sort ?? "relevance" };
  const worksheets = worksheetIndex.search(ranked);
  const { page: _page, ...filters } = ranked;
  const quizzes = quizIndex.match(filters);
  const nothing = worksheets.total === 0 && quizzes.length === 0;
  return {
    query: ranked,
    worksheets: {
      ...worksheets,
      items: worksheets.items.map((item) => ({ ...summarize(item), snippet: snippetOf(item, query.q) })),
    },
    quizzes: {
      total: quizzes.length,
      items: quizzes.slice(0, searching ? QUIZZES_WITH_SEARCH : QUIZZES_WITHOUT_SEARCH).map(summarize),
    },
    facets: {
      subjects: SUBJECTS,
      categories: categoriesFor(query),
      difficulties: DIFFICULTIES,
    },
    help: nothing
      ? {
          searches: searching
            ? union(suggestionsFor(worksheetIndex, query), suggestionsFor(quizIndex, query)).map((q) => ({ q, href: browseHref({ ...ranked, q }) }))
            : [],
          filters: filtersToRemove(query),
        }
      : null,
  };
}

export type BrowseData = ReturnType<typeof loadBrowse>;
