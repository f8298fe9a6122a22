import type { ZodPlugin } from '../../http/zod';
import { classCountRoutes } from './class-counts';

/** Domain `data` (the mfe-data remote's calls); so far the home page's class counts. */
export const dataRoutes: ZodPlugin = async (app) => {
  await app.register(classCountRoutes);
};
