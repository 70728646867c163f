-- Accounts, sessions, the credit ledger, owned items, login throttling and the local signing secret.
-- Balances are never stored: they are the sums of an account's ledger rows (docs/decisions/0004).

-- An anonymous account has no email; signing up fills in email and password_hash on the same row.
-- merged_into is set when a visitor logs in to another account and this one's items move there.
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  email TEXT UNIQUE,
  password_hash TEXT,
  merged_into TEXT REFERENCES accounts (id),
  created_at TEXT NOT NULL,
  CHECK ((email IS NULL) = (password_hash IS NULL))
);

-- id is the SHA-256 of the session token (hex); the token itself lives only in the visitor's cookie.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);

-- Append-only. key is the idempotency key: free-grant:{account}, download:{account}:{client key},
-- purchase:{checkout session}, refund:{refund id}, merge-out:{account}, merge-in:{account}.
CREATE TABLE ledger (
  key TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  kind TEXT NOT NULL CHECK (kind IN ('free-grant', 'download', 'purchase', 'refund', 'merge-out', 'merge-in')),
  delta_free INTEGER NOT NULL DEFAULT 0,
  delta_credits INTEGER NOT NULL DEFAULT 0,
  item_kind TEXT CHECK (item_kind IN ('worksheet', 'quiz')),
  item_id INTEGER,
  meta TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(meta)),
  created_at TEXT NOT NULL
);
CREATE INDEX ledger_account ON ledger (account_id, created_at);

CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger BEGIN
  SELECT RAISE(ABORT, 'ledger rows are append-only');
END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger BEGIN
  SELECT RAISE(ABORT, 'ledger rows are append-only');
END;

-- Items an account has paid for, each pointing at the ledger row that paid (or moved) it.
-- Written only in the same batch as that ledger row.
CREATE TABLE entitlements (
  account_id TEXT NOT NULL REFERENCES accounts (id),
  item_kind TEXT NOT NULL CHECK (item_kind IN ('worksheet', 'quiz')),
  item_id INTEGER NOT NULL,
  ledger_key TEXT NOT NULL REFERENCES ledger (key),
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, item_kind, item_id)
);

-- Failed-login counters per email and per IP, in fixed windows (key: "email:{address}" or "ip:{address}").
CREATE TABLE login_throttle (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_start INTEGER NOT NULL
);

-- Secrets generated on first use when no Worker secret is configured (docs/decisions/0006).
CREATE TABLE app_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
