/**
 * Route `headers` for public pages: browsers revalidate every time, the edge keeps the rendered page
 * for 5 minutes (worker/page-cache.ts). Only pages that read nothing per visitor may use it.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300";

export function publicPageHeaders() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}
