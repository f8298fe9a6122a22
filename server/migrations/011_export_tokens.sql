-- Excel export in two calls (spec 1 §4 'Export'): queryExcelByUids stores the ticked marks
-- and answers a token, excelByUids2 builds the file for it. Kept in the database rather than
-- in memory so a token outlives a restart and any server process can serve the download.
CREATE TABLE export_tokens (
  -- random UUID text: the token the client sends back as `uid`
  token text PRIMARY KEY,
  -- only the member who asked may download it
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- the marks by UID (number_class), in the order the list showed them
  uids text[] NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- expired tokens are swept when new ones are made
CREATE INDEX export_tokens_expires_idx ON export_tokens (expires_at);
