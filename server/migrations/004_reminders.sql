-- Per-member reminders (spec 3 §7 userRemind). The header badge counts the unread ones.
CREATE TABLE reminders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title text NOT NULL,
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);

CREATE INDEX reminders_unread_idx ON reminders (member_id, created_at) WHERE read_at IS NULL;
