-- Trademark archives (spec 2 §1–§9 'subjects', 'archive', 'renewal', 'favourites',
-- 'announcement customisation'; issue 13). Archives, renewals and a subject's notices are
-- reads of the register (trademarks, gazette_notices), so a mark imported later is in them
-- at once; only what the member chose is stored here.

-- A holder or agency name as subjects match it: full-width letters, digits and brackets made
-- half-width, spaces dropped, letters lower-cased, 有限责任公司 read as 有限公司. IMMUTABLE so
-- the register's names can be indexed by it.
CREATE FUNCTION archive_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN replace(
  lower(regexp_replace(
    translate(
      name,
      '（）［］【】〔〕｛｝ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ０１２３４５６７８９＆．，－',
      '()[][][]{}ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789&.,-'
    ),
    '[[:space:]　]+', '', 'g'
  )),
  '有限责任公司', '有限公司'
);

CREATE INDEX holders_name_key_idx ON holders (archive_name_key(name_cn));
CREATE INDEX agencies_name_key_idx ON agencies (archive_name_key(name));
-- an agency subject's archive; a holder subject's uses trademarks_holder_idx
CREATE INDEX trademarks_agency_idx ON trademarks (agency_id);

-- A subject belongs to the main account (sub-accounts share the main account's subjects and
-- quotas, spec 2 §6).
CREATE TABLE subjects (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  main_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- monitorType: 3 a holder, 4 an agency
  subject_type smallint NOT NULL CHECK (subject_type IN (3, 4)),
  -- the name as the member typed it, and as it matches the register (archive_name_key)
  name text NOT NULL,
  name_key text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  -- renames made (at most SUBJECT_RENAMES)
  renames smallint NOT NULL DEFAULT 0,
  -- the Shanghai day it was added; removal is refused for 90 days from it
  start_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (main_member_id, subject_type, name_key)
);
-- one default per account: setting one clears the others in the same transaction
CREATE UNIQUE INDEX subjects_one_default_idx ON subjects (main_member_id) WHERE is_default;

-- Favourites: marks of the register an account keeps (listed with the register's values).
CREATE TABLE favourites (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  main_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  trademark_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (main_member_id, trademark_id)
);

-- Notice marks: registration numbers an account follows in the gazette.
CREATE TABLE notice_marks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  main_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  reg_no text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  -- bought beyond the free slots (renewable by paying), else a free slot
  paid boolean NOT NULL DEFAULT false,
  order_id integer REFERENCES orders (id),
  -- edits: NOTICE_EDITS_ON_ADD_DAY on the day it was added, then one per gap
  add_day_edits smallint NOT NULL DEFAULT 0,
  last_edited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (main_member_id, reg_no)
);
CREATE INDEX notice_marks_reg_no_idx ON notice_marks (reg_no);

-- Renewal reminders sent, one per (account, mark, RENEWAL_REMINDERS key): a rerun of the
-- daily upkeep, or two processes running it, send nothing twice.
CREATE TABLE renewal_reminders (
  main_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  trademark_id integer NOT NULL,
  reminder_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (main_member_id, trademark_id, reminder_key)
);

-- Notice reminders sent: one per account and issue with notices for its followed numbers.
CREATE TABLE notice_reminders (
  main_member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  issue_no integer NOT NULL,
  notices integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (main_member_id, issue_no)
);

-- A member's private calendar address: the secret is the key (no login in a calendar app);
-- resetting it makes a new one and the old address answers 404.
CREATE TABLE calendar_feeds (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  secret text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
