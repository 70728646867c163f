/** GET /api/worksheets and /api/quizzes: search, filter and page the catalogue; one item by id. */
import { Hono } from "hono";
import { getItem, parseId, quizIndex, worksheetIndex } from "~/lib/catalogue/catalogue.server";
import type { ItemKind } from "~/lib/catalogue/item-ref";
import { parseSearchParams } from "~/lib/catalogue/search-params.server";
import { catalogueListBody } from "~/lib/http/api-bodies";
import { publicQuestion } from "~/lib/questions/public-shape";
import { jsonError } from "./errors";

export function catalogueResource(kind: ItemKind) {
  const index = kind === "worksheet" ? worksheetIndex : quizIndex;
  return new Hono()
    .get("/", (c) => {
      const parsed = parseSearchParams(new URL(c.req.url).searchParams);
      if (!parsed.ok) return jsonError(c, 400, parsed.error);
      return c.json(catalogueListBody(index, parsed.query));
    })
    .get("/:id", (c) => {
      const item = getItem(kind, parseId(c.req.param("id")));
      if (!item) return jsonError(c, 404, `No ${kind} with id "${c.req.param("id")}".`);
      const { id, title, description, subject, category, difficulty, grades, standards, questions, example } = item;
      // Every question keeps readable question and answer text; accept lists stay on the server.
      return c.json({
        id,
        title,
        description,
        subject,
        category,
        difficulty,
        grades,
        standards,
        example,
        questions: questions.map(publicQuestion),
      });
    });
}
