-- Indexes of the archives domain (issue 13) beside those of migration 020.

-- Subject name suggestions (getMatchAgent, spec 2 §5/§7; issue 13): register names that
-- contain a keyword, compared as subjects match them (archive_name_key, migration 020). The
-- characters and character pairs of each key (text_grams, migration 009) answer "contains"
-- through GIN, as the applicant search does; pg_trgm is not available on PGlite.
CREATE INDEX holders_name_key_grams_idx ON holders
  USING gin (text_grams(archive_name_key(name_cn)));
CREATE INDEX agencies_name_key_grams_idx ON agencies
  USING gin (text_grams(archive_name_key(name)));

-- An agency subject's archive (issue 13: 50,000 marks listed with their counts in under
-- 200 ms on a 1M register). A large agency's marks lie all over the table: counted through
-- trademarks_agency_idx they cost one heap page each (≈ 37,000 page reads, 450 ms). This index
-- carries what the archive, the renewal list and the subject card read — status, class,
-- application date, exclusive-right end, last change — so they are index-only scans, and the
-- first page is the index's own order. It does all trademarks_agency_idx did, which goes.
CREATE INDEX trademarks_agency_archive_idx ON trademarks (agency_id, app_date DESC, id DESC)
  INCLUDE (status, class_id, excl_end, updated_at);
DROP INDEX trademarks_agency_idx;
