/**
 * Assigning a generated worksheet (issue 24): each student answers their own version, seeded from
 * the assignment and their name, is checked against their own key, and the teacher's results name
 * each student's version.
 */
import { describe, expect, test } from "vitest";
import { GENERATED_ID_BASE } from "~/lib/catalogue/catalogue.server";
import { findAssignment } from "~/lib/classroom/assignments.server";
import { studentItem } from "~/lib/classroom/versions";
import { env } from "cloudflare:workers";
import type { AssignmentResponse, ResultsResponse } from "../../worker/api/assignments";
import { rightAnswers } from "../support/right-answers";
import { call } from "./fetch";
import { assign, signedInVisitor, submit } from "./fixtures";

const GENERATED = { kind: "worksheet", id: GENERATED_ID_BASE } as const;

async function view(code: string, name?: string) {
  const response = await call(`/api/assignments/${code}${name === undefined ? "" : `?name=${encodeURIComponent(name)}`}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AssignmentResponse;
}

describe("a generated worksheet assigned to a class", () => {
  test("two students answer different numbers, each checked against their own key", async () => {
    const teacher = await signedInVisitor("teacher");
    const { code } = await assign(teacher, { ...GENERATED, level: "challenge" });
    const shared = await view(code);
    expect(shared).toMatchObject({ ownVersions: true, questions: [] });

    const [ana, ben] = [await view(code, "Ana Diaz"), await view(code, "Ben Ode")];
    expect(ana.questions).toHaveLength(5);
    expect(ana.questions).not.toEqual(ben.questions);
    // The name as the class compares names: the same student, the same version.
    expect(await view(code, "  ana   DIAZ ")).toEqual({ ...ana });

    const assignment = (await findAssignment(env.DB, code))!;
    const anaKey = rightAnswers(studentItem(assignment, "Ana Diaz")!.questions);
    const anaSent = await submit(code, { name: "Ana Diaz", answers: anaKey });
    expect(anaSent.status).toBe(201);
    const anaResult = (await anaSent.json()) as { score: number; total: number };
    expect(anaResult.score).toBe(anaResult.total);

    // Ben copies Ana's answers: his numbers are different, so they are not his right answers.
    const benSent = await submit(code, { name: "Ben Ode", answers: anaKey });
    expect(benSent.status).toBe(201);
    const benResult = (await benSent.json()) as { score: number; total: number };
    expect(benResult.score).toBeLessThan(benResult.total);

    const results = await teacher.get(`/api/assignments/${code}/results`);
    const { submissions } = (await results.json()) as ResultsResponse;
    const versions = submissions.map((submission) => submission.version);
    expect(versions.every((version) => version?.level === "challenge")).toBe(true);
    expect(new Set(versions.map((version) => version?.seed)).size).toBe(2);

    // The CSV heads its columns by question and part, not by one student's numbers.
    const csv = await (await teacher.get(`/api/assignments/${code}/results.csv`)).text();
    const header = csv.replace(/^\uFEFF/, "").split("\r\n")[0];
    expect(header).toMatch(/^"Name","Score","Total","Submitted at \(UTC\)","Q1[^"]* answer","Q1[^"]* verdict",/);
    for (const student of [ana, ben]) {
      for (const { question } of student.questions) expect(header).not.toContain(question.replace(/\s+/g, " ").slice(0, 40));
    }
  });

  test("a level is refused for an item with one version, and a bad name for a version is 400", async () => {
    const teacher = await signedInVisitor("teacher");
    const response = await teacher.post("/api/assignments", { kind: "worksheet", id: 3, level: "core" });
    expect(response.status).toBe(400);
    const { code } = await assign(teacher, GENERATED);
    expect((await call(`/api/assignments/${code}?name=`)).status).toBe(400);
  });
});
