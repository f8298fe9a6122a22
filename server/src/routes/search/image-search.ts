import {
  MAX_SEARCH_CLASSES,
  SEARCH_PATHS,
  searchMessages,
  searchQuerySchema,
  searchResultSchema,
} from 'shared-api/contract';
import { badRequest, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { searchQuotaLeft } from '../../plugins/app/search-quota';
import { requireImageSearchLevel } from '../../image-search/image-permission';
import { UnreadablePicture } from '../../image-search/find-similar';
import { imageSearchPage } from '../../image-search/image-search-page';
import { readSearchPicture } from '../../image-search/search-picture';
import { fetchMatchedRows } from '../../search/mark-rows';
import { bearerSecurity, responses } from '../schemas';

/** Mode 5 (spec 1 §5, §7): marks whose logo looks like the uploaded picture. */
export const imageSearchRoutes: ZodPlugin = async (app) => {
  app.post(
    SEARCH_PATHS[5],
    {
      schema: {
        tags: ['search'],
        summary: '图形近似查询：与上传图片（imgURL）相似的商标图形，旋转、镜像、缩放、改色均可查到',
        security: bearerSecurity,
        body: searchQuerySchema,
        response: responses(searchResultSchema),
      },
      onRequest: requireImageSearchLevel(app),
      preHandler: app.countSearch,
      preSerialization: app.settleSearchCount,
    },
    async (request) => {
      const query = request.body;
      if (!query.imgURL?.trim()) throw badRequest(searchMessages.noImage);
      if ((query.TM_NCL?.length ?? 0) > MAX_SEARCH_CLASSES)
        throw badRequest(searchMessages.tooManyClasses);
      const picture = await readSearchPicture(app.db, query.imgURL, app.now());
      if (!picture) throw notFound(searchMessages.imageNotFound);
      const page = await imageSearchPage(app.db, picture, query).catch((err: unknown) => {
        throw err instanceof UnreadablePicture ? badRequest(searchMessages.imageNotImage) : err;
      });
      const list = await fetchMatchedRows(app.db, page);
      return ok({
        list,
        total: page.total,
        filter: page.filter,
        indexing: app.imageIndexProgress(),
        quota: await searchQuotaLeft(request),
      });
    },
  );
};
