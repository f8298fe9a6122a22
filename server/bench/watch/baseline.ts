import { searchQuerySchema } from 'shared-api/contract';
import type { Db } from '../../src/db/types';
import { findSimilarImages } from '../../src/image-search/find-similar';
import { readUpload } from '../../src/image-search/uploads';
import { similarSearch } from '../../src/search/similar-search';

interface SampledWatch {
  type: number;
  name: string | null;
  picture_sha256: string | null;
  classes: number[];
}

/**
 * The naive way: every watch searched on its own as a member would (mode 4 for a name, mode
 * 5 for a picture, in the watch's classes), one after another; only the marks of
 * each answer would be kept. Timed on a sample of each type and extrapolated to all watches.
 */
export async function naiveSeconds(
  db: Db,
  sample: number,
  mix: { text: number; image: number },
): Promise<{ seconds: number; text: number; image: number; sampled: number }> {
  const perType = async (type: number, count: number) => {
    if (count === 0) return 0;
    const { rows } = await db.query<SampledWatch>(
      `SELECT watch_type AS type, name, picture_sha256, classes FROM watches
       WHERE watch_type = $1 AND main_member_id IN (
         SELECT id FROM members WHERE name LIKE 'bench-watch-%')
       ORDER BY id LIMIT $2`,
      [type, sample],
    );
    const started = performance.now();
    for (const watch of rows) {
      const classes = watch.classes.map(Number);
      if (type === 1) {
        const query = searchQuerySchema.parse({ keyword: watch.name, NCL: classes, pagesize: 200 });
        await similarSearch(db, query, null);
      } else {
        const picture = await readUpload(db, watch.picture_sha256!);
        await findSimilarImages(db, picture!.bytes, { classes, limit: 1000 });
      }
    }
    const each = (performance.now() - started) / 1000 / Math.max(1, rows.length);
    return each * count;
  };
  const text = await perType(1, mix.text);
  const image = await perType(2, mix.image);
  return {
    seconds: text + image,
    text,
    image,
    sampled: Math.min(sample, mix.text) + Math.min(sample, mix.image),
  };
}
