import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from '../db/types';
import type { Bytes } from './index-store';
import { decodeBmp, isBmp } from './bmp';
import { MAX_INPUT_PIXELS, rasterise } from './raster';

/** Where an uploaded search picture is served: its SHA-256 names it. */
export const UPLOAD_PICTURE_BASE = '/shebiao/picture/upload';
export const uploadPictureUrl = (sha256: string) => `${UPLOAD_PICTURE_BASE}/${sha256}`;

/** Pictures nobody uploaded or searched with for this long are dropped. */
export const UPLOAD_RETENTION_DAYS = 30;

/** The formats the search screens accept (searchMessages.imageNotImage names them). */
const ACCEPTED: Record<string, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
  webp: { mime: 'image/webp', ext: 'webp' },
  bmp: { mime: 'image/bmp', ext: 'bmp' },
};

export interface CheckedPicture {
  mime: string;
  ext: string;
  width: number;
  height: number;
}

export type PictureCheck = CheckedPicture | 'not-image' | 'too-many-pixels';

/**
 * What the bytes are, judged by decoding them, not by the file name or the declared type:
 * an accepted format that decodes completely (a truncated file fails here, not in a search).
 * SVG is refused: served from our origin it could carry script.
 */
export async function checkPicture(bytes: Buffer): Promise<PictureCheck> {
  const header = await readHeader(bytes);
  const accepted = header?.format ? ACCEPTED[header.format] : undefined;
  if (!header || !accepted || header.width < 1 || header.height < 1) return 'not-image';
  if (header.width * header.height > MAX_INPUT_PIXELS) return 'too-many-pixels';
  try {
    await rasterise(bytes);
  } catch {
    return 'not-image';
  }
  return { ...accepted, width: header.width, height: header.height };
}

/** Format and size from the picture's header (a BMP is decoded: it is small and rare). */
async function readHeader(
  bytes: Buffer,
): Promise<{ format: string | undefined; width: number; height: number } | null> {
  try {
    if (isBmp(bytes)) {
      const { width, height } = decodeBmp(bytes);
      return { format: 'bmp', width, height };
    }
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { format: meta.format, width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch {
    return null;
  }
}

/** Stores the picture once per content; uploading it again only marks it used. */
export async function saveUpload(
  db: Queryable,
  bytes: Buffer,
  picture: CheckedPicture,
  now: Date,
): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.query(
    `INSERT INTO search_uploads (sha256, mime, bytes, width, height, created_at, last_used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (sha256) DO UPDATE SET last_used_at = excluded.last_used_at`,
    [sha256, picture.mime, bytes, picture.width, picture.height, now],
  );
  return sha256;
}

export async function readUpload(
  db: Queryable,
  sha256: string,
): Promise<{ mime: string; bytes: Buffer } | null> {
  const { rows } = await db.query<{ mime: string; bytes: Bytes }>(
    'SELECT mime, bytes FROM search_uploads WHERE sha256 = $1',
    [sha256],
  );
  const row = rows[0];
  return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
}

export async function markUploadUsed(db: Queryable, sha256: string, now: Date): Promise<void> {
  await db.query('UPDATE search_uploads SET last_used_at = $2 WHERE sha256 = $1', [sha256, now]);
}

/**
 * Drops pictures unused for UPLOAD_RETENTION_DAYS; returns how many. A watched picture
 * (watches.picture_sha256, issue 12) is kept for as long as its watch exists: the engine
 * matches it against every new issue, and the pages show it.
 */
export async function purgeStaleUploads(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_RETENTION_DAYS * 24 * 3600 * 1000);
  const { rowCount } = await db.query(
    `DELETE FROM search_uploads u WHERE u.last_used_at < $1
       AND NOT EXISTS (SELECT 1 FROM watches w WHERE w.picture_sha256 = u.sha256)`,
    [cutoff],
  );
  return rowCount;
}
