import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { describe, expect, test, vi } from "vitest";
import { pdfCacheKey } from "~/lib/http/pdf-cache.server";
import { signingSecret, signLink } from "~/lib/downloads/signed-link.server";
import { BASE, Visitor, type DownloadBody } from "./visitor";
import { uniqueEmail } from "./fixtures";

async function link(visitor: Visitor, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await visitor.post("/api/downloads", body, { "Idempotency-Key": crypto.randomUUID(), ...headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as DownloadBody).url;
}

async function pageSizes(response: Response) {
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const doc = await PDFDocument.load(await response.arrayBuffer());
  return doc.getPages().map((page) => page.getSize());
}

describe("printable paper sizes", () => {
  test("the paper a download asks for is signed into its link and sets the page size", async () => {
    const visitor = new Visitor();
    const letter = await link(visitor, { kind: "worksheet", id: 4, paper: "letter" });
    const a4 = await link(visitor, { kind: "worksheet", id: 4, paper: "a4" });
    expect(new URL(letter, BASE).searchParams.get("paper")).toBe("letter");
    for (const size of await pageSizes(await visitor.get(letter))) expect(size).toEqual({ width: 612, height: 792 });
    for (const size of await pageSizes(await visitor.get(a4))) expect(size).toEqual({ width: 595.28, height: 841.89 });
    const response = await visitor.get(letter);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="studyshelf-worksheet-4-.*-letter\.pdf"$/);
    // Both sizes came from one payment.
    expect(await visitor.me()).toMatchObject({ freeDownloadsRemaining: 9 });
  });

  test("without a paper, the visitor's language region decides: Letter in the US, Canada, Mexico, the Philippines; A4 elsewhere", async () => {
    const visitor = new Visitor();
    const paperFor = async (acceptLanguage: string | null) =>
      new URL(
        await link(visitor, { kind: "quiz", id: 2 }, acceptLanguage ? { "Accept-Language": acceptLanguage } : {}),
        BASE,
      ).searchParams.get("paper");
    expect(await paperFor("en-US,en;q=0.9")).toBe("letter");
    expect(await paperFor("fr-CA")).toBe("letter");
    expect(await paperFor("es-MX,es;q=0.8")).toBe("letter");
    expect(await paperFor("fil-PH")).toBe("letter");
    expect(await paperFor("en-GB,en;q=0.9")).toBe("a4");
    expect(await paperFor("de-DE")).toBe("a4");
    expect(await paperFor("en;q=0.5,en-US;q=0.9")).toBe("letter");
    expect(await paperFor(null)).toBe("a4");
  });

  test("an unknown paper is refused with 400 and charges nothing", async () => {
    const visitor = new Visitor();
    const response = await visitor.post(
      "/api/downloads",
      { kind: "quiz", id: 2, paper: "a3" },
      { "Idempotency-Key": crypto.randomUUID() },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining('"paper"?: "letter" | "a4"') });
  });
});

