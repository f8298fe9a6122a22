-- Monitoring (spec 2 §1–§9 'monitored marks'; issue 12). A member's account watches names
-- and pictures; every published gazette issue is matched against every watch in force by a
-- resumable job, and the matches are stored, so results, facets and the overview are reads.

-- A watch belongs to the main account (sub-accounts share its slots and wallet, spec 2 §6).
CREATE TABLE watches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  main_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- monitorType: 1 a name, 2 a picture
  watch_type smallint NOT NULL CHECK (watch_type IN (1, 2)),
  -- the name as typed (text), or the picture's SHA-256 in search_uploads (image); a watched
  -- picture is kept while its watch exists (the upload purge skips it)
  name text,
  picture_sha256 char(64),
  remark_applicant text NOT NULL DEFAULT '',
  remark_keyword text NOT NULL DEFAULT '',
  -- the scope: Nice classes, and similar-goods groups (from the member's own marks) whose
  -- marks count in any class
  classes smallint[] NOT NULL,
  group_codes text[] NOT NULL DEFAULT '{}',
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- bought beyond the free slots (renewable by paying), else a free slot
  paid boolean NOT NULL DEFAULT false,
  -- the order that paid for it (create), NULL for free slots
  order_id integer REFERENCES orders (id),
  -- edits: WATCH_EDITS_ON_ADD_DAY on the Shanghai day it was added, then one per gap
  add_day_edits smallint NOT NULL DEFAULT 0,
  last_edited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((watch_type = 1 AND name IS NOT NULL) OR (watch_type = 2 AND picture_sha256 IS NOT NULL))
);
CREATE INDEX watches_member_idx ON watches (main_member_id, id);
CREATE INDEX watches_picture_idx ON watches (picture_sha256) WHERE picture_sha256 IS NOT NULL;

-- What a watch found in one issue: the engine's score, grade, reasons and highlighted
-- characters. The primary key makes a rerun of an issue (or a resumed batch) idempotent.
CREATE TABLE watch_matches (
  watch_id integer NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  issue_no integer NOT NULL,
  trademark_id integer NOT NULL,
  score smallint NOT NULL,
  grade text NOT NULL,
  reasons text[] NOT NULL,
  highlight smallint[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (watch_id, issue_no, trademark_id)
);
-- the public /jiance detail is free when one of the caller's watches found the mark
CREATE INDEX watch_matches_trademark_idx ON watch_matches (trademark_id);

-- Which issues each watch has been run against (also with no match), so the results page can
-- tell 'no match' from 'not run yet', and a watch added later is run on the latest issues.
CREATE TABLE watch_runs (
  watch_id integer NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  issue_no integer NOT NULL,
  matches integer NOT NULL,
  run_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (watch_id, issue_no)
);
-- Set once the member's one reminder for this issue has gone out (or is not due: a backfill
-- of past issues), so a rerun of the issue does not remind again.
ALTER TABLE watch_runs ADD COLUMN reminded boolean NOT NULL DEFAULT false;

-- The watch engine (src/monitoring/engine) runs each published issue as an import_jobs row
-- of kind 'watch', with the same batches, leases and resume as the register's jobs.
ALTER TABLE import_jobs DROP CONSTRAINT import_jobs_kind_check;
ALTER TABLE import_jobs ADD CONSTRAINT import_jobs_kind_check
  CHECK (kind IN ('import', 'issue', 'corpus', 'watch'));
