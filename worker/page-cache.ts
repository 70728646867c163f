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
import type { Visitor } from "~/lib/accounts/visitor.server";
import { isBannerDismissed } from "~/lib/site/banner.server";
import { PERSONAL_CACHE_CONTROL } from "./front-door/headers";
import { isSingleUseUrl } from "./page-query";

export const CACHE_STATUS_HEADER = "X-Page-Cache";
/** On stored copies only: the nonce the page was rendered with. */
const RENDER_NONCE_HEADER = "X-Page-Render-Nonce";

/** Cache key: the page URL plus what else the HTML depends on, so variants never mix. */
export function pageCacheKey(request: Request, visitor: Visitor, buildVersion: string) {
  const { origin, pathname, search } = new URL(request.url);
  const banner = isBannerDismissed(visitor.cookies) ? "dismissed" : "shown";
  const variant = `__build=${encodeURIComponent(buildVersion)}&__banner=${banner}`;
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

/** On stored copies only: the byte offsets of the rendered nonce's value in the page, comma-separated. */
const NONCE_OFFSETS_HEADER = "X-Page-Nonce-Offsets";

const utf8 = new TextEncoder();

/** Where `needle` starts in `haystack`, every time, as byte offsets. */
function offsetsOf(haystack: Uint8Array, needle: Uint8Array) {
  const offsets: number[] = [];
  for (let at = haystack.indexOf(needle[0]); at !== -1; at = haystack.indexOf(needle[0], at + 1)) {
    let same = true;
    for (let i = 1; i < needle.length && same; i++) same = haystack[at + i] === needle[i];
    if (same) offsets.push(at);
  }
  return offsets;
}

/**
 * The copy to store: the page's bytes, the nonce it was rendered with, and where that nonce's value
 * stands (after `nonce="`). React writes the nonce only as `nonce="…"` attributes, and the nonce is
 * random, so those places are the attributes and nothing else.
 */
function storedCopy(page: Response, body: Uint8Array<ArrayBuffer>, nonce: string) {
  const attribute = utf8.encode(`nonce="${nonce}"`);
  const valueStart = attribute.length - nonce.length - 1;
  const stored = new Response(body, page);
  stored.headers.set(RENDER_NONCE_HEADER, nonce);
  stored.headers.set(
    NONCE_OFFSETS_HEADER,
    offsetsOf(body, attribute)
      .map((at) => at + valueStart)
      .join(","),
  );
  return stored;
}

/**
 * The stored page with `nonce` in place of the one it was rendered with. Nonces of one length (the
 * front door's always are) are written over the stored one at its recorded offsets, byte for byte,
 * without decoding the page; otherwise the attribute text is replaced.
 */
async function withNonce(stored: Response, nonce: string) {
  const rendered = stored.headers.get(RENDER_NONCE_HEADER) ?? "";
  const offsets = stored.headers.get(NONCE_OFFSETS_HEADER);
  const fresh = utf8.encode(nonce);
  let body: BodyInit;
  if (offsets !== null && fresh.length === utf8.encode(rendered).length) {
    const bytes = new Uint8Array(await stored.arrayBuffer());
    for (const at of offsets ? offsets.split(",") : []) bytes.set(fresh, Number(at));
    body = bytes;
  } else {
    body = (await stored.text()).replaceAll(`nonce="${rendered}"`, `nonce="${nonce}"`);
  }
  const page = marked(new Response(body, stored), "hit");
  page.headers.delete(RENDER_NONCE_HEADER);
  page.headers.delete(NONCE_OFFSETS_HEADER);
  return page;
}

/**
 * The page for a GET from the cache when there, else rendered (and stored when public). `nonce` is
 * this response's CSP nonce: `render` must put it on the page's scripts.
 */
export async function cachedPage(
  request: Request,
  context: { waitUntil(promise: Promise<unknown>): void },
  { buildVersion, nonce, visitor }: { buildVersion: string; nonce: string; visitor: Visitor },
  render: (request: Request) => Promise<Response>,
) {
  if (request.method === "HEAD") return render(request);
  // A form post's answer (a graded quiz, a message's errors) belongs to whoever posted it.
  if (request.method !== "GET") return personal(await render(request));
  if (visitor.hasSessionCookie()) return marked(personal(await render(request)), "bypass");
  if (isSingleUseUrl(new URL(request.url))) return marked(await render(request), "bypass");
  const cache = await caches.open("pages");
  const key = pageCacheKey(request, visitor, buildVersion);
  const hit = await cache.match(key);
  if (hit?.headers.has(RENDER_NONCE_HEADER)) return withNonce(hit, nonce);
  const response = await render(request);
  if (!isCacheable(response)) return marked(response, "bypass");
  // Stored from one buffer, not a tee of React's stream: the render has no deferred parts, so the
  // whole page is ready at once, and a stream of small chunks cost the cache several times more.
  const body = new Uint8Array(await response.arrayBuffer());
  context.waitUntil(cache.put(key, storedCopy(response, body, nonce)));
  return marked(new Response(body, response), "miss");
}
