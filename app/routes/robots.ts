/** /robots.txt: crawl everything but the API and the checkout results; the sitemap is at the configured SITE_URL. */
import { siteOrigin } from "~/lib/site/site-url.server";

export function loader() {
  const origin = siteOrigin();
  return new Response(
    `User-agent: *\nDisallow: /api/\nDisallow: /checkout-success\nDisallow: /checkout-cancel\n\nSitemap: ${origin}/sitemap.xml\n`,
    {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
