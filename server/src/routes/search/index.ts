import type { ZodPlugin } from '../../http/zod';
import { goodsClassRoutes } from './goods-classes';
import { graphicElementRoutes } from './graphic-elements';
import { industryRoutes } from './industries';

/** Domain `search` (the mfe-search remote's calls); so far the classification browsers. */
export const searchRoutes: ZodPlugin = async (app) => {
  await app.register(goodsClassRoutes);
  await app.register(graphicElementRoutes);
  await app.register(industryRoutes);
};
