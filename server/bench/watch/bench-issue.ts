import type { Db } from '../../src/db/types';
import { issueDate } from '../../src/register/gazette-calendar';

/** The issue after the corpus's latest (1991): the bench's marks are moved into it. */
export const BENCH_ISSUE = 1992;

/**
 * Makes BENCH_ISSUE an issue of `marks` marks of the register, spread over it (a hash
 * order, the same on every run). Their own first_issue is kept in bench_watch_issue and put
 * back by restoreRegister (which also drops the bench issue), so the corpus stays what bench:search measures.
 */
export async function makeBenchIssue(db: Db, marks: number): Promise<void> {
  await restoreRegister(db);
  await db.query(
    `INSERT INTO gazette_issues (issue_no, issue_date, published_at) VALUES ($1, $2, now())
     ON CONFLICT (issue_no) DO UPDATE SET published_at = now()`,
    [BENCH_ISSUE, issueDate(BENCH_ISSUE)],
  );
  await db.query(
    `INSERT INTO bench_watch_issue (mark_id, first_issue)
     SELECT id, first_issue FROM trademarks ORDER BY (id::bigint * 2654435761) % 4294967291 LIMIT $1`,
    [marks],
  );
  await db.query(
    `UPDATE trademarks t SET first_issue = $1 FROM bench_watch_issue b WHERE b.mark_id = t.id`,
    [BENCH_ISSUE],
  );
  await db.exec('ANALYZE trademarks');
}

/** Puts the moved marks back in their issues (also after a bench run that was killed). */
export async function restoreRegister(db: Db): Promise<void> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS bench_watch_issue (mark_id integer PRIMARY KEY, first_issue integer)`,
  );
  await db.exec(`UPDATE trademarks t SET first_issue = b.first_issue FROM bench_watch_issue b
    WHERE b.mark_id = t.id; TRUNCATE bench_watch_issue`);
  // the corpus's latest issue is its own again (bench:search reads the gazette too)
  await db.query('DELETE FROM gazette_issues WHERE issue_no = $1', [BENCH_ISSUE]);
}
