import {
  NOTICE_PATHS,
  noticeFacetSchema,
  noticeLatestQuerySchema,
  noticeMarkIdParamsSchema,
  noticeMessages as m,
  noticeOverviewQuerySchema,
  noticeOverviewSchema,
  noticeResultPageSchema,
  noticeResultQuerySchema,
} from 'shared-api/contract';
import {
  countNoticesByNumber,
  isExpired,
  issueCounts,
  noticeIssues,
  noticeMarkFacet,
  noticeMarkRecordsPage,
  noticeMarkResults,
  ownNoticeMark,
  visibleIssues,
} from '../../archives/notices';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { shanghaiDate } from '../../monitoring/watches';
import { requireEnterpriseVip } from '../../plugins/app/require-enterprise-vip';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

const tags = ['archive'];

/** Spec 2 §7: a notice mark's notices per issue, its facet and the overview grid (reads). */
export const noticeResultRoutes: ZodPlugin = async (app) => {
  const onRequest = requireEnterpriseVip(app);
  const accountOf = (member: { id: number; mainMemberId: number | null }) =>
    member.mainMemberId ?? member.id;

  app.post(
    NOTICE_PATHS.queryMonitors,
    {
      schema: {
        tags,
        summary: '公告结果：某公告定制商标在某期（最近12期内）的公告',
        security: bearerSecurity,
        body: noticeResultQuerySchema,
        response: responses(noticeResultPageSchema),
      },
      onRequest,
    },
    async (request) => {
      const { monitorId, issue, pageNum, pageSize } = request.body;
      const mark = await ownNoticeMark(app.db, accountOf(currentMember(request)), monitorId);
      return ok(await noticeMarkResults(app.db, mark, issue, { pageNum, pageSize }));
    },
  );

  app.post(
    NOTICE_PATHS.queryMonitorsMaxIssue,
    {
      schema: {
        tags,
        summary: '公告结果：最近一期有公告的结果（无则最新一期）',
        security: bearerSecurity,
        body: noticeLatestQuerySchema,
        response: responses(noticeResultPageSchema),
      },
      onRequest,
    },
    async (request) => {
      const { monitorId, pageNum, pageSize } = request.body;
      const mark = await ownNoticeMark(app.db, accountOf(currentMember(request)), monitorId);
      return ok(await noticeMarkResults(app.db, mark, undefined, { pageNum, pageSize }));
    },
  );

  app.get(
    NOTICE_PATHS.facet(':id'),
    {
      schema: {
        tags,
        summary: '公告定制商标最近12期每期的公告数（已过期：message 为 该商标已过期）',
        security: bearerSecurity,
        params: noticeMarkIdParamsSchema,
        response: responses(noticeFacetSchema),
      },
      onRequest,
    },
    async (request) => {
      const mark = await ownNoticeMark(
        app.db,
        accountOf(currentMember(request)),
        request.params.id,
      );
      const counts = await noticeMarkFacet(app.db, mark, await noticeIssues(app.db));
      // spec 2 §7: the page reads 该商标已过期 from the facet's message and disables export
      return isExpired(mark, shanghaiDate(app.now())) ? ok(counts, m.expired) : ok(counts);
    },
  );

  app.post(
    NOTICE_PATHS.overview,
    {
      schema: {
        tags,
        summary: '公告概览：每个公告定制商标最近12期每期的公告数',
        security: bearerSecurity,
        body: noticeOverviewQuerySchema,
        response: responses(noticeOverviewSchema),
      },
      onRequest,
    },
    async (request) => {
      const account = accountOf(currentMember(request));
      const { pageNum, pageSize } = request.body;
      const issues = await noticeIssues(app.db);
      const { marks, total } = await noticeMarkRecordsPage(app.db, account, { pageNum, pageSize });
      const counts = await countNoticesByNumber(
        app.db,
        marks.map((mark) => mark.regNo),
        issues,
      );
      return ok({
        list: marks.map((mark) => ({
          monitorId: mark.id,
          monitorValue: mark.regNo,
          mark: mark.mark ?? '',
          endDate: mark.endDate,
          valueMap: issueCounts(
            issues,
            counts.get(mark.regNo) ?? new Map(),
            visibleIssues(issues, mark.endDate),
          ),
        })),
        total,
        pageNum,
        pageSize,
        issues: issues.map((i) => ({ issue: i.issue, date: i.date })),
      });
    },
  );
};
