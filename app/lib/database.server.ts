/**
 * Where D1 queries run (docs/decisions/0018). Money checks and writes run on the primary database;
 * reads that can tolerate replication lag (a visitor's balance, owned items and history) may be
 * answered by a read replica near the visitor, but never by one older than the visitor's own last
 * write: each write session's bookmark travels in the `d1_bookmark` cookie and anchors the
 * visitor's next reads. The front door opens these per request (app/lib/http/request-context.server.ts).
 */
import type { CookieJar } from "./cookie-jar";

/** What domain modules query: the database itself (the primary) or a D1 session over it. */
export type Database = Pick<D1Database, "prepare" | "batch">;

export const BOOKMARK_COOKIE = "d1_bookmark";
/** Longer than any replication lag: after it the replicas have the visitor's writes anyway. */
const BOOKMARK_LIFETIME_SECONDS = 24 * 60 * 60;
/** D1's bookmark format; anything else in the cookie is ignored rather than passed to D1. */
const BOOKMARK_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

function readBookmark(cookies: CookieJar) {
  const value = cookies.get(BOOKMARK_COOKIE);
  return value !== undefined && BOOKMARK_PATTERN.test(value) ? value : null;
}

/**
 * One request's ways into D1, each D1 session opened at most once and only when first asked for:
 * the primary itself, lag-tolerant reads near the visitor, and the visitor's writes. After the
 * request, `carryBookmark` hands the writes' bookmark to the visitor's next reads.
 */
export class RequestDatabases {
  readonly #cookies: CookieJar;
  #nearby: D1DatabaseSession | undefined;
  #writes: D1DatabaseSession | undefined;
  #carried: string | undefined;

  constructor(
    readonly primary: D1Database,
    cookies: CookieJar,
  ) {
    this.#cookies = cookies;
  }

  /**
   * Reads that may come from the nearest replica: any replica at least as new as the visitor's last
   * write, or any replica at all for a visitor who has written nothing lately. The D1 session opens
   * at the first query, so a handler may hand this on to code that may read nothing.
   */
  nearby(): Database {
    const session = () => (this.#nearby ??= this.primary.withSession(readBookmark(this.#cookies) ?? "first-unconstrained"));
    return {
      prepare: (query) => session().prepare(query),
      batch: (statements) => session().batch(statements),
    };
  }

  /** A visitor's writes: the session starts on the primary, and its bookmark then covers them. */
  writes() {
    return (this.#writes ??= this.primary.withSession("first-primary"));
  }

  /** Sets the `d1_bookmark` cookie for the visitor's next reads when this request wrote through `writes()`; once per bookmark. */
  carryBookmark() {
    const bookmark = this.#writes?.getBookmark();
    if (!bookmark || bookmark === this.#carried) return;
    this.#carried = bookmark;
    this.#cookies.set(BOOKMARK_COOKIE, bookmark, { maxAge: BOOKMARK_LIFETIME_SECONDS });
  }
}
