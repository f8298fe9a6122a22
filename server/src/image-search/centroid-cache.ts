import type { Queryable } from '../db/types';
import { readCentroids } from './index-store';

/**
 * A model's centroids never change once written (a retraining writes a new version), so
 * each process reads them once per database.
 */
const cache = new WeakMap<Queryable, Map<number, Promise<Float32Array>>>();

export function centroidsOf(db: Queryable, version: number): Promise<Float32Array> {
  let byVersion = cache.get(db);
  if (!byVersion) {
    byVersion = new Map();
    cache.set(db, byVersion);
  }
  let centroids = byVersion.get(version);
  if (!centroids) {
    centroids = readCentroids(db, version);
    // a failed read is not kept, so the next search tries again
    centroids.catch(() => byVersion.delete(version));
    byVersion.set(version, centroids);
  }
  return centroids;
}
