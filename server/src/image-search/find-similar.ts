import type { Db } from '../db/types';
import { centroidsOf } from './centroid-cache';
import {
  COARSE_DIMS,
  COLOUR_BYTES,
  DESCRIPTOR_SCHEME,
  describeImage,
  type ImageDescriptor,
} from './descriptor';
import { currentModels, type Bytes } from './index-store';
import { reasonsOf } from './match-reasons';
import { coarseShortlist, fineRanking, type CoarseCandidate, type RankedImage } from './rank';

export interface SimilarImageHit {
  markId: number;
  /** 0–100, 100 = the same figure */
  score: number;
  reasons: string[];
}

export interface FindSimilarOptions {
  /** classes the marks must be in; empty (or all 45) = any class */
  classes: number[];
  /** most marks returned */
  limit: number;
  /** read every descriptor instead of the nearest lists (the benchmark's baseline) */
  exhaustive?: boolean;
  /** only marks first announced in one of these gazette issues (the /jiance entry) */
  firstIssues?: number[];
}

/**
 * Lists probed per model: a share of them, at least a few, and a bound so a search reads
 * O(√n) descriptors however large the register grows. On the 1M-mark bench corpus (153k
 * logos, 391 lists) 2 % and 4 % agree with an exhaustive scan on every query; 2.5 % it is.
 */
const PROBE_SHARE = 0.025;
const MIN_PROBES = 6;
const MAX_PROBES = 32;
const ALL_CLASSES = 45;

/** The search picture cannot be decoded (uploads are checked, but a stored logo may not be). */
export class UnreadablePicture extends Error {
  constructor(cause: unknown) {
    super('search picture cannot be read', { cause });
  }
}

/**
 * Marks whose logo looks like `image`, best first (spec 1 §5 mode 5). The picture's coarse
 * descriptor picks the nearest lists of the inverted file; the logos in them that marks of
 * `classes` carry are ranked (rank.ts), and their marks returned, newest first within a logo.
 */
export async function findSimilarImages(
  db: Db,
  image: Buffer,
  opts: FindSimilarOptions,
): Promise<SimilarImageHit[]> {
  const query = await describeImage(image).catch((err: unknown) => {
    throw new UnreadablePicture(err);
  });
  if (!query || opts.limit <= 0) return [];
  const unique = [...new Set(opts.classes)];
  const classes = unique.length >= ALL_CLASSES ? [] : unique;
  const scope: MarkScope = { classes, firstIssues: opts.firstIssues ?? null };
  const shortlist = await coarseCandidates(db, query, scope, opts.exhaustive ?? false);
  if (shortlist.length === 0) return [];
  const { rows } = await db.query<{ image_id: number; fine: Bytes; colours: Bytes }>(
    'SELECT image_id, fine, colours FROM image_descriptors WHERE image_id = ANY($1::int[])',
    [shortlist],
  );
  const ranked = fineRanking(
    query,
    shortlist,
    rows.map((row) => ({ imageId: row.image_id, fine: row.fine, colours: row.colours })),
  );
  return marksOf(db, ranked, scope, opts.limit);
}

/** Which marks a search may answer: classes (empty = any) and first issues (null = any). */
interface MarkScope {
  classes: number[];
  firstIssues: number[] | null;
}

/** The scope as conditions on trademarks `t`, numbering parameters after `params`. */
function markConditions(scope: MarkScope, params: unknown[]): string {
  let where = '';
  if (scope.classes.length) {
    params.push(scope.classes);
    where += ` AND t.class_id = ANY($${params.length}::smallint[])`;
  }
  if (scope.firstIssues) {
    params.push(scope.firstIssues);
    where += ` AND t.first_issue = ANY($${params.length}::int[])`;
  }
  return where;
}

