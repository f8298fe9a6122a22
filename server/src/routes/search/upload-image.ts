import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  ApiCode,
  MAX_UPLOAD_IMAGE_BYTES,
  MAX_WATCH_PICTURE_BYTES,
  WATCH_PICTURE_MIMES,
  WATCH_PICTURE_UPLOAD_TYPE,
  monitorMessages,
  pictureMessages,
  searchMessages,
  UPLOAD_IMAGE_PATH,
  uploadImageResultSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { httpMessages } from '../../http/messages';
import type { ZodPlugin } from '../../http/zod';
import {
  checkPicture,
  purgeStaleUploads,
  readUpload,
  saveUpload,
  UPLOAD_PICTURE_BASE,
  uploadPictureUrl,
} from '../../image-search/uploads';
import { CACHE_FOREVER, sendPicture } from '../pictures/picture-headers';
import { responses } from '../schemas';

/** The file part's field name and the other fields the search screens send (spec 1 §7). */
const FILE_FIELD = 'imgFile';
const typeField = z.coerce.number().int().min(0).max(99);

/** Uploads per client address and minute: enough for anyone searching by hand. */
const UPLOADS_PER_MINUTE = 30;
/** Stale uploads are looked for at most this often per process. */
const PURGE_EVERY_MS = 3600 * 1000;

const hashParams = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, pictureMessages.badHash),
});

const tooLarge = () => new ApiError(413, ApiCode.badRequest, searchMessages.imageTooLarge);
/** Spec 2 §5: a watched picture that is not a JPG/PNG of at most 2 MB; code 500, HTTP 4xx. */
const watchPictureRefused = (status: number) =>
  new ApiError(status, ApiCode.watchPictureRefused, monitorMessages.pictureRefused);

/** The file's bytes and the type field, refusing oversized files and missing pictures. */
async function readImageFile(request: FastifyRequest): Promise<{ file: Buffer; type: number }> {
  if (!request.isMultipart()) throw badRequest(searchMessages.noImage);
  let file: Buffer | null = null;
  let type = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // other file fields are drained unread; only imgFile counts
        const bytes = await part.toBuffer();
        if (part.fieldname === FILE_FIELD) file = bytes;
      } else if (part.fieldname === 'type') {
        const parsed = typeField.safeParse(part.value);
        if (!parsed.success) throw badRequest(httpMessages.wrongType('type'));
        type = parsed.data;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw type === WATCH_PICTURE_UPLOAD_TYPE ? watchPictureRefused(413) : tooLarge();
    }
    throw err;
  }
  if (!file || file.length === 0) throw badRequest(searchMessages.noImage);
  return { file, type };
}

/** type=1 (a watched picture, spec 2 §5): JPG or PNG only, at most 2 MB. */
function checkWatchPicture(bytes: Buffer, mime: string | null): void {
  if (bytes.length > MAX_WATCH_PICTURE_BYTES) throw watchPictureRefused(413);
  if (mime === null || !(WATCH_PICTURE_MIMES as readonly string[]).includes(mime)) {
    throw watchPictureRefused(400);
  }
}

/**
 * Spec 1 §5 and §7: the search screens upload a picture (multipart `type`, `imgFile`), get
 * back its address and search with it. Pictures are stored once by content hash in
 * PostgreSQL and served from their address for good.
 */
export const uploadImageRoutes: ZodPlugin = async (app) => {
  // Only this plugin parses multipart; the size limit ends an oversized upload while it
  // streams, with a clean refusal instead of a buffered 5 MB+ body.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_IMAGE_BYTES, files: 2, fields: 10, parts: 12 },
  });
  const perClient = app.rateLimit({
    max: UPLOADS_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => `upload-image|${request.ip}`,
    message: httpMessages.tooManyRequests,
  });
  let lastPurge = 0;

  app.post(
    UPLOAD_IMAGE_PATH,
    {
      schema: {
        tags: ['search'],
        summary:
          '上传图片（multipart：type、imgFile；检索图片不超过5MB；type=1 监测图形：JPG或PNG，不超过2MB）',
        consumes: ['multipart/form-data'],
        response: responses(uploadImageResultSchema),
      },
      onRequest: perClient,
    },
    async (request) => {
      const { file: bytes, type } = await readImageFile(request);
      const picture = await checkPicture(bytes);
      if (type === WATCH_PICTURE_UPLOAD_TYPE) {
        checkWatchPicture(bytes, typeof picture === 'string' ? null : picture.mime);
      }
      if (picture === 'too-many-pixels') throw tooLarge();
      if (picture === 'not-image') throw badRequest(searchMessages.imageNotImage);
      const now = app.now();
      const sha256 = await saveUpload(app.db, bytes, picture, now);
      if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now.getTime();
        await purgeStaleUploads(app.db, now);
      }
      return ok(
        { absolutePath: uploadPictureUrl(sha256), name: `${sha256}.${picture.ext}` },
        searchMessages.imageUploaded,
      );
    },
  );

  app.get(
    `${UPLOAD_PICTURE_BASE}/:sha256`,
    { schema: { tags: ['pictures'], summary: '上传的检索图片（按内容哈希）', params: hashParams } },
    async (request, reply) => {
      const upload = await readUpload(app.db, request.params.sha256);
      if (!upload) throw notFound(searchMessages.imageNotFound);
      return sendPicture(reply, {
        mime: upload.mime,
        cacheControl: CACHE_FOREVER,
        body: upload.bytes,
      });
    },
  );
};
