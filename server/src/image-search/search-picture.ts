import { MARK_IMAGE_BASE } from 'shared-api/contract';
import type { Queryable } from '../db/types';
import type { Bytes } from './index-store';
import { markUploadUsed, readUpload, UPLOAD_PICTURE_BASE } from './uploads';

const HASH = '([0-9a-f]{64})';
const UPLOADED = new RegExp(`${UPLOAD_PICTURE_BASE}/${HASH}(?:[?#].*)?$`);
const MARK_LOGO = new RegExp(`${MARK_IMAGE_BASE}/${HASH}(?:[?#].*)?$`);

/**
 * The picture a mode 5 search names by imgURL: an upload's absolutePath (also as a full
 * URL), or a mark's logo address, so "marks that look like this one" works from a result.
 * null when the address names no stored picture (never uploaded, or dropped as stale).
 */
export async function readSearchPicture(
  db: Queryable,
  imgURL: string,
  now: Date,
): Promise<Buffer | null> {
  const uploaded = UPLOADED.exec(imgURL.trim());
  if (uploaded) {
    const upload = await readUpload(db, uploaded[1]!);
    if (upload) await markUploadUsed(db, uploaded[1]!, now);
    return upload?.bytes ?? null;
  }
  const logo = MARK_LOGO.exec(imgURL.trim());
  if (!logo) return null;
  const { rows } = await db.query<{ bytes: Bytes }>(
    'SELECT bytes FROM mark_images WHERE sha256 = $1',
    [logo[1]],
  );
  return rows[0] ? Buffer.from(rows[0].bytes) : null;
}
