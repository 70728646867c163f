import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { quizzes, worksheets } from "../support/catalogue-as-read";
import { ASSIGNMENTS_PER_HOUR, RETENTION_MS } from "~/lib/classroom/assignments.server";
import { CODE_ALPHABET } from "~/lib/classroom/codes";
import { MAX_SUBMISSIONS } from "~/lib/classroom/submissions.server";
import worker from "../../worker/index";
import type { AssignmentResponse, ResultsResponse, SubmissionResult } from "../../worker/api/assignments";
import type { Answerable } from "~/lib/questions/model";
import { rightResponse } from "../support/right-answers";
import { call } from "./fetch";
import { assign, classWithSubmissions, PASSWORD, QUIZ, signedInVisitor, submit, submitted } from "./fixtures";
import { Visitor } from "./visitor";

/** Quiz 0's questions have no parts: one right answer each, as a list (a choice's letter, a number's value). */
const RIGHT_QUIZ_ANSWERS = (quizzes[0].questions as Answerable[]).map((question) => rightResponse(question).join(","));
/** Quiz 128 keeps five typed answers, where a longer answer goes to the teacher. */
const TYPED_QUIZ = { kind: "quiz", id: 128 } as const;
const TYPED = quizzes[128].questions as { question: string; answer: string; accept: string[] }[];
const RIGHT_TYPED_ANSWERS = TYPED.map((question) => question.accept[0]);
const LONGER_ANSWER = `I believe it is ${RIGHT_TYPED_ANSWERS[4]}`;

async function results(visitor: Visitor, code: string) {
  const response = await visitor.get(`/api/assignments/${code}/results`);
  expect(response.status).toBe(200);
  return ((await response.json()) as ResultsResponse).submissions;
}

