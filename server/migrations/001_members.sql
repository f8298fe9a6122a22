-- Member levels (spec 1 §3). `rank` orders levels when memberships overlap: the current
-- level is the active membership with the highest rank. Level 5 ('unknown', no VIP rights)
-- ranks below the paid levels so it can never hide one.
CREATE TABLE member_levels (
  id integer PRIMARY KEY,
  description text NOT NULL,
  rank integer NOT NULL UNIQUE
);

INSERT INTO member_levels (id, description, rank) VALUES
  (1, '注册会员', 0),
  (2, '个人VIP', 2),
  (3, '企业VIP', 3),
  (4, '代理VIP', 4),
  (5, '未知', 1),
  (6, '内部账户', 5);

-- Main accounts log in with their mobile; sub-accounts (later) have only a name and a
-- password and point at their main account, so mobile is nullable but required for mains.
CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  mobile text UNIQUE,
  password_hash text,
  company_name text,
  address text,
  main_member_id integer REFERENCES members (id) ON DELETE CASCADE,
  -- 1 active, 0 disabled (a main account may switch its sub-accounts off).
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (main_member_id IS NOT NULL OR mobile IS NOT NULL)
);

CREATE INDEX members_main_member_id_idx ON members (main_member_id);

CREATE TABLE memberships (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  level_id integer NOT NULL REFERENCES member_levels (id),
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time)
);

CREATE INDEX memberships_member_end_idx ON memberships (member_id, end_time);
