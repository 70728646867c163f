-- Fair use (docs/decisions/0014). Failed logins are counted per email-and-network pair and per
-- network, each with a few free failures and then a doubling wait, never per email alone, so no one
-- can lock an owner out. The fixed-window counters this replaces are only throttling state.
DROP TABLE login_throttle;
CREATE TABLE login_throttle (
  -- "pair:{network}|{email}" or "network:{network}"
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  -- The failure before the last, restored when the last attempt turns out to be a successful login.
  previous_failure_at INTEGER,
  -- The attempt that made the last failure, so that attempt alone can take it back.
  last_attempt TEXT
);
-- Rows are deleted once forgotten (a day after the last failure), so no address is kept longer.
CREATE INDEX login_throttle_last_failure ON login_throttle (last_failure_at);

-- New accounts (each with its free allowance) created per network, in an hourly and a daily window.
CREATE TABLE new_account_limits (
  network TEXT PRIMARY KEY,
  hour_start INTEGER NOT NULL,
  hour_count INTEGER NOT NULL,
  day_start INTEGER NOT NULL,
  day_count INTEGER NOT NULL
);
-- Rows are deleted once their day is over, so no address is kept longer.
CREATE INDEX new_account_limits_day ON new_account_limits (day_start);
