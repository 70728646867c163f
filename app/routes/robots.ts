export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  return new Response(
    `User-agent: *\nDisallow: /api/\nDisallow: /checkout-success\nDisallow: /checkout-cancel\n\nSitemap: ${origin}/sitemap.xml\n`,
    {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
