/**
 * The emails about an account: verify the address, reset the password, and "you already have an
 * account" for a sign-up with a registered address. Links are full URLs on the configured site
 * (SITE_URL in wrangler.toml), never on the Host a request happened to name. Each address gets at
 * most a few of these an hour, however many people ask (app/lib/limits/rate-limits.server.ts).
 */
import { env } from "cloudflare:workers";
import { sendEmail, type EmailMessage } from "../email/send.server";
import { countRequest } from "../limits/rate-limits.server";
import { LINK_LIFETIME_SECONDS } from "./recovery";
import { issueToken } from "./tokens.server";
import type { Database } from "../database.server";

function siteLink(path: string, token?: string) {
  const url = new URL(path, env.SITE_URL);
  if (token) url.searchParams.set("token", token);
  return url.href;
}

const days = (seconds: number) => seconds / (24 * 60 * 60);
const minutes = (seconds: number) => seconds / 60;

export function verificationEmail(to: string, token: string): EmailMessage {
  return {
    to,
    subject: "Confirm your StudyShelf email address",
    text: [
      "Welcome to StudyShelf!",
      "",
      "Please confirm that this is your email address by opening this link:",
      siteLink("/verify-email", token),
      "",
      `The link works for ${days(LINK_LIFETIME_SECONDS["verify-email"])} days. Your account works in the meantime: you can download worksheets and buy credits.`,
      "",
      "If you did not create a StudyShelf account, someone may have typed your address by mistake. You can ignore this email, or take the account over by choosing a new password here:",
      siteLink("/forgot-password"),
    ].join("\n"),
  };
}

export function passwordResetEmail(to: string, token: string): EmailMessage {
  return {
    to,
    subject: "Reset your StudyShelf password",
    text: [
      "Someone (we hope you) asked to reset the password of the StudyShelf account for this email address.",
      "",
      `To choose a new password, open this link within ${minutes(LINK_LIFETIME_SECONDS["password-reset"])} minutes:`,
      siteLink("/reset-password", token),
      "",
      "The link works once. Choosing a new password logs you out on every device.",
      "",
      "If you did not ask for this, ignore this email: your password stays the same.",
    ].join("\n"),
  };
}

export function signUpAttemptEmail(to: string): EmailMessage {
  return {
    to,
    subject: "You already have a StudyShelf account",
    text: [
      "Someone (maybe you) tried to create a StudyShelf account with this email address, but there already is one.",
      "",
      "Log in here:",
      siteLink("/login"),
      "",
      "Forgot your password? Choose a new one here:",
      siteLink("/forgot-password"),
      "",
      "If it was not you, you can ignore this email: nothing about your account has changed.",
    ].join("\n"),
  };
}

/**
 * Counts an email to `to` against the address's share; answers 0 when it may be sent now, else the
 * seconds until it may. Every account email is counted, whoever asked for it.
 */
export async function emailWait(db: Database, to: string) {
  return countRequest(db, "emailsPerRecipient", to);
}

/** Issues a verification link for the account's address and emails it. */
export async function sendVerification(db: Database, { accountId, email }: { accountId: string; email: string }) {
  const token = await issueToken(db, { accountId, email, purpose: "verify-email" });
  await sendEmail(verificationEmail(email, token));
}

/** Issues a password-reset link for the account and emails it. */
export async function sendPasswordReset(db: Database, { accountId, email }: { accountId: string; email: string }) {
  const token = await issueToken(db, { accountId, email, purpose: "password-reset" });
  await sendEmail(passwordResetEmail(email, token));
}

export async function sendSignUpAttempt(email: string) {
  await sendEmail(signUpAttemptEmail(email));
}
