/**
 * Reads the served Worker's email outbox (every email goes there when no provider is configured)
 * straight from its local D1 file, the way a tester opens their inbox.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, inject } from "vitest";

function databaseFile() {
  const dir = join(inject("d1StateDir"), "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database in ${dir}`);
  return join(dir, file);
}

function emailsTo(recipient: string) {
  const db = new DatabaseSync(databaseFile(), { readOnly: true });
  try {
    return db.prepare("SELECT subject, text_body AS text FROM email_outbox WHERE recipient = ? ORDER BY id").all(recipient) as {
      subject: string;
      text: string;
    }[];
  } finally {
    db.close();
  }
}

/** The full link starting with `prefix` in the newest email to the address with this subject, once it has arrived. */
export async function linkInEmail(recipient: string, subject: string, prefix: string) {
  let link: string | undefined;
  await expect
    .poll(() => {
      const email = emailsTo(recipient).findLast((candidate) => candidate.subject === subject);
      link = email?.text.split("\n").find((line) => line.startsWith(prefix));
      return link;
    })
    .toBeDefined();
  return link!;
}
