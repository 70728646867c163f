/** /sitemap.xml: every public page: home, static pages, grade pages, the standards map, subject and topic listings, worksheets and quizzes. */
import { itemPath } from "~/lib/catalogue/item-ref";
import { areas, quizIndex, worksheetIndex } from "~/lib/catalogue/catalogue.server";
import { siteOrigin } from "~/lib/site/site-url.server";
import { GRADE_PAGES } from "~/lib/catalogue/grade-pages";

export function loader() {
  const origin = siteOrigin();
  const paths = [
    "/",
    "/about",
    "/privacy",
    "/terms",
    "/contact",
    "/help",
    "/standards",
    ...GRADE_PAGES.map((page) => `/grade/${page.slug}`),
    ...areas.flatMap((area) => [`/${area.slug}/all`, ...area.topics.map((topic) => `/${area.slug}/${topic.slug}`)]),
    ...worksheetIndex.items.map(itemPath),
    ...quizIndex.items.map(itemPath),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
