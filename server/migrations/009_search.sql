-- Search (spec 1 §2 'Search screens'): PostgreSQL answers every mode from these indexes.
--
-- name_norm is the name as searches compare it (src/similarity normalizeName: width, case,
-- traditional → simplified, no spaces or punctuation); sim_keys are the mark's similarity keys
-- (src/similarity markSimilarityKeys). Both are written by the loader; a mark loaded before
-- they existed, or under an older key scheme, is re-keyed by the search-keys backfill
-- (src/search/backfill-keys.ts), which search_state.keys_version tells to run.
ALTER TABLE trademarks ADD COLUMN name_norm text NOT NULL DEFAULT '';
ALTER TABLE trademarks ADD COLUMN sim_keys text[] NOT NULL DEFAULT '{}';

-- Every character and every pair of adjacent characters of a string: a "contains" search for
-- q needs q's pairs (or q itself when it is one character) in this set, then a LIKE recheck.
-- Unlike pg_trgm it works for one- and two-character Chinese names, and needs no extension.
CREATE FUNCTION text_grams(s text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(s, i, 1) AS g FROM generate_series(1, length(s)) AS i
    UNION ALL
    SELECT substr(s, i, 2) FROM generate_series(1, length(s) - 1) AS i
  ) AS grams
$$;

CREATE INDEX trademarks_name_grams_idx ON trademarks USING gin (text_grams(name_norm));
CREATE INDEX trademarks_sim_keys_idx ON trademarks USING gin (sim_keys);
-- number prefix searches (mode 2 with a partial number)
CREATE INDEX trademarks_reg_no_prefix_idx ON trademarks (reg_no text_pattern_ops);

-- applicant search (mode 3) over Chinese and English holder names
CREATE INDEX holders_name_grams_idx ON holders
  USING gin (text_grams(lower(name_cn || ' ' || coalesce(name_en, ''))));

CREATE TABLE search_state (
  key text PRIMARY KEY,
  value text NOT NULL
);
