/** GET /api/worksheets and /api/quizzes: search, filter and page the catalogue; one item by id. */
import { Hono } from "hono";
import {
  getItem,
  parseId,
  quizIndex,
  suggestionsFor,
  summarize,
  worksheetIndex,
  type CatalogueItem,
} from "~/lib/catalogue/catalogue.server";
import type { SearchIndex, SearchQuery } from "~/lib/catalogue/search";
import type { ItemKind } from "~/lib/catalogue/item-ref";
import { parseSearchParams } from "~/lib/catalogue/search-params.server";
import { publicQuestion } from "~/lib/questions/public-shape";
import { jsonError } from "./errors";

/** Newest first unless `sort=relevance`; when nothing matches, search texts that would find something. */
function listBody(index: SearchIndex<CatalogueItem>, query: SearchQuery) {
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
export type CatalogueListResponse = ReturnType<typeof listBody>;

export function catalogueResource(kind: ItemKind) {
  const index = kind === "worksheet" ? worksheetIndex : quizIndex;
  return new Hono()
    .get("/", (c) => {
      const parsed = parseSearchParams(new URL(c.req.url).searchParams);
      if (!parsed.ok) return jsonError(c, 400, parsed.error);
      return c.json(listBody(index, parsed.query));
    })
    .get("/:id", (c) => {
      const item = getItem(kind, parseId(c.req.param("id")));
      if (!item) return jsonError(c, 404, `No ${kind} with id "${c.req.param("id")}".`);
      const { id, title, description, subject, category, difficulty, grades, questions, example } = item;
      // Every question keeps readable question and answer text; accept lists stay on the server.
      return c.json({
        id,
        title,
        description,
        subject,
        category,
        difficulty,
        grades,
        example,
        questions: questions.map(publicQuestion),
      });
    });
}
