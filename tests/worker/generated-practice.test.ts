/**
 * Generated worksheets in the catalogue (issue 24): a stable id from 1000 up, the default version in
 * listings and search, any version by `?level=&seed=` on the page and in the JSON API, and "New version"
 * sending the visitor to a fresh seed's own address.
 */
import { describe, expect, test } from "vitest";
import { GENERATORS } from "~/lib/generators/registry";
import { call } from "./fetch";
import { Visitor, type DownloadBody } from "./visitor";

const FIRST = 1000;

interface ItemBody {
  id: number;
  title: string;
  generated?: { slug: string; level: string; seed: string };
  questions: { question: string; parts?: { question: string; answer: string }[] }[];
  example: { question: string; answer: string };
}

async function item(path: string) {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as ItemBody;
}

describe("the JSON API", () => {
  test("a generated worksheet's default version names its generator, level and seed, in the authored shape", async () => {
    const sheet = await item(`/api/worksheets/${FIRST}`);
    expect(sheet.generated).toEqual({ slug: "add-subtract-within-20", level: "core", seed: "1" });
    expect(sheet.questions).toHaveLength(5);
    const parts = sheet.questions.flatMap((question) => question.parts ?? []);
    expect(parts.length).toBeGreaterThanOrEqual(12);
    expect(parts.every((part) => part.question && part.answer)).toBe(true);
    expect(sheet.example.answer).toMatch(/13/);
  });

  test("a level and seed give that version, the same every time, and another seed other numbers", async () => {
    const one = await item(`/api/worksheets/${FIRST}?level=challenge&seed=x7k2`);
    expect(one.generated).toEqual({ slug: "add-subtract-within-20", level: "challenge", seed: "x7k2" });
    expect(await item(`/api/worksheets/${FIRST}?level=challenge&seed=x7k2`)).toEqual(one);
    expect((await item(`/api/worksheets/${FIRST}?level=challenge&seed=x7k3`)).questions).not.toEqual(one.questions);
  });

  test.each([
    [`/api/worksheets/${FIRST}?level=hard`, /level must be one of support, core, challenge/],
    [`/api/worksheets/${FIRST}?seed=ABC!`, /seed must be/],
    [`/api/worksheets/${FIRST}?seed=123456789`, /seed must be/],
    ["/api/worksheets/0?level=core", /generated worksheets/],
    ["/api/quizzes/0?seed=1", /generated worksheets/],
  ])("%s is refused with 400 and a reason", async (path, reason) => {
    const response = await call(path);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
  });

  test("generated worksheets are found by search and listed like authored ones", async () => {
    const response = await call(`/api/worksheets?q=${encodeURIComponent("Adding and Subtracting Within 20")}`);
    const body = (await response.json()) as { items: { id: number }[] };
    expect(body.items.map(({ id }) => id)).toContain(FIRST);
  });
});

describe("the page", () => {
  test("shows the version its address names, with the three levels and New version", async () => {
    const response = await call(`/worksheet/${FIRST}?level=support&seed=ab12`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("support-ab12");
    expect(html).toContain(`href="/worksheet/${FIRST}?level=challenge&amp;seed=ab12"`);
    expect(html).toContain(`href="/worksheet/${FIRST}/new?level=support"`);
  });

  test("a metric version reads meters on ?paper=letter and metres on A4 and by default", async () => {
    const id = FIRST + GENERATORS.findIndex(({ slug }) => slug === "integers-and-absolute-value");
    const page = async (query: string) => {
      const response = await call(`/worksheet/${id}?level=core&seed=m3${query}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const [letter, a4, plain] = [await page("&paper=letter"), await page("&paper=a4"), await page("")];
    expect(letter).toContain("How many meters below sea level");
    expect(letter).not.toContain("metres");
    for (const html of [a4, plain]) {
      expect(html).toContain("How many metres below sea level");
      expect(html).not.toContain("meters");
    }
  });

  test("New version sends the visitor to a fresh seed's own address, never cached", async () => {
    const seeds = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await call(`/worksheet/${FIRST}/new?level=challenge`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const location = new URL(response.headers.get("Location")!, "https://studyshelf.test");
      expect(location.pathname).toBe(`/worksheet/${FIRST}`);
      expect(location.searchParams.get("level")).toBe("challenge");
      seeds.add(location.searchParams.get("seed")!);
    }
    expect(seeds.size).toBe(3);
  });

  test("a level or seed it cannot read leads to the default version; an authored worksheet has no New version", async () => {
    const response = await call(`/worksheet/${FIRST}?level=bogus`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/worksheet/${FIRST}`);
    expect((await call("/worksheet/0/new")).status).toBe(404);
  });
});

describe("paying for generated practice", () => {
  async function download(visitor: Visitor, body: Record<string, unknown>) {
    return visitor.post("/api/downloads", { kind: "worksheet", id: FIRST, ...body }, { "Idempotency-Key": crypto.randomUUID() });
  }

  test("one download buys the worksheet: every other version and level downloads free, each its own file", async () => {
    const visitor = new Visitor();
    const first = await download(visitor, { level: "support", seed: "ab12" });
    expect(first.status).toBe(200);
    const paid = (await first.json()) as DownloadBody;
    expect(paid).toMatchObject({ charged: "free", freeDownloadsRemaining: 9 });
    for (const version of [
      { level: "challenge", seed: "zz9" },
      { level: "core", seed: "q1" },
    ]) {
      const again = (await (await download(visitor, version)).json()) as DownloadBody;
      expect(again).toMatchObject({ charged: "owned", freeDownloadsRemaining: 9 });
      const file = await visitor.get(again.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("Content-Disposition")).toContain(`${version.level}-${version.seed}`);
    }
    const support = await visitor.get(paid.url);
    expect(new Uint8Array(await support.arrayBuffer()).subarray(0, 5)).toEqual(new TextEncoder().encode("%PDF-"));
  });

  test("a class set of 25 is one PDF with each student's version, free once the worksheet is owned", async () => {
    const visitor = new Visitor();
    expect((await download(visitor, { level: "core", seed: "q1" })).status).toBe(200);
    const set = (await (await download(visitor, { level: "support", seed: "cls1", copies: 25 })).json()) as DownloadBody;
    expect(set).toMatchObject({ charged: "owned", freeDownloadsRemaining: 9 });
    const file = await visitor.get(set.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toContain("class-set-25");
    const single = await visitor.get(
      ((await (await download(visitor, { level: "support", seed: "cls1" })).json()) as DownloadBody).url,
    );
    // 25 students' sheets and their keys are many times one sheet.
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(5 * (await single.arrayBuffer()).byteLength);
  });

  test("a version link cannot be edited into another version", async () => {
    const visitor = new Visitor();
    const { url } = (await (await download(visitor, { level: "core", seed: "abc" })).json()) as DownloadBody;
    const edited = new URL(url, "https://studyshelf.test");
    edited.searchParams.set("seed", "abd");
    expect((await visitor.get(edited.pathname + edited.search)).status).toBe(403);
  });

  test.each([
    [{ id: 0, level: "core" }, /one version/],
    [{ level: "hard" }, /The body must be/],
    [{ seed: "A!" }, /The body must be/],
    [{ copies: 41 }, /The body must be/],
  ])("%j is refused with 400 and spends nothing", async (body, reason) => {
    const visitor = new Visitor();
    const response = await download(visitor, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
    expect(await visitor.me()).toMatchObject({ freeDownloadsRemaining: 10 });
  });
});
