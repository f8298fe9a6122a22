-- Two tabs refreshing one session at the same moment both present the same refresh token.
-- For a short grace window after a token was used, presenting it again returns the pair it
-- got the first time instead of counting as theft. To give back the same refresh token the
-- used row keeps its successor: the row id (to see whether it was revoked since) and the
-- successor's token sealed with AES-256-GCM under a key derived from the server secret and
-- the used token itself (auth/sealed-successor.ts), so the database alone cannot open it.
ALTER TABLE refresh_tokens
  ADD COLUMN successor_id integer REFERENCES refresh_tokens (id) ON DELETE SET NULL,
  ADD COLUMN successor_sealed text;
