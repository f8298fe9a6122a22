import {
  WATCH_NAME_MAX_LENGTH,
  WATCH_PICTURE_MIMES,
  WATCH_TYPES,
  monitorMessages as m,
  type WatchInput,
} from 'shared-api/contract';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/api-error';
import { UPLOAD_PICTURE_BASE, readUpload } from '../../image-search/uploads';

/** What a watch watches: a name, or an uploaded picture named by its SHA-256. */
export type WatchedValue = { type: 1; name: string } | { type: 2; pictureSha256: string };

const UPLOADED = new RegExp(`${UPLOAD_PICTURE_BASE}/([0-9a-f]{64})(?:[?#].*)?$`);

/**
 * monitorValue checked: a name of at most WATCH_NAME_MAX_LENGTH characters, or the address
 * uploadImage answered for a JPG or PNG that is still stored.
 */
export async function watchedValueOf(db: Queryable, input: WatchInput): Promise<WatchedValue> {
  if (input.monitorType === WATCH_TYPES.text) {
    if ([...input.monitorValue].length > WATCH_NAME_MAX_LENGTH) throw badRequest(m.nameTooLong);
    return { type: 1, name: input.monitorValue };
  }
  const sha256 = UPLOADED.exec(input.monitorValue)?.[1];
  if (!sha256) throw badRequest(m.pictureRequired);
  const upload = await readUpload(db, sha256);
  if (!upload) throw badRequest(m.pictureNotFound);
  if (!(WATCH_PICTURE_MIMES as readonly string[]).includes(upload.mime)) {
    throw badRequest(m.pictureFormat);
  }
  return { type: 2, pictureSha256: sha256 };
}

/** The watched value as stored in an order's details (a create is delivered from them). */
export const valueDetails = (value: WatchedValue) =>
  value.type === 1 ? { name: value.name } : { pictureSha256: value.pictureSha256 };
