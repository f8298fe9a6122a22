-- The register: holders, agencies, images and trademarks (spec 1 §3 'Trademark (search
-- row)', spec 2 §3, spec 3 §3). Imports upsert by (reg_no, class_id).
--
-- Only the loader (src/register/load-batch.ts) writes these tables. It takes holder, agency
-- and image ids from joins in the same statement and checks class, area and notice codes
-- against the reference tables before writing, so the foreign keys that would re-check the
-- same facts row by row are left out: their triggers cost 45 % of the ingest time (ADR 005).
-- The holder key stays: it is the link subjects and archives build on.

CREATE TABLE holders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_cn text NOT NULL UNIQUE,
  name_en text,
  addr_cn text,
  addr_en text,
  -- GB/T 2260 codes (areas); NULL for holders abroad
  province_code char(6),
  city_code char(6)
);

CREATE TABLE agencies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE
);

-- Figurative images, stored once by content hash and served by URL.
CREATE TABLE mark_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sha256 char(64) NOT NULL UNIQUE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/svg+xml')),
  bytes bytea NOT NULL
);

CREATE TABLE trademarks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- application number (in China also the registration number) and Nice class
  reg_no text NOT NULL,
  class_id smallint NOT NULL CHECK (class_id BETWEEN 1 AND 45),
  name text NOT NULL,
  -- 0 not yet announced, 1 preliminarily approved, 2 registered, 3 invalid
  status smallint NOT NULL CHECK (status BETWEEN 0 AND 3),
  -- 普通商标, 集体商标, 证明商标, 特殊标志
  mark_type text NOT NULL DEFAULT '普通商标',
  app_date date NOT NULL,
  first_date date,
  first_issue integer,
  reg_date date,
  reg_issue integer,
  intl_date date,
  priority_date date,
  excl_start date,
  excl_end date,
  holder_id integer NOT NULL REFERENCES holders (id),
  -- holder fields as filed on this mark (a holder's address can differ between filings)
  holder_cn text NOT NULL,
  holder_en text,
  addr_cn text,
  addr_en text,
  province_code char(6),
  city_code char(6),
  -- co-owners after the first holder; empty = not co-owned (TM_SHARE 0)
  co_owners text[] NOT NULL DEFAULT '{}',
  agency_id integer,
  -- TM_GOODSLS_CN items {similarcode, goods, nid}; nid 1 = deleted. json, not jsonb: it is
  -- only shown (searches use group_codes), and json loads without conversion.
  goods json NOT NULL DEFAULT '[]',
  group_codes text[] NOT NULL DEFAULT '{}',
  -- process steps [{date, step}] in order
  process json NOT NULL DEFAULT '[]',
  image_id integer,
  color_claim text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (reg_no, class_id)
);
CREATE INDEX trademarks_holder_idx ON trademarks (holder_id);
CREATE INDEX trademarks_first_issue_idx ON trademarks (first_issue);
CREATE INDEX trademarks_excl_end_idx ON trademarks (excl_end);
