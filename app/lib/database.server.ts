/**
 * Where D1 queries run (docs/decisions/0018). Money checks and writes run on the primary database;
 * reads that can tolerate replication lag (a visitor's balance, owned items and history) may be
 * answered by a read replica near the visitor, but never by one older than the visitor's own last
 * write: each write session's bookmark travels in the `d1_bookmark` cookie and anchors the
 * visitor's next reads.
 */
import { parse, serialize } from "cookie-es";
import { isLocalHttp } from "./local-http";

/** What domain modules query: the database itself (the primary) or a D1 session over it. */
export type Database = Pick<D1Database, "prepare" | "batch">;

export const BOOKMARK_COOKIE = "d1_bookmark";
/** Longer than any replication lag: after it the replicas have the visitor's writes anyway. */
const BOOKMARK_LIFETIME_SECONDS = 24 * 60 * 60;
/** D1's bookmark format; anything else in the cookie is ignored rather than passed to D1. */
const BOOKMARK_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export function readBookmark(request: Request) {
  const value = parse(request.headers.get("cookie") ?? "")[BOOKMARK_COOKIE];
  return value !== undefined && BOOKMARK_PATTERN.test(value) ? value : null;
}

/**
 * Reads that may come from the nearest replica: any replica at least as new as the visitor's last
 * write, or any replica at all for a visitor who has written nothing lately.
 */
export function nearbyReads(db: D1Database, request: Request) {
  return db.withSession(readBookmark(request) ?? "first-unconstrained");
}

/** A visitor's writes: the session starts on the primary, and its bookmark then covers them. */
export function primaryWrites(db: D1Database) {
  return db.withSession("first-primary");
}

/** The Set-Cookie that carries the session's bookmark to the visitor's next reads; null if it ran no query. */
export function bookmarkCookie(request: Request, session: D1DatabaseSession) {
  const bookmark = session.getBookmark();
  if (!bookmark) return null;
  return serialize(BOOKMARK_COOKIE, bookmark, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: BOOKMARK_LIFETIME_SECONDS,
    secure: !isLocalHttp(request),
  });
}

/** Response headers for a page loader or action that wrote through `session`. */
export function bookmarkHeaders(request: Request, session: D1DatabaseSession) {
  const headers = new Headers();
  const cookie = bookmarkCookie(request, session);
  if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}
