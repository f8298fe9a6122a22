import { WATCH_STATUS, type WatchPage } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { SqlParams, containsPattern } from '../../search/sql-params';
import { WATCH_COLUMNS, toWatchView, type WatchRecord } from './watch-store';

export interface WatchListQuery {
  pageNum: number;
  pageSize: number;
  remarkApplicant?: string | undefined;
  remarkKeyword?: string | undefined;
  status?: number | undefined;
}

/** query (spec 2 §7): the account's watches, newest first, filtered by remarks and status. */
export async function listWatches(
  db: Queryable,
  account: number,
  query: WatchListQuery,
  today: string,
): Promise<WatchPage> {
  const params = new SqlParams();
  const where = [`w.main_member_id = ${params.add(account)}`];
  if (query.remarkApplicant) {
    where.push(`w.remark_applicant ILIKE ${params.add(containsPattern(query.remarkApplicant))}`);
  }
  if (query.remarkKeyword) {
    where.push(`w.remark_keyword ILIKE ${params.add(containsPattern(query.remarkKeyword))}`);
  }
  if (query.status === WATCH_STATUS.active) where.push(`w.end_date >= ${params.add(today)}::date`);
  if (query.status === WATCH_STATUS.expired) where.push(`w.end_date < ${params.add(today)}::date`);
  const filter = where.join(' AND ');
  const filterValues = [...params.values];
  const offset = (query.pageNum - 1) * query.pageSize;
  const [page, count] = await Promise.all([
    db.query<WatchRecord>(
      `SELECT ${WATCH_COLUMNS} FROM watches w WHERE ${filter}
       ORDER BY w.id DESC LIMIT ${params.add(query.pageSize)} OFFSET ${params.add(offset)}`,
      params.values,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM watches w WHERE ${filter}`,
      filterValues,
    ),
  ]);
  const latest = await latestRuns(
    db,
    page.rows.map((w) => w.id),
  );
  return {
    list: page.rows.map((w) => toWatchView(w, today, latest.get(w.id))),
    total: count.rows[0]!.total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Each watch's newest run: the issue and how many matches it found there. */
async function latestRuns(db: Queryable, ids: number[]) {
  const { rows } = await db.query<{ watch_id: number; issue_no: number; matches: number }>(
    `SELECT DISTINCT ON (watch_id) watch_id, issue_no, matches FROM watch_runs
     WHERE watch_id = ANY($1::int[]) ORDER BY watch_id, issue_no DESC`,
    [ids],
  );
  return new Map(rows.map((r) => [r.watch_id, { issue: r.issue_no, matches: r.matches }]));
}

/** A page of the account's watches, newest first (the overview grid's rows), and the total. */
export async function watchRecordsPage(
  db: Queryable,
  account: number,
  page: { pageNum: number; pageSize: number },
): Promise<{ watches: WatchRecord[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<WatchRecord>(
      `SELECT ${WATCH_COLUMNS} FROM watches w WHERE w.main_member_id = $1
       ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
      [account, page.pageSize, (page.pageNum - 1) * page.pageSize],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM watches WHERE main_member_id = $1', [
      account,
    ]),
  ]);
  return { watches: rows.rows, total: count.rows[0]!.n };
}
