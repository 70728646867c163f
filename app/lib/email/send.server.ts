/**
 * Sending email: the one way the app sends any. Resend when configured by secrets, else the local
 * outbox (transport.ts). Account emails are sent after the answer, so how long a provider takes
 * never shows in the response time (which would tell whether an address has an account).
 */
import { env, waitUntil } from "cloudflare:workers";
import { writeToOutbox } from "./outbox.server";
import { emailSettings, sendWithResend, type EmailMessage, type EmailVar } from "./transport";

export type { EmailMessage } from "./transport";

let warned = false;

export async function sendEmail(message: EmailMessage) {
  const settings = emailSettings(env as Partial<Record<EmailVar, unknown>>);
  if (settings.via === "resend") return sendWithResend(settings, message);
  if (settings.problem && !warned) {
    warned = true;
    console.warn(settings.problem);
  }
  return writeToOutbox(env.DB, message);
}

/**
 * Runs `work` (which may send email) after the response is sent. A failure is logged: it is the
 * server's problem, and the visitor's answer does not depend on it.
 */
export function afterResponse(work: () => Promise<unknown>) {
  waitUntil(
    work().catch((error: unknown) => {
      console.error("Sending an account email failed:", error);
    }),
  );
}
