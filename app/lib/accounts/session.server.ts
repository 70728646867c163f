/**
 * Sessions (after Lucia's session guide): a random token in an HttpOnly cookie, only its SHA-256
 * in D1, a fixed lifetime, deleted on logout. The only module that writes the `sessions` table.
 *
 * The cookie is `__Host-session` (Secure, Path=/, no Domain). Browsers refuse Secure and `__Host-`
 * cookies from plain http, so a request over http to localhost (npm start, the e2e suite) gets a
 * plain `session` cookie without Secure instead; every other origin gets the `__Host-` cookie
 * (docs/decisions/0005). The request's visitor (visitor.server.ts) reads and writes it through the
 * request's cookie jar.
 */
import type { CookieJar } from "../cookie-jar";
import type { Database } from "../database.server";
import { randomToken, sha256Hex } from "../encoding";
import { createAccountStatements } from "./accounts.server";
import { takeNewAccountSlot } from "../limits/rate-limits.server";
import type { Visitor } from "./visitor.server";

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

function cookieName(cookies: CookieJar) {
  return cookies.secure ? SECURE_COOKIE : LOCAL_HTTP_COOKIE;
}

/** The session token the browser sent, if well-formed; null otherwise. Reads no D1. */
export function sessionToken(cookies: CookieJar) {
  // Both names end in "session": most requests have neither and skip working out which name applies.
  if (!cookies.mentions(LOCAL_HTTP_COOKIE)) return null;
  const value = cookies.get(cookieName(cookies));
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

/** Hands the browser a new session's token with the answer. */
export function setSessionCookie(cookies: CookieJar, token: string) {
  cookies.set(cookieName(cookies), token, { maxAge: SESSION_LIFETIME_SECONDS });
}

/** Tells the browser to forget its session token. */
export function clearSessionCookie(cookies: CookieJar) {
  cookies.clear(cookieName(cookies));
}

/** The session when its account has signed up (what "signed in" means everywhere), else null. */
export function signedIn(session: Session | null): SignedInSession | null {
  return session?.email ? { ...session, email: session.email } : null;
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

/** The live session a token names, or null (unknown token or expired, or the account deleted). */
export async function findSession(db: Database, token: string): Promise<Session | null> {
  const row = await db
    .prepare(
      `SELECT s.id, s.account_id, a.email FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.id = ? AND s.expires_at > ? AND a.deleted_at IS NULL`,
    )
    .bind(await sha256Hex(token), Math.floor(Date.now() / 1000))
    .first<{ id: string; account_id: string; email: string | null }>();
  return row && { id: row.id, accountId: row.account_id, email: row.email };
}

export function deleteSessionStatement(db: Database, sessionId: string) {
  return db.prepare("DELETE FROM sessions WHERE id = ?").bind(sessionId);
}

export type SessionOutcome =
  { ok: true; session: Session } | { ok: false; error: "too_many_new_accounts"; retryAfterSeconds: number };

/**
 * The visitor's current session, creating an anonymous account (with its free allowance) and a
 * session when there is none and the visitor's network may still create one
 * (app/lib/limits/rate-limits.server.ts). A new session's cookie goes out with the answer.
 */
export async function getOrCreateSession(db: Database, visitor: Visitor): Promise<SessionOutcome> {
  const existing = await visitor.currentSession();
  if (existing) return { ok: true, session: existing };
  const slot = await takeNewAccountSlot(db, visitor.network(48));
  if (!slot.ok) return { ok: false, error: "too_many_new_accounts", retryAfterSeconds: slot.retryAfterSeconds };
  const accountId = crypto.randomUUID();
  const { id, token, statement } = await newSession(db, accountId);
  await db.batch([...createAccountStatements(db, accountId), statement]);
  const session = { id, accountId, email: null };
  visitor.signIn(session, token);
  return { ok: true, session };
}

/** Deletes sessions that expired before `now` (unix seconds), for the scheduled job. */
export function deleteExpiredSessionsStatement(db: Database, now: number) {
  return db.prepare("DELETE FROM sessions WHERE expires_at <= ?").bind(now);
}

/** Ends every session of an account (password reset, account deletion); run in the caller's batch. */
export function deleteAccountSessionsStatement(db: Database, accountId: string) {
  return db.prepare("DELETE FROM sessions WHERE account_id = ?").bind(accountId);
}