async function coarseCandidates(
  db: Db,
  query: ImageDescriptor,
  scope: MarkScope,
  exhaustive: boolean,
): Promise<number[]> {
  const params: unknown[] = [DESCRIPTOR_SCHEME];
  let where = 'd.scheme = $1 AND d.version >= 0';
  if (!exhaustive) {
    const lists = await probedLists(db, query);
    params.push(
      lists.map((l) => l.version),
      lists.map((l) => l.listId),
    );
    where += ' AND (d.version, d.list_id) IN (SELECT * FROM unnest($2::int[], $3::int[]))';
  }
  const marks = markConditions(scope, params);
  if (marks) {
    where += ` AND EXISTS (SELECT 1 FROM trademarks t WHERE t.image_id = d.image_id${marks})`;
  }
  // One row with the candidates packed (id, coarse, colours) instead of thousands of rows:
  // decoding one bytea costs far less than building a row object per candidate.
  const { rows } = await db.query<{ packed: Bytes | null }>(
    `SELECT string_agg(int4send(d.image_id) || d.coarse || d.colours, ''::bytea) AS packed
     FROM image_descriptors d WHERE ${where}`,
    params,
  );
  return coarseShortlist(query, unpackCandidates(rows[0]?.packed ?? null));
}

const PACKED_SIZE = 4 + COARSE_DIMS + COLOUR_BYTES;

function unpackCandidates(packed: Bytes | null): CoarseCandidate[] {
  if (!packed) return [];
  const bytes = new Uint8Array(packed);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const candidates: CoarseCandidate[] = [];
  for (let at = 0; at + PACKED_SIZE <= bytes.length; at += PACKED_SIZE) {
    candidates.push({
      imageId: view.getInt32(at),
      coarse: bytes.subarray(at + 4, at + 4 + COARSE_DIMS),
      colours: bytes.subarray(at + 4 + COARSE_DIMS, at + PACKED_SIZE),
    });
  }
  return candidates;
}

/** The nearest lists of every current model, and the unplaced descriptors (version 0). */
async function probedLists(db: Db, query: ImageDescriptor) {
  const lists = [{ version: 0, listId: 0 }];
  for (const model of await currentModels(db)) {
    const centroids = await centroidsOf(db, model.version);
    const count = centroids.length / COARSE_DIMS;
    const distances = Array.from({ length: count }, (_, listId) => {
      let sum = 0;
      for (let d = 0; d < COARSE_DIMS; d++) {
        const diff = query.coarse[d]! / 255 - centroids[listId * COARSE_DIMS + d]!;
        sum += diff * diff;
      }
      return { listId, sum };
    });
    distances.sort((a, b) => a.sum - b.sum);
    const probes = Math.min(MAX_PROBES, Math.max(MIN_PROBES, Math.ceil(count * PROBE_SHARE)));
    for (const { listId } of distances.slice(0, probes)) {
      lists.push({ version: model.version, listId });
    }
  }
  return lists;
}

async function marksOf(
  db: Db,
  ranked: RankedImage[],
  scope: MarkScope,
  limit: number,
): Promise<SimilarImageHit[]> {
  if (ranked.length === 0) return [];
  const params: unknown[] = [ranked.map((r) => r.imageId)];
  const { rows } = await db.query<{ id: number; image_id: number }>(
    `SELECT t.id, t.image_id FROM trademarks t WHERE t.image_id = ANY($1::int[])
     ${markConditions(scope, params)}
     ORDER BY t.app_date DESC, t.id DESC`,
    params,
  );
  const marksByImage = new Map<number, number[]>();
  for (const row of rows) {
    const marks = marksByImage.get(row.image_id) ?? [];
    marks.push(row.id);
    marksByImage.set(row.image_id, marks);
  }
  const hits: SimilarImageHit[] = [];
  for (const { imageId, alignment, score } of ranked) {
    const reasons = reasonsOf(alignment);
    for (const markId of marksByImage.get(imageId) ?? []) {
      if (hits.length === limit) return hits;
      hits.push({ markId, score, reasons });
    }
  }
  return hits;
}
