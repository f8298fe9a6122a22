import type { ZodPlugin } from '../http/zod';
import { accountRoutes } from './account';
import { adminAnnouncementRoutes } from './admin/announcements';
import { adminJobRoutes } from './admin/jobs';
import { archiveRoutes } from './archive';
import { dataRoutes } from './data';
import { devSmsRoutes } from './dev/sms';
import { healthRoutes } from './health';
import { monitorRoutes } from './monitor';
import { pictureRoutes } from './pictures/pictures';
import { searchRoutes } from './search';

/**
 * One folder per business domain, named like the remotes (search, data, monitor, account,
 * news). Every path starts with /shebiao.
 */
export const routes: ZodPlugin<{
  devRoutes: boolean;
  admin?: { adminToken: string; importDir: string };
}> = async (app, { devRoutes, admin }) => {
  await app.register(healthRoutes);
  await app.register(accountRoutes, admin ? { adminToken: admin.adminToken } : {});
  await app.register(searchRoutes);
  await app.register(dataRoutes);
  await app.register(monitorRoutes);
  await app.register(archiveRoutes);
  await app.register(pictureRoutes);
  if (devRoutes) await app.register(devSmsRoutes);
  if (admin) await app.register(adminJobRoutes, admin);
  if (admin) await app.register(adminAnnouncementRoutes, { adminToken: admin.adminToken });
};
