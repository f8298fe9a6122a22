// Image similarity search (mode 5) for bench:search: latency of findSimilarImages over
// uploaded-like pictures of the corpus's own logos (turned, mirrored, scaled, cropped,
// recoloured, then JPEG at the upload's quality), beside a baseline that ranks every
// descriptor exactly, and how often the logo a query was made from comes first.
import sharp from 'sharp';
import { UPLOAD_JPEG_QUALITY } from 'shared-api/contract';
import type { Db } from '../src/db/types';
import { findSimilarImages } from '../src/image-search/find-similar';
import { indexImages, type IndexImagesOutcome } from '../src/image-search/index-images';
import { measure, type Latency } from './search/stats';

export interface ImageBench {
  /** logos with a descriptor, and the marks that carry a logo */
  images: number;
  figurativeMarks: number;
  engine: Latency;
  baseline: Latency;
  /** queries whose first hit is a mark carrying the logo the query was made from */
  foundOriginal: number;
  /**
   * queries where that logo scores as high as the first hit (within a point): first, or tied
   * with logos of the same shape in other colours, which a colour-blind search cannot tell
   * apart from it (the corpus draws many logos from few emblems and frames)
   */
  foundAtTopScore: number;
  /** of the baseline's queries, those where index and exact scan agree on the first hit */
  agreesWithExact: number;
  queries: number;
  baselineQueries: number;
}

interface Query {
  imageId: number;
  marks: Set<number>;
  picture: Buffer;
}

/** What users do to a logo before uploading it; each query gets one, in turn. */
const EDITS: ReadonlyArray<(png: Buffer) => sharp.Sharp> = [
  (png) => sharp(png).rotate(90),
  (png) => sharp(png).flop(),
  (png) => sharp(png).rotate(23, { background: '#ffffff' }),
  (png) => sharp(png).resize(120, 120),
  (png) => sharp(png).extract({ left: 8, top: 8, width: 184, height: 184 }),
  (png) => sharp(png).modulate({ hue: 120 }),
  (png) => sharp(png).rotate(180).negate({ alpha: false }),
  (png) => sharp(png),
];

/** Describes the logos that have no descriptor yet (the first run on a corpus takes a while). */
export function ensureImageIndex(
  db: Db,
  onProgress?: (done: number, total: number) => void,
): Promise<IndexImagesOutcome> {
  return indexImages(db, onProgress ? { onProgress } : {});
}

async function sampleQueries(db: Db, count: number, seed: number): Promise<Query[]> {
  const { rows } = await db.query<{ image_id: number; bytes: Uint8Array; marks: number[] }>(
    `SELECT d.image_id, i.bytes, array_agg(t.id) AS marks
     FROM image_descriptors d
     JOIN mark_images i ON i.id = d.image_id
     JOIN trademarks t ON t.image_id = d.image_id
     WHERE d.version >= 0
     GROUP BY d.image_id, i.bytes
     ORDER BY (d.image_id::bigint * 2654435761 + $2) % 4294967291 LIMIT $1`,
    [count, seed],
  );
  return Promise.all(
    rows.map(async (row, i) => {
      const png = await sharp(Buffer.from(row.bytes)).resize(200, 200).png().toBuffer();
      const edit = EDITS[i % EDITS.length]!;
      const picture = await edit(png)
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: Math.round(UPLOAD_JPEG_QUALITY * 100) })
        .toBuffer();
      return { imageId: row.image_id, marks: new Set(row.marks.map(Number)), picture };
    }),
  );
}

const ALL = { classes: [] as number[], limit: 1000 };

/** Runs the benchmark on a database whose logos are indexed (ensureImageIndex). */
export async function benchImageSearch(
  db: Db,
  options: { queries?: number; baseline?: number; seed?: number } = {},
  onProgress?: (done: number, total: number) => void,
): Promise<ImageBench> {
  const sample = await sampleQueries(db, options.queries ?? 200, options.seed ?? 11);
  const baselineSample = sample.slice(0, options.baseline ?? 20);
  const foundOriginal = new Set<Query>();
  const foundAtTopScore = new Set<Query>();
  const engine = await measure(
    sample,
    async (query) => {
      const hits = await findSimilarImages(db, query.picture, ALL);
      const original = hits.find((hit) => query.marks.has(hit.markId));
      if (original && original === hits[0]) foundOriginal.add(query);
      if (original && original.score >= hits[0]!.score - 1) foundAtTopScore.add(query);
    },
    2,
    onProgress,
  );
  const firstHits = new Map<Query, number | undefined>();
  const baseline = await measure(
    baselineSample,
    async (query) => {
      const hits = await findSimilarImages(db, query.picture, { ...ALL, exhaustive: true });
      firstHits.set(query, hits[0]?.markId);
    },
    2,
  );
  let agreesWithExact = 0;
  for (const query of baselineSample) {
    const hits = await findSimilarImages(db, query.picture, ALL);
    if (hits[0]?.markId === firstHits.get(query)) agreesWithExact++;
  }
  const counts = await db.query<{ images: string; marks: string }>(
    `SELECT (SELECT count(*) FROM image_descriptors WHERE version >= 0) AS images,
       (SELECT count(*) FROM trademarks WHERE image_id IS NOT NULL) AS marks`,
  );
  return {
    images: Number(counts.rows[0]?.images ?? 0),
    figurativeMarks: Number(counts.rows[0]?.marks ?? 0),
    engine,
    baseline,
    foundOriginal: foundOriginal.size,
    foundAtTopScore: foundAtTopScore.size,
    agreesWithExact,
    queries: sample.length,
    baselineQueries: baselineSample.length,
  };
}
