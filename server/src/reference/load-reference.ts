import type { Db } from '../db/types';
import { DEFAULT_REFERENCE_DIR } from './data-dir';
import { areasDataset } from './datasets/areas';
import type { ReferenceDataset } from './datasets/dataset';
import { goodsDataset } from './datasets/goods';
import { industriesDataset } from './datasets/industries';
import { noticeTypesDataset } from './datasets/notice-types';
import { viennaDataset } from './datasets/vienna';

export const REFERENCE_DATASETS: readonly ReferenceDataset[] = [
  areasDataset,
  noticeTypesDataset,
  goodsDataset,
  viennaDataset,
  industriesDataset,
];

/**
 * pg_advisory_xact_lock key: two servers starting together on one PostgreSQL load a dataset
 * one after the other, and the second finds it current.
 */
const REFERENCE_LOCK = 7_270_005;

export interface DatasetReport {
  dataset: string;
  /** loaded: rows replaced; current: checksum unchanged; missing: no input found. */
  status: 'loaded' | 'current' | 'missing';
  /** Rows inserted, changed or deleted (loaded only). */
  rows: number;
  ms: number;
}

/**
 * Brings the reference tables in line with the files: a dataset whose checksum matches
 * `reference_versions` is skipped; otherwise its rows are upserted, stale rows deleted (unless
 * still referenced) and the checksum recorded, all in one transaction per dataset. Runs at
 * every start, so the common case is one query plus reading and hashing the files.
 * A malformed file rejects with a ReferenceFileError naming it.
 */
export async function loadReferenceData(
  db: Db,
  dir: string = DEFAULT_REFERENCE_DIR,
  datasets: readonly ReferenceDataset[] = REFERENCE_DATASETS,
): Promise<DatasetReport[]> {
  const inputs = await Promise.all(datasets.map((d) => d.read(dir)));
  const stored = await db.query<{ dataset: string; checksum: string }>(
    'SELECT dataset, checksum FROM reference_versions',
  );
  const current = new Map(stored.rows.map((r) => [r.dataset, r.checksum]));
  const reports: DatasetReport[] = [];
  for (const [i, dataset] of datasets.entries()) {
    const started = performance.now();
    const input = inputs[i];
    const report = (status: DatasetReport['status'], rows = 0): DatasetReport => ({
      dataset: dataset.name,
      status,
      rows,
      ms: Math.round(performance.now() - started),
    });
    if (!input) {
      reports.push(report('missing'));
      continue;
    }
    if (current.get(dataset.name) === input.checksum) {
      reports.push(report('current'));
      continue;
    }
    const apply = input.prepare(); // parse and validate before taking the lock
    const rows = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [REFERENCE_LOCK]);
      const again = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM reference_versions WHERE dataset = $1',
        [dataset.name],
      );
      if (again.rows[0]?.checksum === input.checksum) return null; // another server loaded it
      const changed = await apply(tx);
      await tx.query(
        `INSERT INTO reference_versions (dataset, checksum) VALUES ($1, $2)
         ON CONFLICT (dataset) DO UPDATE SET checksum = EXCLUDED.checksum, loaded_at = now()`,
        [dataset.name, input.checksum],
      );
      return changed;
    });
    reports.push(rows === null ? report('current') : report('loaded', rows));
  }
  return reports;
}
