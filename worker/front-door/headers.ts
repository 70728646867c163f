/**
 * Response headers set once for every response, HTML, JSON, `.data` and PDF alike: the protective
 * headers (Hono's secureHeaders), and `Cache-Control: private, no-store` on anything personal. A
 * response is personal unless its route declared it public (worker/page-cache.ts keeps those at the
 * edge); one that sets a cookie is personal whatever it declared.
 */
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";

export const PERSONAL_CACHE_CONTROL = "private, no-store";

export const securityHeaders = secureHeaders({
  // Plain http to localhost (npm start, the e2e suite) must not pin the browser to https.
  strictTransportSecurity: false,
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
});

export const strictTransportSecurity = createMiddleware(async (c, next) => {
  await next();
  if (new URL(c.req.url).protocol === "https:")
    c.res.headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
});

export const personalNoStore = createMiddleware(async (c, next) => {
  await next();
  const cacheControl = c.res.headers.get("cache-control");
  if (!cacheControl || c.res.headers.has("set-cookie")) c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
});
