import {
  JIANCE_PATHS,
  WATCH_TYPES,
  jianceDetailParamsSchema,
  jianceDetailSchema,
  jianceImageIssuesQuerySchema,
  jianceImageQuerySchema,
  jianceResultSchema,
  jianceTextQuerySchema,
  issueCountSchema,
  searchMessages,
  type WatchType,
} from 'shared-api/contract';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { UnreadablePicture } from '../../image-search/find-similar';
import { requireImageSearchLevel } from '../../image-search/image-permission';
import { readSearchPicture } from '../../image-search/search-picture';
import {
  hitsByIssue,
  jianceImageHits,
  jiancePage,
  jianceTextHits,
  latestIssues,
  unlockJianceDetail,
} from '../../monitoring/watches';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

const tags = ['monitor'];

/**
 * The public /jiance entry (spec 1 §2, §4, §7 'Monitoring'): a name or a picture against the
 * marks of the latest 12 issues, counted on the daily search quota like every search. Members
 * only: a visitor gets 401 and the page sends it to login.
 */
export const jianceRoutes: ZodPlugin = async (app) => {
  const counted = { preHandler: app.countSearch, preSerialization: app.settleSearchCount };
  const imageLevel = requireImageSearchLevel(app);

  async function pictureOf(imgURL: string) {
    const picture = await readSearchPicture(app.db, imgURL, app.now());
    if (!picture) throw notFound(searchMessages.imageNotFound);
    return picture;
  }
  const unreadable = (err: unknown) => {
    throw err instanceof UnreadablePicture ? badRequest(searchMessages.imageNotImage) : err;
  };

  app.post(
    JIANCE_PATHS.textSearch,
    {
      schema: {
        tags,
        summary: '商标监测（文字）：名称与最近12期某期公告商标的近似结果，附12期各期数量',
        security: bearerSecurity,
        body: jianceTextQuerySchema,
        response: responses(jianceResultSchema),
      },
      onRequest: app.requireMember,
      ...counted,
    },
    async (request) => {
      const { keyword, ISSUE_NO, pageno, pagesize } = request.body;
      const issues = await latestIssues(app.db);
      const hits = await jianceTextHits(app.db, keyword, issues);
      return ok(await jiancePage(app.db, hits, issues, { issue: ISSUE_NO, pageno, pagesize }));
    },
  );

  app.post(
    JIANCE_PATHS.imageSearch,
    {
      schema: {
        tags,
        summary: '商标监测（图形）：图片与最近12期某期公告商标图形的近似结果',
        security: bearerSecurity,
        body: jianceImageQuerySchema,
        response: responses(jianceResultSchema),
      },
      onRequest: imageLevel,
      ...counted,
    },
    async (request) => {
      const { imgURL, TM_FIRST_ISSUE, pageno, pagesize } = request.body;
      const picture = await pictureOf(imgURL);
      const issues = await latestIssues(app.db);
      const hits = await jianceImageHits(app.db, picture, issues).catch(unreadable);
      return ok(
        await jiancePage(app.db, hits, issues, { issue: TM_FIRST_ISSUE, pageno, pagesize }),
      );
    },
  );

  app.post(
    JIANCE_PATHS.imageIssues,
    {
      schema: {
        tags,
        summary: '商标监测（图形）：最近12期各期的近似商标数',
        security: bearerSecurity,
        body: jianceImageIssuesQuerySchema,
        response: responses(z.array(issueCountSchema)),
      },
      onRequest: imageLevel,
      ...counted,
    },
    async (request) => {
      const picture = await pictureOf(request.body.imgURL);
      const issues = await latestIssues(app.db);
      const hits = await jianceImageHits(app.db, picture, issues).catch(unreadable);
      return ok((await hitsByIssue(app.db, hits, issues)).counts);
    },
  );

  const detailRoute = (path: string, type: WatchType, summary: string) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          security: bearerSecurity,
          params: jianceDetailParamsSchema,
          response: responses(jianceDetailSchema),
        },
        onRequest: app.requireMember,
      },
      async (request) => {
        const member = currentMember(request);
        return ok({ detailId: await unlockJianceDetail(app, member, request.params.ID, type) });
      },
    );
  detailRoute(
    JIANCE_PATHS.textDetail(':ID'),
    WATCH_TYPES.text,
    '商标监测（文字）结果详情：自己的监测商标查到的免费，否则每次1.00元（code 6000）',
  );
  detailRoute(
    JIANCE_PATHS.imageDetail(':ID'),
    WATCH_TYPES.image,
    '商标监测（图形）结果详情：自己的监测商标查到的免费，否则每次3.00元（code 6000）',
  );
};
