import type { Queryable } from '../db/types';
import { resolveDimensions } from './dimensions';
import type { MarkIds } from './rows';
import type { LoadableRecord } from './record';
import { MARK_COLUMNS, markRow, NOTICE_COLUMNS, noticeIssues, noticeRows } from './rows';

export interface BatchCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  notices: number;
}

/**
 * Staging tables live until the transaction ends (ON COMMIT DROP); an issue import loads
 * several batches in one transaction, so each batch empties them instead of recreating.
 * stage_marks has the trademarks columns: rows arrive with their ids already resolved.
 */
const CREATE_STAGING = `
CREATE TEMP TABLE IF NOT EXISTS stage_marks ON COMMIT DROP AS
  SELECT ${MARK_COLUMNS.join(', ')} FROM trademarks WITH NO DATA;
CREATE TEMP TABLE IF NOT EXISTS stage_notices ON COMMIT DROP AS
  SELECT ${NOTICE_COLUMNS.join(', ')} FROM gazette_notices WITH NO DATA;
TRUNCATE stage_marks, stage_notices;`;

const EXISTING_KEYS = `
SELECT t.reg_no, t.class_id FROM trademarks t
JOIN unnest($1::text::text[], $2::text::smallint[]) AS k (reg_no, class_id)
  ON t.reg_no = k.reg_no AND t.class_id = k.class_id`;

/** Columns a re-import may change; comparing them keeps an unchanged rerun a no-op. */
const MARK_FIELDS = MARK_COLUMNS.filter((c) => c !== 'reg_no' && c !== 'class_id');
/** json has no equality operator; its text is what was loaded, so compare that. */
const comparable = (row: string, f: string) =>
  f === 'goods' || f === 'process' ? `${row}.${f}::text` : `${row}.${f}`;

const UPSERT_MARKS = `
INSERT INTO trademarks AS t (${MARK_COLUMNS.join(', ')})
SELECT * FROM stage_marks
ON CONFLICT (reg_no, class_id) DO UPDATE
SET ${MARK_FIELDS.map((f) => `${f} = excluded.${f}`).join(', ')}, updated_at = now()
WHERE (${MARK_FIELDS.map((f) => comparable('t', f)).join(', ')})
  IS DISTINCT FROM (${MARK_FIELDS.map((f) => comparable('excluded', f)).join(', ')})`;

// Issues a notice names but the database lacks (an import of old records) are added.
const INSERT_ISSUES = `
INSERT INTO gazette_issues (issue_no, issue_date, published_at)
SELECT n, d, now() FROM unnest($1::int[], $2::date[]) AS i (n, d) ORDER BY n
ON CONFLICT (issue_no) DO NOTHING`;

const UPSERT_NOTICES = `
INSERT INTO gazette_notices AS g (${NOTICE_COLUMNS.join(', ')})
SELECT * FROM stage_notices
ON CONFLICT (issue_no, type_id, reg_no, class_id) DO UPDATE
SET page = excluded.page, mark_name = excluded.mark_name, applicant = excluded.applicant
WHERE (g.page, g.mark_name, g.applicant)
  IS DISTINCT FROM (excluded.page, excluded.mark_name, excluded.applicant)`;

async function noticeTypeIds(tx: Queryable): Promise<Map<string, number>> {
  const types = await tx.query<{ id: number; code: string }>('SELECT id, code FROM notice_types');
  return new Map(types.rows.map((t) => [t.code, t.id]));
}

/** Keys of the batch's marks that are already in the register. */
async function existingKeys(
  tx: Queryable,
  records: readonly LoadableRecord[],
): Promise<Set<string>> {
  // Numbers are [0-9A-Z] (record.ts) and classes integers: array literals need no escaping.
  const found = await tx.query<{ reg_no: string; class_id: number }>(EXISTING_KEYS, [
    `{${records.map((r) => r.TM_CODE).join(',')}}`,
    `{${records.map((r) => r.TM_NCL).join(',')}}`,
  ]);
  return new Set(found.rows.map((k) => `${k.reg_no}/${k.class_id}`));
}

/**
 * Upserts one batch by (application number, class) inside the caller's transaction, with
 * the holder/agency/image ids of resolveDimensions (resolved here unless given). New
 * marks are copied straight into trademarks (the bulk of any first load); marks already
 * there go through staging and are updated only where a field changed. Records must be
 * valid (record.ts) and unique by (TM_CODE, TM_NCL) within the batch, with notice codes
 * and area codes the reference tables know.
 */
export async function loadBatch(
  tx: Queryable,
  records: readonly LoadableRecord[],
  resolvedIds?: MarkIds[],
): Promise<BatchCounts> {
  // A crash may lose the last batches' commits but never half of one: the job's progress
  // commits with its batch, so a rerun resumes at what is durable. No fsync wait per batch.
  await tx.exec('SET LOCAL synchronous_commit = off');
  const ids = resolvedIds ?? (await resolveDimensions(tx, records));
  const existing = await existingKeys(tx, records);
  const typeIds = await noticeTypeIds(tx);
  // A new mark's notices are new too (notices only arrive with their mark), so both go
  // straight into their tables; a known mark's go through staging and update what changed.
  const fresh = { marks: '', notices: '' };
  const known = { marks: '', notices: '' };
  let noticeCount = 0;
  records.forEach((r, i) => {
    const target = existing.has(`${r.TM_CODE}/${r.TM_NCL}`) ? known : fresh;
    target.marks += markRow(r, ids[i]!);
    target.notices += noticeRows(r, typeIds);
    noticeCount += r.TMNOTICELS_CN.length;
  });
  const issues = noticeIssues(records);
  if (issues.size) await tx.query(INSERT_ISSUES, [[...issues.keys()], [...issues.values()]]);
  if (fresh.marks) await tx.copyRows('trademarks', MARK_COLUMNS, fresh.marks);
  if (fresh.notices) await tx.copyRows('gazette_notices', NOTICE_COLUMNS, fresh.notices);
  let updated = 0;
  // Staging only for marks already in the register (reruns, updates); a first load has none.
  if (known.marks) {
    await tx.exec(CREATE_STAGING);
    await tx.copyRows('stage_marks', MARK_COLUMNS, known.marks);
    updated = (await tx.query(UPSERT_MARKS)).rowCount;
  }
  // a known mark's notices come with it, so the staging tables exist here
  if (known.notices) {
    await tx.copyRows('stage_notices', NOTICE_COLUMNS, known.notices);
    await tx.query(UPSERT_NOTICES);
  }
  return {
    inserted: records.length - existing.size,
    updated,
    unchanged: existing.size - updated,
    notices: noticeCount,
  };
}
