import type { Db } from '../db/types';
import { throwIfStopped } from '../register/jobs';
import { centroidsOf } from './centroid-cache';
import { COARSE_DIMS, DESCRIPTOR_SCHEME, describeImage, type ImageDescriptor } from './descriptor';
import {
  countDescribed,
  currentModels,
  saveDescriptors,
  UNPLACED,
  type Bytes,
  type DescribedImage,
  type Placement,
} from './index-store';
import { nearestCentroid } from './kmeans';
import { finishBuildingModel, needsTraining, trainModel } from './train-model';

export interface IndexImagesRun {
  signal?: AbortSignal;
  /** descriptors of the current scheme so far / logos stored */
  onProgress?: (done: number, total: number) => void;
  batchSize?: number;
  /** descriptors from which a model is trained (default MIN_TRAINING_SIZE) */
  trainFrom?: number;
}

export interface IndexImagesOutcome {
  /** logos described by this run, and how many of them could not be read */
  described: number;
  unreadable: number;
  /** models trained by this run */
  trained: number;
  /** wall time per described logo (render + descriptor), ms */
  msPerImage: number;
}

const DEFAULT_BATCH = 200;
/** Logos read from the database at once: real scans can be megabytes each. */
const READ_CHUNK = 25;

/**
 * Describes every stored logo that has no descriptor of the current scheme, in committed
 * batches, placing each in the newest model's nearest list; trains a model when the count
 * has grown enough (train-model.ts). Idempotent and resumable: what is stored is skipped,
 * a model a stop left half-built is finished first. Stops between batches when the
 * signal aborts (JobStopped).
 */
export async function indexImages(db: Db, run: IndexImagesRun = {}): Promise<IndexImagesOutcome> {
  const outcome: IndexImagesOutcome = { described: 0, unreadable: 0, trained: 0, msPerImage: 0 };
  await finishBuildingModel(db, run.signal);
  const total = await countImages(db);
  let done = await countDescribed(db);
  let lastId = 0;
  let describeMs = 0;
  for (;;) {
    throwIfStopped(run.signal);
    const ids = await undescribedIds(db, lastId, run.batchSize ?? DEFAULT_BATCH);
    if (ids.length === 0) break;
    lastId = ids[ids.length - 1]!;
    const started = performance.now();
    const items = await describeBatch(db, ids, run.signal);
    describeMs += performance.now() - started;
    await saveDescriptors(db, items);
    const unreadable = items.filter((item) => !item.descriptor).length;
    outcome.described += items.length;
    outcome.unreadable += unreadable;
    done += items.length - unreadable;
    run.onProgress?.(done, total);
    if (await needsTraining(db, done, run.trainFrom)) {
      await trainModel(db, done, run.signal);
      outcome.trained++;
    }
  }
  outcome.msPerImage = outcome.described ? describeMs / outcome.described : 0;
  // Marks the new rows' pages all-visible, so searches read the lists from the index alone.
  if (outcome.described || outcome.trained) await db.exec('VACUUM (ANALYZE) image_descriptors');
  return outcome;
}

async function countImages(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM mark_images');
  return Number(rows[0]?.n ?? 0);
}

async function undescribedIds(db: Db, afterId: number, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT i.id FROM mark_images i
     WHERE i.id > $1 AND NOT EXISTS (
       SELECT 1 FROM image_descriptors d WHERE d.image_id = i.id AND d.scheme = $2)
     ORDER BY i.id LIMIT $3`,
    [afterId, DESCRIPTOR_SCHEME, limit],
  );
  return rows.map((row) => row.id);
}

async function describeBatch(db: Db, ids: number[], signal?: AbortSignal) {
  const placeIn = await newestCentroids(db);
  const items: DescribedImage[] = [];
  for (let at = 0; at < ids.length; at += READ_CHUNK) {
    throwIfStopped(signal);
    const { rows } = await db.query<{ id: number; bytes: Bytes }>(
      'SELECT id, bytes FROM mark_images WHERE id = ANY($1::int[]) ORDER BY id',
      [ids.slice(at, at + READ_CHUNK)],
    );
    for (const row of rows) {
      const descriptor = await describeStored(Buffer.from(row.bytes));
      items.push({ imageId: row.id, descriptor, placement: placeIn(descriptor) });
    }
  }
  return items;
}

/** A picture sharp cannot read is recorded as unreadable, not retried on every run. */
async function describeStored(bytes: Buffer): Promise<ImageDescriptor | null> {
  try {
    return await describeImage(bytes);
  } catch {
    return null;
  }
}

/** New descriptors go into the newest model (the one being built, if any). */
async function newestCentroids(db: Db): Promise<(d: ImageDescriptor | null) => Placement> {
  const models = await currentModels(db);
  const newest = models[models.length - 1];
  if (!newest) return () => UNPLACED;
  const centroids = await centroidsOf(db, newest.version);
  return (descriptor) =>
    descriptor
      ? {
          version: newest.version,
          listId: nearestCentroid(descriptor.coarse, 0, centroids, COARSE_DIMS, 1 / 255),
        }
      : UNPLACED;
}
