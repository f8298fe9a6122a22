import type { Queryable } from '../../db/types';
import type { IssueMark } from './text-matcher';

/** Ids of the marks first published in the issue, in order: the job's batches cut this list. */
export async function issueMarkIds(db: Queryable, issueNo: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM trademarks WHERE first_issue = $1 ORDER BY id',
    [issueNo],
  );
  return rows.map((row) => row.id);
}

/** The stored search columns of these marks: the keys and names are not computed again. */
export async function readIssueMarks(db: Queryable, ids: readonly number[]): Promise<IssueMark[]> {
  const { rows } = await db.query<IssueMark>(
    `SELECT id, name, name_norm, sim_keys, class_id, group_codes
     FROM trademarks WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  return rows;
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}
