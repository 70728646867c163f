/**
 * Test fixtures every project shares (unit and e2e in Node, Worker tests in workerd): nothing here may
 * use a Node or Workers API. The runtime-specific ones build on these: tests/worker/fixtures.ts (a
 * signed-in visitor, a class with submissions, over the Worker's API) and tests/e2e/fixtures.ts (the
 * same in Chromium, through the pages).
 */

/** The password test accounts use unless a test needs another. */
export const PASSWORD = "correct horse battery";

/** An address no other test (or earlier run against the same local D1) has used: `who-1a2b3c4d@example.com`. */
export function uniqueEmail(who = "user") {
  return `${who}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}
