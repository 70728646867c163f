/**
 * Fixtures for Worker tests (inside workerd, tests/worker/): visitors who signed up, and a class with
 * submissions, made through the API as a client would.
 */
import { expect } from "vitest";
import type { CreatedAssignmentResponse, SubmissionResponse } from "../../worker/api/assignments";
import { PASSWORD, uniqueEmail } from "../support/fixtures";
import { postJson } from "./fetch";
import { Visitor } from "./visitor";

export { PASSWORD, uniqueEmail };

/** A new visitor who signed up (and so is signed in, and was sent the verification email). */
export async function signedUp(email = uniqueEmail(), password = PASSWORD, visitor = new Visitor()) {
  expect((await visitor.signUp(email, password)).status).toBe(200);
  return { visitor, email, password };
}

/** A signed-in visitor: `who` names the address (`teacher-…@example.com`). */
export async function signedInVisitor(who = "user") {
  return (await signedUp(uniqueEmail(who))).visitor;
}

export const QUIZ = { kind: "quiz", id: 0 } as const;

/** The visitor assigns an item (quiz 0 unless told) to a class: its code and page. */
export async function assign(visitor: Visitor, body: object = QUIZ) {
  const response = await visitor.post("/api/assignments", body);
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedAssignmentResponse;
}

/** A student's answers, sent as the assignment page sends them (no account, no cookie). */
export function submit(code: string, body: unknown) {
  return postJson(`/api/assignments/${code}/submissions`, body);
}

/** A student's answers, accepted. */
export async function submitted(code: string, name: string, answers: string[]) {
  const response = await submit(code, { name, answers });
  expect(response.status).toBe(201);
  return (await response.json()) as SubmissionResponse;
}

/** A teacher, signed in, whose class (quiz 0 unless told) has the given students' answers. */
export async function classWithSubmissions(students: { name: string; answers: string[] }[], item: object = QUIZ) {
  const teacher = await signedInVisitor("teacher");
  const { code, url } = await assign(teacher, item);
  const submissions = [];
  for (const { name, answers } of students) submissions.push(await submitted(code, name, answers));
  return { teacher, code, url, submissions };
}
