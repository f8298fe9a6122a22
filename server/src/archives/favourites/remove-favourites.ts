import type { Queryable } from '../../db/types';

/** removeCollectRecordBatch: only the account's own favourites go; answers how many did. */
export async function removeFavourites(
  db: Queryable,
  account: number,
  ids: readonly number[],
): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM favourites WHERE main_member_id = $1 AND id = ANY($2::int[])',
    [account, [...ids]],
  );
  return rowCount;
}
