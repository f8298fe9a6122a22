import type { ZodPlugin } from '../../http/zod';
import { favouriteRoutes } from './favourites';
import { noticeExportRoutes } from './notice-export';
import { noticeResultRoutes } from './notice-results';
import { noticeMarkRoutes } from './notices';
import { subjectNoticeRoutes } from './subject-notices';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Domain `archive`, its favourites and notices (issue 13): favourites, notice marks with their
 * results, a subject's notices (/announcement) and their exports. The rules live in
 * src/archives/favourites/ and src/archives/notices/; subjects, archives and renewals are
 * registered by ./index.ts.
 */
export const archiveNoticeRoutes: ZodPlugin = async (app) => {
  // create?code= is posted as an (often empty) form (spec 2 §7); only these routes parse it
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });
  await app.register(favouriteRoutes);
  await app.register(noticeMarkRoutes);
  await app.register(noticeResultRoutes);
  await app.register(subjectNoticeRoutes);
  await app.register(noticeExportRoutes);
};
