/**
 * Response headers set once for every response, HTML, JSON, `.data` and PDF alike: the protective
 * headers (Hono's secureHeaders) with a Content-Security-Policy whose script nonce is fresh for each
 * response, and `Cache-Control: private, no-store` on anything personal. A response is personal
 * unless its route declared it public (worker/page-cache.ts keeps those at the edge); one that sets a
 * cookie is personal whatever it declared (docs/decisions/0013).
 */
import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { checkoutPageOrigin } from "~/lib/payments/stripe.server";

export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * Only scripts carrying this response's nonce run, plus what they load ('strict-dynamic'); styles
 * come from the site or from the page's own inlined stylesheet, which carries the nonce (docs/decisions/0021);
 * images, fonts and requests stay on the site; no plugins, no <base>, no framing.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'"],
    styleSrc: ["'self'", NONCE],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    // Where the site's forms may lead, redirects included: the site itself and Stripe Checkout.
    formAction: ["'self'", () => checkoutPageOrigin()],
  },
  // The site uses none of these browser features, so no script on it may.
  permissionsPolicy: {
    accelerometer: [],
    camera: [],
    geolocation: [],
    gyroscope: [],
    magnetometer: [],
    microphone: [],
    payment: [],
    usb: [],
  },
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
