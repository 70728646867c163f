import { describe, expect, test } from "vitest";
import { browseHref } from "~/lib/catalogue/browse-href";
import { createSearchIndex, PAGE_SIZE, pageCount, relevanceTier, type Searchable } from "~/lib/catalogue/search";
import { snippetOf } from "~/lib/catalogue/snippet";

function item(id: number, overrides: Partial<Searchable> = {}): Searchable {
  return {
    id,
    title: `Item ${id}`,
    description: "A worksheet",
    subject: "Science",
    category: "Biology",
    difficulty: null,
    grades: { from: 3, to: 5 },
    texts: [{ question: "What is it?", answer: "It is a thing." }],
    ...overrides,
  };
}

const index = createSearchIndex([
  item(0, { title: "Fractions Basics", subject: "Mathematics", category: "Fractions", difficulty: "Beginner" }),
  item(1, { title: "Cells", texts: [{ question: "Powerhouse of the cell?", answer: "The Mitochondria makes ATP." }] }),
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
    // Quizzes say "Math" where worksheets say "Mathematics": a filter treats them as one subject.
    expect(ids(index.search({ subject: "Math" }))).toEqual([4, 3, 0]);
    expect(ids(index.search({ subject: "all", category: "all", difficulty: "" }))).toEqual([4, 3, 2, 1, 0]);
    expect(ids(index.search({ subject: "Mathematics", category: "Fractions" }))).toEqual([4, 0]);
    expect(ids(index.search({ subject: "Mathematics", difficulty: "Advanced" }))).toEqual([4, 3]);
    expect(ids(index.search({ q: "fractions", subject: "Science" }))).toEqual([2]);
    expect(ids(index.search({ q: "fractions", subject: "Mathematics", difficulty: "Beginner" }))).toEqual([0]);
  });

  test("lists the distinct subjects, categories and difficulties", () => {
    expect(index.subjects).toEqual(["Mathematics", "Science"]);
    expect(index.categories()).toEqual(["Algebra", "Biology", "Ecology", "Fractions"]);
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

describe("grade levels", () => {
  const graded = createSearchIndex([
    item(0, { title: "Counting to Ten", grades: { from: 0, to: 1 } }),
    item(1, { title: "Fractions of Shapes", grades: { from: 3, to: 4 } }),
    item(2, { title: "Fraction Word Problems", grades: { from: 4, to: 6 } }),
    item(3, { title: "Fractions in Algebra", grades: { from: 7, to: 9 }, category: "Algebra" }),
  ]);

  test("an item matches a grade when the grade lies inside its band, ends included", () => {
    expect(ids(graded.search({ grade: 0 }))).toEqual([0]);
    expect(ids(graded.search({ grade: 4 }))).toEqual([2, 1]);
    expect(ids(graded.search({ grade: 6 }))).toEqual([2]);
    expect(ids(graded.search({ grade: 12 }))).toEqual([]);
  });

  test("the grade combines with search text and the other filters by AND", () => {
    expect(ids(graded.search({ q: "fraction", grade: 4 }))).toEqual([2, 1]);
    expect(ids(graded.search({ q: "fraction", grade: 8 }))).toEqual([3]);
    expect(ids(graded.search({ q: "fraction", grade: 8, category: "Biology" }))).toEqual([]);
  });

  test("category choices narrow to those under the chosen subject and grade", () => {
    expect(graded.categories({ grade: 8 })).toEqual(["Algebra"]);
    expect(graded.categories({ grade: 4 })).toEqual(["Biology"]);
    expect(graded.categories({ subject: "Mathematics" })).toEqual([]);
  });
});

describe("best match first", () => {
  const ranked = createSearchIndex([
    item(0, { title: "Art of the Renaissance" }),
    item(1, { title: "Earth and Its Layers", description: "Inside the planet" }),
    item(2, { title: "Shapes and Patterns", description: "A first look at art and pattern" }),
    item(3, { title: "Heart Health", description: "Exercise and the heart" }),
    item(4, { title: "Party Planning", texts: [{ question: "What is modern art?", answer: "Art made since about 1860." }] }),
    item(5, { title: "Artists at Work", description: "Painters and sculptors" }),
  ]);

  test("which items match is unchanged: every substring match, whatever the order", () => {
    const newest = ids(ranked.search({ q: "art" }));
    const best = ids(ranked.search({ q: "art", sort: "relevance" }));
    expect([...best].sort()).toEqual([...newest].sort());
    expect(newest).toEqual([5, 4, 3, 2, 1, 0]);
  });

  test("tiers: whole word in the title, other title matches, whole word in the description, the rest; newest first within a tier", () => {
    // 0: the whole word "art" in the title. 5, 4, 3, 1: "art" inside a title word (Artists, Party, Heart, Earth).
    // 2: the whole word in the description only.
    expect(ids(ranked.search({ q: "art", sort: "relevance" }))).toEqual([0, 5, 4, 3, 1, 2]);
    expect(relevanceTier({ title: "Art of the Renaissance", description: "" }, "art")).toBe(0);
    expect(relevanceTier({ title: "Heart Health", description: "" }, "art")).toBe(1);
    expect(relevanceTier({ title: "Shapes", description: "A look at art." }, "art")).toBe(2);
    expect(relevanceTier({ title: "Shapes", description: "Start here" }, "art")).toBe(3);
  });

  test("without search text, relevance falls back to newest first", () => {
    expect(ids(ranked.search({ sort: "relevance" }))).toEqual([5, 4, 3, 2, 1, 0]);
  });

  test("paging applies after ranking", () => {
    const many = createSearchIndex(
      Array.from({ length: 20 }, (_, id) => item(id, { title: id === 3 ? "Volcano facts" : `Item ${id} on a volcano` })),
    );
    expect(ids(many.search({ q: "volcano", sort: "relevance" }))[0]).toBe(19);
    expect(many.search({ q: "volcano", sort: "relevance", page: 2 }).items.length).toBe(8);
  });
});

describe("the standard filter", () => {
  const tagged = createSearchIndex([
    item(0, { title: "Like Denominators", standards: [{ code: "4.NF.B.3" }] }),
    item(1, { title: "Mixed Numbers", standards: [{ code: "4.NF.B.3.c" }] }),
    item(2, { title: "Equivalent Fractions", standards: [{ code: "4.NF.A.1" }, { code: "3.NF.A.3" }] }),
    item(3, { title: "Number Line", standards: [{ code: "3.NF.A.2" }] }),
    item(4, { title: "Untagged" }),
    item(5, { title: "Grade 14", standards: [{ code: "4.NF.B.30" }] }),
  ]);

  test("an exact code selects the items tagged with it or its lettered parts", () => {
    expect(ids(tagged.search({ standard: "4.NF.B.3" }))).toEqual([1, 0]);
    expect(ids(tagged.search({ standard: "4.NF.B.3.c" }))).toEqual([1]);
  });

  test("a prefix ending at a part selects a domain, never a longer number", () => {
    expect(ids(tagged.search({ standard: "4.NF" }))).toEqual([5, 2, 1, 0]);
    expect(ids(tagged.search({ standard: "3.NF.A" }))).toEqual([3, 2]);
    expect(ids(tagged.search({ standard: "4.N" }))).toEqual([]);
  });

  test("all skips it; it combines with the others by AND", () => {
    expect(ids(tagged.search({ standard: "all" }))).toEqual([5, 4, 3, 2, 1, 0]);
    expect(ids(tagged.search({ standard: "4.NF", q: "mixed" }))).toEqual([1]);
    expect(ids(tagged.search({ standard: "4.NF", grade: 9 }))).toEqual([]);
  });
});

describe("the visitor's grades come first", () => {
  const graded = createSearchIndex([
    item(0, { title: "Addition Facts", grades: { from: 1, to: 2 } }),
    item(1, { title: "Addition of Vectors", grades: { from: 11, to: 12 } }),
    item(2, { title: "Addition Rule of Probability", grades: { from: 9, to: 11 } }),
    item(3, { title: "Column Addition", grades: { from: 3, to: 4 } }),
    item(4, { title: "Times Tables", description: "After addition", grades: { from: 3, to: 4 } }),
  ]);

  test("best match ranks near grades above far ones within a tier, never across tiers", () => {
    expect(ids(graded.search({ q: "addition", sort: "relevance" }))).toEqual([3, 2, 1, 0, 4]);
    expect(ids(graded.search({ q: "addition", sort: "relevance", near: { from: 2, to: 2 } }))).toEqual([0, 3, 2, 1, 4]);
    expect(ids(graded.search({ q: "addition", sort: "relevance", near: { from: 0, to: 8 } }))).toEqual([3, 0, 2, 1, 4]);
  });

  test("newest first puts the visitor's grades first and keeps newest first within them", () => {
    expect(ids(graded.search({ near: { from: 0, to: 8 } }))).toEqual([4, 3, 0, 2, 1]);
  });

  test("ranking never changes which items match", () => {
    const plain = ids(graded.search({ q: "addition" })).sort();
    expect(ids(graded.search({ q: "addition", sort: "relevance", near: { from: 12, to: 12 } })).sort()).toEqual(plain);
  });
});

describe("snippets show why a result matched", () => {
  test("a match inside an answer is shown with its place and the matched text apart", () => {
    const found = item(7, {
      title: "Cells",
      texts: [
        { question: "What do cells need?", answer: "Food." },
        { question: "Where is energy released?", answer: "In the mitochondria, which release energy from glucose." },
      ],
    });
    expect(snippetOf(found, "MITOCHONDRIA")).toEqual({
      where: "Answer 2",
      before: "In the ",
      match: "mitochondria",
      after: ", which release energy from glucose.",
    });
  });

  test("the first match wins in reading order, and long text is clipped at a word", () => {
    const long = item(8, { title: "Plants", description: `${"word ".repeat(30)}photosynthesis ${"more ".repeat(40)}` });
    const snippet = snippetOf(long, "photosynthesis")!;
    expect(snippet.where).toBe("Description");
    expect(snippet.before.startsWith("…")).toBe(true);
    expect(snippet.after.endsWith("…")).toBe(true);
    expect(snippet.before.length).toBeLessThanOrEqual(41);
    expect(snippetOf(long, "plants")).toMatchObject({ where: "Title", match: "Plants" });
    expect(snippetOf(long, "")).toBeNull();
  });
});
