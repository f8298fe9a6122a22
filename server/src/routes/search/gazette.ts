import {
  GAZETTE_ISSUE_CHOICES,
  GAZETTE_PATHS,
  gazetteMessages,
  gazetteSearchQuerySchema,
  gazetteSearchResultSchema,
  maxNoticeIssueSchema,
  noticeTypeCountSchema,
  noticeTypesQuerySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/types';
import {
  findNoticeTypeId,
  issueNoticeTypes,
  latestIssues,
  publishedIssue,
  searchNotices,
} from '../../gazette/gazette-queries';
import { badRequest, notFound } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { responses } from '../schemas';

const tags = ['search'];

async function requirePublished(db: Queryable, issue: number) {
  const found = await publishedIssue(db, issue);
  if (!found) throw notFound(gazetteMessages.issueNotFound(issue));
  return found;
}

/**
 * The public gazette behind /gonggao (spec 1 §7 'Gazette'): the latest issues, the types of
 * an issue, and its notices. Only published issues are shown.
 */
export const gazetteRoutes: ZodPlugin = async (app) => {
  app.get(
    GAZETTE_PATHS.maxIssue,
    {
      schema: {
        tags,
        summary: `商标公告：最新一期及最近${GAZETTE_ISSUE_CHOICES}期`,
        response: responses(maxNoticeIssueSchema),
      },
    },
    async () => {
      const issues = await latestIssues(app.db, GAZETTE_ISSUE_CHOICES);
      return ok({ latest: issues[0] ?? null, issues });
    },
  );

  app.get(
    GAZETTE_PATHS.types,
    {
      schema: {
        tags,
        summary: '商标公告：某一期的公告类型及条数（按公告类型顺序）',
        querystring: noticeTypesQuerySchema,
        response: responses(z.array(noticeTypeCountSchema)),
      },
    },
    async (request) => {
      await requirePublished(app.db, request.query.issue);
      return ok(await issueNoticeTypes(app.db, request.query.issue));
    },
  );

  app.post(
    GAZETTE_PATHS.search,
    {
      schema: {
        tags,
        summary: '商标公告查询（期号必填；公告类型为编号或代码；商标名称、申请人为包含查询）',
        body: gazetteSearchQuerySchema,
        response: responses(gazetteSearchResultSchema),
      },
    },
    async (request) => {
      const { typeName, ...query } = request.body;
      await requirePublished(app.db, query.firstNo);
      let typeId: number | undefined;
      if (typeName !== undefined) {
        const found = await findNoticeTypeId(app.db, typeName);
        if (found === null) throw badRequest(gazetteMessages.typeNotFound);
        typeId = found;
      }
      return ok(await searchNotices(app.db, { ...query, typeId }));
    },
  );
};
