import { answerText, questionText } from "~/lib/questions/text";
import { describe, expect, test } from "vitest";
import { servedWorksheets as worksheets } from "../support/served-worksheets";
import { call } from "./fetch";

interface ListBody {
  items: {
    id: number;
    title: string;
    description: string;
    subject: string;
    category: string;
    difficulty: string | null;
    grades: { from: number; to: number };
    questionCount: number;
  }[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  subjects: string[];
  categories: string[];
}

async function list(path: string) {
  const response = await call(path);
  expect(response.status).toBe(200);
  return (await response.json()) as ListBody;
}

describe("GET /api/worksheets", () => {
  test("lists the first page newest first with the documented shape", async () => {
    const body = await list("/api/worksheets");
    expect(body.pageSize).toBe(12);
    expect(body.page).toBe(1);
    expect(body.total).toBe(worksheets.length);
    expect(body.pages).toBe(Math.ceil(worksheets.length / 12));
    expect(body.items).toHaveLength(Math.min(12, worksheets.length));
    expect(body.items[0].id).toBe(worksheets[worksheets.length - 1].id);
    expect(body.items.map((item) => item.id)).toEqual([...body.items.map((item) => item.id)].sort((a, b) => b - a));
    expect(Object.keys(body.items[0]).sort()).toEqual([
      "category",
      "description",
      "difficulty",
      "grades",
      "id",
      "questionCount",
      "standards",
      "subject",
      "title",
    ]);
    expect(body.items[0].title).toBe(worksheets[worksheets.length - 1].title);
    expect(body.subjects).toEqual([...new Set(worksheets.map((item) => item.subject))].sort((a, b) => a.localeCompare(b)));
    expect(body.categories.length).toBeGreaterThan(3);
  });

  test("searches case-insensitively inside answers and combines filters with AND", async () => {
    const sample = worksheets[3];
    // Every question and answer as readable text: options, gaps and parts included.
    const texts = (item: (typeof worksheets)[number]) =>
      item.questions.flatMap((question) => [questionText(question), answerText(question)]);
    const word =
      texts(sample)[1]
        .split(/\s+/)
        .find((part) => part.length > 6) ?? sample.title;
    const body = await list(`/api/worksheets?q=${encodeURIComponent(word.toUpperCase())}`);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.total).toBe(
      worksheets.filter((item) =>
        [item.title, item.description, ...texts(item)].some((text) => text.toLowerCase().includes(word.toLowerCase())),
      ).length,
    );
    const filtered = await list(
      `/api/worksheets?subject=${encodeURIComponent(sample.subject)}&category=${encodeURIComponent(sample.category)}`,
    );
    expect(filtered.total).toBe(
      worksheets.filter((item) => item.subject === sample.subject && item.category === sample.category).length,
    );
    expect(filtered.items.every((item) => item.subject === sample.subject && item.category === sample.category)).toBe(true);
    const all = await list("/api/worksheets?subject=all&category=all&difficulty=all");
    expect(all.total).toBe(worksheets.length);
  });

  test("a page past the last is empty; page defaults to 1", async () => {
    const body = await list("/api/worksheets?page=9999");
    expect(body.items).toEqual([]);
    expect(body.page).toBe(9999);
    expect(body.total).toBe(worksheets.length);
  });

  test.each(["0", "-1", "1.5", "abc", "1e3", "", " 2"])("page=%j is refused with 400", async (page) => {
    const response = await call(`/api/worksheets?page=${encodeURIComponent(page)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("page") });
  });

  test("an overlong search is refused with 400, odd characters are just searched", async () => {
    expect((await call(`/api/worksheets?q=${"x".repeat(201)}`)).status).toBe(400);
    expect((await list(`/api/worksheets?q=${encodeURIComponent("%' OR 1=1 --\u0000")}`)).total).toBe(0);
    expect((await list("/api/worksheets?subject=Nonexistent")).items).toEqual([]);
  });
});

describe("GET /api/worksheets/:id", () => {
  test("returns the whole worksheet", async () => {
    const response = await call("/api/worksheets/0");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      "category",
      "description",
      "difficulty",
      "example",
      "grades",
      "id",
      "questions",
      "standards",
      "subject",
      "title",
      "wording",
    ]);
    expect(body).toMatchObject({ id: 0, title: worksheets[0].title, wording: "international" });
    // Every question keeps readable question and answer text, and names its type.
    const questions = body.questions as { question: string; answer: string; type: string }[];
    expect(questions).toHaveLength(worksheets[0].questions.length);
    for (const question of questions) {
      expect(question.question.length).toBeGreaterThan(0);
      expect(question.answer.length).toBeGreaterThan(0);
      expect(["short", "choice", "truefalse", "number", "blanks", "match", "order", "long", "parts"]).toContain(question.type);
    }
  });

  test("reads in international wording, or in US wording for ?paper=letter or ?wording=us; a wrong value is a 400", async () => {
    const prompt = async (query: string) => {
      const response = await call(`/api/worksheets/93${query}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { wording: string; questions: { question: string }[] };
      return { wording: body.wording, text: body.questions[1].question };
    };
    expect(await prompt("")).toMatchObject({ wording: "international", text: expect.stringContaining("a favourite fruit") });
    expect(await prompt("?paper=a4")).toMatchObject({
      wording: "international",
      text: expect.stringContaining("a favourite fruit"),
    });
    expect(await prompt("?paper=letter")).toMatchObject({ wording: "us", text: expect.stringContaining("a favorite fruit") });
    expect(await prompt("?wording=us")).toMatchObject({ wording: "us", text: expect.stringContaining("a favorite fruit") });
    for (const query of ["?paper=legal", "?wording=british", "?paper=a4&wording=us"]) {
      const response = await call(`/api/worksheets/93${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(0);
    }
  });

  test("the worksheet page reads in international wording, and in US wording with ?paper=letter", async () => {
    const page = async (query: string) => {
      const response = await call(`/worksheet/93${query}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const international = await page("");
    expect(international).toContain("Children chose a favourite fruit.");
    expect(international).not.toMatch(/\{\{|favorite fruit/);
    const us = await page("?paper=letter");
    expect(us).toContain("Children chose a favorite fruit.");
    // (The sheet's own "Show your working/work" follows the wording too: tests/unit/wording.test.ts.)
    expect(us).not.toMatch(/\{\{|favourite fruit/);
    // Showing every answer keeps the paper, and so the wording.
    expect(us).toContain('href="/worksheet/93?answers=all&amp;paper=letter"');
  });

  test.each(["99999", "-1", "abc", "1.0", "1e2", "00000000001", "%20"])("id %j is 404 with a JSON error", async (id) => {
    const response = await call(`/api/worksheets/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe("GET /api/quizzes", () => {
  test("lists and returns quizzes with their five questions", async () => {
    const body = await list("/api/quizzes");
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.questionCount === 5)).toBe(true);
    const response = await call(`/api/quizzes/${body.items[0].id}`);
    const quiz = (await response.json()) as { questions: { question: string; answer: string }[] };
    expect(quiz.questions).toHaveLength(5);
    expect((await call("/api/quizzes/424242")).status).toBe(404);
    expect((await call("/api/quizzes?page=nope")).status).toBe(400);
  });
});

test("unknown API paths are 404 JSON, not pages", async () => {
  const response = await call("/api/nothing-here");
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ error: expect.any(String) });
});

describe("question types in the API", () => {
  test("a quiz's questions keep readable text and add their type, options and matching columns, never accept lists", async () => {
    const response = await call("/api/quizzes/68");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { questions: Record<string, unknown>[] };
    const [choice, , , , match] = body.questions;
    expect(choice).toMatchObject({ type: "choice", multiple: false });
    expect((choice.options as string[]).length).toBeGreaterThanOrEqual(2);
    expect(choice.question).toContain(`A) ${(choice.options as string[])[0]}`);
    expect(typeof choice.answer).toBe("string");
    expect(match).toMatchObject({ type: "match" });
    expect((match.left as string[]).length).toBe((match.right as string[]).length);
    expect((match.correct as string[]).every((letter) => /^[A-H]$/.test(letter))).toBe(true);
    expect(JSON.stringify(body)).not.toContain('"accept"');
  });

  test("a worksheet question with parts lists them lettered, each with its own type and answer", async () => {
    const body = (await (await call("/api/worksheets/0")).json()) as { questions: Record<string, unknown>[] };
    const block = body.questions.find((question) => question.type === "parts")!;
    const parts = block.parts as { label: string; type: string; question: string; answer: string }[];
    expect(parts.map((part) => part.label)).toEqual("abcdefghijkl".slice(0, parts.length).split(""));
    for (const part of parts) expect(part.answer.length).toBeGreaterThan(0);
    expect(block.question).toContain(`a) ${parts[0].question}`);
  });

  test("search matches the text of options", async () => {
    const quiz = (await (await call("/api/quizzes/68")).json()) as { title: string; questions: { options?: string[] }[] };
    const option = quiz.questions[0].options!.find((text) => text.length > 3)!;
    const found = await list(`/api/quizzes?q=${encodeURIComponent(option)}`);
    expect(found.items.map((item: { title: string }) => item.title)).toContain(quiz.title);
  });
});
