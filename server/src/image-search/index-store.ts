import type { Queryable } from '../db/types';
import { COARSE_DIMS, DESCRIPTOR_SCHEME, type ImageDescriptor } from './descriptor';

/**
 * Reads and writes of the inverted file (migration 010): models, their centroids and the
 * descriptors placed in their lists.
 */
export interface IndexModel {
  version: number;
  lists: number;
  trainedOn: number;
  status: 'building' | 'active';
}

/** Where a descriptor sits: a model's list, or version 0 when no model placed it yet. */
export interface Placement {
  version: number;
  listId: number;
}
export const UNPLACED: Placement = { version: 0, listId: 0 };
/** Version of descriptors that could not be computed; no search reads them. */
export const UNREADABLE_VERSION = -1;

/** PGlite returns Uint8Array, pg a Buffer: both are bytes. */
export type Bytes = Uint8Array;

const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('hex') : null);

/** The models searches use (the active one, and one being built to replace it), oldest first. */
export async function currentModels(db: Queryable): Promise<IndexModel[]> {
  const { rows } = await db.query<IndexModel>(
    `SELECT version, lists, trained_on AS "trainedOn", status FROM image_index_models
     WHERE scheme = $1 AND status <> 'retired' ORDER BY version`,
    [DESCRIPTOR_SCHEME],
  );
  return rows;
}

export async function readCentroids(db: Queryable, version: number): Promise<Float32Array> {
  const { rows } = await db.query<{ list_id: number; centroid: Bytes }>(
    'SELECT list_id, centroid FROM image_index_centroids WHERE version = $1 ORDER BY list_id',
    [version],
  );
  const centroids = new Float32Array(rows.length * COARSE_DIMS);
  rows.forEach((row, i) => {
    // copy: the bytes need not be aligned for a Float32Array view
    const values = new Float32Array(new Uint8Array(row.centroid).buffer);
    centroids.set(values.subarray(0, COARSE_DIMS), i * COARSE_DIMS);
  });
  return centroids;
}

export async function writeModel(
  tx: Queryable,
  model: { lists: number; trainedOn: number },
  centroids: Float32Array,
): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    `INSERT INTO image_index_models (version, scheme, lists, trained_on, status)
     SELECT COALESCE(max(version), 0) + 1, $1, $2, $3, 'building' FROM image_index_models
     RETURNING version`,
    [DESCRIPTOR_SCHEME, model.lists, model.trainedOn],
  );
  const version = rows[0]!.version;
  const ids = Array.from({ length: model.lists }, (_, i) => i);
  const blobs = ids.map((i) =>
    Buffer.from(
      centroids.buffer,
      centroids.byteOffset + i * COARSE_DIMS * 4,
      COARSE_DIMS * 4,
    ).toString('hex'),
  );
  await tx.query(
    `INSERT INTO image_index_centroids (version, list_id, centroid)
     SELECT $1, l, decode(c, 'hex') FROM unnest($2::int[], $3::text[]) AS u(l, c)`,
    [version, ids, blobs],
  );
  return version;
}

/** The building model replaces the others: they retire and their centroids go. */
export async function activateModel(tx: Queryable, version: number): Promise<void> {
  await tx.query(
    `UPDATE image_index_models SET status = CASE WHEN version = $1 THEN 'active' ELSE 'retired' END
     WHERE status <> 'retired' OR version = $1`,
    [version],
  );
  await tx.query(
    `DELETE FROM image_index_centroids c USING image_index_models m
     WHERE m.version = c.version AND m.status = 'retired'`,
  );
}

export interface DescribedImage {
  imageId: number;
  descriptor: ImageDescriptor | null;
  placement: Placement;
}

/** Stores descriptors (replacing those of an older scheme); unreadable pictures too. */
export async function saveDescriptors(db: Queryable, items: DescribedImage[]): Promise<void> {
  if (items.length === 0) return;
  await db.query(
    `INSERT INTO image_descriptors (image_id, scheme, version, list_id, coarse, fine, colours)
     SELECT i, $1, v, l, decode(c, 'hex'), decode(f, 'hex'), decode(k, 'hex')
     FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[])
       AS u(i, v, l, c, f, k)
     ON CONFLICT (image_id) DO UPDATE SET scheme = excluded.scheme, version = excluded.version,
       list_id = excluded.list_id, coarse = excluded.coarse, fine = excluded.fine,
       colours = excluded.colours`,
    [
      DESCRIPTOR_SCHEME,
      items.map((item) => item.imageId),
      items.map((item) => (item.descriptor ? item.placement.version : UNREADABLE_VERSION)),
      items.map((item) => (item.descriptor ? item.placement.listId : 0)),
      items.map((item) => hex(item.descriptor?.coarse ?? null)),
      items.map((item) => hex(item.descriptor?.fine ?? null)),
      items.map((item) => hex(item.descriptor?.colours ?? null)),
    ],
  );
}

/** Moves descriptors to other lists (a retrained model). */
export async function movePlacements(
  db: Queryable,
  imageIds: number[],
  version: number,
  listIds: number[],
): Promise<void> {
  await db.query(
    `UPDATE image_descriptors d SET version = $1, list_id = u.l
     FROM unnest($2::int[], $3::int[]) AS u(i, l) WHERE d.image_id = u.i`,
    [version, imageIds, listIds],
  );
}

/** How many logos have a usable descriptor of the current scheme. */
export async function countDescribed(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM image_descriptors WHERE scheme = $1 AND version >= 0',
    [DESCRIPTOR_SCHEME],
  );
  return Number(rows[0]?.n ?? 0);
}
