/**
 * The assignment receipt: a random token in an HttpOnly cookie scoped to one assignment's page
 * (`Path=/a/{code}`), whose SHA-256 is stored with the student's submission. It lets the same browser
 * see its result again after a reload, without an account and without naming anyone; another device
 * sees the empty form (docs/decisions/0028). It lasts as long as the assignment's data.
 */
import type { CookieJar } from "../cookie-jar";
import { randomToken, sha256Hex } from "../encoding";
import { deletionTime, type Assignment } from "./assignments.server";
import { assignmentPath } from "./codes";

export const RECEIPT_COOKIE = "assignment_receipt";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of the receipt the browser sent for this page, or null. */
export async function receiptHashOf(cookies: CookieJar) {
  const value = cookies.get(RECEIPT_COOKIE);
  return value !== undefined && TOKEN_PATTERN.test(value) ? sha256Hex(value) : null;
}

/** A new receipt: the token for the cookie and the hash to store with the submission. */
export async function newReceipt() {
  const token = randomToken();
  return { token, hash: await sha256Hex(token) };
}

/** Keeps the receipt in this browser, for this assignment only, as long as the assignment's data. */
export function keepReceipt(cookies: CookieJar, assignment: Assignment, token: string, now = Date.now()) {
  cookies.set(RECEIPT_COOKIE, token, {
    path: assignmentPath(assignment.code),
    maxAge: Math.max(1, Math.floor((deletionTime(assignment) - now) / 1000)),
  });
}
