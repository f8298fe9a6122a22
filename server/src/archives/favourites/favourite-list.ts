import {
  markImageUrl,
  markUid,
  type Favourite,
  type FavouriteListQuery,
  type FavouritePage,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { shanghaiDaySql } from '../../monitoring/watches/watch-store';
import { SqlParams, containsPattern, prefixPattern } from '../../search/sql-params';

interface FavouriteRecord {
  id: number;
  reg_no: string;
  class_id: number;
  name: string;
  status: number;
  app_date: string;
  holder_cn: string;
  agency: string | null;
  sha256: string | null;
  collected_at: string;
}

const toFavourite = (r: FavouriteRecord): Favourite => ({
  id: r.id,
  UID: markUid(r.reg_no, r.class_id),
  imagePath: r.sha256 ? markImageUrl(r.sha256.trim()) : null,
  mark: r.name,
  code: r.reg_no,
  categary: r.class_id,
  status: r.status,
  markDate: r.app_date,
  accn: r.holder_cn,
  proxy: r.agency,
  collectedAt: r.collected_at,
});

/** A favourite with the register's current values (f = favourites, t, a, i as joined). */
const COLUMNS = `f.id, t.reg_no, t.class_id::int AS class_id, t.name, t.status::int AS status,
  to_char(t.app_date, 'YYYY-MM-DD') AS app_date, t.holder_cn, a.name AS agency, i.sha256,
  ${shanghaiDaySql('f.created_at')} AS collected_at`;

const FROM = `favourites f
  JOIN trademarks t ON t.id = f.trademark_id
  LEFT JOIN agencies a ON a.id = t.agency_id`;

/**
 * queryCollectRecord (spec 2 §7 'Favourites'): the account's favourites, newest first, with
 * the register's current values, filtered by number prefix, name, classes, status and
 * holder or agency (contained).
 */
export async function listFavourites(
  db: Queryable,
  account: number,
  query: FavouriteListQuery,
): Promise<FavouritePage> {
  const params = new SqlParams();
  const where = [`f.main_member_id = ${params.add(account)}`];
  if (query.code) {
    where.push(`t.reg_no LIKE ${params.add(prefixPattern(query.code.toUpperCase()))}`);
  }
  if (query.mark) where.push(`t.name ILIKE ${params.add(containsPattern(query.mark))}`);
  if (query.categary?.length) where.push(`t.class_id = ANY(${params.add(query.categary)}::int[])`);
  if (query.status !== undefined) where.push(`t.status = ${params.add(query.status)}`);
  if (query.accnOrProxy) {
    const pattern = params.add(containsPattern(query.accnOrProxy));
    where.push(`(t.holder_cn ILIKE ${pattern} OR a.name ILIKE ${pattern})`);
  }
  const filter = where.join(' AND ');
  const filterValues = [...params.values];
  const offset = (query.pageNum - 1) * query.pageSize;
  const [page, count] = await Promise.all([
    db.query<FavouriteRecord>(
      `SELECT ${COLUMNS} FROM ${FROM} LEFT JOIN mark_images i ON i.id = t.image_id
       WHERE ${filter}
       ORDER BY f.id DESC LIMIT ${params.add(query.pageSize)} OFFSET ${params.add(offset)}`,
      params.values,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${FROM} WHERE ${filter}`,
      filterValues,
    ),
  ]);
  return {
    list: page.rows.map(toFavourite),
    total: count.rows[0]!.total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** One favourite of the account as the list shows it (collectRecord's answer). */
export async function ownFavourite(db: Queryable, account: number, id: number): Promise<Favourite> {
  const page = await db.query<FavouriteRecord>(
    `SELECT ${COLUMNS} FROM ${FROM} LEFT JOIN mark_images i ON i.id = t.image_id
     WHERE f.main_member_id = $1 AND f.id = $2`,
    [account, id],
  );
  return toFavourite(page.rows[0]!);
}
