/**
 * The browse query as it arrives in URLs (`?q=&subject=&category=&difficulty=&page=`), validated
 * once for the home page loader and the JSON API alike.
 */
import { z } from "zod";
import type { SearchQuery } from "./search";

const Filter = z.string().trim().max(100, "is too long").optional();

export const SearchParamsSchema = z.object({
  q: z.string().max(200, "must be at most 200 characters").optional(),
  subject: Filter,
  category: Filter,
  difficulty: Filter,
  page: z
    .string()
    .regex(/^[1-9]\d*$/, "must be a positive integer")
    .transform(Number)
    .optional(),
});

export type SearchParseResult = { ok: true; query: SearchQuery } | { ok: false; error: string };

export function parseSearchParams(params: URLSearchParams): SearchParseResult {
  const result = SearchParamsSchema.safeParse(
    Object.fromEntries(["q", "subject", "category", "difficulty", "page"].flatMap((key) => {
      const value = params.get(key);
      return value === null ? [] : [[key, value]];
    })),
  );
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, error: `${issue.path.join(".")} ${issue.message}` };
  }
  return { ok: true, query: { ...result.data, page: result.data.page ?? 1 } };
}

