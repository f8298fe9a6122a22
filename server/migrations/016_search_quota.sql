-- Daily search quota (spec 3 §9; issue 11): one row per main account and Shanghai day. A
-- search adds one to `used` in a single statement that refuses to pass `daily_limit`, so
-- parallel searches cannot overshoot. `daily_limit` is the level's quota when the row was last
-- counted (NULL: uncapped), kept to show what the account was held to that day.
--
-- UNLOGGED: every search writes this table, and a logged write makes each search wait for a
-- WAL flush (bench:search-quota: 1–4.5 ms a search on a busy disk, 0.5 ms unlogged). The price
-- is that a PostgreSQL crash (not a clean restart) empties the table: that day's counts
-- start again from zero, which gives members more searches, never fewer (ADR 007).
CREATE UNLOGGED TABLE search_quota_days (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day date NOT NULL,
  used integer NOT NULL,
  daily_limit integer,
  PRIMARY KEY (member_id, day)
);
