import type { ZodPlugin } from '../../http/zod';
import { watchExportRoutes } from './export';
import { jianceRoutes } from './jiance';
import { resultRoutes } from './results';
import { watchRoutes } from './watches';

/**
 * Domain `monitor` (the mfe-monitor remote's calls, issue 12): watches, their results and
 * export, and the public /jiance entry. The rules live in src/monitoring/watches/.
 */
export const monitorRoutes: ZodPlugin = async (app) => {
  await app.register(watchRoutes);
  await app.register(resultRoutes);
  await app.register(watchExportRoutes);
  await app.register(jianceRoutes);
};
