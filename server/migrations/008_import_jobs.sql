-- Imports and corpus builds as resumable jobs: each committed batch records how far the
-- job got, so a rerun after a kill continues there (upserts make the overlap harmless).
CREATE TABLE import_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'import' (a JSONL file), 'issue' (one gazette issue), 'corpus' (the generator)
  kind text NOT NULL CHECK (kind IN ('import', 'issue', 'corpus')),
  -- what identifies the input: file checksum + options, or generator seed + size
  input_key text NOT NULL,
  -- how to run it again after a kill: file path, issue number and date, generator options
  input jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
  total integer NOT NULL DEFAULT 0,
  done integer NOT NULL DEFAULT 0,
  summary jsonb NOT NULL DEFAULT '{}'::jsonb,
  error text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE UNIQUE INDEX import_jobs_running_idx ON import_jobs (kind, input_key) WHERE status = 'running';

-- The batches a job has committed (in the batch's own transaction). Batches of one job may
-- load in parallel on PostgreSQL, so progress is a set, not a position; a resumed job
-- regenerates or rereads its input with the same batch size and skips these.
CREATE TABLE import_job_batches (
  job_id integer NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
  batch_no integer NOT NULL,
  PRIMARY KEY (job_id, batch_no)
);
