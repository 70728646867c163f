/**
 * The download control for a browser without JavaScript: GET /download says what a download costs
 * and asks; its form pays through the ledger like POST /api/downloads and redirects to the PDF.
 */
import { describe, expect, test } from "vitest";
import { Visitor } from "./visitor";

function formKey(html: string) {
  const key = /name="key" value="([^"]+)"/.exec(html)?.[1];
  if (!key) throw new Error("no idempotency key in the download form");
  return key;
}

describe("downloading by form, without JavaScript", () => {
  test("the page asks what it costs; the form pays once however often it is posted, and its page then hands over the PDF", async () => {
    const visitor = new Visitor();
    const path = "/download?kind=worksheet&id=2&paper=letter";
    const page = await visitor.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Use 1 of your 10 free downloads?");
    const form = { kind: "worksheet", id: "2", paper: "letter", key: formKey(html) };

    // The form posts to the page's own address, query included, as browsers do.
    const first = await visitor.postForm(path, form);
    expect(first.status).toBe(303);
    const started = first.headers.get("location") ?? "";
    expect(started).toBe("/download?kind=worksheet&id=2&paper=letter&started=1");
    // The browser posts again (a double tap, a reload): the same key pays nothing more.
    const again = await visitor.postForm(path, form);
    expect(again.status).toBe(303);
    expect((await visitor.me()).freeDownloadsRemaining).toBe(9);

    // The page it comes back to starts the file, shows the new balance and asks nothing more.
    const done = await (await visitor.get(started)).text();
    const link = (/<meta http-equiv="refresh" content="0;url=([^"]+)"/.exec(done)?.[1] ?? "").replaceAll("&amp;", "&");
    expect(link).toMatch(/^\/api\/files\/worksheet\/2\?/);
    expect(done).toContain("You have 9 free downloads · 0 credits left.");
    expect(done).toContain("Download again (free)");
    expect(done).not.toContain("Use 1 of your");

    const pdf = await visitor.get(link);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    // Owned now: the page offers it again for free, without asking.
    expect(await (await visitor.get("/download?kind=worksheet&id=2")).text()).toContain("Download again (free)");
  });

  test("with nothing left the form is refused with 402 and the page offers Buy credits instead", async () => {
    const visitor = new Visitor();
    for (let id = 1; id <= 10; id++) expect((await visitor.download("quiz", id)).status).toBe(200);
    const refused = await visitor.postForm("/download?kind=worksheet&id=2", {
      kind: "worksheet",
      id: "2",
      paper: "a4",
      key: crypto.randomUUID(),
    });
    expect(refused.status).toBe(402);
    const html = await refused.text();
    expect(html).toContain("You have no free downloads or credits left.");
    expect(html).toMatch(/<a [^>]*href="\/signup\?next=[^"]*buy-credits"[^>]*>Buy credits<\/a>/);
    expect((await visitor.me()).freeDownloadsRemaining).toBe(0);
  });

  test("a bad or incomplete request is a 400 or 404 page, never a 500", async () => {
    const visitor = new Visitor();
    expect((await visitor.get("/download?kind=poster&id=2")).status).toBe(400);
    expect((await visitor.get("/download?kind=worksheet&id=two")).status).toBe(400);
    expect((await visitor.get("/download?kind=worksheet&id=999999")).status).toBe(404);
    expect((await visitor.postForm("/download", { kind: "worksheet", id: "2", paper: "a4" })).status).toBe(400);
    expect(
      (await visitor.postForm("/download", { kind: "worksheet", id: "2", paper: "a5", key: crypto.randomUUID() })).status,
    ).toBe(400);
    const missing = await visitor.postForm("/download", {
      kind: "worksheet",
      id: "99999",
      paper: "a4",
      key: crypto.randomUUID(),
    });
    expect(missing.status).toBe(404);
  });
});
