import {
  MONITOR_PATHS,
  monitorMessages as m,
  watchFacetParamsSchema,
  watchFacetSchema,
  watchLatestMatchesQuerySchema,
  watchMatchPageSchema,
  watchMatchesQuerySchema,
  watchOverviewQuerySchema,
  watchOverviewSchema,
  type WatchMatchPage,
} from 'shared-api/contract';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import {
  isExpired,
  issueFilter,
  issueInRange,
  latestIssues,
  matchCounts,
  ownWatch,
  shanghaiDate,
  storedMatches,
  toMatchRows,
  watchRecordsPage,
  watchValue,
  type ResultIssue,
} from '../../monitoring/watches';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

const tags = ['monitor'];

/** Spec 2 §7: a watch's matches per issue, its facet and the overview grid (reads only). */
export const resultRoutes: ZodPlugin = async (app) => {
  const onRequest = app.requireMember;
  const accountOf = (member: { id: number; mainMemberId: number | null }) =>
    member.mainMemberId ?? member.id;

  /**
   * One page of a watch's matches in `shown`. filter[0].TM_FIRST_ISSUE (spec 2 §3) starts
   * with the issue shown, then the other issues of the 12 with matches, newest first.
   */
  async function matchPage(
    watchId: number,
    issues: ResultIssue[],
    shown: ResultIssue | undefined,
    page: { pageNum: number; pageSize: number },
  ): Promise<WatchMatchPage> {
    const empty = { list: [], total: 0, ...page, filter: [{ TM_FIRST_ISSUE: [] }] };
    if (!shown) return empty;
    const offset = (page.pageNum - 1) * page.pageSize;
    const { found, total } = await storedMatches(app.db, watchId, [shown], {
      offset,
      limit: page.pageSize,
    });
    const counts = (await matchCounts(app.db, [watchId], issues)).get(watchId)!;
    return {
      list: await toMatchRows(app.db, found),
      total,
      ...page,
      filter: issueFilter(issues, counts, shown),
    };
  }

  app.post(
    MONITOR_PATHS.queryMonitors,
    {
      schema: {
        tags,
        summary: '监测结果：某监测商标在某期（最近12期内）的近似商标，按近似程度排序',
        security: bearerSecurity,
        body: watchMatchesQuerySchema,
        response: responses(watchMatchPageSchema),
      },
      onRequest,
    },
    async (request) => {
      const { monitorId, issueNo, pageNum, pageSize } = request.body;
      const watch = await ownWatch(app.db, accountOf(currentMember(request)), monitorId);
      const issues = await latestIssues(app.db);
      const shown = issueInRange(issues, issueNo);
      return ok(await matchPage(watch.id, issues, shown, { pageNum, pageSize }));
    },
  );

  app.post(
    MONITOR_PATHS.queryMonitorsMaxIssue,
    {
      schema: {
        tags,
        summary: '监测结果：最近一期有近似商标的结果（无则最新一期）',
        security: bearerSecurity,
        body: watchLatestMatchesQuerySchema,
        response: responses(watchMatchPageSchema),
      },
      onRequest,
    },
    async (request) => {
      const { monitorId, pageNum, pageSize } = request.body;
      const watch = await ownWatch(app.db, accountOf(currentMember(request)), monitorId);
      const issues = await latestIssues(app.db);
      const counts = (await matchCounts(app.db, [watch.id], issues)).get(watch.id)!;
      const shown = issues.find((i) => (counts[String(i.issue)] ?? 0) > 0) ?? issues[0];
      return ok(await matchPage(watch.id, issues, shown, { pageNum, pageSize }));
    },
  );

  app.get(
    MONITOR_PATHS.facet(':monitorId'),
    {
      schema: {
        tags,
        summary: '监测商标最近12期每期的近似商标数（已过期：message 为 该商标已过期）',
        security: bearerSecurity,
        params: watchFacetParamsSchema,
        response: responses(watchFacetSchema),
      },
      onRequest,
    },
    async (request) => {
      const account = accountOf(currentMember(request));
      const watch = await ownWatch(app.db, account, request.params.monitorId);
      const issues = await latestIssues(app.db);
      const counts = (await matchCounts(app.db, [watch.id], issues)).get(watch.id)!;
      // spec 2 §7: the page reads 该商标已过期 from the facet's message and disables export
      const expired = isExpired(watch, shanghaiDate(app.now()));
      return expired ? ok(counts, m.expired) : ok(counts);
    },
  );

  app.post(
    MONITOR_PATHS.overview,
    {
      schema: {
        tags,
        summary: '监测概览：每个监测商标最近12期每期的近似商标数',
        security: bearerSecurity,
        body: watchOverviewQuerySchema,
        response: responses(watchOverviewSchema),
      },
      onRequest,
    },
    async (request) => {
      const account = accountOf(currentMember(request));
      const { pageNum, pageSize } = request.body;
      const issues = await latestIssues(app.db);
      const { watches, total } = await watchRecordsPage(app.db, account, { pageNum, pageSize });
      const counts = await matchCounts(
        app.db,
        watches.map((w) => w.id),
        issues,
      );
      return ok({
        list: watches.map((w) => ({
          monitorId: w.id,
          monitorValue: watchValue(w),
          monitorType: w.type,
          endDate: w.endDate,
          valueMap: counts.get(w.id)!,
        })),
        total,
        pageNum,
        pageSize,
        issues: issues.map((i) => ({ issue: i.issue, date: i.date })),
      });
    },
  );
};
