-- Trust (docs/decisions/0026): what links a message to an account, when the teacher shows model
-- answers, the device receipt that shows a student their result again, and the indexes the
-- scheduled job's deletions need.

-- The sender's account when the message was sent from a session (signed in or not). A message is
-- linked by its address only once the account has verified it, and only from when the account took it.
ALTER TABLE messages ADD COLUMN account_id TEXT;
CREATE INDEX messages_account ON messages (account_id);
CREATE INDEX messages_email ON messages (email, created_at);

-- When the account took its current address (sign-up); NULL for accounts from before this column,
-- which count from created_at.
ALTER TABLE accounts ADD COLUMN email_since TEXT;

-- When students see the model answers: right after submitting, or only once the assignment closes.
ALTER TABLE assignments ADD COLUMN answers_shown TEXT NOT NULL DEFAULT 'after-submitting'
  CHECK (answers_shown IN ('after-submitting', 'after-close'));

-- The SHA-256 of a random receipt kept in the student's browser (an HttpOnly cookie for this
-- assignment's page), so the same device can see its result again; the receipt names no one.
ALTER TABLE submissions ADD COLUMN receipt_hash TEXT;
CREATE INDEX submissions_receipt ON submissions (assignment_code, receipt_hash);

-- The scheduled job deletes by these times.
CREATE INDEX rate_limits_window ON rate_limits (window_start);
CREATE INDEX account_tokens_expires ON account_tokens (expires_at);
CREATE INDEX sessions_expires ON sessions (expires_at);
CREATE INDEX email_outbox_created ON email_outbox (created_at);
