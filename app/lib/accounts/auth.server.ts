/**
 * Sign up, log in and log out with email and password. Neither says whether an email has an
 * account: a sign-up with a registered address answers like any other and emails the owner instead,
 * and login failures look alike and are throttled per email-and-network and per network
 * (app/lib/limits/rate-limits.server.ts). Outcomes are plain values; the page actions and the JSON API decide how to
 * answer them.
 */
import type { Database } from "../database.server";
import { afterResponse } from "../email/send.server";
import { mergeStatements } from "../ledger/ledger.server";
import { emailWait, sendSignUpAttempt, sendVerification } from "./account-emails.server";
import { claimAccountStatement, createAccountStatements, findAccountByEmail, markMergedStatement } from "./accounts.server";
import type { Credentials } from "./credentials";
import { hashPassword, verifyPasswordOrDummy } from "./passwords.server";
import { deleteSessionStatement, isGoneAccount, newSession } from "./session.server";
import type { Visitor } from "./visitor.server";
import { countLoginAttempt, countRequest, forgiveLoginStatements, takeNewAccountSlot } from "../limits/rate-limits.server";

export type AuthOutcome =
  | { ok: true; email: string }
  | { ok: false; error: "invalid_credentials" }
  | { ok: false; error: "throttled"; retryAfterSeconds: number };

/**
 * A sign-up always "sent an email". Only when a new account was made is the visitor now logged in
 * to it (its session cookie goes out with the answer); the answer is otherwise the same for a
 * registered address.
 */
export type SignUpOutcome =
  { ok: true } | { ok: false; error: "too_many_signups" | "too_many_new_accounts"; retryAfterSeconds: number };

type Refusal = Exclude<AuthOutcome | SignUpOutcome, { ok: true }>;

export const AUTH_ERRORS = {
  invalid_credentials: "Email or password is incorrect.",
  throttled: "Too many failed attempts. Please wait a few minutes and try again.",
  too_many_signups: "Too many accounts were created from this network in the last hour. Please try again later.",
  too_many_new_accounts: "Too many new accounts were created from your network in a short time. Please try again later.",
} as const satisfies Record<Refusal["error"], string>;

export const SIGN_UP_SENT =
  "Check your email. If the address is new to StudyShelf, your account is ready and the email has a link to confirm it; if it already has an account, the email explains how to log in.";

/**
 * Creates a user. An anonymous visitor's account becomes the user's, keeping its balance and
 * owned items; otherwise a new account starts with the free allowance and takes one of the
 * network's new-account slots (docs/decisions/0014). Either way a new session and an email with a
 * verification link. A registered address gets an email saying so instead, and the visitor stays as
 * they were. Every sign-up counts against the network's sign-up limit (docs/decisions/0015).
 */
export async function signUp(db: Database, visitor: Visitor, { email, password }: Credentials): Promise<SignUpOutcome> {
  const network = visitor.network();
  const retryAfterSeconds = await countRequest(db, "signUpPerNetwork", network);
  if (retryAfterSeconds > 0) return { ok: false, error: "too_many_signups", retryAfterSeconds };
  // Hashed whether or not the address is taken, so both answers take about as long.
  const passwordHash = await hashPassword(password);
  if (await findAccountByEmail(db, email)) return alreadyRegistered(db, email);

  const current = await visitor.currentSession();
  const claim = current !== null && current.email === null;
  if (!claim) {
    const slot = await takeNewAccountSlot(db, visitor.network(48));
    if (!slot.ok) return { ok: false, error: "too_many_new_accounts", retryAfterSeconds: slot.retryAfterSeconds };
  }
  const accountId = claim ? current.accountId : crypto.randomUUID();
  const { id, token, statement } = await newSession(db, accountId);
  let results;
  try {
    results = await db.batch([
      ...(claim ? [] : createAccountStatements(db, accountId)),
      claimAccountStatement(db, { accountId, email, passwordHash }),
      ...(current ? [deleteSessionStatement(db, current.id)] : []),
      statement,
    ]);
  } catch (error) {
    // The visitor's account was deleted after their session was read: it is not claimed, nothing changed.
    if (isGoneAccount(error)) return { ok: true };
    throw error;
  }
  // The email was registered meanwhile, or a second sign-up from this anonymous session won the race.
  if (results[claim ? 0 : 2].meta.changes === 0) {
    await deleteSessionStatement(db, id).run();
    if (await findAccountByEmail(db, email)) return alreadyRegistered(db, email);
    return { ok: true };
  }
  afterResponse(async () => {
    if ((await emailWait(db, email)) === 0) await sendVerification(db, { accountId, email });
  });
  visitor.signIn({ id, accountId, email }, token);
  return { ok: true };
}

function alreadyRegistered(db: Database, email: string): SignUpOutcome {
  afterResponse(async () => {
    if ((await emailWait(db, email)) === 0) await sendSignUpAttempt(email);
  });
  return { ok: true };
}

/**
 * Logs in. Of an anonymous visitor's owned items, those paid for with credits move to the account
 * (once); free downloads and the unused free allowance stay behind (docs/decisions/0014). The old
 * session is deleted and a new token issued.
 */
export async function logIn(db: Database, visitor: Visitor, { email, password }: Credentials): Promise<AuthOutcome> {
  const network = visitor.network();
  const attempt = await countLoginAttempt(db, email, network);
  if (!attempt.ok) return { ok: false, error: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  const account = await findAccountByEmail(db, email);
  if (!(await verifyPasswordOrDummy(password, account?.password_hash)) || !account)
    return { ok: false, error: "invalid_credentials" };

  const handOver = await handOverDevice(db, visitor, account.id);
  // The session is written only while the account is live with the password just checked, so a
  // login racing the account's deletion (or a password reset) changes nothing and fails.
  const { id, token, statement } = await newSession(db, account.id, account.password_hash);
  try {
    await db.batch([statement, ...forgiveLoginStatements(db, { email, network, attempt: attempt.attempt }), ...handOver]);
  } catch (error) {
    if (isGoneAccount(error)) return { ok: false, error: "invalid_credentials" };
    throw error;
  }
  visitor.signIn({ id, accountId: account.id, email }, token);
  return { ok: true, email };
}

/**
 * What signing in to `accountId` on this device does to the device's current session (run in the
 * caller's batch with the new session): an anonymous visitor's items paid for with credits move to
 * the account (once), and the old session ends.
 */
export async function handOverDevice(db: Database, visitor: Visitor, accountId: string) {
  const current = await visitor.currentSession();
  const merge = current !== null && current.email === null && current.accountId !== accountId;
  return [
    ...(merge
      ? [
          ...mergeStatements(db, { from: current.accountId, into: accountId }),
          markMergedStatement(db, { from: current.accountId, into: accountId }),
        ]
      : []),
    ...(current ? [deleteSessionStatement(db, current.id)] : []),
  ];
}

/** Deletes the session on the server; the answer's cookie clears it in the browser. */
export async function logOut(db: Database, visitor: Visitor) {
  const current = await visitor.currentSession();
  if (current) await deleteSessionStatement(db, current.id).run();
  visitor.signOut();
}
