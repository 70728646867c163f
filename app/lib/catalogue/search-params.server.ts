/**
 * The browse query as it arrives in URLs (`?q=&subject=&category=&difficulty=&grade=&sort=&page=`),
 * validated once for the page loaders and the JSON API alike. `all` or an absent value skips a
 * filter; `grade` is `K` or `1` … `12`; `sort` is `relevance` or `newest`.
 */
import { z } from "zod";
import { parseGradeParam } from "./grades";
import { SORTS, type SearchQuery } from "./search";

const Filter = z.string().trim().max(100, "is too long").optional();

export const SearchParamsSchema = z.object({
  q: z.string().max(200, "must be at most 200 characters").optional(),
  subject: Filter,
  category: Filter,
  difficulty: Filter,
  grade: z
    .string()
    .transform((value, ctx) => {
      const grade = parseGradeParam(value);
      if (grade !== null) return grade;
      ctx.addIssue({ code: "custom", message: 'must be "K", a number from 1 to 12, or "all"' });
      return z.NEVER;
    })
    .optional(),
  sort: z.enum(SORTS, { error: 'must be "relevance" or "newest"' }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d*$/, "must be a positive integer")
    .transform(Number)
    .optional(),
});

const KEYS = Object.keys(SearchParamsSchema.shape) as (keyof typeof SearchParamsSchema.shape)[];

export type SearchParseResult = { ok: true; query: SearchQuery } | { ok: false; error: string };

export function parseSearchParams(params: URLSearchParams): SearchParseResult {
  const result = SearchParamsSchema.safeParse(
    Object.fromEntries(
      KEYS.flatMap((key) => {
        const value = params.get(key);
        return value === null ? [] : [[key, value]];
      }),
    ),
  );
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, error: `${issue.path.join(".")} ${issue.message}` };
  }
  return { ok: true, query: { ...result.data, page: result.data.page ?? 1 } };
}
