import type { Queryable } from '../../db/types';
import type { MatchRow } from './match-row';

/** Rows per INSERT: one JSON parameter each, well under the protocol's limits. */
const INSERT_CHUNK = 5000;

/**
 * Stores matches; a row already there (a resumed batch, a rerun) is left as it is, so
 * running an issue twice gives the same rows. Answers how many rows were new.
 */
export async function insertMatches(tx: Queryable, rows: readonly MatchRow[]): Promise<number> {
  let inserted = 0;
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const chunk = rows.slice(at, at + INSERT_CHUNK).map((r) => ({
      watch_id: r.watchId,
      issue_no: r.issueNo,
      trademark_id: r.trademarkId,
      score: r.score,
      grade: r.grade,
      reasons: r.reasons,
      highlight: r.highlight,
    }));
    // one jsonb parameter: reasons and highlight are arrays per row, which unnest cannot carry
    const res = await tx.query(
      `INSERT INTO watch_matches (watch_id, issue_no, trademark_id, score, grade, reasons, highlight)
       SELECT watch_id, issue_no, trademark_id, score, grade, reasons, highlight
       FROM jsonb_to_recordset($1::jsonb) AS r (watch_id int, issue_no int, trademark_id int,
         score smallint, grade text, reasons text[], highlight smallint[])
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(chunk)],
    );
    inserted += res.rowCount ?? 0;
  }
  return inserted;
}

/**
 * Records that these watches have been run against the issue, with their match counts as
 * stored. `reminded` marks rows whose member needs no reminder (a backfill of past issues);
 * a rerun keeps the flag it finds.
 */
export async function recordRuns(
  tx: Queryable,
  issueNo: number,
  watchIds: readonly number[],
  reminded: boolean,
): Promise<void> {
  await tx.query(
    `INSERT INTO watch_runs (watch_id, issue_no, matches, reminded)
     SELECT w.id, $2, (SELECT count(*) FROM watch_matches m
                       WHERE m.watch_id = w.id AND m.issue_no = $2), $3
     FROM unnest($1::int[]) AS w (id)
     WHERE EXISTS (SELECT 1 FROM watches x WHERE x.id = w.id)
     ON CONFLICT (watch_id, issue_no) DO UPDATE
     SET matches = excluded.matches, run_at = now(),
         reminded = watch_runs.reminded OR excluded.reminded`,
    [watchIds, issueNo, reminded],
  );
}

/** Forgets what these watches found in these issues (a backfill replaces it). */
export async function clearRuns(
  tx: Queryable,
  watchId: number,
  issues: readonly number[],
): Promise<void> {
  const params = [watchId, issues];
  await tx.query(
    'DELETE FROM watch_matches WHERE watch_id = $1 AND issue_no = ANY($2::int[])',
    params,
  );
  await tx.query(
    'DELETE FROM watch_runs WHERE watch_id = $1 AND issue_no = ANY($2::int[])',
    params,
  );
}
