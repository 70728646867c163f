/**
 * The edge cache for rendered public pages (docs/decisions/0010). Server rendering is most of a
 * page's cost; a public page depends only on its URL, the build and the welcome-banner cookie (the
 * header's balance comes from /api/me in the browser), so repeat requests can skip the render.
 * Routes opt in with `publicPageHeaders`; anything else, anything with Set-Cookie, and any status but
 * 200 is passed through untouched.
 */
import { isBannerDismissed } from "~/lib/site/banner.server";

export const CACHE_STATUS_HEADER = "X-Page-Cache";

/** Cache key: the page URL plus what else the HTML depends on, so variants never mix. */
export function pageCacheKey(request: Request, buildVersion: string) {
  const url = new URL(request.url);
  url.searchParams.set("__build", buildVersion);
  url.searchParams.set("__banner", isBannerDismissed(request) ? "dismissed" : "shown");
  return new Request(url, { method: "GET" });
}

function isCacheable(response: Response) {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    /(^|,)\s*public\b/.test(response.headers.get("cache-control") ?? "")
  );
}

function marked(response: Response, status: "hit" | "miss" | "bypass") {
  const copy = new Response(response.body, response);
  copy.headers.set(CACHE_STATUS_HEADER, status);
  return copy;
}

export async function cachedPage(
  request: Request,
  context: { waitUntil(promise: Promise<unknown>): void },
  buildVersion: string,
  render: (request: Request) => Promise<Response>,
) {
  if (request.method !== "GET") return render(request);
  const cache = await caches.open("pages");
  const key = pageCacheKey(request, buildVersion);
  const hit = await cache.match(key);
  if (hit) return marked(hit, "hit");
  const response = await render(request);
  if (!isCacheable(response)) return marked(response, "bypass");
  context.waitUntil(cache.put(key, response.clone()));
  return marked(response, "miss");
}
