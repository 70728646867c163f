/**
 * How an email leaves the app: through Resend's SDK when RESEND_API_KEY and EMAIL_FROM are both
 * set, otherwise into the local outbox (docs/decisions/0015). Free of Worker bindings, so the choice
 * and the Resend call can be tested in Node.
 */
import { Resend } from "resend";

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text: every email the app sends is a few lines and a link. */
  text: string;
}

export const EMAIL_VARS = ["RESEND_API_KEY", "EMAIL_FROM"] as const;
export type EmailVar = (typeof EMAIL_VARS)[number];

export type EmailSettings =
  | { via: "resend"; apiKey: string; from: string }
  /** `problem` says why a half-done configuration fell back to the outbox. */
  | { via: "outbox"; problem?: string };

function setting(vars: Partial<Record<EmailVar, unknown>>, name: EmailVar) {
  const value = vars[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** Which way emails go, from the Worker's secrets. */
export function emailSettings(vars: Partial<Record<EmailVar, unknown>>): EmailSettings {
  const apiKey = setting(vars, "RESEND_API_KEY");
  const from = setting(vars, "EMAIL_FROM");
  if (apiKey && from) return { via: "resend", apiKey, from };
  if (apiKey || from) {
    const missing = apiKey ? "EMAIL_FROM" : "RESEND_API_KEY";
    return { via: "outbox", problem: `Email is half configured: ${missing} is not set, so emails go to the email_outbox table.` };
  }
  return { via: "outbox" };
}

/** Sends one email through Resend; throws when Resend refuses it, so the caller's log shows why. */
export async function sendWithResend(settings: { apiKey: string; from: string }, message: EmailMessage) {
  const resend = new Resend(settings.apiKey);
  const { error } = await resend.emails.send({
    from: settings.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
  });
  if (error) throw new Error(`Resend did not accept the email (${error.name}): ${error.message}`);
}
