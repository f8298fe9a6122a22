import type { Queryable } from '../../db/types';

/** A watch as the engine reads it: what to look for, where, and whose it is. */
export interface EngineWatch {
  id: number;
  memberId: number;
  /** 1 a name, 2 a picture (WATCH_TYPES) */
  type: 1 | 2;
  name: string | null;
  pictureSha256: string | null;
  classes: number[];
  groupCodes: string[];
}

const COLUMNS = `id, main_member_id AS "memberId", watch_type AS type, name,
  picture_sha256 AS "pictureSha256", classes, group_codes AS "groupCodes"`;

/** Watches in force on the issue's date: started on or before it, not yet ended. */
export async function watchesInForce(db: Queryable, issueNo: number): Promise<EngineWatch[]> {
  const { rows } = await db.query<EngineWatch>(
    `SELECT ${COLUMNS} FROM watches w
     WHERE EXISTS (SELECT 1 FROM gazette_issues g WHERE g.issue_no = $1
       AND w.start_date <= g.issue_date AND w.end_date >= g.issue_date)
     ORDER BY id`,
    [issueNo],
  );
  return rows.map(normalizeRow);
}

export async function watchesById(db: Queryable, ids: readonly number[]): Promise<EngineWatch[]> {
  const { rows } = await db.query<EngineWatch>(
    `SELECT ${COLUMNS} FROM watches WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  return rows.map(normalizeRow);
}

/** smallint[] arrives as numbers on both drivers, but the type column may be a string. */
const normalizeRow = (row: EngineWatch): EngineWatch => ({
  ...row,
  type: Number(row.type) as 1 | 2,
  classes: row.classes.map(Number),
});
