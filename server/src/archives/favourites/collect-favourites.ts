import { MAX_FAVOURITES, archiveMessages as m } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { conflict } from '../../http/api-error';
import { markIds, type MarkKey } from './favourite-marks';

/** pg_advisory_xact_lock namespace of an account's favourites (second key: account). */
const FAVOURITES_LOCK = 7_270_210;

/**
 * Adds the marks to the account's favourites in one transaction: those already kept are left
 * as they were; the account is locked while counting, so two calls at once cannot pass
 * MAX_FAVOURITES together. Past the cap nothing is added (收藏最多5000件商标).
 */
async function collect(
  db: Db,
  account: number,
  trademarkIds: readonly number[],
  now: Date,
): Promise<{ added: number[]; alreadyCollected: number }> {
  const unique = [...new Set(trademarkIds)];
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [FAVOURITES_LOCK, account]);
    const { rows } = await tx.query<{ kept: number; already: number }>(
      `SELECT count(*)::int AS kept,
         count(*) FILTER (WHERE trademark_id = ANY($2::int[]))::int AS already
       FROM favourites WHERE main_member_id = $1`,
      [account, unique],
    );
    const { kept, already } = rows[0]!;
    if (kept + unique.length - already > MAX_FAVOURITES) throw conflict(m.tooManyFavourites);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO favourites (main_member_id, trademark_id, created_at)
       SELECT $1, id, $3 FROM unnest($2::int[]) AS wanted(id)
       ON CONFLICT (main_member_id, trademark_id) DO NOTHING RETURNING id`,
      [account, unique, now],
    );
    return {
      added: inserted.rows.map((r) => r.id),
      alreadyCollected: unique.length - inserted.rows.length,
    };
  });
}

/**
 * collectRecord: the favourite's id, or null when the mark was already kept (the page shows
 * 已被收藏 for the answer 该商标已被收藏, spec 2 §8).
 */
export async function collectFavourite(
  db: Db,
  account: number,
  mark: MarkKey,
  now: Date,
): Promise<number | null> {
  const [id] = await markIds(db, [mark]);
  const { added } = await collect(db, account, [id!], now);
  return added[0] ?? null;
}

/**
 * collectRecordBatch: every mark must be in the register (else nothing is added); answers
 * how many were added and how many were kept already (a mark named twice counts once).
 */
export async function collectFavourites(
  db: Db,
  account: number,
  marks: readonly MarkKey[],
  now: Date,
): Promise<{ added: number; alreadyCollected: number }> {
  const ids = await markIds(db, marks);
  const { added, alreadyCollected } = await collect(db, account, ids, now);
  return { added: added.length, alreadyCollected };
}
