import { CLASS_COUNT_PATH, classCountsSchema } from 'shared-api/contract';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { responses } from '../schemas';

/** The home page's database overview: trademarks per class (spec 1 §2, §7 Data products). */
export const classCountRoutes: ZodPlugin = async (app) => {
  app.get(
    CLASS_COUNT_PATH,
    {
      // start.mjs polls it while the corpus builds: one log line a second helps nobody
      logLevel: 'warn',
      schema: {
        tags: ['data'],
        summary: '数据库概览：各类别商标数量（缓存60秒，构建中2秒）',
        response: responses(classCountsSchema),
      },
    },
    async () => ok(await app.classCounts.get()),
  );
};
