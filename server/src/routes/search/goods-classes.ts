import {
  CLASSIFICATION_SEARCH_LIMIT,
  GOODS_CLASS_BASE,
  classCodeQuerySchema,
  classificationMessages,
  classificationSearchQuerySchema,
  goodsGroupNodeSchema,
  goodsNodeSchema,
  goodsSearchClassSchema,
  groupCodeQuerySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { responses } from '../schemas';

const tags = ['search'];

/**
 * The goods/services tree (spec 1 §7 Classification): classes, their similar groups, a
 * group's items, and a name search; the lazy tree of search mode 6 and /tool/goodsclass.
 */
export const goodsClassRoutes: ZodPlugin = async (app) => {
  app.get(
    `${GOODS_CLASS_BASE}/getLevel1`,
    {
      schema: {
        tags,
        summary: '商品/服务分类：45个类别',
        response: responses(z.array(goodsNodeSchema)),
      },
    },
    async () => ok(await app.goodsTree.classes()),
  );

  app.get(
    `${GOODS_CLASS_BASE}/getLevel2`,
    {
      schema: {
        tags,
        summary: '商品/服务分类：某类别的类似群（含跨群类似说明）',
        querystring: classCodeQuerySchema,
        response: responses(z.array(goodsGroupNodeSchema)),
      },
    },
    async (request) => ok(await app.goodsTree.groups(Number(request.query.code))),
  );

  app.get(
    `${GOODS_CLASS_BASE}/getLevel3`,
    {
      schema: {
        tags,
        summary: '商品/服务分类：某类似群的商品/服务项目',
        querystring: groupCodeQuerySchema,
        response: responses(z.array(goodsNodeSchema)),
      },
    },
    async (request) => {
      const items = await app.goodsTree.items(request.query.code);
      if (!items) throw notFound(classificationMessages.groupNotFound);
      return ok(items);
    },
  );

  app.get(
    `${GOODS_CLASS_BASE}/searchLevel3Name`,
    {
      schema: {
        tags,
        summary: `商品/服务名称查询（类别 → 类似群 → 项目，最多${CLASSIFICATION_SEARCH_LIMIT}项）`,
        querystring: classificationSearchQuerySchema,
        response: responses(z.array(goodsSearchClassSchema)),
      },
    },
    async (request) =>
      ok(await app.goodsTree.search(request.query.name, CLASSIFICATION_SEARCH_LIMIT)),
  );
};
