-- Gazette issues and their notices (spec 1 §3 'Gazette row', spec 2 §3 announcement types).
-- Page images are drawn from a page's notices when asked for (gazette page route).

CREATE TABLE gazette_issues (
  issue_no integer PRIMARY KEY,
  issue_date date NOT NULL,
  -- set when the issue's import has finished; monitoring only reads published issues
  published_at timestamptz
);

CREATE TABLE gazette_notices (
  -- the loader adds the issue and maps the type code in the same batch (see 006 on keys)
  issue_no integer NOT NULL,
  type_id smallint NOT NULL,
  page integer NOT NULL CHECK (page > 0),
  -- the mark by its (number, class) key, as the gazette prints it; no id, so loading
  -- notices needs no lookup and a notice may arrive before its mark's record
  reg_no text NOT NULL,
  class_id smallint NOT NULL,
  mark_name text NOT NULL,
  applicant text NOT NULL,
  PRIMARY KEY (issue_no, type_id, reg_no, class_id)
);
-- a mark's notices (detail page); the primary key serves an issue's types and pages
CREATE INDEX gazette_notices_mark_idx ON gazette_notices (reg_no, class_id);
