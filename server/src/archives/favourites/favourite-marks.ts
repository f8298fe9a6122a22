import { archiveMessages } from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/api-error';

/** A mark as the pages name it: its number and class (the register's key). */
export interface MarkKey {
  code: string;
  categary: number;
}

/**
 * The register ids of the marks named, in the order given (one statement for a whole
 * batch). Any mark the register lacks refuses the call with 商标不存在: a favourite is always
 * a mark of the register, listed with its current values.
 */
export async function markIds(db: Queryable, keys: readonly MarkKey[]): Promise<number[]> {
  const { rows } = await db.query<{ ord: string; id: number | null }>(
    `SELECT wanted.ord, t.id
     FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS wanted(reg_no, class_id, ord)
     LEFT JOIN trademarks t ON t.reg_no = wanted.reg_no AND t.class_id = wanted.class_id
     ORDER BY wanted.ord`,
    [keys.map((k) => k.code.trim().toUpperCase()), keys.map((k) => k.categary)],
  );
  return rows.map((row) => {
    if (row.id === null) throw notFound(archiveMessages.markNotFound);
    return row.id;
  });
}