async function rows(table: "assignments" | "submissions", where: string, value: string) {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where} = ?`).bind(value).first<number>("n")) ?? 0;
}

describe("assigning a quiz or worksheet to a class", () => {
  test("a signed-in teacher gets a short code to read aloud and the page students open", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code, url } = await assign(visitor, { ...QUIZ, title: "Year 7 fractions homework" });
    expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(code).not.toMatch(/[01OIL]/);
    expect(url).toBe(`/a/${code}`);

    const response = await call(`/api/assignments/${code.toLowerCase().replace(/^(.{4})/, "$1-")}`);
    expect(response.status).toBe(200);
    const view = (await response.json()) as AssignmentResponse;
    expect(view).toMatchObject({ code, kind: "quiz", title: "Year 7 fractions homework", answersShown: "after-submitting" });
    // It does not name the quiz, whose public page shows every model answer (docs/decisions/0028).
    expect(JSON.stringify(view)).not.toContain(quizzes[0].title);
    expect(view.open).toBe(true);
    // Students get the questions, never the answers or the accepted forms.
    expect(view.questions.map(({ question }) => question)).toEqual(quizzes[0].questions.map(({ question }) => question));
    expect(JSON.stringify(view)).not.toContain(quizzes[0].questions[0].answer);
  });

  test("every code is different", async () => {
    const visitor = await signedInVisitor("teacher");
    const codes = new Set<string>();
    for (let i = 0; i < 10; i++) codes.add((await assign(visitor, { kind: "worksheet", id: i })).code);
    expect(codes.size).toBe(10);
  });

  test("visitors who are not signed in are asked to log in (401), with or without an anonymous session", async () => {
    const stranger = new Visitor();
    const response = await stranger.post("/api/assignments", QUIZ);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/log in or sign up/i), logIn: "/login" });

    const browsing = new Visitor();
    await browsing.download("worksheet", 0);
    expect(browsing.cookie).not.toBeNull();
    expect((await browsing.post("/api/assignments", QUIZ)).status).toBe(401);
  });

  test("an unknown item is 404 and makes no assignment", async () => {
    const visitor = await signedInVisitor("teacher");
    for (const body of [
      { kind: "quiz", id: 999_999 },
      { kind: "worksheet", id: worksheets.length },
    ]) {
      const response = await visitor.post("/api/assignments", body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^No (quiz|worksheet) with id/) });
    }
    expect(await rows("assignments", "account_id", await visitor.accountId())).toBe(0);
  });

  test.each([
    { kind: "pdf", id: 1 },
    { kind: "quiz", id: -1 },
    { kind: "quiz", id: "1" },
    { kind: "quiz", id: 1, title: "x".repeat(101) },
    { kind: "quiz", id: 1, closesAt: "2001-01-01" },
    { kind: "quiz", id: 1, closesAt: "next friday" },
    { kind: "quiz", id: 1, closesAt: "2999-01-01T00:00:00Z" },
  ])("%j is refused with 400 and the field at fault", async (body) => {
    const visitor = await signedInVisitor("teacher");
    const response = await visitor.post("/api/assignments", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), fields: expect.any(Object) });
  });

  test("a closing date alone closes at the end of that day anywhere on Earth", async () => {
    const visitor = await signedInVisitor("teacher");
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const { code } = await assign(visitor, { ...QUIZ, closesAt: tomorrow });
    const view = (await (await call(`/api/assignments/${code}`)).json()) as AssignmentResponse;
    expect(view.closesAt).toBe(new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 36 * 60 * 60 * 1000).toISOString());
  });

  test(`assigning is limited to ${ASSIGNMENTS_PER_HOUR} an hour per account, even when the requests race`, async () => {
    const visitor = await signedInVisitor("teacher");
    const responses = await Promise.all(
      Array.from({ length: ASSIGNMENTS_PER_HOUR + 5 }, () => visitor.post("/api/assignments", QUIZ)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ASSIGNMENTS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = responses.find((response) => response.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rows("assignments", "account_id", await visitor.accountId())).toBe(ASSIGNMENTS_PER_HOUR);

    // Another teacher is not held back.
    await assign(await signedInVisitor("teacher"));
  });
});

describe("a student answering without an account", () => {
  test("gets the score, a verdict per question and the model answers; the teacher sees the same", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor, TYPED_QUIZ);
    const answers = [...RIGHT_TYPED_ANSWERS.slice(0, 3), "99", `${LONGER_ANSWER}, roughly`];
    const result = await submitted(code, "  Ada   Lovelace ", answers);
    expect(result.score).toBe(3);
    expect(result.total).toBe(5);
    expect(result.results.map((r) => r.verdict)).toEqual(["correct", "correct", "correct", "incorrect", "review"]);
    expect(result.results.map((r) => r.modelAnswer)).toEqual(TYPED.map((question) => question.answer));

    const [submission] = await results(visitor, code);
    expect(submission).toMatchObject({ name: "Ada Lovelace", score: 3, total: 5 });
    expect(Date.parse(submission.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(submission.answers.map((a) => a.answer)).toEqual(answers);
    expect(submission.answers.map((a) => a.verdict)).toEqual(["correct", "correct", "correct", "incorrect", "review"]);
  });

  test("worksheet answers count as correct when they match the model answer's short form, else the teacher reviews them", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor, { kind: "worksheet", id: 45 });
    // Worksheet 45's typed questions: only the fourth model answer starts with a short form ("Sedimentary rock.").
    const result = await submitted(code, "Grace", ["magma cools", "", "heat and pressure", "sedimentary  rock", "granite"]);
    expect(result.results.map((r) => r.verdict)).toEqual(["review", "incorrect", "review", "correct", "review"]);
    expect(result.score).toBe(1);
  });

  test("sending the same answers twice stores them once; the same name with other answers is refused", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    const first = await submitted(code, "Sam", RIGHT_QUIZ_ANSWERS);
    const again = await submit(code, { name: "sam ", answers: RIGHT_QUIZ_ANSWERS });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);

    const racing = await Promise.all([1, 2, 3].map(() => submit(code, { name: "Kim", answers: RIGHT_QUIZ_ANSWERS })));
    expect(racing.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(await rows("submissions", "assignment_code", code)).toBe(2);

    const changed = await submit(code, { name: "SAM", answers: ["1", "2", "3", "4", "5"] });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({ error: expect.stringMatching(/already sent different answers/) });
    expect((await results(visitor, code)).map((s) => s.name)).toEqual(["Sam", "Kim"]);
  });

  test("an unknown or malformed code is 404", async () => {
    for (const code of ["ZZZZZZZZ", "0000OOOO", "abc", "x".repeat(200)]) {
      expect((await submit(code, { name: "Ann", answers: ["a"] })).status, code).toBe(404);
      expect((await call(`/api/assignments/${code}`)).status, code).toBe(404);
    }
  });

  test.each([
    [{ name: "", answers: RIGHT_QUIZ_ANSWERS }, "name"],
    [{ name: "   ", answers: RIGHT_QUIZ_ANSWERS }, "name"],
    [{ name: "x".repeat(41), answers: RIGHT_QUIZ_ANSWERS }, "name"],
    [{ name: "Bad\u202eName", answers: RIGHT_QUIZ_ANSWERS }, "name"],
    [{ answers: RIGHT_QUIZ_ANSWERS }, "name"],
    [{ name: "Ann", answers: RIGHT_QUIZ_ANSWERS.slice(0, 4) }, "answers"],
    [{ name: "Ann", answers: [...RIGHT_QUIZ_ANSWERS, "extra"] }, "answers"],
    [{ name: "Ann", answers: [1, 2, 3, 4, 5] }, "answers"],
    [{ name: "Ann", answers: ["a".repeat(1001), "", "", "", ""] }, "answers"],
    [{ name: "Ann" }, "answers"],
    [{ name: "Ann", answers: ["", " ", "", "", ""] }, "answers"],
  ])("%j is refused with 400 and nothing is stored", async (body, field) => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    const response = await submit(code, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { [field]: expect.any(String) } });
    expect(await rows("submissions", "assignment_code", code)).toBe(0);
  });

  test("a 40-character name with accents and emoji is fine; blank answers count as wrong", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    const name = "Zoë 🌟 ".padEnd(40, "é");
    const result = await submitted(code, name, ["", "", "", "", "no idea"]);
    expect(result.score).toBe(0);
    expect((await results(visitor, code))[0].name).toBe(name);
  });

  test("a body over the limit is 413 before anything reads it; one that is not JSON is 400 or 415", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    const huge = await submit(code, { name: "Ann", answers: ["x".repeat(70_000), "", "", "", ""] });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: expect.stringMatching(/too large/) });
    expect((await submit(code, "{not json")).status).toBe(400);
    const form = await call(`/api/assignments/${code}/submissions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Ann",
    });
    expect(form.status).toBe(415);
  });

  test(`an assignment takes at most ${MAX_SUBMISSIONS} submissions, however fast they arrive`, async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    const fill = Array.from({ length: MAX_SUBMISSIONS - 3 }, (_, index) =>
      env.DB.prepare(
        "INSERT INTO submissions (id, assignment_code, name, name_key, answers, score, total, submitted_at) VALUES (?, ?, ?, ?, '[]', 0, 5, ?)",
      ).bind(crypto.randomUUID(), code, `Student ${index}`, `student ${index}`, Date.now()),
    );
    await env.DB.batch(fill);
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, index) => submit(code, { name: `Late ${index}`, answers: RIGHT_QUIZ_ANSWERS })),
    );
    const statuses = racing.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await racing[statuses.indexOf(409)].json()).toEqual({ error: expect.stringMatching(/already has 200 submissions/) });
    expect(await rows("submissions", "assignment_code", code)).toBe(MAX_SUBMISSIONS);
  });
});

