import {
  CLASS_COUNT_BUILDING_POLL_MS,
  NICE_CLASS_COUNT,
  classCountName,
  type ClassCounts,
} from 'shared-api/contract';
import type { Queryable } from '../db/types';
import { formatShanghai } from '../http/time';

/**
 * Counting a million trademarks on every home page visit is too slow, so the answer is kept
 * this long; import jobs do not invalidate it (a minute-old overview is fine).
 */
export const CLASS_COUNTS_TTL_MS = 60_000;
/** While the corpus builds, the widget polls every 2 s and should see progress each time. */
export const CLASS_COUNTS_BUILDING_TTL_MS = CLASS_COUNT_BUILDING_POLL_MS;

/** Shown for a class whose reference file is not loaded yet, so word 4 is never empty. */
const UNNAMED_CLASS = '未命名';

export interface ClassCountsService {
  get(): Promise<ClassCounts>;
}

async function countClasses(db: Queryable): Promise<ClassCounts> {
  const counts = await db.query<{ id: number; label: string | null; n: number }>(
    `SELECT s.id, c.short_name AS label, COALESCE(t.n, 0)::int AS n
     FROM generate_series(1, $1::int) AS s(id)
     LEFT JOIN nice_classes c ON c.id = s.id
     LEFT JOIN (SELECT class_id, count(*) AS n FROM trademarks GROUP BY class_id) t
       ON t.class_id = s.id
     ORDER BY s.id`,
    [NICE_CLASS_COUNT],
  );
  // The latest finished job dates the data; a register filled without jobs falls back to
  // its rows' own time.
  const meta = await db.query<{
    updatedAt: Date | null;
    done: number | null;
    total: number | null;
  }>(
    `SELECT COALESCE(
         (SELECT max(finished_at) FROM import_jobs WHERE status = 'done'),
         (SELECT max(updated_at) FROM trademarks)) AS "updatedAt",
       b.done, b.total
     FROM (SELECT 1) AS one
     LEFT JOIN LATERAL (SELECT done, total FROM import_jobs
                        WHERE kind = 'corpus' AND status = 'running'
                        ORDER BY started_at DESC LIMIT 1) b ON true`,
  );
  const { updatedAt, done, total } = meta.rows[0]!;
  const day = updatedAt ? formatShanghai(new Date(updatedAt)).slice(0, 10) : null;
  return {
    list: counts.rows.map((r) => ({
      id: r.n,
      name: classCountName(r.id, r.label ?? UNNAMED_CLASS),
    })),
    total: counts.rows.reduce((sum, r) => sum + r.n, 0),
    updatedAt: day,
    updatedMonth: day ? Number(day.slice(5, 7)) : null,
    building: done === null || total === null ? null : { done, total },
  };
}

/**
 * The home page's class counts, cached in memory (60 s, 2 s while building). Concurrent
 * callers after expiry share one count instead of each running it.
 */
export function classCountsService(db: Queryable, now: () => Date): ClassCountsService {
  let cached: { value: ClassCounts; expiresAt: number } | null = null;
  let pending: Promise<ClassCounts> | null = null;
  return {
    async get() {
      if (cached && now().getTime() < cached.expiresAt) return cached.value;
      if (!pending) {
        pending = countClasses(db)
          .then((value) => {
            const ttl = value.building ? CLASS_COUNTS_BUILDING_TTL_MS : CLASS_COUNTS_TTL_MS;
            cached = { value, expiresAt: now().getTime() + ttl };
            return value;
          })
          .finally(() => {
            pending = null;
          });
      }
      return pending;
    },
  };
}
