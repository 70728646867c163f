/**
 * The catalogue API as a program uses it to find material: grade levels, best-match order, and
 * suggestions when nothing matches, with bad input refused.
 */
import { describe, expect, test } from "vitest";
import { quizzes } from "../support/catalogue-as-read";
import { servedWorksheets as worksheets } from "../support/served-worksheets";
import { relevanceTier } from "~/lib/catalogue/search";
import { call } from "./fetch";
import type { CatalogueListResponse } from "~/lib/http/api-bodies";

async function list(path: string) {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as CatalogueListResponse & { suggestions?: string[] };
}

async function everyPage(path: string) {
  const first = await list(path);
  const items = [...first.items];
  for (let page = 2; page <= first.pages; page++) items.push(...(await list(`${path}&page=${page}`)).items);
  return { total: first.total, items };
}

describe("grade filter", () => {
  test.each([
    ["K", 0],
    ["k", 0],
    ["4", 4],
    ["12", 12],
  ])("grade=%s lists exactly the items whose band includes grade %i", async (param, grade) => {
    for (const [path, source] of [
      ["/api/worksheets", worksheets],
      ["/api/quizzes", quizzes],
    ] as const) {
      const { total, items } = await everyPage(`${path}?grade=${param}`);
      const expected = source.filter((item) => item.grades.from <= grade && grade <= item.grades.to).length;
      expect(total, `${path} grade ${param}`).toBe(expected);
      expect(items.every((item) => item.grades.from <= grade && grade <= item.grades.to)).toBe(true);
    }
  });

  test("grade combines with search text and subject by AND; absent or all skips it", async () => {
    const all = await list("/api/worksheets?grade=all");
    expect(all.total).toBe(worksheets.length);
    const fractions = await everyPage("/api/worksheets?q=fraction&subject=Mathematics&grade=4");
    expect(fractions.total).toBeGreaterThan(0);
    for (const item of fractions.items) {
      expect(item.subject).toBe("Mathematics");
      expect(item.grades.from <= 4 && 4 <= item.grades.to).toBe(true);
    }
  });

  test("every listed item carries its grade band", async () => {
    const { items } = await list("/api/quizzes");
    for (const item of items) expect(item.grades).toEqual({ from: expect.any(Number), to: expect.any(Number) });
  });

  test.each(["13", "-1", "abc", "4.5", "K2"])("grade=%s is a 400 with a JSON error", async (param) => {
    const response = await call(`/api/worksheets?grade=${param}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining("grade") });
  });
});

describe("subjects named two ways are one subject", () => {
  test("quizzes filtered by Mathematics include those authored as Math, and the reverse", async () => {
    const authored = quizzes.filter((quiz) => quiz.subject === "Math" || quiz.subject === "Mathematics").length;
    expect((await list("/api/quizzes?subject=Mathematics")).total).toBe(authored);
    expect((await list("/api/quizzes?subject=Math")).total).toBe(authored);
  });
});

describe("sort", () => {
  test("newest first by default; sort=relevance orders by best match, newest first within a tier", async () => {
    const newest = await everyPage("/api/worksheets?q=art");
    const ids = newest.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const ranked = await everyPage("/api/worksheets?q=art&sort=relevance");
    expect(ranked.total).toBe(newest.total);
    const tiers = ranked.items.map((item) => relevanceTier(item, "art"));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(new Set(tiers).size, "the search spans several tiers").toBeGreaterThan(1);
    expect((await everyPage("/api/worksheets?q=art&sort=newest")).items.map((item) => item.id)).toEqual(ids);
  });

  test("any other sort is a 400", async () => {
    const response = await call("/api/worksheets?q=art&sort=popular");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringContaining("sort") });
  });
});

describe("suggestions", () => {
  test("a misspelt search returns nothing, with search texts that would return something", async () => {
    const body = await list("/api/worksheets?q=fracions");
    expect(body.total).toBe(0);
    expect(body.suggestions).toContain("fractions");
    for (const suggestion of body.suggestions ?? []) {
      expect((await list(`/api/worksheets?q=${encodeURIComponent(suggestion)}`)).total, suggestion).toBeGreaterThan(0);
    }
  });

  test("suggestions respect the filters, and a search with results has none", async () => {
    expect((await list("/api/worksheets?q=fractions")).suggestions).toBeUndefined();
    const filtered = await list("/api/worksheets?q=fracions&grade=K&subject=History");
    expect(filtered.suggestions).toEqual([]);
  });
});
