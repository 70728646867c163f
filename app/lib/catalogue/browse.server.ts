/**
 * Data for the browse page (home): worksheets under the search, filters and page, best match first
 * when there is search text, each with a snippet showing why it matched; the quizzes under the same
 * search and filters; the visitor's grades (the grade filter, else K–8) ahead of far-off ones; further
 * results for what the text means beyond its letters (further.server.ts); filter choices that cannot
 * dead-end; and help when nothing matches.
 */
import { browseHref } from "./browse-href";
import { areas, quizIndex, subjectSizes, suggestionsFor, summarize, worksheetIndex } from "./catalogue.server";
import { furtherResults, visitorBand } from "./further.server";
import { gradeLabel } from "./grades";
import { GRADE_PAGES } from "./grade-pages";
import { isActiveFilter, needleOf, type SearchQuery } from "./search";
import { snippetOf } from "./snippet";
import { ALL_STANDARDS, standardByCode } from "../standards/standards";
import { groupSubjects } from "./subjects";

/** Quizzes shown beside the worksheet results: all matches for a search, the newest few otherwise. */
const QUIZZES_WITH_SEARCH = 24;
const QUIZZES_WITHOUT_SEARCH = 6;

function union(...lists: readonly (readonly string[])[]) {
  return [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b));
}

// The same for every page: worked out once, not sorted again for each request.
const ALL_ITEMS = [...worksheetIndex.items, ...quizIndex.items];
/** The subject filter's choices, grouped like a school's subject list (subjects.ts). */
const SUBJECTS = groupSubjects(subjectSizes, areas).map(({ label, subjects }) => ({ label, options: subjects.map(({ name }) => name) }));
/**
 * The standards some item is tagged with, in the standards' own order (set, grade, domain), with the
 * parent of a tagged lettered part: choosing 4.NF.B.3 finds the sheets on 4.NF.B.3.a and 4.NF.B.3.c.
 */
const TAGGED = new Set(
  ALL_ITEMS.flatMap((item) => item.standards.flatMap(({ code }) => [code, standardByCode(code)?.parent ?? code])),
);
const STANDARDS = ALL_STANDARDS.filter(({ code }) => TAGGED.has(code)).map(({ code }) => code);
const DIFFICULTIES = union(worksheetIndex.difficulties, quizIndex.difficulties);
const CATEGORIES = union(worksheetIndex.categories(), quizIndex.categories());

/** The home page's grade shelves: each grade page with how many items suit it; high school last, as its own group. */
const GRADE_SHELVES = GRADE_PAGES.map((page) => ({
  slug: page.slug,
  name: page.name,
  count: ALL_ITEMS.filter((item) => item.grades.from <= page.band.to && page.band.from <= item.grades.to).length,
}));

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
  const near = visitorBand(query.grade);
  const worksheets = worksheetIndex.search({ ...ranked, near });
  const { page: _page, ...filters } = ranked;
  const quizzes = quizIndex.match({ ...filters, near });
  const nothing = worksheets.total === 0 && quizzes.length === 0;
  const further = furtherResults(query, !nothing);
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
    further,
    grades: GRADE_SHELVES,
    facets: {
      subjects: SUBJECTS,
      categories: categoriesFor(query),
      difficulties: DIFFICULTIES,
      standards: STANDARDS,
    },
    help: nothing
      ? {
          searches:
            searching && !further.corrected
              ? union(suggestionsFor(worksheetIndex, query), suggestionsFor(quizIndex, query)).map((q) => ({ q, href: browseHref({ ...ranked, q }) }))
            : [],
          filters: filtersToRemove(query),
        }
      : null,
  };
}

export type BrowseData = ReturnType<typeof loadBrowse>;
