/**
 * One table of refusals per use case (docs/decisions/0038): the page action a browser posts to and
 * the JSON API a program calls answer the same refusal with the same status and the same words.
 */
import { describe, expect, test } from "vitest";
import { signedInVisitor } from "./fixtures";
import { Visitor } from "./visitor";

/** The message as React writes it into the page's HTML. */
function inHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

async function apiError(response: Response) {
  return ((await response.json()) as { error: string }).error;
}

describe("a refusal reads the same on the page and from the API", () => {
  test("download: an idempotency key already spent on another item is 409 with one message", async () => {
    const visitor = new Visitor();
    const key = crypto.randomUUID();
    expect((await visitor.post("/api/downloads", { kind: "worksheet", id: 2 }, { "Idempotency-Key": key })).status).toBe(200);

    const api = await visitor.post("/api/downloads", { kind: "worksheet", id: 3 }, { "Idempotency-Key": key });
    // The /download page's form posts to the page's own address, as a browser without JavaScript does.
    const form = { kind: "worksheet", id: "3", paper: "a4" };
    const page = await visitor.postForm(`/download?${new URLSearchParams(form)}`, { ...form, key });
    expect([api.status, page.status]).toEqual([409, 409]);
    const message = await apiError(api);
    expect(message).toMatch(/already used for another item/);
    expect(await page.text()).toContain(inHtml(message));
  });

  test("checkout: an unknown pack and a key reused for another pack are refused alike", async () => {
    const visitor = await signedInVisitor("refusals");
    const api = await visitor.post("/api/checkout", { pack: "pack-7" }, { "Idempotency-Key": crypto.randomUUID() });
    const page = await visitor.postForm("/account", { intent: "checkout", pack: "pack-7", key: crypto.randomUUID() });
    expect([api.status, page.status]).toEqual([400, 400]);
    const unknown = await apiError(api);
    expect(unknown).toMatch(/no credit pack called "pack-7"/);
    expect(await page.text()).toContain(inHtml(unknown));

    const key = crypto.randomUUID();
    expect((await visitor.post("/api/checkout", { pack: "pack-10" }, { "Idempotency-Key": key })).status).toBe(200);
    const reusedByApi = await visitor.post("/api/checkout", { pack: "pack-30" }, { "Idempotency-Key": key });
    const reusedByPage = await visitor.postForm("/account", { intent: "checkout", pack: "pack-30", key });
    expect([reusedByApi.status, reusedByPage.status]).toEqual([409, 409]);
    expect(await reusedByPage.text()).toContain(inHtml(await apiError(reusedByApi)));
  });
});