describe("closing and reopening", () => {
  test("a closed assignment answers 410 to students until the teacher reopens it", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    const closed = await visitor.send("PATCH", `/api/assignments/${code}`, { closed: true });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ code, open: false, closesAt: expect.any(String) });
    expect(((await (await call(`/api/assignments/${code}`)).json()) as AssignmentResponse).open).toBe(false);

    const refused = await submit(code, { name: "Ann", answers: RIGHT_QUIZ_ANSWERS });
    expect(refused.status).toBe(410);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/closed/) });

    const reopened = await visitor.send("PATCH", `/api/assignments/${code}`, { closed: false });
    expect(await reopened.json()).toMatchObject({ open: true, closesAt: null });
    expect((await submit(code, { name: "Ann", answers: RIGHT_QUIZ_ANSWERS })).status).toBe(201);
  });

  test("an assignment closes by itself at its closing time", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor, { ...QUIZ, closesAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await submit(code, { name: "Early", answers: RIGHT_QUIZ_ANSWERS })).status).toBe(201);
    await env.DB.prepare("UPDATE assignments SET closes_at = ? WHERE code = ?")
      .bind(Date.now() - 1, code)
      .run();
    expect((await submit(code, { name: "Late", answers: RIGHT_QUIZ_ANSWERS })).status).toBe(410);
  });

  test("only a boolean closes or reopens", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    expect((await visitor.send("PATCH", `/api/assignments/${code}`, { closed: "yes" })).status).toBe(400);
  });
});

