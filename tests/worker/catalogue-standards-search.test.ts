/**
 * The standard filter in the JSON API and on the pages, the item shapes that carry standards, and the
 * promise the browse page's search understanding makes: the API's match set is the spec's rule
 * (a case-insensitive substring of title, description, questions and answers), whatever the text means.
 */
import { describe, expect, test } from "vitest";
import { quizzes } from "../support/catalogue-as-read";
import { servedWorksheets } from "../support/served-worksheets";
import type { CatalogueListResponse } from "~/lib/http/api-bodies";
import type { Question } from "~/lib/questions/model";
import { answerText, questionText } from "~/lib/questions/text";
import { ALL_STANDARDS } from "~/lib/standards/standards";
import { call } from "./fetch";

type Source = {
  id: number;
  title: string;
  description: string;
  category: string;
  withdrawn?: boolean;
  standards?: { code: string; why: string }[];
  questions: unknown[];
};
const SOURCES = {
  worksheets: servedWorksheets as Source[],
  quizzes: quizzes.map((item, id) => ({ ...item, id })) as Source[],
};

async function list(path: string) {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as CatalogueListResponse;
}

async function everyId(path: string) {
  const separator = path.includes("?") ? "&" : "?";
  const first = await list(path);
  const ids = first.items.map((item) => item.id);
  for (let page = 2; page <= first.pages; page++)
    ids.push(...(await list(`${path}${separator}page=${page}`)).items.map((item) => item.id));
  return ids.sort((a, b) => a - b);
}

/** The spec's rule, written out again from the source files. */
function specMatches(source: Source[], q: string) {
  const needle = q.trim().toLowerCase();
  return source.flatMap((item) => {
    if (item.withdrawn) return [];
    const texts = (item.questions as Question[]).flatMap((question) => [questionText(question), answerText(question)]);
    return [item.title, item.description, ...texts].some((text) => text.toLowerCase().includes(needle)) ? [item.id] : [];
  });
}

function tagged(source: Source[], covers: (code: string) => boolean) {
  return source.flatMap((item) => (!item.withdrawn && (item.standards ?? []).some(({ code }) => covers(code)) ? [item.id] : []));
}

describe("the API's match set is the spec's rule, whatever the text means", () => {
  test.each([
    "2nd grade addition",
    "grade 2 addition",
    "reading comprehension",
    "fractions",
    "fraction",
    "addition",
    "fracions",
    "phonics",
    "K counting",
    "kindergarten",
  ])("%s", async (q) => {
    for (const kind of ["worksheets", "quizzes"] as const) {
      const expected = specMatches(SOURCES[kind], q);
      expect(await everyId(`/api/${kind}?q=${encodeURIComponent(q)}`), `${kind} ${q}`).toEqual(expected);
      expect(await everyId(`/api/${kind}?q=${encodeURIComponent(q)}&sort=relevance`), `${kind} ${q} by best match`).toEqual(
        expected,
      );
    }
  });

  test("a grade or category named in the text is not applied by the API", async () => {
    expect((await list("/api/worksheets?q=2nd%20grade%20addition")).total).toBe(0);
    expect((await list("/api/worksheets?q=reading%20comprehension")).total).toBe(0);
  });
});

