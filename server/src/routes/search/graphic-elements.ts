import {
  CLASSIFICATION_SEARCH_LIMIT,
  GRAPHIC_ELEMENT_BASE,
  classificationMessages,
  classificationSearchQuerySchema,
  graphicCategoryQuerySchema,
  graphicDivisionQuerySchema,
  graphicNodeSchema,
  graphicSearchCategorySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { responses } from '../schemas';

const tags = ['search'];
const nodes = responses(z.array(graphicNodeSchema));

/** The Vienna graphic-element tree (spec 1 §7 'graph' calls) behind /tool/index. */
export const graphicElementRoutes: ZodPlugin = async (app) => {
  const childrenOf = async (code: string) => {
    const children = await app.graphicTree.children(code);
    if (!children) throw notFound(classificationMessages.graphicNotFound);
    return ok(children);
  };

  app.get(
    `${GRAPHIC_ELEMENT_BASE}/getLevel1`,
    { schema: { tags, summary: '图形要素：大类', response: nodes } },
    async () => ok(await app.graphicTree.categories()),
  );

  app.get(
    `${GRAPHIC_ELEMENT_BASE}/getLevel2`,
    {
      schema: {
        tags,
        summary: '图形要素：某大类的小类',
        querystring: graphicCategoryQuerySchema,
        response: nodes,
      },
    },
    async (request) => childrenOf(request.query.code),
  );

  app.get(
    `${GRAPHIC_ELEMENT_BASE}/getLevel3`,
    {
      schema: {
        tags,
        summary: '图形要素：某小类的细目',
        querystring: graphicDivisionQuerySchema,
        response: nodes,
      },
    },
    async (request) => childrenOf(request.query.code),
  );

  app.get(
    `${GRAPHIC_ELEMENT_BASE}/searchLevel3Name`,
    {
      schema: {
        tags,
        summary: `图形要素名称查询（大类 → 小类 → 细目，最多${CLASSIFICATION_SEARCH_LIMIT}项）`,
        querystring: classificationSearchQuerySchema,
        response: responses(z.array(graphicSearchCategorySchema)),
      },
    },
    async (request) =>
      ok(await app.graphicTree.search(request.query.name, CLASSIFICATION_SEARCH_LIMIT)),
  );
};
