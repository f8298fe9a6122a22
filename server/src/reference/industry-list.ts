import { formatClassCode, type Industry } from 'shared-api/contract';
import type { Queryable } from '../db/types';

/** The industry reference (hy/list): `ids` lists class codes, then group codes. */
export async function listIndustries(db: Queryable): Promise<Industry[]> {
  const res = await db.query<{ name: string; classIds: number[]; groupCodes: string[] }>(
    `SELECT name, class_ids AS "classIds", group_codes AS "groupCodes"
     FROM industries ORDER BY id`,
  );
  return res.rows.map((row) => {
    const classIds = row.classIds.map(formatClassCode);
    return {
      hy: row.name,
      ids: [...classIds, ...row.groupCodes].join(','),
      classIds,
      groupCodes: row.groupCodes,
    };
  });
}
