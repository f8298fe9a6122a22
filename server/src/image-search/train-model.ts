import type { Db } from '../db/types';
import { throwIfStopped } from '../register/jobs';
import { centroidsOf } from './centroid-cache';
import { COARSE_DIMS, DESCRIPTOR_SCHEME } from './descriptor';
import {
  activateModel,
  currentModels,
  movePlacements,
  writeModel,
  type Bytes,
} from './index-store';
import { nearestCentroid, trainCentroids } from './kmeans';

/** Below this many descriptors a search simply reads them all. */
export const MIN_TRAINING_SIZE = 1000;
/** Vectors k-means sees per centroid (more adds time, hardly quality). */
const SAMPLE_PER_LIST = 40;
const MOVE_BATCH = 500;
/** pg_advisory_xact_lock key (arbitrary) serialising model writes between processes. */
const MODEL_LOCK = 7_270_010;

/** About √n lists: a search then reads a few hundred descriptors per list it probes. */
export const listsFor = (count: number) =>
  Math.max(8, Math.min(4096, Math.round(Math.sqrt(count))));

/** Train when there is no model yet or the descriptors have doubled since the last one. */
export async function needsTraining(
  db: Db,
  described: number,
  trainFrom = MIN_TRAINING_SIZE,
): Promise<boolean> {
  if (described < trainFrom) return false;
  const models = await currentModels(db);
  const newest = models[models.length - 1];
  return !newest || (newest.status === 'active' && described >= 2 * newest.trainedOn);
}

/** Every COARSE vector of a spread sample (the same one for the same descriptors). */
async function trainingSample(db: Db, size: number): Promise<Float32Array> {
  const { rows } = await db.query<{ coarse: Bytes }>(
    `SELECT coarse FROM image_descriptors WHERE scheme = $1 AND version >= 0
     ORDER BY (image_id::bigint * 2654435761) % 4294967291 LIMIT $2`,
    [DESCRIPTOR_SCHEME, size],
  );
  const data = new Float32Array(rows.length * COARSE_DIMS);
  rows.forEach((row, i) => {
    for (let d = 0; d < COARSE_DIMS; d++) data[i * COARSE_DIMS + d] = row.coarse[d]! / 255;
  });
  return data;
}

/**
 * Trains a new model on `described` descriptors and places every descriptor in its lists.
 * The model is written first, as 'building': searches probe it beside the old one while
 * the descriptors move, and a stopped job finishes the move on its next run.
 */
export async function trainModel(db: Db, described: number, signal?: AbortSignal): Promise<void> {
  const lists = listsFor(described);
  const sample = await trainingSample(db, lists * SAMPLE_PER_LIST);
  const centroids = await trainCentroids(sample, { k: lists, dims: COARSE_DIMS, signal });
  const trained = centroids.length / COARSE_DIMS;
  await db.transaction(async (tx) => {
    // Another server process may have written a model meanwhile: then finish that one.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MODEL_LOCK]);
    const { rows } = await tx.query(
      `SELECT 1 FROM image_index_models WHERE scheme = $1 AND status = 'building'`,
      [DESCRIPTOR_SCHEME],
    );
    if (rows.length === 0)
      await writeModel(tx, { lists: trained, trainedOn: described }, centroids);
  });
  await finishBuildingModel(db, signal);
}

/** Moves the descriptors still in older lists into the building model's, then activates it. */
export async function finishBuildingModel(db: Db, signal?: AbortSignal): Promise<void> {
  const building = (await currentModels(db)).find((m) => m.status === 'building');
  if (!building) return;
  const centroids = await centroidsOf(db, building.version);
  for (;;) {
    throwIfStopped(signal);
    const { rows } = await db.query<{ image_id: number; coarse: Bytes }>(
      `SELECT image_id, coarse FROM image_descriptors
       WHERE scheme = $1 AND version >= 0 AND version <> $2 ORDER BY image_id LIMIT $3`,
      [DESCRIPTOR_SCHEME, building.version, MOVE_BATCH],
    );
    if (rows.length === 0) break;
    const lists = rows.map((row) =>
      nearestCentroid(row.coarse, 0, centroids, COARSE_DIMS, 1 / 255),
    );
    await movePlacements(
      db,
      rows.map((row) => row.image_id),
      building.version,
      lists,
    );
  }
  await db.transaction((tx) => activateModel(tx, building.version));
}
