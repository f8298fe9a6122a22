import type { Db, Queryable } from '../../db/types';
import { nameMatch } from '../../search/match-conditions';
import { SqlParams } from '../../search/sql-params';
import { normalizeName, querySimilarityKeys } from '../../similarity';
import { WATCH_RESULT_ISSUES } from 'shared-api/contract';
import { matchImageWatch } from './image-matcher';
import { describeIssueLogos } from './issue-logos';
import { clearRuns, insertMatches, recordRuns } from './match-store';
import type { MatchRow } from './match-row';
import { TextWatchIndex, type IssueMark } from './text-matcher';
import { watchesById, type EngineWatch } from './watch-rows';

const MARK_COLUMNS =
  't.id, t.name, t.name_norm, t.sim_keys, t.class_id, t.group_codes, t.first_issue';

/** The latest published issues, newest first: what the results page shows. */
export async function latestIssues(db: Queryable, count = WATCH_RESULT_ISSUES): Promise<number[]> {
  const { rows } = await db.query<{ issue_no: number }>(
    `SELECT issue_no FROM gazette_issues WHERE published_at IS NOT NULL
     ORDER BY issue_no DESC LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.issue_no);
}

/**
 * A text watch's candidates in these issues, as mode 4 retrieves them (keys meet, or the
 * name is contained) but restricted to the issues' marks; the same TextWatchIndex as the
 * issue job then judges them, so a backfill and a run agree row for row.
 */
async function matchTextWatch(
  db: Queryable,
  watch: EngineWatch,
  issues: readonly number[],
): Promise<MatchRow[]> {
  const name = watch.name ?? '';
  const byKeys = new SqlParams();
  const keyWhere = `t.first_issue = ANY(${byKeys.add(issues)}::int[])
    AND t.sim_keys && ${byKeys.add(querySimilarityKeys(name))}::text[]`;
  const norm = normalizeName(name);
  const byName = new SqlParams();
  const nameWhere = `t.first_issue = ANY(${byName.add(issues)}::int[]) AND ${nameMatch(norm).where(byName)}`;
  type Row = IssueMark & { first_issue: number };
  const [keyed, containing] = await Promise.all([
    db.query<Row>(`SELECT ${MARK_COLUMNS} FROM trademarks t WHERE ${keyWhere}`, byKeys.values),
    norm
      ? db.query<Row>(`SELECT ${MARK_COLUMNS} FROM trademarks t WHERE ${nameWhere}`, byName.values)
      : Promise.resolve({ rows: [] as Row[] }),
  ]);
  const index = new TextWatchIndex([watch]);
  const rows: MatchRow[] = [];
  const seen = new Set<number>();
  for (const mark of [...keyed.rows, ...containing.rows]) {
    if (seen.has(mark.id)) continue;
    seen.add(mark.id);
    rows.push(...index.match(mark.first_issue, [mark]));
  }
  return rows;
}

/**
 * Runs new or edited watches against each of the latest 12 published issues, replacing what
 * they had found there (one transaction per watch: the results page sees the old matches or
 * the new ones, never a mix). The issues are history: their runs are marked reminded, so no
 * reminder goes out for them, now or when an issue is rerun. A watch's start date does not
 * limit the backfill: a watch added today shows the latest issues' conflicts at once.
 */
export async function backfillWatches(db: Db, watchIds: number[]): Promise<void> {
  const issues = await latestIssues(db);
  if (issues.length === 0) return;
  const watches = await watchesById(db, watchIds);
  if (watches.some((w) => w.type === 2)) await describeIssueLogos(db, issues);
  for (const watch of watches) {
    const rows =
      watch.type === 1
        ? await matchTextWatch(db, watch, issues)
        : await matchImageWatch(db, watch, issues);
    await db.transaction(async (tx) => {
      await clearRuns(tx, watch.id, issues);
      await insertMatches(tx, rows);
      for (const issueNo of issues) await recordRuns(tx, issueNo, [watch.id], true);
    });
  }
}
