import {
  DETAIL_PATH,
  detailQuerySchema,
  detailResultSchema,
  searchMessages,
} from 'shared-api/contract';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { fetchDetailRows } from '../../search/mark-rows';
import { bearerSecurity, responses } from '../schemas';

/**
 * The detail page's mark (spec 1 §2 'Trademark detail', §7): keyword is its UID. Members
 * only, and counted like a search: it answers the register's whole record.
 */
export const detailRoutes: ZodPlugin = async (app) => {
  app.post(
    DETAIL_PATH,
    {
      schema: {
        tags: ['search'],
        summary: '商标详情（keyword 为商标 UID：申请号_类别）',
        security: bearerSecurity,
        body: detailQuerySchema,
        response: responses(detailResultSchema),
      },
      onRequest: app.requireMember,
      preHandler: app.countSearch,
      preSerialization: app.settleSearchCount,
    },
    async (request) => {
      const { keyword, needImage } = request.body;
      const [row] = await fetchDetailRows(app.db, [keyword]);
      if (!row) throw notFound(searchMessages.detailNotFound);
      return ok({ list: [needImage ? row : { ...row, imageUrl: null }], total: 1 });
    },
  );
};
