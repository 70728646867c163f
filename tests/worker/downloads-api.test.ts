import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { quizzes, worksheets } from "../support/catalogue-as-read";
import { grantCredits } from "~/lib/ledger/ledger.server";
import { postJson } from "./fetch";
import { Visitor, type DownloadBody } from "./visitor";

const allItems = [
  ...worksheets.flatMap((item, id) => ("withdrawn" in item && item.withdrawn ? [] : [{ kind: "worksheet" as const, id }])),
  ...quizzes.flatMap((item, id) => ("withdrawn" in item && item.withdrawn ? [] : [{ kind: "quiz" as const, id }])),
];

async function ledgerSums(accountId: string) {
  return env.DB.prepare(
    "SELECT SUM(delta_free) AS free, SUM(delta_credits) AS credits, COUNT(*) AS rows FROM ledger WHERE account_id = ?",
  )
    .bind(accountId)
    .first<{ free: number; credits: number; rows: number }>();
}

/** A visitor who has used all 10 free downloads (on the first 10 items) and bought `credits`. */
async function visitorWithCredits(credits: number) {
  const visitor = new Visitor();
  for (const item of allItems.slice(0, 10)) expect((await visitor.download(item.kind, item.id)).status).toBe(200);
  const accountId = await visitor.accountId();
  await grantCredits(env.DB, { key: `purchase:test-${crypto.randomUUID()}`, accountId, credits });
  return { visitor, accountId };
}

describe("POST /api/downloads", () => {
  test("a new visitor gets 10 free downloads; the 11th with no credits is refused and changes nothing", async () => {
    const visitor = new Visitor();
    expect(await visitor.me()).toEqual({ user: null, freeDownloadsRemaining: 10, credits: 0, owned: [] });
    for (let i = 0; i < 10; i++) {
      const response = await visitor.download(allItems[i].kind, allItems[i].id);
      expect(response.status).toBe(200);
      const body = (await response.json()) as DownloadBody;
      expect(body).toMatchObject({ charged: "free", freeDownloadsRemaining: 9 - i, credits: 0 });
      expect(body.url).toMatch(/^\/api\/files\//);
      expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    }
    const accountId = await visitor.accountId();
    const before = await ledgerSums(accountId);
    const refused = await visitor.download(allItems[10].kind, allItems[10].id);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ error: "no_downloads_left" });
    expect(await ledgerSums(accountId)).toEqual(before);
    const me = await visitor.me();
    expect(me).toMatchObject({ freeDownloadsRemaining: 0, credits: 0 });
    expect(me.owned).toHaveLength(10);
  });

  test("after the free downloads, each new item costs one credit; an owned item costs nothing again", async () => {
    const { visitor } = await visitorWithCredits(2);
    const paid = (await (await visitor.download(allItems[20].kind, allItems[20].id)).json()) as DownloadBody;
    expect(paid).toMatchObject({ charged: "credit", freeDownloadsRemaining: 0, credits: 1 });
    const again = (await (await visitor.download(allItems[20].kind, allItems[20].id)).json()) as DownloadBody;
    expect(again).toMatchObject({ charged: "owned", credits: 1 });
    const early = (await (await visitor.download(allItems[0].kind, allItems[0].id)).json()) as DownloadBody;
    expect(early).toMatchObject({ charged: "owned", credits: 1 });
  });

  test("200 concurrent requests for distinct items with 5 credits: exactly 5 succeed, the ledger matches the balance", async () => {
    const { visitor, accountId } = await visitorWithCredits(5);
    // The catalogue has fewer than 200 unowned items: every unowned item once, then distinct keys for items
    // already owned from the free downloads (which must answer "owned" and never charge).
    const unowned = allItems.slice(10);
    const requests = [...unowned, ...allItems.slice(0, 10)];
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        visitor.download(requests[i % requests.length].kind, requests[i % requests.length].id),
      ),
    );
    const bodies = await Promise.all(
      responses.map(async (response) => ({ status: response.status, body: (await response.json()) as DownloadBody })),
    );
    const charged = bodies.filter(({ body }) => body.charged === "credit");
    const owned = bodies.filter(({ body }) => body.charged === "owned");
    expect(charged).toHaveLength(5);
    expect(bodies.filter(({ status }) => status === 402).length).toBe(200 - 5 - owned.length);
    expect(bodies.every(({ status }) => status === 200 || status === 402)).toBe(true);
    const me = await visitor.me();
    expect(me).toMatchObject({ freeDownloadsRemaining: 0, credits: 0 });
    expect(me.owned).toHaveLength(15);
    const sums = await ledgerSums(accountId);
    expect(sums).toMatchObject({ free: 0, credits: 0, rows: 1 + 10 + 1 + 5 });
  });

  test("the same Idempotency-Key sent 20 times at once charges once and answers the same each time", async () => {
    const visitor = new Visitor();
    await visitor.me();
    expect((await visitor.download("worksheet", 0)).status).toBe(200);
    const accountId = await visitor.accountId();
    const key = crypto.randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => visitor.download("worksheet", 1, key)));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as DownloadBody[];
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(new Set(bodies.map((body) => body.charged))).toEqual(new Set(["free"]));
    expect((await ledgerSums(accountId))?.free).toBe(8);
    const reused = await visitor.download("worksheet", 2, key);
    expect(reused.status).toBe(409);
    expect((await ledgerSums(accountId))?.free).toBe(8);
  });

  test.each([
    ["no Idempotency-Key", { kind: "worksheet", id: 0 }, {}, 400],
    ["a malformed body", "{nope", { "Idempotency-Key": "k-1" }, 400],
    ["an unknown kind", { kind: "video", id: 0 }, { "Idempotency-Key": "k-2" }, 400],
    ["a fractional id", { kind: "worksheet", id: 1.5 }, { "Idempotency-Key": "k-3" }, 400],
    ["a string id", { kind: "worksheet", id: "1" }, { "Idempotency-Key": "k-4" }, 400],
    ["an unknown item", { kind: "quiz", id: 424242 }, { "Idempotency-Key": "k-5" }, 404],
  ])("%s is refused (%#) and no account or charge is made", async (_, body, headers, status) => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger").first<{ n: number }>();
    const response = await postJson("/api/downloads", body, headers);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ledger").first<{ n: number }>()).toEqual(before);
  });

  test("a cross-origin download request is refused with 403", async () => {
    const response = await postJson(
      "/api/downloads",
      { kind: "worksheet", id: 0 },
      { Origin: "https://evil.example", "Idempotency-Key": "x" },
    );
    expect(response.status).toBe(403);
  });

  test("the signed link returns the PDF as an attachment, privately", async () => {
    const visitor = new Visitor();
    const { url } = (await (await visitor.download("worksheet", 0)).json()) as DownloadBody;
    const response = await visitor.get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="studyshelf-worksheet-0-[a-z0-9-]+\.pdf"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });
});
