/**
 * The retention schedule: every kind of personal data StudyShelf keeps, for how long, and what
 * deletes it. The privacy page renders this table and the scheduled job (retention.server.ts)
 * deletes by the same numbers, so the page cannot promise what the job does not do
 * (tests/worker/retention.test.ts holds the two together; docs/decisions/0028).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The scheduled job runs hourly (wrangler.toml), so anything past its time is gone within an hour. */
export const PURGE_INTERVAL_MS = HOUR_MS;

/** How long each purged kind is kept after the moment named in the table, before the job deletes it. */
export const RETENTION_MS = {
  /** After the message was sent. */
  messages: 365 * DAY_MS,
  /** After the email was written to the local outbox (only when no email provider is configured). */
  outbox: 30 * DAY_MS,
  /** After the link expired or was used. */
  emailLinks: 0,
  /** After the session expired (30 days after log-in). */
  sessions: 0,
  /**
   * After the last request a counter holds: the longest window is a day (new visitor accounts per
   * day, failed logins forgotten a day after the last one).
   */
  networkCounters: DAY_MS,
  /** After the assignment was set (docs/decisions/0020). */
  classroom: 365 * DAY_MS,
} as const;

export interface RetentionRow {
  data: string;
  kept: string;
  deletedBy: string;
}

export const RETENTION_SCHEDULE: RetentionRow[] = [
  {
    data: "Your account: email address, whether you confirmed it, salted hash of your password",
    kept: "Until you delete your account",
    deletedBy: "Deleting your account (account page)",
  },
  {
    data: "Sessions: a hash of your session cookie's token",
    kept: "Until you log out, or 30 days after you logged in",
    deletedBy: "Logging out or deleting your account; the hourly job removes expired ones",
  },
  {
    data: "Links we email you (confirm your address, reset your password): a hash of each",
    kept: "Until it is used or expires (30 minutes for a reset, 7 days to confirm an address)",
    deletedBy: "The hourly job, within an hour after; deleting your account",
  },
  {
    data: "Messages you send us (contact form, help panel): your name, email and message",
    kept: "One year after you send it",
    deletedBy:
      "The hourly job; deleting your account removes earlier the messages you sent while logged in, and those from your confirmed address since you signed up",
  },
  {
    data: "Your network address (IP address, or the first part of an IPv6 address) in our rate-limit counters",
    kept: "At most a day after your last request it counts",
    deletedBy: "The hourly job, within an hour after",
  },
  {
    data: "Emails kept on our side when no email provider is configured (local and test servers only)",
    kept: "30 days",
    deletedBy: "The hourly job; deleting your account removes those sent to you since you signed up",
  },
  {
    data: "Classroom assignments and students' answers: display name, answers, marks, time sent",
    kept: "One year after the assignment was set",
    deletedBy: "The teacher deleting the assignment or their account; the hourly job after a year",
  },
  {
    data: "Your balance, downloads, purchases and library (the ledger)",
    kept: "As long as accounting rules require",
    deletedBy: "Never deleted; deleting your account removes everything that says whose it was",
  },
];
