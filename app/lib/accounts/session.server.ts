/**
 * Sessions (after Lucia's session guide): a random token in an HttpOnly cookie, only its SHA-256
 * in D1, a fixed lifetime, deleted on logout. The only module that writes the `sessions` table.
 *
 * The cookie is `__Host-session` (Secure, Path=/, no Domain). Browsers refuse Secure and `__Host-`
 * cookies from plain http, so a request over http to localhost (npm start, the e2e suite) gets a
 * plain `session` cookie without Secure instead; every other origin gets the `__Host-` cookie
 * (docs/decisions/0005).
 */
import { parse, serialize } from "cookie-es";
import type { Database } from "../database.server";
import { randomToken, sha256Hex } from "../encoding";
import { createAccountStatements } from "./accounts.server";
import { isLocalHttp } from "../local-http";
import { clientNetwork } from "./client-network";
import { takeNewAccountSlot } from "../limits/rate-limits.server";

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
const SECURE_COOKIE = "__Host-session";
const LOCAL_HTTP_COOKIE = "session";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  id: string;
  accountId: string;
  email: string | null;
}

/** A session whose account has signed up: what "signed in" means everywhere. */
export type SignedInSession = Session & { email: string };

function cookieName(request: Request) {
  return isLocalHttp(request) ? LOCAL_HTTP_COOKIE : SECURE_COOKIE;
}

function serializeCookie(request: Request, value: string, maxAge: number) {
  return serialize(cookieName(request), value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge,
    secure: !isLocalHttp(request),
  });
}

export function sessionCookie(request: Request, token: string) {
  return serializeCookie(request, token, SESSION_LIFETIME_SECONDS);
}

export function clearedSessionCookie(request: Request) {
  return serializeCookie(request, "", 0);
}

function readToken(request: Request) {
  const cookies = request.headers.get("cookie");
  // Most page requests carry no session; they skip parsing the cookies and the URL (every page asks).
  if (!cookies?.includes(`${LOCAL_HTTP_COOKIE}=`)) return null;
  const value = parse(cookies)[cookieName(request)];
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

/**
 * Whether the request carries a well-formed session cookie, without asking D1: what the edge page
 * cache needs to know that a page would be rendered for this visitor (worker/page-cache.ts).
 */
export function hasSessionCookie(request: Request) {
  return readToken(request) !== null;
}

/** The message D1 gives when `newSession`'s statement finds its account deleted (or its password changed). */
const GONE_ACCOUNT = /NOT NULL constraint failed: sessions\.account_id/;

/**
 * A new random token and the statement that stores its hash; run the statement in the caller's
 * batch. The account is looked up by the insert itself: when it has been deleted meanwhile (or, with
 * `passwordHash`, its password is no longer the one just checked), the account id is NULL, the
 * insert fails its NOT NULL constraint and the whole batch rolls back. So a log-in that races the
 * account's deletion cannot leave a live session behind (docs/decisions/0028); see `isGoneAccount`.
 */
export async function newSession(db: Database, accountId: string, passwordHash: string | null = null) {
  const token = randomToken();
  const id = await sha256Hex(token);
  const expiresAt = Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS;
  const statement = db
    .prepare(
      `INSERT INTO sessions (id, account_id, created_at, expires_at) VALUES (?1,
         (SELECT id FROM accounts WHERE id = ?2 AND deleted_at IS NULL AND (?5 IS NULL OR password_hash = ?5)), ?3, ?4)`,
    )
    .bind(id, accountId, new Date().toISOString(), expiresAt, passwordHash);
  return { id, token, statement };
}

/** Whether a batch failed because `newSession`'s account was deleted (or its password changed) meanwhile. */
export function isGoneAccount(error: unknown) {
  return error instanceof Error && GONE_ACCOUNT.test(error.message);
}

/** The id (token hash) of the session the request's cookie names, without reading D1; null without a cookie. */
export async function sessionIdOf(request: Request) {
  const token = readToken(request);
  return token ? sha256Hex(token) : null;
}

/** The visitor's live session, or null (no cookie, unknown token or expired). */
export async function getSession(db: Database, request: Request): Promise<Session | null> {
  const token = readToken(request);
  if (!token) return null;
  const row = await db
    .prepare(
      `SELECT s.id, s.account_id, a.email FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.id = ? AND s.expires_at > ? AND a.deleted_at IS NULL`,
    )
    .bind(await sha256Hex(token), Math.floor(Date.now() / 1000))
    .first<{ id: string; account_id: string; email: string | null }>();
  return row && { id: row.id, accountId: row.account_id, email: row.email };
}

/** The visitor's session when they have signed up and are logged in; null for anonymous visitors. */
export async function getSignedInSession(db: Database, request: Request): Promise<SignedInSession | null> {
  const session = await getSession(db, request);
  return session?.email ? { ...session, email: session.email } : null;
}

export function deleteSessionStatement(db: Database, sessionId: string) {
  return db.prepare("DELETE FROM sessions WHERE id = ?").bind(sessionId);
}

export type SessionOutcome =
  { ok: true; session: Session; setCookie?: string } | { ok: false; error: "too_many_new_accounts"; retryAfterSeconds: number };

/**
 * The visitor's session, creating an anonymous account (with its free allowance) and a session
 * when there is none and the visitor's network may still create one (app/lib/limits/rate-limits.server.ts).
 * `setCookie` is set when a new session was made and must reach the browser.
 */
export async function getOrCreateSession(db: Database, request: Request): Promise<SessionOutcome> {
  const existing = await getSession(db, request);
  if (existing) return { ok: true, session: existing };
  const slot = await takeNewAccountSlot(db, clientNetwork(request, 48));
  if (!slot.ok) return { ok: false, error: "too_many_new_accounts", retryAfterSeconds: slot.retryAfterSeconds };
  const accountId = crypto.randomUUID();
  const { id, token, statement } = await newSession(db, accountId);
  await db.batch([...createAccountStatements(db, accountId), statement]);
  return { ok: true, session: { id, accountId, email: null }, setCookie: sessionCookie(request, token) };
}

/** Deletes sessions that expired before `now` (unix seconds), for the scheduled job. */
export function deleteExpiredSessionsStatement(db: Database, now: number) {
  return db.prepare("DELETE FROM sessions WHERE expires_at <= ?").bind(now);
}

/** Ends every session of an account (password reset, account deletion); run in the caller's batch. */
export function deleteAccountSessionsStatement(db: Database, accountId: string) {
  return db.prepare("DELETE FROM sessions WHERE account_id = ?").bind(accountId);
}
