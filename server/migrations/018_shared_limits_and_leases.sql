-- State several API processes on one database must share (issue 11). Each row is changed by
-- one atomic statement, so two processes counting at once never both pass a limit.

-- Rate-limit counters: a fixed window per key that starts at the key's first hit. One upsert
-- per hit answers the new count; rows whose window ended are swept.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_resets_idx ON rate_limit_hits (resets_at);

-- Wrong passwords per account whatever the client address ('member:<id>', or the typed name
-- when no account has it, so a lock does not tell which names exist). Enough of them in the
-- window lock password login until locked_until; the lock always ends by itself.
CREATE TABLE login_failures (
  account text PRIMARY KEY,
  failures integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  locked_until timestamptz
);
CREATE INDEX login_failures_window_idx ON login_failures (window_ends_at);

-- Leases on work only one process may do at a time ('job:<id>' for import_jobs, or a
-- background task's name). A holder renews its lease while it works; a process that died
-- stops renewing, and once expires_at passes another process may claim the work.
CREATE TABLE leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
