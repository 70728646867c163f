import { describe, expect, test } from "vitest";
import { browseHref } from "~/lib/catalogue/browse-href";
import { createSearchIndex, PAGE_SIZE, pageCount, type Searchable } from "~/lib/catalogue/search";

function item(id: number, overrides: Partial<Searchable> = {}): Searchable {
  return {
    id,
    title: `Item ${id}`,
    description: "A worksheet",
    subject: "Science",
    category: "Biology",
    difficulty: null,
    questions: [{ question: "What is it?", answer: "It is a thing." }],
    ...overrides,
  };
}

const index = createSearchIndex([
  item(0, { title: "Fractions Basics", subject: "Mathematics", category: "Fractions", difficulty: "Beginner" }),
  item(1, { title: "Cells", questions: [{ question: "Powerhouse of the cell?", answer: "The Mitochondria makes ATP." }] }),
  item(2, { title: "Ecosystems", description: "Food webs and FRACTIONS of energy", category: "Ecology" }),
  item(3, { title: "Algebra Warm-up", subject: "Mathematics", category: "Algebra", difficulty: "Advanced" }),
  item(4, { title: "More Fractions", subject: "Mathematics", category: "Fractions", difficulty: "Advanced" }),
]);

const ids = (result: { items: Searchable[] }) => result.items.map((entry) => entry.id);

describe("search, filters and paging", () => {
  test("lists newest first (descending id) with no query", () => {
    expect(ids(index.search({}))).toEqual([4, 3, 2, 1, 0]);
  });

  test("matches case-insensitively as a substring of title, description, questions and answers", () => {
    expect(ids(index.search({ q: "fractions" }))).toEqual([4, 2, 0]);
    expect(ids(index.search({ q: "FRAC" }))).toEqual([4, 2, 0]);
    expect(ids(index.search({ q: "itochond" }))).toEqual([1]);
    expect(ids(index.search({ q: "powerhouse" }))).toEqual([1]);
    expect(ids(index.search({ q: "zebra" }))).toEqual([]);
  });

  test("a match never spans two fields", () => {
    // Title "Cells" is followed by the description "A worksheet": "cellsa" is in neither.
    expect(ids(index.search({ q: "cellsa" }))).toEqual([]);
  });

  test("subject, category and difficulty are exact matches, skipped when 'all' or empty, combined with AND", () => {
    expect(ids(index.search({ subject: "Mathematics" }))).toEqual([4, 3, 0]);
    expect(ids(index.search({ subject: "mathematics" }))).toEqual([]);
    expect(ids(index.search({ subject: "Math" }))).toEqual([]);
    expect(ids(index.search({ subject: "all", category: "all", difficulty: "" }))).toEqual([4, 3, 2, 1, 0]);
    expect(ids(index.search({ subject: "Mathematics", category: "Fractions" }))).toEqual([4, 0]);
    expect(ids(index.search({ subject: "Mathematics", difficulty: "Advanced" }))).toEqual([4, 3]);
    expect(ids(index.search({ q: "fractions", subject: "Science" }))).toEqual([2]);
    expect(ids(index.search({ q: "fractions", subject: "Mathematics", difficulty: "Beginner" }))).toEqual([0]);
  });

  test("lists the distinct subjects, categories and difficulties", () => {
    expect(index.subjects).toEqual(["Mathematics", "Science"]);
    expect(index.categories).toEqual(["Algebra", "Biology", "Ecology", "Fractions"]);
    expect(index.difficulties).toEqual(["Advanced", "Beginner"]);
  });

  test("pages hold 12; pages = ceil(matches / 12); a page past the end is empty", () => {
    const big = createSearchIndex(Array.from({ length: 30 }, (_, id) => item(id)));
    expect(PAGE_SIZE).toBe(12);
    expect([pageCount(0), pageCount(1), pageCount(12), pageCount(13), pageCount(24), pageCount(25)]).toEqual([0, 1, 1, 2, 2, 3]);
    const first = big.search({});
    expect(first).toMatchObject({ total: 30, page: 1, pages: 3, pageSize: 12 });
    expect(ids(first)).toEqual(Array.from({ length: 12 }, (_, n) => 29 - n));
    expect(ids(big.search({ page: 3 }))).toEqual([5, 4, 3, 2, 1, 0]);
    expect(big.search({ page: 4 })).toMatchObject({ items: [], total: 30, page: 4, pages: 3 });
  });

  test("a filter change resets to page 1: browse links carry no page unless asked", () => {
    expect(browseHref({ q: "cells", subject: "Science", page: 3 })).toBe("/?q=cells&subject=Science");
    expect(browseHref({ q: "cells", subject: "all", category: "" }, 2)).toBe("/?q=cells&page=2");
    expect(browseHref({})).toBe("/");
  });
});
