import { describe, expect, test } from "vitest";
import { browseHref } from "~/lib/catalogue/browse-href";
import { createSearchIndex, PAGE_SIZE, pageCount, type Searchable } from "~/lib/catalogue/search";
import { queryMix, seededRandom, SUBJECTS, syntheticWorksheets } from "../bench/synthetic-catalogue";

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

describe("the token index for large catalogues returns exactly what the scan returns", () => {
  const catalogue = syntheticWorksheets(600, 7);
  const scanned = createSearchIndex(catalogue, { indexFromItems: Infinity });
  const indexed = createSearchIndex(catalogue, { indexFromItems: 0 });
  const random = seededRandom(42);
  const haystack = (entry: Searchable) =>
    [entry.title, entry.description, ...entry.questions.flatMap(({ question, answer }) => [question, answer])].join(" ");

  /** Slices of real text (inside words, across spaces, at field ends) plus queries that match nothing. */
  function randomQueries(count: number) {
    return Array.from({ length: count }, (_, n) => {
      const text = haystack(catalogue[Math.floor(random() * catalogue.length)]);
      const start = Math.floor(random() * text.length);
      const q = n % 10 === 0 ? `zq${n}x` : text.slice(start, start + 1 + Math.floor(random() * 20));
      return n % 3 === 0 ? { q: q.toUpperCase(), subject: SUBJECTS[n % SUBJECTS.length] } : { q };
    });
  }

  test("for random substrings, with and without filters", () => {
    for (const query of randomQueries(400)) {
      expect(ids({ items: indexed.match(query) }), JSON.stringify(query)).toEqual(ids({ items: scanned.match(query) }));
    }
  });

  test("for the benchmark's query mix, page by page", () => {
    for (const { query } of queryMix(catalogue)) {
      for (const page of [1, 2, 5]) expect(indexed.search({ ...query, page })).toEqual(scanned.search({ ...query, page }));
    }
  });

  test("for whitespace, separators and non-ASCII text", () => {
    const odd = [
      item(0, {
        title: "Tab\there",
        description: "non\u00a0breaking space and ÉCOLE",
        questions: [{ question: "x²?", answer: "multi  space\nline" }],
      }),
      item(1, { title: "Plain", description: "école", questions: [{ question: "q", answer: "space line" }] }),
    ];
    const scan = createSearchIndex(odd, { indexFromItems: Infinity });
    const index = createSearchIndex(odd, { indexFromItems: 0 });
    for (const q of [
      "tab\there",
      "tab here",
      "école",
      "ÉCOLE",
      "x²",
      "multi  space",
      "multi space",
      "space\nline",
      "space line",
      "n breaking",
      "plain\u0000école",
      "  plain  ",
    ]) {
      expect(ids({ items: index.match({ q }) }), JSON.stringify(q)).toEqual(ids({ items: scan.match({ q }) }));
    }
    expect(ids({ items: index.match({ q: "école" }) })).toEqual([1, 0]);
    expect(ids({ items: index.match({ q: "multi  space" }) })).toEqual([0]);
  });
});
