-- Reference data (spec 1 §3 'Classification nodes', §7 'Classification'). Loaded from the
-- data files in server/data/reference by the reference loader, which replaces a table's rows
-- when its file's edition changes; the rows here are never edited by hand.

-- The 45 Nice classes as the class selector shows them ("01 化学原料").
CREATE TABLE nice_classes (
  id smallint PRIMARY KEY CHECK (id BETWEEN 1 AND 45),
  heading text NOT NULL,
  short_name text NOT NULL,
  edition text NOT NULL
);

-- Chinese similar groups (类似群), four digits: class number then group number ("0101").
CREATE TABLE similar_groups (
  code char(4) PRIMARY KEY,
  class_id smallint NOT NULL REFERENCES nice_classes (id),
  name text NOT NULL,
  edition text NOT NULL
);
CREATE INDEX similar_groups_class_idx ON similar_groups (class_id);

-- Goods and service items under a group; code is six digits (Nice numbering) or C + six
-- digits for the items China adds.
CREATE TABLE goods_items (
  code text PRIMARY KEY,
  group_code char(4) NOT NULL REFERENCES similar_groups (code),
  name text NOT NULL,
  edition text NOT NULL
);
CREATE INDEX goods_items_group_idx ON goods_items (group_code);

-- The table's cross-group notes: goods of group_code are similar to those of similar_to
-- (sometimes only for the items the note names).
CREATE TABLE group_similarities (
  group_code char(4) NOT NULL REFERENCES similar_groups (code),
  similar_to char(4) NOT NULL REFERENCES similar_groups (code),
  note text NOT NULL DEFAULT '',
  PRIMARY KEY (group_code, similar_to)
);

-- Vienna figurative elements: category "01", division "01.01", section "01.01.01".
CREATE TABLE vienna_elements (
  code text PRIMARY KEY,
  level smallint NOT NULL CHECK (level IN (1, 2, 3)),
  parent_code text REFERENCES vienna_elements (code),
  name text NOT NULL,
  edition text NOT NULL
);
CREATE INDEX vienna_elements_parent_idx ON vienna_elements (parent_code);

-- Provinces (level 1) and cities (level 2) with GB/T 2260 codes, incl. HK, Macao, Taiwan.
CREATE TABLE areas (
  code char(6) PRIMARY KEY,
  level smallint NOT NULL CHECK (level IN (1, 2)),
  parent_code char(6) REFERENCES areas (code),
  name text NOT NULL,
  -- "广东省" → "广东": how the area filter and holder addresses name it
  short_name text NOT NULL
);

-- /tool/goodsclass's industry reference: an industry and the classes/groups it files in.
CREATE TABLE industries (
  id smallint PRIMARY KEY,
  name text NOT NULL UNIQUE,
  class_ids smallint[] NOT NULL,
  group_codes text[] NOT NULL
);

-- Announcement types of spec 2 §3 with the notice codes trademark records carry
-- (TMZCSQ first review, TMZCZC registration, …).
CREATE TABLE notice_types (
  id smallint PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

-- Which reference file editions are loaded, so a restart skips what is current.
CREATE TABLE reference_versions (
  dataset text PRIMARY KEY,
  checksum text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
