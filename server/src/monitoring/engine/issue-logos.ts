import { withLease } from '../../cluster/leases';
import type { Db } from '../../db/types';
import { DESCRIPTOR_SCHEME } from '../../image-search/descriptor';
import { indexImages } from '../../image-search/index-images';
import { throwIfStopped } from '../../register/jobs';

/** The image index's lease (plugins/app/register-jobs.ts): one indexing run at a time. */
const IMAGE_INDEX_LEASE = 'image-index';
const LEASE_MS = 60_000;
const WAIT_MS = 1_000;

async function undescribedLogos(db: Db, issues: readonly number[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(DISTINCT t.image_id)::int AS n FROM trademarks t
     WHERE t.first_issue = ANY($1::int[]) AND t.image_id IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM image_descriptors d WHERE d.image_id = t.image_id AND d.scheme = $2)`,
    [issues, DESCRIPTOR_SCHEME],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Image watches can only find logos the index has described. An issue just imported may
 * not be described yet (the server indexes new logos after each import): index them here,
 * or wait while the process holding the index's lease does.
 */
export async function describeIssueLogos(
  db: Db,
  issues: readonly number[],
  signal?: AbortSignal,
): Promise<void> {
  while ((await undescribedLogos(db, issues)) > 0) {
    throwIfStopped(signal);
    const outcome = await withLease(db, IMAGE_INDEX_LEASE, { ttlMs: LEASE_MS }, (lease) =>
      indexImages(db, { signal: signal ? AbortSignal.any([signal, lease.signal]) : lease.signal }),
    );
    if (outcome.ran) return; // what is still undescribed could not be read
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
}
