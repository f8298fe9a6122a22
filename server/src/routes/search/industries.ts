import { INDUSTRY_LIST_PATH, industrySchema } from 'shared-api/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { listIndustries } from '../../reference/industry-list';
import { responses } from '../schemas';

/** The industry reference of /tool/goodsclass (spec 1 §7 'hy/list'). */
export const industryRoutes: ZodPlugin = async (app) => {
  app.get(
    INDUSTRY_LIST_PATH,
    {
      schema: {
        tags: ['search'],
        summary: '行业参考：行业及其常用类别、类似群（ids：2位类别在前，4位类似群在后）',
        response: responses(z.array(industrySchema)),
      },
    },
    async () => ok(await listIndustries(app.db)),
  );
};
