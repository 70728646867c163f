/**
 * Where the site may send a visitor after an action (`next`, `returnTo`) or on start (the stored
 * redirect): a target is resolved against the site's own origin and followed only when it stays
 * there. Control characters and backslashes are refused outright: browsers drop tabs and newlines
 * from URLs and read "\" as "/", so "/\t/evil.example" would reach the browser as "//evil.example".
 * Shared by the server (with SITE_URL) and the browser.
 *
 * The router's own data requests ("/quiz/3.data?_routes=…") are never a place to send a visitor:
 * a target naming one is read as the page it belongs to, so a round trip through log-in that began
 * in a client-side navigation still ends on the page the visitor saw.
 */

function hasUnsafeCharacter(value: string) {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return true;
  }
  return false;
}

/** The path, query and fragment `value` points to on `siteOrigin`, or null when it leaves the site or is not a URL. */
export function sameOriginPath(value: unknown, siteOrigin: string): string | null {
  if (typeof value !== "string" || value === "" || hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return null;
  }
  // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as another host.
  if (url.origin !== new URL(siteOrigin).origin || url.pathname.startsWith("//")) return null;
  return pagePath(url) + url.hash;
}

/** The page a URL shows: the router's ".data" suffix and "_routes" parameter removed. */
export function pagePath(url: URL) {
  const pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.slice(0, -"_.data".length)
    : url.pathname.replace(/\.data$/, "");
  if (!url.searchParams.has("_routes")) return `${pathname}${url.search}`;
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** The same-origin path `value` points to, else `fallback`. */
export function safeRedirect(value: unknown, fallback: string, siteOrigin: string) {
  return sameOriginPath(value, siteOrigin) ?? fallback;
}

/** A log-in or sign-up path that passes `next` on, so switching between the two keeps where the visitor was going. */
export function withNext(path: string, next: string) {
  return next === "/account" ? path : `${path}?next=${encodeURIComponent(next)}`;
}
