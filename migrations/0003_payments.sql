-- Payments with Stripe Checkout (docs/payments.md, docs/decisions/0008). Credits themselves live only
-- in the ledger (purchase:{checkout session}, refund:{refund id}); these tables are bookkeeping.

-- Checkout Sessions this server asked Stripe for. request_key is "{account}:{client idempotency key}",
-- so a double click finds the first request's row; rows per account per minute are the rate limit.
CREATE TABLE checkout_sessions (
  request_key TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  pack_id TEXT NOT NULL,
  stripe_session_id TEXT UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX checkout_sessions_account ON checkout_sessions (account_id, created_at);

-- Every verified webhook event, written after it was handled: replays show as deliveries > 1.
CREATE TABLE stripe_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  object_id TEXT,
  outcome TEXT NOT NULL,
  deliveries INTEGER NOT NULL DEFAULT 1,
  first_received_at TEXT NOT NULL,
  last_received_at TEXT NOT NULL
);
