/**
 * GET /api/worksheets and /api/quizzes: search, filter and page the catalogue; one item by id. A
 * generated worksheet answers `?level=&seed=` with that version, and names its generator, level and seed.
 */
import { Hono } from "hono";
import { getItem, parseId, quizIndex, worksheetIndex, worksheetVersion } from "~/lib/catalogue/catalogue.server";
import { readVersion } from "~/lib/generators/version";
import type { ItemKind } from "~/lib/catalogue/item-ref";
import { parseSearchParams } from "~/lib/catalogue/search-params.server";
import { catalogueListBody } from "~/lib/http/api-bodies";
import { wordingOfQuery } from "~/lib/catalogue/wording";
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
      const wordingAsked = wordingOfQuery(new URL(c.req.url).searchParams);
      if (!wordingAsked.ok) return jsonError(c, 400, wordingAsked.error);
      const found = getItem(kind, parseId(c.req.param("id")), wordingAsked.wording);
      if (!found) return jsonError(c, 404, `No ${kind} with id "${c.req.param("id")}".`);
      const asked = readVersion(c.req.query("level"), c.req.query("seed"));
      if (!asked.ok) return jsonError(c, 400, asked.error);
      if (asked.named && !(found.kind === "worksheet" && found.generated))
        return jsonError(
          c,
          400,
          `${kind === "quiz" ? "A quiz" : "This worksheet"} has one version: level and seed apply to generated worksheets.`,
        );
      const item = found.kind === "worksheet" ? worksheetVersion(found, asked.version.level, asked.version.seed) : found;
      const { id, title, description, subject, category, difficulty, grades, questions, example, wording } = item;
      // Every question keeps readable question and answer text; accept lists stay on the server.
      return c.json({
        id,
        title,
        description,
        subject,
        category,
        difficulty,
        grades,
        wording,
        example,
        ...(item.kind === "worksheet" && item.generated ? { generated: item.generated } : {}),
        questions: questions.map(publicQuestion),
      });
    });
}
