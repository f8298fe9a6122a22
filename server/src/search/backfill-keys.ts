import type { Db, Queryable } from '../db/types';
import { textArray } from '../register/copy-text';
import { markSimilarityKeys, normalizeName } from '../similarity';

/**
 * The scheme of name_norm and sim_keys the loader writes. Bump it whenever normalizeName or
 * markSimilarityKeys change what they return: the next start then re-keys every mark.
 */
export const SEARCH_KEYS_VERSION = '1';

const VERSION_KEY = 'keys_version';
/** The last mark id re-keyed, so a re-keying stopped by a restart goes on from there. */
const PROGRESS_KEY = 'keys_backfill_last_id';
const BATCH = 5000;

async function stateValue(db: Queryable, key: string): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM search_state WHERE key = $1',
    [key],
  );
  return rows[0]?.value ?? null;
}

const setState = (db: Queryable, key: string, value: string) =>
  db.query(
    `INSERT INTO search_state (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, value],
  );

/** Whether the marks in the register carry keys of an older scheme (or none). */
export async function searchKeysOutdated(db: Queryable): Promise<boolean> {
  if ((await stateValue(db, VERSION_KEY)) === SEARCH_KEYS_VERSION) return false;
  const { rows } = await db.query('SELECT 1 FROM trademarks LIMIT 1');
  if (rows.length === 0) {
    // an empty register gets its keys from the loader, in the current scheme
    await setState(db, VERSION_KEY, SEARCH_KEYS_VERSION);
    return false;
  }
  return true;
}

/**
 * Re-keys the register in batches by id, each batch one transaction with its progress, so a
 * restart resumes and searches keep working (on the old keys) meanwhile.
 */
export async function backfillSearchKeys(
  db: Db,
  run: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<void> {
  const { rows: totals } = await db.query<{ total: string }>(
    'SELECT count(*) AS total FROM trademarks',
  );
  const total = Number(totals[0]?.total ?? 0);
  let lastId = Number((await stateValue(db, PROGRESS_KEY)) ?? 0);
  let done = 0;
  for (;;) {
    if (run.signal?.aborted) return;
    const { rows } = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM trademarks WHERE id > $1 ORDER BY id LIMIT $2',
      [lastId, BATCH],
    );
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]!.id;
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE trademarks t SET name_norm = u.norm, sim_keys = u.keys::text[]
         FROM unnest($1::int[], $2::text[], $3::text[]) AS u(id, norm, keys) WHERE t.id = u.id`,
        [
          rows.map((row) => row.id),
          rows.map((row) => normalizeName(row.name)),
          rows.map((row) => textArray(markSimilarityKeys(row.name))),
        ],
      );
      await setState(tx, PROGRESS_KEY, String(lastId));
    });
    done += rows.length;
    run.onProgress?.(done, total);
  }
  await db.transaction(async (tx) => {
    await setState(tx, VERSION_KEY, SEARCH_KEYS_VERSION);
    await tx.query('DELETE FROM search_state WHERE key = $1', [PROGRESS_KEY]);
  });
}
