import type { FavouriteInput, SearchRow } from 'shared-api';
import type { RowKey } from 'shared-ui';
import { favouriteOf } from '../api/favourite-api';

/**
 * The ticked rows as collectRecordBatch takes them. Ticks are UIDs ('<number>_<class>'); a
 * row of the page shown gives all its fields, a tick kept from another page its number and
 * class, which are all the server needs (it reads the rest from the register).
 */
export function tickedMarks(
  ticked: readonly RowKey[],
  rows: readonly SearchRow[],
): FavouriteInput[] {
  const byUid = new Map(rows.map((row) => [row.UID, row]));
  return ticked.flatMap((key) => {
    const uid = String(key);
    const row = byUid.get(uid);
    if (row) return [favouriteOf(row)];
    const cut = uid.lastIndexOf('_');
    const categary = Number(uid.slice(cut + 1));
    if (cut <= 0 || !Number.isInteger(categary)) return [];
    return [{ code: uid.slice(0, cut), categary }];
  });
}