describe("the browse page adds labelled further results below the spec's", () => {
  async function page(q: string) {
    const response = await call(`/?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const further = html.indexOf('id="further-heading"');
    return { html, further, after: further === -1 ? "" : html.slice(further) };
  }

  test("2nd grade addition: nothing as written; grade-2 addition sheets below, labelled", async () => {
    const { html, after } = await page("2nd grade addition");
    expect(html).toContain("No worksheets match your search.");
    expect(after).toContain("More results for “2nd grade addition”");
    expect(after).toContain("in grade 2");
    expect(after).toContain("Adding and Subtracting Two-Digit Numbers with Regrouping");
    expect(after).not.toContain("Adding and Subtracting Fractions with Unlike Denominators");
  });

  test("reading comprehension: the category's worksheets", async () => {
    const { after } = await page("reading comprehension");
    expect(after).toContain("Category: Reading Comprehension");
    // The newest worksheet in the category leads its further results.
    const newest = Math.max(
      ...SOURCES.worksheets.filter((item) => item.category === "Reading Comprehension").map(({ id }) => id),
    );
    expect(after).toContain(`href="/worksheet/${newest}"`);
  });

  test("a misspelling that finds nothing is corrected without asking", async () => {
    const { after } = await page("fracions");
    expect(after).toContain("Showing results for “fractions”");
    // The newest worksheet that "fractions" finds leads the corrected results.
    const newest = Math.max(...specMatches(SOURCES.worksheets, "fractions"));
    expect(after).toContain(`href="/worksheet/${newest}"`);
  });

  test("fractions: the spec's matches first, the singular's extra matches only below", async () => {
    const { html, further } = await page("fractions");
    const first = html.slice(0, further === -1 ? undefined : further);
    const matches = specMatches(SOURCES.worksheets, "fractions");
    expect(first).toContain(`${matches.length} worksheets`);
    expect(first).toContain(`href="/worksheet/${Math.max(...matches)}"`);
  });
});

describe("the standard filter", () => {
  test("an exact code lists the items tagged with it or its lettered parts, in the API and on the page", async () => {
    for (const kind of ["worksheets", "quizzes"] as const) {
      const expected = tagged(SOURCES[kind], (code) => code === "4.NF.B.3" || code.startsWith("4.NF.B.3."));
      expect(expected.length, kind).toBeGreaterThan(0);
      expect(await everyId(`/api/${kind}?standard=4.NF.B.3`)).toEqual(expected);
    }
    const html = await (await call("/?standard=4.NF.B.3")).text();
    expect(html).toContain("Adding and Subtracting Fractions with Like Denominators");
    expect(html).not.toContain("Adding and Subtracting Fractions with Unlike Denominators");
  });

  test("a prefix selects a domain; all skips it; it combines with the rest by AND", async () => {
    const domain = tagged(SOURCES.worksheets, (code) => code.startsWith("4.NF."));
    expect(await everyId("/api/worksheets?standard=4.NF")).toEqual(domain);
    expect(await everyId("/api/worksheets?standard=all")).toEqual(await everyId("/api/worksheets"));
    const both = (await everyId("/api/worksheets?standard=4.NF&q=equivalent")).filter((id) => !domain.includes(id));
    expect(both).toEqual([]);
    expect(await everyId("/api/worksheets?standard=4.NF&grade=9")).toEqual([]);
  });

  test("a well-formed code no item has finds nothing; a malformed one is a 400 with a JSON error", async () => {
    // A code in the bundled data that no served item is tagged with (nor with any lettered part of it).
    const taggedCodes = [...SOURCES.worksheets, ...SOURCES.quizzes].flatMap(({ standards = [] }) =>
      standards.map(({ code }) => code),
    );
    const untagged = ALL_STANDARDS.find(({ code }) => !taggedCodes.some((tag) => tag === code || tag.startsWith(`${code}.`)));
    expect(untagged).toBeDefined();
    expect((await list(`/api/worksheets?standard=${untagged?.code}`)).total).toBe(0);
    for (const bad of ["4.NF B", "<script>", "4..NF", "4.NF.", "A".repeat(40)]) {
      const response = await call(`/api/worksheets?standard=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining("standard") });
    }
    const page = await call("/?standard=%3Cscript%3E");
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("That search link is not valid");
  });

  test("items carry their standards: codes in lists, code and reason in the item", async () => {
    const body = await list("/api/worksheets?standard=4.NF.B.3");
    expect(body.items[0].standards.some((code) => code === "4.NF.B.3" || code.startsWith("4.NF.B.3."))).toBe(true);
    const id = body.items[0].id;
    const item = (await (await call(`/api/worksheets/${id}`)).json()) as { standards: { code: string; why: string }[] };
    expect(item.standards).toEqual(SOURCES.worksheets.find((source) => source.id === id)?.standards);
    const untaggedId = SOURCES.worksheets.find(({ standards = [] }) => standards.length === 0)?.id;
    const untagged = (await (await call(`/api/worksheets/${untaggedId}`)).json()) as { standards: unknown[] };
    expect(untagged.standards).toEqual([]);
  });
});

describe("standards and grade pages", () => {
  test("the item page and its printable show the codes", async () => {
    const html = await (await call("/worksheet/103")).text();
    const codes = (SOURCES.worksheets[103].standards ?? []).map(({ code }) => code);
    expect(codes.length).toBeGreaterThan(0);
    expect(html).toMatch(/<dt>Standards<\/dt>/);
    for (const code of codes) expect(html).toContain(`href="/?standard=${code}"`);
    expect(html).toMatch(/class="sheet-facts"[^>]*>[^<]*Standards /);
    expect(html).toContain(`Standards ${codes.join(", ")}`);
  });

  test("/standards counts each standard's items and links the covered ones", async () => {
    const overview = await (await call("/standards")).text();
    expect(overview).toContain("Number and Operations—Fractions (NF)");
    const grade4 = await (await call("/standards?grade=4")).text();
    const row = grade4.slice(grade4.indexOf('href="/?standard=4.NF.B.3"'));
    // 4.NF.B.3 counts the items tagged with it or one of its lettered parts, each once.
    const onCode = (code: string) => code === "4.NF.B.3" || code.startsWith("4.NF.B.3.");
    const [sheets, quizzesOnCode] = [tagged(SOURCES.worksheets, onCode).length, tagged(SOURCES.quizzes, onCode).length];
    expect(sheets).toBeGreaterThan(0);
    expect(row).toMatch(
      new RegExp(
        `^href="/\\?standard=4\\.NF\\.B\\.3"[^>]*>4\\.NF\\.B\\.3</a></th><td>[^<]+</td><td>${sheets}</td><td[^>]*>${quizzesOnCode}</td>`,
      ),
    );
    // The domain counts each item once, generated worksheets with their generators' codes included.
    const inDomain = (kind: "worksheets" | "quizzes") => tagged(SOURCES[kind], (code) => code.startsWith("4.NF.")).length;
    const [worksheetCount, quizCount] = [inDomain("worksheets"), inDomain("quizzes")];
    expect(grade4).toContain(
      `Number and Operations—Fractions (NF): ${worksheetCount} worksheets, ${quizCount} ${quizCount === 1 ? "quiz" : "quizzes"}`,
    );
    expect((await call("/standards?grade=x")).status).toBe(400);
  });

  test("grade pages: K to 12 and high school; anything else is a 404 page", async () => {
    for (const path of ["/grade/k", "/grade/K", "/grade/1", "/grade/8", "/grade/12", "/grade/high-school"]) {
      expect((await call(path)).status, path).toBe(200);
    }
    for (const path of ["/grade/13", "/grade/0", "/grade/01", "/grade/first"]) expect((await call(path)).status, path).toBe(404);
    const grade1 = await (await call("/grade/1")).text();
    expect(grade1).toContain('href="/language/reading?grade=1"');
    expect(grade1).toContain("Newest worksheets");
    expect(grade1).not.toContain("Rhetorical Analysis");
  });
});
