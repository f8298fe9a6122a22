import type { ZodPlugin } from '../../http/zod';
import { calendarRoutes } from './calendar';
import { archiveNoticeRoutes } from './notice-routes';
import { recordRoutes } from './records';
import { renewalExportRoutes } from './renewal-export';
import { renewalRoutes } from './renewals';
import { subjectRoutes } from './subjects';

/**
 * Domain `archive` (the mfe-monitor remote's trademark-archive calls, issue 13): subjects,
 * their archives, renewals and the renewal export; favourites and notices (./notice-routes.ts);
 * the calendar feed. The rules live in src/archives/.
 */
export const archiveRoutes: ZodPlugin = async (app) => {
  await app.register(subjectRoutes);
  await app.register(recordRoutes);
  await app.register(renewalRoutes);
  await app.register(renewalExportRoutes);
  await app.register(archiveNoticeRoutes);
  await app.register(calendarRoutes);
};
