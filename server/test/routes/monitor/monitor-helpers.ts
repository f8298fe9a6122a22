import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_IMAGE_PATH, WATCH_PICTURE_UPLOAD_TYPE } from 'shared-api/contract';
import { body, nextIp } from '../../helper';
import { multipartBody } from '../../image-search/multipart';
import { loadSearchMarks } from '../search/search-marks';

/** Issues 1900–1913 published a week apart (the latest 12: 1902–1913), 1914 still loading. */
export const FIRST_ISSUE = 1900;
export const LATEST_ISSUE = 1913;
export const OLDEST_SHOWN = LATEST_ISSUE - 11;
export const issueDate = (issue: number) =>
  new Date(Date.UTC(2025, 0, 7 + (issue - FIRST_ISSUE) * 7)).toISOString().slice(0, 10);

/** The search tests' marks, announced in the latest issue, and the published issues. */
export async function loadMonitorRegister(app: FastifyInstance): Promise<Map<string, number>> {
  await loadSearchMarks(app);
  for (let issue = FIRST_ISSUE; issue <= LATEST_ISSUE + 1; issue++) {
    await app.db.query(
      'INSERT INTO gazette_issues (issue_no, issue_date, published_at) VALUES ($1, $2, $3)',
      [issue, issueDate(issue), issue > LATEST_ISSUE ? null : new Date()],
    );
  }
  await app.db.query('UPDATE trademarks SET first_issue = $1', [LATEST_ISSUE]);
  const { rows } = await app.db.query<{ id: number; name: string; class_id: number }>(
    'SELECT id, name, class_id FROM trademarks ORDER BY id',
  );
  // '华为/9' → id
  return new Map(rows.map((r) => [`${r.name}/${r.class_id}`, r.id]));
}

/** Watches whose engine-written matches were cleared: their matches are the test's own. */
const ownMatches = new WeakMap<FastifyInstance, Set<number>>();

/**
 * A stored match, as the engine would write it. Creating a watch already ran it on the
 * latest issues (backfillWatches): the first call for a watch drops what that run stored,
 * so the watch holds exactly the matches the test gives it.
 */
export async function insertMatch(
  app: FastifyInstance,
  watchId: number,
  issue: number,
  trademarkId: number,
  score: number,
  grade = score >= 85 ? '高度近似' : '近似',
) {
  const cleared = ownMatches.get(app) ?? new Set<number>();
  ownMatches.set(app, cleared);
  if (!cleared.has(watchId)) {
    cleared.add(watchId);
    await app.db.query('DELETE FROM watch_matches WHERE watch_id = $1', [watchId]);
    await app.db.query('DELETE FROM watch_runs WHERE watch_id = $1', [watchId]);
  }
  await app.db.query(
    `INSERT INTO watch_matches (watch_id, issue_no, trademark_id, score, grade, reasons, highlight)
     VALUES ($1, $2, $3, $4, $5, $6, '{0}')`,
    [watchId, issue, trademarkId, score, grade, ['读音相同']],
  );
  await app.db.query(
    `INSERT INTO watch_runs (watch_id, issue_no, matches) VALUES ($1, $2, 1)
     ON CONFLICT (watch_id, issue_no) DO UPDATE SET matches = watch_runs.matches + 1`,
    [watchId, issue],
  );
}

/** A small picture of a given format. */
export async function picture(format: 'png' | 'jpeg' | 'gif', seed = 0): Promise<Buffer> {
  const image = sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: seed % 255, g: 80, b: 160 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="64" height="64"><rect x="${8 + (seed % 20)}" y="8" width="30" height="40" fill="black"/></svg>`,
      ),
    },
  ]);
  return image.toFormat(format).toBuffer();
}

/** Uploads a picture through uploadImage (type=1: a watched picture). */
export function uploadPicture(
  app: FastifyInstance,
  bytes: Buffer,
  type = WATCH_PICTURE_UPLOAD_TYPE,
  mime = 'image/png',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: UPLOAD_IMAGE_PATH,
    remoteAddress: nextIp(),
    ...multipartBody({ type: String(type) }, { imgFile: { bytes, filename: 'a.png', type: mime } }),
  });
}

export async function uploadedAddress(app: FastifyInstance, bytes: Buffer): Promise<string> {
  const res = await uploadPicture(app, bytes);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return body<{ absolutePath: string }>(res).data.absolutePath;
}

/** Free watches of the account inserted straight in the table (filling its slots). */
export async function fillFreeSlots(app: FastifyInstance, account: number, count: number) {
  for (let i = 0; i < count; i++) {
    await app.db.query(
      `INSERT INTO watches (main_member_id, watch_type, name, classes, start_date, end_date)
       VALUES ($1, 1, $2, '{1}', '2025-01-01', '2099-01-01')`,
      [account, `填充${i}`],
    );
  }
}
