/**
 * How the front door refuses a request before any route runs: JSON `{ error }` for the API, a small
 * self-contained page for everything else (the React Router error page needs a route to render in).
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function isApiPath(path: string) {
  return path === "/api" || path.startsWith("/api/");
}

export function refuse(c: Context, status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
  if (isApiPath(c.req.path)) return c.json({ error: message }, status, headers);
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>That request didn't work · StudyShelf</title></head><body><main><h1>That request didn't work</h1>` +
      `<p>${escape(message)}</p><p><a href="/">Back to StudyShelf</a></p></main></body></html>`,
    status,
    headers,
  );
}
