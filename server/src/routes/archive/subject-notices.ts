import {
  SUBJECT_NOTICE_PATHS,
  noticeFacetSchema,
  subjectFacetParamsSchema,
  subjectNoticePageSchema,
  subjectNoticeQuerySchema,
} from 'shared-api/contract';
import {
  noticeIssues,
  noticeSubject,
  subjectNoticeFacet,
  subjectNotices,
} from '../../archives/notices';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { requireEnterpriseVip } from '../../plugins/app/require-enterprise-vip';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

const tags = ['archive'];

/**
 * /announcement (spec 2 §2 screen 11, §7 queryNoticeMonitors and monitorsFacet/{subject}):
 * the gazette notices of every mark under one of the account's subjects. Reads only.
 */
export const subjectNoticeRoutes: ZodPlugin = async (app) => {
  const onRequest = requireEnterpriseVip(app);
  const accountOf = (member: { id: number; mainMemberId: number | null }) =>
    member.mainMemberId ?? member.id;

  app.post(
    SUBJECT_NOTICE_PATHS.queryNoticeMonitors,
    {
      schema: {
        tags,
        summary:
          '主体公告：主体（customRecordId 或名称 applicant，缺省为默认主体）名下商标某期的公告，可按公告类型、注册号、商标名称筛选',
        security: bearerSecurity,
        body: subjectNoticeQuerySchema,
        response: responses(subjectNoticePageSchema),
      },
      onRequest,
    },
    async (request) =>
      ok(await subjectNotices(app.db, accountOf(currentMember(request)), request.body)),
  );

  app.get(
    SUBJECT_NOTICE_PATHS.facet(':subjectId'),
    {
      schema: {
        tags,
        summary: '主体名下商标最近12期每期的公告数',
        security: bearerSecurity,
        params: subjectFacetParamsSchema,
        response: responses(noticeFacetSchema),
      },
      onRequest,
    },
    async (request) => {
      const account = accountOf(currentMember(request));
      const subject = await noticeSubject(app.db, account, {
        customRecordId: request.params.subjectId,
      });
      return ok(await subjectNoticeFacet(app.db, subject, await noticeIssues(app.db)));
    },
  );
};
