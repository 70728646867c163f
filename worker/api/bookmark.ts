/** Hands a write session's D1 bookmark to the visitor, so their next reads see the write (docs/decisions/0018). */
import type { Context } from "hono";
import { bookmarkCookie } from "~/lib/database.server";

export function carryBookmark(c: Context, session: D1DatabaseSession) {
  const cookie = bookmarkCookie(c.req.raw, session);
  if (cookie) c.header("Set-Cookie", cookie, { append: true });
}
