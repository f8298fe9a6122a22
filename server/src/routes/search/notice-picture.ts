import {
  NOTICE_PICTURE_PATH,
  gazettePageUrl,
  noticePictureQuerySchema,
  pictureMessages,
} from 'shared-api/contract';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { responses } from '../schemas';

export const unknownNoticeType = (code: string) => `未知的公告类型：${code.slice(0, 20)}`;

/**
 * A notice's gazette page (spec 1 §2 'Gazette notice items open a picture', §7): the address
 * of the page picture the pictures route draws. Only pages that hold notices are answered,
 * so the address never leads to a 404.
 */
export const noticePictureRoutes: ZodPlugin = async (app) => {
  app.post(
    NOTICE_PICTURE_PATH,
    {
      schema: {
        tags: ['search'],
        summary: '公告图片地址（firstNo 期号，page 页码，type 公告代码）',
        body: noticePictureQuerySchema,
        response: responses(z.string()),
      },
    },
    async (request) => {
      const { firstNo, page, type } = request.body;
      const res = await app.db.query<{ id: number; printed: boolean }>(
        `SELECT t.id, EXISTS (
             SELECT 1 FROM gazette_notices n JOIN gazette_issues i ON i.issue_no = n.issue_no
             WHERE n.issue_no = $2 AND n.type_id = t.id AND n.page = $3) AS printed
         FROM notice_types t WHERE t.code = $1`,
        [type, firstNo, page],
      );
      const noticeType = res.rows[0];
      if (!noticeType) throw notFound(unknownNoticeType(type));
      if (!noticeType.printed) throw notFound(pictureMessages.gazettePageNotFound);
      return ok(gazettePageUrl(firstNo, noticeType.id, page));
    },
  );
};
