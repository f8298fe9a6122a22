import type { Db } from '../../db/types';
import { findSimilarImages, UnreadablePicture } from '../../image-search/find-similar';
import { gradeOf } from '../../image-search/match-reasons';
import { readUpload } from '../../image-search/uploads';
import type { MatchRow } from './match-row';
import { inScope } from './scope';
import type { EngineWatch } from './watch-rows';

/**
 * More than any issue holds of one figure; findSimilarImages fine-compares its best 200
 * logos anyway, so this only keeps every mark of those logos.
 */
const MAX_IMAGE_MATCHES = 5000;

/**
 * An image watch against the marks first published in `issues`, through the image index
 * (mode 5's findSimilarImages restricted to those issues): its picture is described once
 * per call, whatever the number of issues. Score and reasons are the index's; the grade
 * follows from the score as on the image search's rows.
 */
export async function matchImageWatch(
  db: Db,
  watch: EngineWatch,
  issues: readonly number[],
): Promise<MatchRow[]> {
  const picture = watch.pictureSha256 ? await readUpload(db, watch.pictureSha256) : null;
  if (!picture) return []; // the upload is gone: nothing to compare (the routes keep it)
  // with similar-goods groups the scope is wider than classes: filter after the search
  const classes = watch.groupCodes.length ? [] : watch.classes;
  const hits = await findSimilarImages(db, picture.bytes, {
    classes,
    limit: MAX_IMAGE_MATCHES,
    firstIssues: [...issues],
  }).catch((err: unknown) => {
    if (err instanceof UnreadablePicture) return [];
    throw err;
  });
  if (hits.length === 0) return [];
  const { rows } = await db.query<{
    id: number;
    class_id: number;
    group_codes: string[];
    first_issue: number;
  }>('SELECT id, class_id, group_codes, first_issue FROM trademarks WHERE id = ANY($1::int[])', [
    hits.map((hit) => hit.markId),
  ]);
  const marks = new Map(rows.map((row) => [row.id, row]));
  const matches: MatchRow[] = [];
  for (const hit of hits) {
    const mark = marks.get(hit.markId);
    if (!mark || !inScope(watch, mark)) continue;
    matches.push({
      watchId: watch.id,
      issueNo: mark.first_issue,
      trademarkId: hit.markId,
      score: hit.score,
      grade: gradeOf(hit.score),
      reasons: hit.reasons,
      highlight: [],
    });
  }
  return matches;
}