describe("the cache of rendered PDFs", () => {
  test("the first request renders and stores the file; later ones, from any account, are served from the cache", async () => {
    const first = new Visitor();
    const firstLink = await link(first, { kind: "quiz", id: 11, paper: "letter" });
    const miss = await first.get(firstLink);
    expect(miss.headers.get("x-pdf-cache")).toBe("miss");
    const rendered = new Uint8Array(await miss.arrayBuffer());

    const second = new Visitor();
    const hit = await second.get(await link(second, { kind: "quiz", id: 11, paper: "letter" }));
    expect(hit.headers.get("x-pdf-cache")).toBe("hit");
    expect(hit.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await hit.arrayBuffer())).toEqual(rendered);

    // The other paper size is its own entry.
    const a4 = await second.get(await link(second, { kind: "quiz", id: 11, paper: "a4" }));
    expect(a4.headers.get("x-pdf-cache")).toBe("miss");
  });

  test("the cache key names the item, the paper and the build, and nothing about the visitor", async () => {
    const visitor = new Visitor();
    await visitor.get(await link(visitor, { kind: "worksheet", id: 9, paper: "a4" }));
    const key = pdfCacheKey(BASE, { item: { kind: "worksheet", id: 9 }, paper: "a4", version: null, copies: 1 });
    expect(new URL(key.url).pathname).toBe("/__printables/worksheet/9/a4");
    expect([...new URL(key.url).searchParams.keys()]).toEqual(["build"]);
    const stored = await (await caches.open("printables")).match(key);
    expect(stored?.headers.get("content-type")).toBe("application/pdf");
    expect(
      pdfCacheKey(BASE, { item: { kind: "worksheet", id: 9 }, paper: "a4", version: null, copies: 1 }, "another-build").url,
    ).not.toBe(key.url);
  });

  test("a file another isolate stored in the Cache API is served from it, then from this isolate's memory", async () => {
    // Nothing in this isolate has served worksheet 8 on Letter; the bytes stand for another isolate's render.
    const key = pdfCacheKey(BASE, { item: { kind: "worksheet", id: 8 }, paper: "letter", version: null, copies: 1 });
    const stored = new TextEncoder().encode("%PDF-1.7 stored by another isolate");
    const printables = await caches.open("printables");
    await printables.put(
      key,
      new Response(stored, { headers: { "Content-Type": "application/pdf", "Cache-Control": "public, max-age=86400" } }),
    );
    const visitor = new Visitor();
    const path = await link(visitor, { kind: "worksheet", id: 8, paper: "letter" });
    const fromCache = await visitor.get(path);
    expect(fromCache.headers.get("x-pdf-cache")).toBe("hit");
    expect(new Uint8Array(await fromCache.arrayBuffer())).toEqual(stored);

    expect(await printables.delete(key)).toBe(true);
    const fromMemory = await visitor.get(path);
    expect(fromMemory.headers.get("x-pdf-cache")).toBe("hit");
    expect(new Uint8Array(await fromMemory.arrayBuffer())).toEqual(stored);
  });

  test("a cached file is still refused with a forged or missing signature, once expired, to another account, without a session, and to another session of the same account", async () => {
    const email = uniqueEmail("cached");
    const owner = new Visitor();
    expect((await owner.signUp(email)).status).toBe(200);
    const url = new URL(await link(owner, { kind: "worksheet", id: 6, paper: "a4" }), BASE);
    const path = url.pathname + url.search;
    expect((await owner.get(path)).status).toBe(200);
    expect((await owner.get(path)).headers.get("x-pdf-cache")).toBe("hit");

    const refusals: [string, Visitor, string, number][] = [];
    const forged = new URL(url);
    forged.searchParams.set("sig", "A".repeat(43));
    const unsigned = new URL(url);
    unsigned.searchParams.delete("sig");
    refusals.push(["forged signature", owner, forged.pathname + forged.search, 403]);
    refusals.push(["no signature", owner, unsigned.pathname + unsigned.search, 403]);

    const expired = await signLink(await signingSecret(env.DB), {
      item: { kind: "worksheet", id: 6 },
      paper: "a4",
      version: null,
      copies: 1,
      sessionId: await owner.sessionId(),
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    refusals.push(["expired", owner, expired, 410]);

    const stranger = new Visitor();
    await stranger.download("worksheet", 6);
    refusals.push(["another account that owns the item too", stranger, path, 403]);
    refusals.push(["no session", new Visitor(), path, 403]);

    const elsewhere = new Visitor();
    expect((await elsewhere.logIn(email)).status).toBe(200);
    expect(await elsewhere.accountId()).toBe(await owner.accountId());
    refusals.push(["another session of the same account", elsewhere, path, 403]);

    for (const [why, visitor, refused, status] of refusals) {
      const response = await visitor.get(refused);
      expect(response.status, why).toBe(status);
      expect(response.headers.get("content-type"), why).toMatch(/^application\/json/);
      expect(response.headers.get("x-pdf-cache"), why).toBeNull();
    }
    // The other session asks for its own link (free: the account owns the item) and gets the cached file.
    const own = (await (await elsewhere.download("worksheet", 6)).json()) as DownloadBody;
    expect(own.charged).toBe("owned");
    expect((await elsewhere.get(own.url)).headers.get("x-pdf-cache")).toBe("hit");
    const served = await owner.get(path);
    expect(served.status).toBe(200);
    expect(served.headers.get("x-pdf-cache")).toBe("hit");
  });

  test("serving a cached file reads nothing from D1", async () => {
    const visitor = new Visitor();
    const path = await link(visitor, { kind: "quiz", id: 7, paper: "a4" });
    expect((await visitor.get(path)).status).toBe(200);
    // Every way into the database goes through these methods of the binding's class.
    const database = Object.getPrototypeOf(env.DB) as D1Database;
    const entries = (["prepare", "batch", "exec", "withSession"] as const).map((method) => vi.spyOn(database, method));
    const used = () => entries.filter((spy) => spy.mock.calls.length > 0).map((spy) => spy.getMockName());
    try {
      const hit = await visitor.get(path);
      expect(hit.headers.get("x-pdf-cache")).toBe("hit");
      expect((await new Visitor().get(path)).status).toBe(403);
      expect(used()).toEqual([]);
      // The spies do see the Worker's queries: asking for a link reads and writes D1.
      await link(visitor, { kind: "quiz", id: 7, paper: "a4" });
      expect(used()).not.toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
