/** Browse page URLs (`/?q=&subject=&category=&difficulty=&grade=&standard=&sort=&page=`), shared by links on client and server. */
import { gradeLabel } from "./grades";
import { isActiveFilter, type SearchQuery } from "./search";

/** The URL of a browse page; omits defaults (no filter, best match, page 1) so canonical links stay short. */
export function browseHref(query: SearchQuery, page = 1) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const key of ["subject", "category", "difficulty", "standard"] as const) {
    const value = query[key];
    if (isActiveFilter(value)) params.set(key, value);
  }
  if (query.grade !== undefined) params.set("grade", gradeLabel(query.grade));
  if (query.q && query.sort === "newest") params.set("sort", "newest");
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/?${search}` : "/";
}
