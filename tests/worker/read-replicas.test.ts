/**
 * Reads near the visitor, never older than their own writes (docs/decisions/0018). Locally D1 has
 * no replicas, so these tests give DB one that lags: a second local database (REPLICA) holding the
 * account tables as they were at the last `replicate()`. D1 sessions are routed as D1 routes them:
 * "first-primary" to the primary, a bookmark newer than the replica's copy to the primary (a replica
 * that is behind cannot serve it), anything else to the lagging replica.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { BOOKMARK_COOKIE } from "~/lib/database.server";
import { Visitor } from "./visitor";
import { uniqueEmail } from "./fixtures";

const REPLICATED_TABLES = ["accounts", "sessions", "ledger", "entitlements"];

const replica = {
  /** The primary's bookmark when the replica last caught up. */
  caughtUpAt: "",
  /** Sessions the replica served since the last `replicate()`. */
  sessionsServed: 0,
  /** What the app last asked D1 for: a constraint or a bookmark. */
  lastAsked: undefined as string | undefined,
};

/** The replica catches up with the primary: copies the account tables as they are now. */
async function replicate() {
  const copies: D1PreparedStatement[] = [];
  for (const table of REPLICATED_TABLES) {
    const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all<Record<string, unknown>>();
    for (const row of results) {
      const columns = Object.keys(row);
      copies.push(
        env.REPLICA.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).bind(
          ...Object.values(row),
        ),
      );
    }
  }
  // One transaction, foreign keys checked at its end: the replica moves from one state to the next.
  await env.REPLICA.batch([
    env.REPLICA.prepare("PRAGMA defer_foreign_keys = ON"),
    ...REPLICATED_TABLES.toReversed().map((table) => env.REPLICA.prepare(`DELETE FROM ${table}`)),
    ...copies,
  ]);
  const primary = env.DB.withSession("first-primary");
  await primary.prepare("SELECT 1").run();
  replica.caughtUpAt = primary.getBookmark() ?? "";
  replica.sessionsServed = 0;
}

function laggingReplicaSession(): D1DatabaseSession {
  replica.sessionsServed += 1;
  return {
    prepare: (query) => env.REPLICA.prepare(query),
    batch: (statements) => env.REPLICA.batch(statements),
    getBookmark: () => replica.caughtUpAt,
  } as D1DatabaseSession;
}

beforeAll(async () => {
  await applyD1Migrations(env.REPLICA, env.TEST_MIGRATIONS);
  // A replica changes by replication, not by the app's SQL: the append-only triggers guard the primary.
  const { results } = await env.REPLICA.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all<{ name: string }>();
  for (const { name } of results) await env.REPLICA.prepare(`DROP TRIGGER "${name}"`).run();
});

beforeEach(async () => {
  const primarySession = env.DB.withSession.bind(env.DB);
  vi.spyOn(env.DB, "withSession").mockImplementation((constraint) => {
    replica.lastAsked = constraint;
    if (constraint === "first-primary") return primarySession(constraint);
    // D1 bookmarks are fixed-width hex, so later ones sort after earlier ones.
    const newerThanReplica = constraint !== undefined && constraint !== "first-unconstrained" && constraint > replica.caughtUpAt;
    return newerThanReplica ? primarySession(constraint) : laggingReplicaSession();
  });
  await replicate();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The same visitor without the bookmark cookie: what they would see if it were not carried. */
function withoutBookmark(visitor: Visitor) {
  const forgetful = new Visitor(visitor.ip);
  forgetful.cookie = visitor.cookie;
  return forgetful;
}

describe("a visitor always sees their own writes", () => {
  test("a download followed by /api/me never shows the old balance while the nearest replica lags", async () => {
    const visitor = new Visitor();
    await visitor.download("worksheet", 0);
    await replicate();

    const download = await visitor.download("worksheet", 1);
    expect(await download.json()).toMatchObject({ charged: "free", freeDownloadsRemaining: 8 });
    expect(await visitor.me()).toMatchObject({
      freeDownloadsRemaining: 8,
      owned: expect.arrayContaining([{ kind: "worksheet", id: 1 }]),
    });

    // Without the bookmark the lagging replica answers, with the balance before the download.
    expect(await withoutBookmark(visitor).me()).toMatchObject({
      freeDownloadsRemaining: 9,
      owned: [{ kind: "worksheet", id: 0 }],
    });
  });

  test("a first download creates the account, and /api/me shows it at once", async () => {
    const visitor = new Visitor();
    await visitor.download("quiz", 2);
    expect(await visitor.me()).toMatchObject({ freeDownloadsRemaining: 9, owned: [{ kind: "quiz", id: 2 }] });
    expect(await withoutBookmark(visitor).me()).toMatchObject({ freeDownloadsRemaining: 10, owned: [] });
  });

  test("signing up shows at once: /api/me knows the new session", async () => {
    const visitor = new Visitor();
    await visitor.download("worksheet", 2);
    await replicate();
    const email = uniqueEmail("replica");
    expect((await visitor.signUp(email)).status).toBe(200);
    expect(await visitor.me()).toMatchObject({ user: { email }, freeDownloadsRemaining: 9 });
    expect(await withoutBookmark(visitor).me()).toMatchObject({ user: null, freeDownloadsRemaining: 10 });
  });

  test("the bookmark cookie is HttpOnly, Secure, SameSite=Lax, for the whole site, for a day", async () => {
    const download = await new Visitor().download("worksheet", 3);
    const cookie = download.headers.getSetCookie().find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`));
    expect(cookie).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}; `));
    expect(cookie!.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=86400", "Path=/", "SameSite=Lax", "Secure"]);
  });
});

describe("reads near the visitor, money on the primary", () => {
  test("with nothing new written, /api/me is answered by the replica", async () => {
    const visitor = new Visitor();
    await visitor.download("worksheet", 4);
    await replicate();
    expect(await visitor.me()).toMatchObject({ freeDownloadsRemaining: 9 });
    expect(replica.sessionsServed).toBe(1);
  });

  test("a bookmark cookie that is not a D1 bookmark is ignored, not passed to D1", async () => {
    const visitor = new Visitor();
    await visitor.download("worksheet", 5);
    await replicate();
    visitor.cookies.set(BOOKMARK_COOKIE, "ffffffff-ffffffff-ffffffff-not-a-bookmark");
    expect(await visitor.me()).toMatchObject({ freeDownloadsRemaining: 9 });
    expect(replica.lastAsked).toBe("first-unconstrained");
  });

  test("the balance check of a download is made on the primary, not on a replica that still shows free downloads", async () => {
    const visitor = new Visitor();
    for (let id = 0; id < 10; id += 1) expect((await visitor.download("quiz", id)).status).toBe(200);
    await replicate();
    // Make the replica lag five downloads behind: it still shows five free downloads.
    const accountId = await visitor.accountId();
    await env.REPLICA.batch([
      env.REPLICA.prepare("DELETE FROM entitlements WHERE account_id = ? AND item_id >= 5").bind(accountId),
      env.REPLICA.prepare("DELETE FROM ledger WHERE account_id = ? AND kind = 'download' AND item_id >= 5").bind(accountId),
    ]);
    expect(await withoutBookmark(visitor).me()).toMatchObject({ freeDownloadsRemaining: 5 });
    const refused = await visitor.download("worksheet", 6);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ error: "no_downloads_left" });
  });
});
