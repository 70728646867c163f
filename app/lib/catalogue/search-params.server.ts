/**
 * The browse query as it arrives in URLs (`?q=&subject=&category=&difficulty=&grade=&standard=&sort=&page=`),
 * validated once for the page loaders and the JSON API alike. `all` or an absent value skips a
 * filter; `grade` is `K` or `1` … `12`; `standard` is a code or a code's prefix ("4.NF.B.3", "4.NF",
 * "MS-LS1"); `sort` is `relevance` or `newest`.
 */
import { z } from "zod";
import { parseGradeParam } from "./grades";
import { SORTS, type SearchQuery } from "./search";

/** Letters and digits in up to six parts joined by "." or "-": every code of every set, and their prefixes. */
const STANDARD_CODE = /^(?:all|[A-Za-z0-9]{1,4}(?:[.-][A-Za-z0-9]{1,4}){0,5})$/;

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
  standard: z
    .string()
    .trim()
    .regex(STANDARD_CODE, 'must be a standard\'s code such as "4.NF.B.3", a prefix such as "4.NF", or "all"')
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
