/** Reads the local email outbox (where every email goes when no provider is configured) the way a tester reads their inbox. */
import { env } from "cloudflare:workers";
import { expect, vi } from "vitest";

export interface OutboxEmail {
  recipient: string;
  subject: string;
  text_body: string;
  created_at: string;
}

export async function emailsTo(recipient: string) {
  const { results } = await env.DB.prepare(
    "SELECT recipient, subject, text_body, created_at FROM email_outbox WHERE recipient = ? ORDER BY id",
  )
    .bind(recipient)
    .all<OutboxEmail>();
  return results;
}

/** Emails are sent after the answer: waits until `count` emails to the address have arrived. */
export async function awaitEmails(recipient: string, count: number) {
  return vi.waitFor(
    async () => {
      const emails = await emailsTo(recipient);
      expect(emails.length).toBeGreaterThanOrEqual(count);
      return emails;
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** The last email to the address, once it has arrived. */
export async function latestEmail(recipient: string, count = 1) {
  const emails = await awaitEmails(recipient, count);
  return emails[emails.length - 1];
}

/** The full link to `path` on the configured site in an email, and its token. */
export function linkIn(email: OutboxEmail, path: string) {
  const link = email.text_body.split("\n").find((line) => line.startsWith(new URL(path, env.SITE_URL).href));
  if (!link) throw new Error(`no ${path} link in "${email.subject}":\n${email.text_body}`);
  return { link, token: new URL(link).searchParams.get("token") ?? "" };
}
