/**
 * Getting back into an account and proving an address, by single-use links sent by email
 * (docs/decisions/0015). Asking for a reset answers the same whether or not the address has an
 * account: the lookup and the email happen after the answer. A new password ends every session.
 */
import { afterResponse } from "../email/send.server";
import { emailWait, sendPasswordReset, sendVerification } from "./account-emails.server";
import { findAccountByEmail, getAccountRecord, markEmailVerifiedStatement, setPasswordStatement } from "./accounts.server";
import { hashPassword } from "./passwords.server";
import { countRequest } from "../limits/rate-limits.server";
import { handOverDevice } from "./auth.server";
import { deleteAccountSessionsStatement, isGoneAccount, newSession, type SignedInSession } from "./session.server";
import type { Visitor } from "./visitor.server";
import { consumeToken, dropTokensStatement } from "./tokens.server";
import type { Database } from "../database.server";

export type LinkOutcome = { ok: true } | { ok: false; error: "invalid_link" };

export type ResendOutcome = { ok: true; sent: boolean } | { ok: false; error: "too_many_emails"; retryAfterSeconds: number };

/**
 * Asks for a reset link. The answer never depends on the address, and is never refused: the
 * network's share of reset emails (resetPerNetwork) is counted after the answer and only for an
 * address with an account, so requests for made-up addresses cannot use up the share of everyone
 * behind a school's address (docs/decisions/0028). Each address also gets at most its few emails an
 * hour, whoever asks.
 */
export function requestPasswordReset(db: Database, visitor: Visitor, email: string) {
  const network = visitor.network();
  afterResponse(async () => {
    const account = await findAccountByEmail(db, email);
    if (!account || (await countRequest(db, "resetPerNetwork", network)) > 0) return;
    if ((await emailWait(db, email)) === 0) await sendPasswordReset(db, { accountId: account.id, email });
  });
}

export type ResetOutcome = { ok: true } | { ok: false; error: "invalid_link" };

/**
 * Sets a new password from a reset link: the link is used up, every session of the account ends,
 * and the account's other reset links stop working. With `device` (the reset page's form), that
 * browser is then signed in, as a log-in would: the person who just chose the password is not sent
 * to type it again. The JSON API signs nothing in.
 */
export async function resetPassword(
  db: Database,
  { token, password }: { token: string; password: string },
  device: Visitor | null = null,
): Promise<ResetOutcome> {
  const claimed = await consumeToken(db, token, "password-reset");
  if (!claimed) return { ok: false, error: "invalid_link" };
  const passwordHash = await hashPassword(password);
  // Written after the new password in the same batch, and only while the account is live with it.
  const signIn = device ? { session: await newSession(db, claimed.accountId, passwordHash), device } : null;
  const handOver = device ? await handOverDevice(db, device, claimed.accountId) : [];
  let updated;
  try {
    [updated] = await db.batch([
      setPasswordStatement(db, { ...claimed, passwordHash }),
      deleteAccountSessionsStatement(db, claimed.accountId),
      dropTokensStatement(db, claimed.accountId, "password-reset"),
      ...(signIn ? [signIn.session.statement] : []),
      ...handOver,
    ]);
  } catch (error) {
    if (isGoneAccount(error)) return { ok: false, error: "invalid_link" };
    throw error;
  }
  // The account was deleted after the link was sent.
  if (updated.meta.changes === 0) return { ok: false, error: "invalid_link" };
  if (signIn) {
    const { id, token } = signIn.session;
    signIn.device.signIn({ id, accountId: claimed.accountId, email: claimed.email }, token);
  }
  return { ok: true };
}

/** Confirms an address from a verification link. */
export async function verifyEmail(db: Database, token: string): Promise<LinkOutcome> {
  const claimed = await consumeToken(db, token, "verify-email");
  if (!claimed) return { ok: false, error: "invalid_link" };
  const [updated] = await db.batch([
    markEmailVerifiedStatement(db, claimed),
    dropTokensStatement(db, claimed.accountId, "verify-email"),
  ]);
  return updated.meta.changes > 0 ? { ok: true } : { ok: false, error: "invalid_link" };
}

/** Whether the signed-in user's address is confirmed. */
export async function isEmailVerified(db: Database, session: SignedInSession) {
  return (await getAccountRecord(db, session.accountId))?.emailVerifiedAt != null;
}

/** Sends the signed-in user a new verification link, unless the address is confirmed or has had its share of emails. */
export async function resendVerification(db: Database, session: SignedInSession): Promise<ResendOutcome> {
  if (await isEmailVerified(db, session)) return { ok: true, sent: false };
  const retryAfterSeconds = await emailWait(db, session.email);
  if (retryAfterSeconds > 0) return { ok: false, error: "too_many_emails", retryAfterSeconds };
  afterResponse(() => sendVerification(db, { accountId: session.accountId, email: session.email }));
  return { ok: true, sent: true };
}
