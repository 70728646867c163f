/**
 * The site's own address: the SITE_URL variable (wrangler.toml for `npm start`, the test configs for
 * the test suites), never the request's Host header, which any client can set. Canonical links, the
 * sitemap, robots.txt, Stripe's return URLs and every redirect check use it.
 */
import { env } from "cloudflare:workers";

export function siteOrigin() {
  return new URL(env.SITE_URL).origin;
}

/** An absolute URL on this site for a path such as "/about". */
export function siteUrl(path: string) {
  return new URL(path, siteOrigin()).href;
}
