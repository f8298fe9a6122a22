import { acceptFormBodies } from '../../http/form-body';
import type { ZodPlugin } from '../../http/zod';
import { favouriteRoutes } from './favourites';
import { noticeExportRoutes } from './notice-export';
import { noticeResultRoutes } from './notice-results';
import { noticeMarkRoutes } from './notices';
import { subjectNoticeRoutes } from './subject-notices';

/**
 * Domain `archive`, its favourites and notices (issue 13): favourites, notice marks with their
 * results, a subject's notices (/announcement) and their exports. The rules live in
 * src/archives/favourites/ and src/archives/notices/; registered by ./index.ts.
 */
export const archiveNoticeRoutes: ZodPlugin = async (app) => {
  // create?code= is posted as an (often empty) form (spec 2 §7); only these routes parse it
  acceptFormBodies(app);
  await app.register(favouriteRoutes);
  await app.register(noticeMarkRoutes);
  await app.register(noticeResultRoutes);
  await app.register(subjectNoticeRoutes);
  await app.register(noticeExportRoutes);
};
