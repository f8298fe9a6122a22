import type { Queryable } from '../../db/types';

/**
 * A name as subjects match it (archive_name_key, migration 020: widths, brackets, spaces,
 * case, 有限责任公司). Computed by the database so the key and the indexes never disagree.
 */
export async function nameKey(db: Queryable, name: string): Promise<string> {
  const { rows } = await db.query<{ key: string }>('SELECT archive_name_key($1) AS key', [name]);
  return rows[0]!.key;
}
