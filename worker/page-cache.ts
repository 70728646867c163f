/**
 * The edge cache for rendered public pages (docs/decisions/0010, 0021). Server rendering is most of
 * a page's cost; a public page seen by a visitor without a session depends only on its URL, the
 * build and the welcome-banner cookie, so repeat requests can skip the render. A visitor with a
 * session gets the page rendered for them (the header shows their balance and account links), never
 * from the cache and never stored. Routes opt in with `publicPageHeaders`; anything else, anything
 * with Set-Cookie, and any status but 200 is passed through untouched, and so is a URL with a query
 * parameter no page reads (worker/page-query.ts, docs/decisions/0023): it is requested about once.
 *
 * Every response has its own Content-Security-Policy nonce (worker/front-door/headers.ts), so a page
 * is stored with the nonce it was rendered with, and a cached copy gets the nonce of the response it
 * is served in: only elements that carry the stored nonce are given the new one (docs/decisions/0013).
 */
import { hasSessionCookie } from "~/lib/accounts/session.server";
import { isBannerDismissed } from "~/lib/site/banner.server";
import { PERSONAL_CACHE_CONTROL } from "./front-door/headers";
import { isSingleUseUrl } from "./page-query";

export const CACHE_STATUS_HEADER = "X-Page-Cache";
/** On stored copies only: the nonce the page was rendered with. */
const RENDER_NONCE_HEADER = "X-Page-Render-Nonce";

/** Cache key: the page URL plus what else the HTML depends on, so variants never mix. */
export function pageCacheKey(request: Request, buildVersion: string) {
  const { origin, pathname, search } = new URL(request.url);
  const variant = `__build=${encodeURIComponent(buildVersion)}&__banner=${isBannerDismissed(request) ? "dismissed" : "shown"}`;
  // Appended rather than set through searchParams, which re-encodes the whole query on every request.
  return new Request(`${origin}${pathname}${search ? `${search}&` : "?"}${variant}`, { method: "GET" });
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

/** A response for this visitor alone, whatever its route declared for the page's public form. */
function personal(response: Response) {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  return copy;
}

/**
 * The stored page with `nonce` in place of the one it was rendered with. React writes the nonce only
 * as `nonce="…"` attributes, and the stored one is random, so replacing that exact attribute text
 * changes those attributes and nothing else; a page is a few tens of kilobytes, read whole.
 */
async function withNonce(stored: Response, nonce: string) {
  const rendered = stored.headers.get(RENDER_NONCE_HEADER);
  const html = (await stored.text()).replaceAll(`nonce="${rendered}"`, `nonce="${nonce}"`);
  const page = marked(new Response(html, stored), "hit");
  page.headers.delete(RENDER_NONCE_HEADER);
  return page;
}

/**
 * The page for a GET from the cache when there, else rendered (and stored when public). `nonce` is
 * this response's CSP nonce: `render` must put it on the page's scripts.
 */
export async function cachedPage(
  request: Request,
  context: { waitUntil(promise: Promise<unknown>): void },
  { buildVersion, nonce }: { buildVersion: string; nonce: string },
  render: (request: Request) => Promise<Response>,
) {
  if (request.method === "HEAD") return render(request);
  // A form post's answer (a graded quiz, a message's errors) belongs to whoever posted it.
  if (request.method !== "GET") return personal(await render(request));
  if (hasSessionCookie(request)) return marked(personal(await render(request)), "bypass");
  if (isSingleUseUrl(new URL(request.url))) return marked(await render(request), "bypass");
  const cache = await caches.open("pages");
  const key = pageCacheKey(request, buildVersion);
  const hit = await cache.match(key);
  if (hit?.headers.has(RENDER_NONCE_HEADER)) return withNonce(hit, nonce);
  const response = await render(request);
  if (!isCacheable(response)) return marked(response, "bypass");
  // Stored from one buffer, not a tee of React's stream: the render has no deferred parts, so the
  // whole page is ready at once, and a stream of small chunks cost the cache several times more.
  const page = new Response(await response.arrayBuffer(), response);
  const stored = page.clone();
  stored.headers.set(RENDER_NONCE_HEADER, nonce);
  context.waitUntil(cache.put(key, stored));
  return marked(page, "miss");
}
