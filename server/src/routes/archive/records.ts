import type { FastifyRequest } from 'fastify';
import {
  ApiCode,
  RECORD_PATHS,
  archivePageSchema,
  archiveQuerySchema,
  type ArchiveQuery,
  type Envelope,
} from 'shared-api/contract';
import { archivePage, recordSubject } from '../../archives/records';
import { subjectView } from '../../archives/subjects';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { requireEnterpriseVip } from '../../plugins/app/require-enterprise-vip';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

const tags = ['archive'];

/** Message of a code-201 answer (spec 2 §8: an empty result; the page clears its list). */
export const NO_MATCH_MESSAGE = '未匹配到数据';

/** Code 200 with the page, or code 201 with the same (empty) page when nothing matched. */
export function pageAnswer<T extends { total: number }>(page: T): Envelope<T> {
  return page.total === 0
    ? { code: ApiCode.noMatch, message: NO_MATCH_MESSAGE, data: page }
    : ok(page);
}

/**
 * Spec 2 §7 'Subjects and archives', the archive of a subject: every mark of the register
 * under it (read now, so a mark imported later is in it at once), filtered, with the filter
 * counts. Enterprise or agency VIP only; a sub-account reads its main account's subjects.
 */
export const recordRoutes: ZodPlugin = async (app) => {
  const onRequest = requireEnterpriseVip(app);

  async function answer(request: FastifyRequest, query: ArchiveQuery) {
    const member = currentMember(request);
    const account = member.mainMemberId ?? member.id;
    const subject = await recordSubject(app.db, account, query.customRecordId);
    const [page, view] = await Promise.all([
      archivePage(app.db, subject, query),
      subjectView(app.db, subject),
    ]);
    return pageAnswer({ ...page, subject: view });
  }

  const route = (path: string, summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          security: bearerSecurity,
          body: archiveQuerySchema,
          response: responses(archivePageSchema),
        },
        onRequest,
      },
      (request) => answer(request, request.body),
    );
  route(
    RECORD_PATHS.queryRecordById,
    '主体档案：主体（customRecordId）名下商标与筛选计数（状态、类别）；无商标 code 201',
  );
  route(
    RECORD_PATHS.searchRecordById,
    '主体档案检索：按申请号、商标名称、类别、状态筛选；计数为筛选后（各自不含本项筛选）',
  );
  route(
    RECORD_PATHS.queryRecord,
    '默认主体档案（未指定 customRecordId 时为默认主体）；无商标 code 201',
  );
};
