import {
  APPLICANT_SUGGEST_PATH,
  MAX_SEARCH_CLASSES,
  SEARCH_PATHS,
  SUGGEST_LIMIT,
  searchMessages,
  searchQuerySchema,
  searchResultSchema,
  suggestQuerySchema,
  suggestResultSchema,
  type SearchQuery,
} from 'shared-api/contract';
import { badRequest } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { searchQuotaLeft } from '../../plugins/app/search-quota';
import { similarGroupsOf } from '../../search/goods-groups';
import { holderSuggestions } from '../../search/match-conditions';
import { fetchMatchedRows, fetchSearchRows } from '../../search/mark-rows';
import { quickSearch, type QuickMode } from '../../search/quick-search';
import { similarSearch } from '../../search/similar-search';
import { querySimilarityKeys } from '../../similarity';
import { SqlParams } from '../../search/sql-params';
import { bearerSecurity, responses } from '../schemas';

const tags = ['search'];

const QUICK_SUMMARIES: Record<QuickMode, string> = {
  0: '综合查询：商标名称、申请号或注册号',
  1: '商标名称查询（包含关键词）',
  2: '申请号/注册号查询（完整号码或至少5位前缀）',
  3: '申请人查询（中文或英文名称包含关键词）',
};

/** Spec 1 §5: every search needs its text; no more classes than the filter allows. */
function checkQuery(query: SearchQuery) {
  if (!query.keyword) throw badRequest(searchMessages.emptyKeyword);
  if ((query.TM_NCL?.length ?? 0) > MAX_SEARCH_CLASSES)
    throw badRequest(searchMessages.tooManyClasses);
}

/**
 * The text searches (modes 0–4 and 6) and the applicant suggestions of spec 1 §7: members
 * only (spec 3 §6), each call counted on the account's daily quota (spec 3 §9).
 */
export const textSearchRoutes: ZodPlugin = async (app) => {
  const member = {
    onRequest: app.requireMember,
    preHandler: app.countSearch,
    preSerialization: app.settleSearchCount,
  };
  // the engine reads its character tables on first use (≈ 20 ms): not on a user's search
  querySimilarityKeys('华为');
  const schema = (summary: string) => ({
    tags,
    summary,
    security: bearerSecurity,
    body: searchQuerySchema,
    response: responses(searchResultSchema),
  });

  for (const mode of [0, 1, 2, 3] as const) {
    const options = { schema: schema(QUICK_SUMMARIES[mode]), ...member };
    app.post(SEARCH_PATHS[mode], options, async (request) => {
      checkQuery(request.body);
      const page = await quickSearch(app.db, mode, request.body);
      return ok({
        list: await fetchSearchRows(app.db, page.ids),
        total: page.total,
        filter: page.filter,
        quota: await searchQuotaLeft(request),
      });
    });
  }

  app.post(
    SEARCH_PATHS[4],
    {
      schema: schema('文字近似查询：按审查指南规则检索近似商标，从相同到弱近似排序，附近似理由'),
      ...member,
    },
    async (request) => {
      const query = request.body;
      checkQuery(query);
      if ((query.NCL?.length ?? 0) > MAX_SEARCH_CLASSES)
        throw badRequest(searchMessages.tooManyClasses);
      const page = await similarSearch(app.db, query, null);
      const list = await fetchMatchedRows(app.db, page);
      return ok({
        list,
        total: page.total,
        filter: page.filter,
        quota: await searchQuotaLeft(request),
      });
    },
  );

  app.post(
    SEARCH_PATHS[6],
    {
      schema: schema('商品/服务近似查询：所选商品的类似群（含交叉类似群）内的近似商标'),
      ...member,
    },
    async (request) => {
      const query = request.body;
      checkQuery(query);
      const chosen = query.TM_GOODS ?? [];
      if (chosen.length === 0 && !query.NCL?.length) throw badRequest(searchMessages.noGoodsClass);
      const groups = chosen.length ? await similarGroupsOf(app.db, chosen) : null;
      // goods codes that name no group
      if (groups?.length === 0) throw badRequest(searchMessages.noGoodsClass);
      const classes = query.NCL ?? [];
      if (classes.length > MAX_SEARCH_CLASSES) throw badRequest(searchMessages.tooManyClasses);
      // with goods chosen, their groups set the scope (a cross-group note can reach another
      // class); with classes only, the classes do
      const scoped = groups ? { ...query, NCL: undefined } : query;
      const page = await similarSearch(app.db, scoped, groups);
      const list = await fetchMatchedRows(app.db, page);
      return ok({
        list,
        total: page.total,
        filter: page.filter,
        quota: await searchQuotaLeft(request),
      });
    },
  );

  app.post(
    APPLICANT_SUGGEST_PATH,
    {
      schema: {
        tags,
        summary: '申请人联想：名称包含输入文字的申请人（最多10个）',
        security: bearerSecurity,
        body: suggestQuerySchema,
        response: responses(suggestResultSchema),
      },
      ...member,
    },
    async (request) => {
      const text = request.body.keyword;
      if (!text) return ok({ proxy: [] });
      const params = new SqlParams();
      const sql = holderSuggestions(text, SUGGEST_LIMIT, params);
      const { rows } = await app.db.query<{ name_cn: string }>(sql, params.values);
      return ok({ proxy: rows.map((row) => row.name_cn) });
    },
  );
};
