/**
 * Sign up, log in and log out with email and password. Login failures say nothing about whether an
 * email exists and are throttled per email-and-network and per network (throttle.server.ts). Outcomes
 * are plain values; the page actions and the JSON API decide how to answer them.
 */
import { mergeStatements } from "../ledger/ledger.server";
import { claimAccountStatement, createAccountStatements, findAccountByEmail, markMergedStatement } from "./accounts.server";
import { clientNetwork } from "./client-network";
import type { Credentials } from "./credentials";
import { takeNewAccountSlot } from "./new-accounts.server";
import { hashPassword, verifyPasswordOrDummy } from "./passwords.server";
import { clearedSessionCookie, deleteSessionStatement, getSession, newSession, sessionCookie } from "./session.server";
import { countLoginAttempt, forgiveLoginStatements } from "./throttle.server";

export type AuthOutcome =
  | { ok: true; email: string; setCookie: string }
  | { ok: false; error: "email_taken" | "invalid_credentials" }
  | { ok: false; error: "throttled" | "too_many_new_accounts"; retryAfterSeconds: number };

export const AUTH_ERRORS = {
  email_taken: "An account with that email already exists. Log in instead.",
  invalid_credentials: "Email or password is incorrect.",
  throttled: "Too many failed attempts. Please wait a few minutes and try again.",
  too_many_new_accounts: "Too many new accounts were created from your network in a short time. Please try again later.",
} as const satisfies Record<Exclude<AuthOutcome, { ok: true }>["error"], string>;

/**
 * Creates a user. An anonymous visitor's account becomes the user's, keeping its balance and
 * owned items; otherwise a new account starts with the free allowance. Either way a new session.
 */
export async function signUp(db: D1Database, request: Request, { email, password }: Credentials): Promise<AuthOutcome> {
  const current = await getSession(db, request);
  const claim = current !== null && current.email === null;
  // A new account brings a new free allowance: it takes one of the network's slots, like an anonymous one.
  if (!claim) {
    const slot = await takeNewAccountSlot(db, clientNetwork(request));
    if (!slot.ok) return { ok: false, error: "too_many_new_accounts", retryAfterSeconds: slot.retryAfterSeconds };
  }
  const accountId = claim ? current.accountId : crypto.randomUUID();
  const { id, token, statement } = await newSession(db, accountId);
  const results = await db.batch([
    ...(claim ? [] : createAccountStatements(db, accountId)),
    claimAccountStatement(db, { accountId, email, passwordHash: await hashPassword(password) }),
    ...(current ? [deleteSessionStatement(db, current.id)] : []),
    statement,
  ]);
  // The email belongs to another account, or a second sign-up from this anonymous session won the race.
  if (results[claim ? 0 : 2].meta.changes === 0) {
    await deleteSessionStatement(db, id).run();
    return { ok: false, error: "email_taken" };
  }
  return { ok: true, email, setCookie: sessionCookie(request, token) };
}

/**
 * Logs in. Of an anonymous visitor's owned items, those paid for with credits move to the account
 * (once); free downloads and the unused free allowance stay behind (docs/decisions/0014). The old
 * session is deleted and a new token issued.
 */
export async function logIn(db: D1Database, request: Request, { email, password }: Credentials): Promise<AuthOutcome> {
  const network = clientNetwork(request);
  const attempt = await countLoginAttempt(db, email, network);
  if (!attempt.ok) return { ok: false, error: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  const account = await findAccountByEmail(db, email);
  if (!(await verifyPasswordOrDummy(password, account?.password_hash)) || !account)
    return { ok: false, error: "invalid_credentials" };

  const current = await getSession(db, request);
  const merge = current !== null && current.email === null && current.accountId !== account.id;
  const { token, statement } = await newSession(db, account.id);
  await db.batch([
    ...forgiveLoginStatements(db, { email, network, attempt: attempt.attempt }),
    ...(merge
      ? [
          ...mergeStatements(db, { from: current.accountId, into: account.id }),
          markMergedStatement(db, { from: current.accountId, into: account.id }),
        ]
      : []),
    ...(current ? [deleteSessionStatement(db, current.id)] : []),
    statement,
  ]);
  return { ok: true, email, setCookie: sessionCookie(request, token) };
}

/** Deletes the session on the server; the answer's cookie clears it in the browser. */
export async function logOut(db: D1Database, request: Request) {
  const current = await getSession(db, request);
  if (current) await deleteSessionStatement(db, current.id).run();
  return { setCookie: clearedSessionCookie(request) };
}
