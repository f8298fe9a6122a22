import { RECORD_PATHS, renewalPageSchema, renewalQuerySchema } from 'shared-api/contract';
import { recordSubject, renewalPage } from '../../archives/records';
import { subjectView } from '../../archives/subjects';
import type { ZodPlugin } from '../../http/zod';
import { shanghaiDate } from '../../monitoring/watches';
import { requireEnterpriseVip } from '../../plugins/app/require-enterprise-vip';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';
import { pageAnswer } from './records';

const tags = ['archive'];

/**
 * Spec 2 §4/§7 renewals: a subject's marks with their renewal state (TM_XZSTATUS 0 not yet,
 * 1 renewal window, 2 grace period, 3 overdue), TM_REMAINING_DAYS and the grace end, with the
 * state and status counts. Enterprise or agency VIP only.
 */
export const renewalRoutes: ZodPlugin = async (app) => {
  const onRequest = requireEnterpriseVip(app);
  const route = (path: string, summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          security: bearerSecurity,
          body: renewalQuerySchema,
          response: responses(renewalPageSchema),
        },
        onRequest,
      },
      async (request) => {
        const member = currentMember(request);
        const account = member.mainMemberId ?? member.id;
        const subject = await recordSubject(app.db, account, request.body.customRecordId);
        const today = shanghaiDate(app.now());
        const [page, view] = await Promise.all([
          renewalPage(app.db, subject, request.body, today),
          subjectView(app.db, subject),
        ]);
        return pageAnswer({ ...page, subject: view });
      },
    );
  route(
    RECORD_PATHS.queryRecordXZ,
    '续展管理：主体名下有专用权期限的商标、续展状态（0 未到续展期 1 续展期 2 宽展期 3 已过宽展期）与计数',
  );
  route(
    RECORD_PATHS.searchRecordXZ,
    '续展管理检索：同 queryRecordXZ，按当前筛选刷新计数（各计数不含本项筛选）',
  );
};
