import {
  GAZETTE_PAGE_BASE,
  MARK_IMAGE_BASE,
  pictureMessages,
  positiveInt4,
  positiveSmallint,
} from 'shared-api/contract';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import type { ZodPlugin } from '../../http/zod';
import { gazettePageSvg, type PageNotice } from './gazette-page-svg';
import { CACHE_FOREVER, sendPicture } from './picture-headers';

const hashParams = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, pictureMessages.badHash),
});

/** Issue and page are `integer` columns, the notice type id a `smallint`. */
const pageParams = z.object({
  issue: positiveInt4(pictureMessages.badPage),
  type: positiveSmallint(pictureMessages.badPage),
  page: positiveInt4(pictureMessages.badPage),
});

interface NoticeRow {
  reg_no: string;
  class_id: number;
  mark_name: string;
  applicant: string;
  app_date: string | null;
  goods: { goods: string }[] | null;
  mime: string | null;
  bytes: Buffer | Uint8Array | null;
}

/** Pictures: stored logos by content hash, and gazette pages drawn on request. */
export const pictureRoutes: ZodPlugin = async (app) => {
  app.get(
    `${MARK_IMAGE_BASE}/:sha256`,
    { schema: { tags: ['pictures'], summary: '商标图片（按内容哈希）', params: hashParams } },
    async (request, reply) => {
      const res = await app.db.query<{ mime: string; bytes: Uint8Array }>(
        'SELECT mime, bytes FROM mark_images WHERE sha256 = $1',
        [request.params.sha256],
      );
      const image = res.rows[0];
      if (!image) throw notFound(pictureMessages.markImageNotFound);
      return sendPicture(reply, {
        mime: image.mime,
        cacheControl: CACHE_FOREVER,
        body: Buffer.from(image.bytes),
      });
    },
  );

  app.get(
    `${GAZETTE_PAGE_BASE}/:issue/:type/:page`,
    { schema: { tags: ['pictures'], summary: '公告页图片（SVG）', params: pageParams } },
    async (request, reply) => {
      const { issue, type, page } = request.params;
      const heading = await app.db.query<{ issue_date: string; name: string }>(
        `SELECT to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date, t.name
         FROM gazette_issues i, notice_types t WHERE i.issue_no = $1 AND t.id = $2`,
        [issue, type],
      );
      const rows = await app.db.query<NoticeRow>(
        `SELECT n.reg_no, n.class_id, n.mark_name, n.applicant,
           to_char(t.app_date, 'YYYY-MM-DD') AS app_date, t.goods, i.mime, i.bytes
         FROM gazette_notices n
         LEFT JOIN trademarks t ON t.reg_no = n.reg_no AND t.class_id = n.class_id
         LEFT JOIN mark_images i ON i.id = t.image_id
         WHERE n.issue_no = $1 AND n.type_id = $2 AND n.page = $3
         ORDER BY n.reg_no, n.class_id`,
        [issue, type, page],
      );
      const head = heading.rows[0];
      if (!head || rows.rows.length === 0) throw notFound(pictureMessages.gazettePageNotFound);
      const notices: PageNotice[] = rows.rows.map((r) => ({
        regNo: r.reg_no,
        classId: r.class_id,
        markName: r.mark_name,
        applicant: r.applicant,
        appDate: r.app_date,
        goods: (r.goods ?? []).map((g) => g.goods).join('；'),
        image: r.mime && r.bytes ? { mime: r.mime, bytes: Buffer.from(r.bytes) } : null,
      }));
      const svg = gazettePageSvg(
        { issue, issueDate: head.issue_date, typeName: head.name, page },
        notices,
      );
      return sendPicture(reply, {
        mime: 'image/svg+xml; charset=utf-8',
        cacheControl: 'public, max-age=3600',
        body: svg,
      });
    },
  );
};
