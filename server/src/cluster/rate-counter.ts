import type { Queryable } from '../db/types';

export interface CountedHit {
  /** hits in the current window, this one included */
  hits: number;
  resetsAt: Date;
}

/**
 * Counts one hit on `key` in a fixed window that starts at the key's first hit (the window
 * @fastify/rate-limit used before). One upsert: PostgreSQL locks the row for its duration,
 * so hits from several processes at once are each counted once and see distinct counts.
 */
export async function countHit(
  db: Queryable,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CountedHit> {
  const { rows } = await db.query<{ hits: number; resets_at: Date }>(
    `INSERT INTO rate_limit_hits AS r (key, hits, resets_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.resets_at <= $2 THEN 1 ELSE r.hits + 1 END,
       resets_at = CASE WHEN r.resets_at <= $2 THEN EXCLUDED.resets_at ELSE r.resets_at END
     RETURNING hits, resets_at`,
    [key, now, new Date(now.getTime() + windowMs)],
  );
  const row = rows[0]!;
  return { hits: row.hits, resetsAt: new Date(row.resets_at) };
}

/** Deletes counters whose window has ended (a later hit would start afresh anyway). */
export async function sweepRateCounters(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM rate_limit_hits WHERE resets_at <= $1', [now]);
  return rowCount;
}

/** Whole seconds until `resetsAt`, at least 1: the `retry-after` header's value. */
export const secondsUntil = (resetsAt: Date, now: Date) =>
  Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
