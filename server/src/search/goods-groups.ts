import type { Queryable } from '../db/types';

/**
 * Mode 6 searches the similar groups (类似群) of the goods chosen in the tree: a six-digit
 * item stands for its group, and the table's cross-group notes add the groups declared
 * similar to a chosen one (both ways: a note on either group makes the goods similar).
 */
export async function similarGroupsOf(db: Queryable, codes: readonly string[]): Promise<string[]> {
  const groups = codes.filter((code) => code.length === 4);
  const items = codes.filter((code) => code.length !== 4);
  const { rows } = await db.query<{ code: string }>(
    `WITH chosen AS (
       SELECT code::text FROM similar_groups WHERE code = ANY($1::text[])
       UNION SELECT group_code::text FROM goods_items WHERE code = ANY($2::text[])
     )
     SELECT code FROM chosen
     UNION SELECT similar_to::text FROM group_similarities WHERE group_code::text IN (SELECT code FROM chosen)
     UNION SELECT group_code::text FROM group_similarities WHERE similar_to::text IN (SELECT code FROM chosen)
     ORDER BY 1`,
    [groups, items],
  );
  return rows.map((row) => row.code);
}
