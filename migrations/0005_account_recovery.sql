-- Account recovery and the visitor's own data: verified emails, single-use email tokens, the local
-- email outbox, per-key rate limits, and deleted accounts (docs/decisions/0015).

-- Set when the owner follows a verification or password-reset link sent to the address.
ALTER TABLE accounts ADD COLUMN email_verified_at TEXT;
-- Set when the owner deletes the account: email and password are cleared, the row stays so the
-- ledger rows that point at it keep their meaning for accounting.
ALTER TABLE accounts ADD COLUMN deleted_at TEXT;

-- Links sent by email. id is the SHA-256 of the token (hex); the token itself is only in the email.
-- A token works once (used_at) and until expires_at (unix seconds). email is the address it was sent
-- to, so a token only confirms the address the account had when it was sent.
CREATE TABLE account_tokens (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  purpose TEXT NOT NULL CHECK (purpose IN ('password-reset', 'verify-email')),
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at TEXT
);
CREATE INDEX account_tokens_account ON account_tokens (account_id, purpose);

-- Every email the app would send while no email provider is configured (local use and tests).
CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX email_outbox_recipient ON email_outbox (recipient, id);

-- Fixed-window counters: sign-ups per IP, password-reset requests per IP, emails per recipient.
-- key is "{what}:{who}"; emails are stored only as SHA-256 hashes here.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_start INTEGER NOT NULL
);