describe("results belong to the teacher who assigned", () => {
  test("results, CSV, closing, overruling and deleting are 404 to everyone else, signed in or not", async () => {
    const { teacher: owner, code } = await classWithSubmissions([{ name: "Ann", answers: RIGHT_QUIZ_ANSWERS }]);
    const [{ id }] = await results(owner, code);

    for (const other of [await signedInVisitor("teacher"), new Visitor()]) {
      for (const response of [
        await other.get(`/api/assignments/${code}/results`),
        await other.get(`/api/assignments/${code}/results.csv`),
        await other.send("PATCH", `/api/assignments/${code}`, { closed: true }),
        await other.send("PATCH", `/api/assignments/${code}/submissions/${id}`, { question: 0, verdict: "incorrect" }),
        await other.send("DELETE", `/api/assignments/${code}`),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: "No such assignment." });
      }
    }
    expect((await results(owner, code))[0]).toMatchObject({ score: 5 });
    expect(((await (await call(`/api/assignments/${code}`)).json()) as AssignmentResponse).open).toBe(true);
  });

  test("other methods answer 405 with Allow", async () => {
    const response = await call("/api/assignments/ABCDEFGH/results", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  test("overruling a verdict updates the score, and can be overruled again", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor, TYPED_QUIZ);
    await submitted(code, "Ann", [...RIGHT_TYPED_ANSWERS.slice(0, 4), LONGER_ANSWER]);
    const [before] = await results(visitor, code);
    expect(before).toMatchObject({ score: 4 });
    expect(before.answers[4]).toMatchObject({
      answer: LONGER_ANSWER,
      verdict: "review",
      overruled: false,
    });

    const path = `/api/assignments/${code}/submissions/${before.id}`;
    const marked = await visitor.send("PATCH", path, { question: 4, verdict: "correct" });
    expect(marked.status).toBe(200);
    const body = (await marked.json()) as SubmissionResult;
    expect(body.score).toBe(5);
    expect(body.answers[4]).toMatchObject({
      answer: LONGER_ANSWER,
      verdict: "correct",
      overruled: true,
    });

    await visitor.send("PATCH", path, { question: 0, verdict: "incorrect" });
    await visitor.send("PATCH", path, { question: 4, verdict: "incorrect" });
    const [after] = await results(visitor, code);
    expect(after.score).toBe(3);
    expect(after.answers.map((a) => a.verdict)).toEqual(["incorrect", "correct", "correct", "correct", "incorrect"]);

    // The student sending the same answers again sees the teacher's verdicts.
    const replay = await submitted(code, "Ann", [...RIGHT_TYPED_ANSWERS.slice(0, 4), LONGER_ANSWER]);
    expect(replay.score).toBe(3);
  });

  test.each([
    [{ question: 5, verdict: "correct" }, 404],
    [{ question: 0, verdict: "review" }, 400],
    [{ question: -1, verdict: "correct" }, 400],
    [{ question: "0", verdict: "correct" }, 400],
  ])("overruling with %j answers %i and changes nothing", async (body, status) => {
    const { teacher: visitor, code } = await classWithSubmissions([{ name: "Ann", answers: RIGHT_QUIZ_ANSWERS }]);
    const [{ id }] = await results(visitor, code);
    expect((await visitor.send("PATCH", `/api/assignments/${code}/submissions/${id}`, body)).status).toBe(status);
    expect(
      (await visitor.send("PATCH", `/api/assignments/${code}/submissions/not-an-id`, { question: 0, verdict: "incorrect" }))
        .status,
    ).toBe(404);
    expect((await results(visitor, code))[0].score).toBe(5);
  });

  test("the CSV has the questions as headers, a row per student, and a name or answer cannot run as a spreadsheet formula", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    await submitted(code, '=HYPERLINK("http://x.example","Hi")', ["+1", "-2", "@SUM(A1)", 'say "hi", ok', "line\none"]);
    await submitted(code, "Ann", RIGHT_QUIZ_ANSWERS);

    const response = await visitor.get(`/api/assignments/${code}/results.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="studyshelf-quiz-0-[A-Z0-9]{8}-results\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark, so spreadsheet programs read the UTF-8 names correctly.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      [
        '"Name","Score","Total","Submitted at (UTC)"',
        '"Q1 Calculate 1/2 + 1/3. Give your answer as a fraction in simplest form.","Q1 verdict"',
        '"Q2 Calculate 3/4 − 1/6. Give your answer as a fraction in simplest form.","Q2 verdict"',
        '"Q3 Calculate 2/3 × 3/8. Give your answer as a fraction in simplest form.","Q3 verdict"',
        '"Q4 Calculate 5/6 ÷ 5/12.","Q4 verdict"',
        '"Q5 Write 17/5 as a mixed number.","Q5 verdict"',
      ].join(","),
    );
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/x\.example"",""Hi""\)","0","5","[^"]+","'\+1","incorrect","'-2","incorrect","'@SUM\(A1\)","incorrect","say ""hi"", ok","incorrect","line\none","incorrect"$/,
    );
    expect(lines[2]).toMatch(/^"Ann","5","5",/);
    expect(lines[3]).toBe("");
    // No field starts with a formula character once unquoted.
    for (const field of text.match(/"(?:[^"]|"")*"/g) ?? []) expect(field.slice(1)).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe("deleting student data", () => {
  test("deleting an assignment deletes every answer with it", async () => {
    const { teacher: visitor, code } = await classWithSubmissions([{ name: "Ann", answers: RIGHT_QUIZ_ANSWERS }]);
    const response = await visitor.send("DELETE", `/api/assignments/${code}`);
    expect(response.status).toBe(204);
    expect(await rows("assignments", "code", code)).toBe(0);
    expect(await rows("submissions", "assignment_code", code)).toBe(0);
    expect((await visitor.get(`/api/assignments/${code}/results`)).status).toBe(404);
    expect((await submit(code, { name: "Bo", answers: RIGHT_QUIZ_ANSWERS })).status).toBe(404);
  });

  test("a year after it was made, an assignment is gone at once and the daily cron deletes it with its answers", async () => {
    const visitor = await signedInVisitor("teacher");
    const old = await assign(visitor);
    const recent = await assign(visitor);
    for (const { code } of [old, recent]) await submitted(code, "Ann", RIGHT_QUIZ_ANSWERS);
    await env.DB.prepare("UPDATE assignments SET created_at = ? WHERE code = ?")
      .bind(Date.now() - RETENTION_MS - 1000, old.code)
      .run();

    expect((await call(`/api/assignments/${old.code}`)).status).toBe(404);
    expect((await visitor.get(`/api/assignments/${old.code}/results`)).status).toBe(404);
    expect((await submit(old.code, { name: "Bo", answers: RIGHT_QUIZ_ANSWERS })).status).toBe(404);

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "17 3 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await rows("assignments", "code", old.code)).toBe(0);
    expect(await rows("submissions", "assignment_code", old.code)).toBe(0);
    expect(await rows("assignments", "code", recent.code)).toBe(1);
    expect(await rows("submissions", "assignment_code", recent.code)).toBe(1);
  });
});

describe("a teacher who deletes their account", () => {
  test("takes their assignments and every student's answers with it, as the privacy page says", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    await submitted(code, "Ada", RIGHT_QUIZ_ANSWERS);
    const rows = () =>
      env.DB.prepare(
        "SELECT (SELECT COUNT(*) FROM assignments WHERE code = ?1) + (SELECT COUNT(*) FROM submissions WHERE assignment_code = ?1) AS n",
      )
        .bind(code)
        .first<{ n: number }>();
    expect((await rows())?.n).toBe(2);
    expect((await visitor.delete("/api/account", { password: PASSWORD })).status).toBe(200);
    expect((await call(`/api/assignments/${code}`)).status).toBe(404);
    expect((await rows())?.n).toBe(0);
  });
});

describe("accepting an answer for everyone", () => {
  test("every submission with the same answer is re-marked right, now and later, and the scores follow", async () => {
    const visitor = await signedInVisitor("teacher");
    const { code } = await assign(visitor);
    const rest = RIGHT_QUIZ_ANSWERS.slice(1);
    await submitted(code, "Ann", ["  Zebra Crossing ", ...rest]);
    await submitted(code, "Ben", ["zebra   crossing", ...rest]);
    await submitted(code, "Cai", ["giraffe", ...rest]);
    const before = await results(visitor, code);
    expect(before.map((s) => [s.name, s.score, s.answers[0].verdict])).toEqual([
      ["Ann", 4, "incorrect"],
      ["Ben", 4, "incorrect"],
      ["Cai", 4, "incorrect"],
    ]);

    // Someone else cannot; the owner can.
    const path = `/api/assignments/${code}/submissions/${before[0].id}/accepted`;
    expect((await (await signedInVisitor("teacher")).post(path, { question: 0 })).status).toBe(404);
    expect((await visitor.post(path, { question: "0" })).status).toBe(400);
    const accepted = await visitor.post(path, { question: 0 });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ remarked: 2 });

    const after = await results(visitor, code);
    expect(after.map((s) => [s.name, s.score, s.answers[0].verdict, s.answers[0].overruled])).toEqual([
      ["Ann", 5, "correct", true],
      ["Ben", 5, "correct", true],
      ["Cai", 4, "incorrect", false],
    ]);
    // A student who sends the same answer later is marked right by the checker.
    expect((await submitted(code, "Dee", ["ZEBRA CROSSING", ...rest])).score).toBe(5);
    expect((await submitted(code, "Eve", ["zebra", ...rest])).score).toBe(4);
  });
});
