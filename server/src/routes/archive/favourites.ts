import {
  RECORD_PATHS,
  archiveMessages as m,
  favouriteBatchResultSchema,
  favouriteBatchSchema,
  favouriteIdsQuerySchema,
  favouriteInputSchema,
  favouriteListQuerySchema,
  favouritePageSchema,
  favouriteSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import {
  collectFavourite,
  collectFavourites,
  listFavourites,
  ownFavourite,
  removeFavourites,
} from '../../archives/favourites';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { requireEnterpriseVip } from '../../plugins/app/require-enterprise-vip';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

const tags = ['archive'];

/** collectRecord's data: the favourite, or 该商标已被收藏 when it was kept already. */
const collectResultSchema = z.union([favouriteSchema, z.literal(m.alreadyCollected)]);
const removeResultSchema = z.object({ removed: z.number().int() });

/**
 * Spec 2 §7 'Favourites': marks of the register an account keeps (sub-accounts share the
 * main account's), listed with the register's current values. Enterprise or agency VIP.
 */
export const favouriteRoutes: ZodPlugin = async (app) => {
  const onRequest = requireEnterpriseVip(app);
  const accountOf = (member: { id: number; mainMemberId: number | null }) =>
    member.mainMemberId ?? member.id;

  app.post(
    RECORD_PATHS.queryCollectRecord,
    {
      schema: {
        tags,
        summary: '收藏列表（注册号前缀、商标名称、类别、状态、申请人或代理机构包含）',
        security: bearerSecurity,
        body: favouriteListQuerySchema,
        response: responses(favouritePageSchema),
      },
      onRequest,
    },
    async (request) =>
      ok(await listFavourites(app.db, accountOf(currentMember(request)), request.body)),
  );

  app.post(
    RECORD_PATHS.collectRecord,
    {
      schema: {
        tags,
        summary: '收藏商标（code + categary；已收藏：code 200，data 与 message 为 该商标已被收藏）',
        security: bearerSecurity,
        body: favouriteInputSchema,
        response: responses(collectResultSchema),
      },
      onRequest,
    },
    async (request) => {
      const account = accountOf(currentMember(request));
      const id = await collectFavourite(app.db, account, request.body, app.now());
      if (id === null) return ok(m.alreadyCollected, m.alreadyCollected);
      return ok(await ownFavourite(app.db, account, id), m.collected);
    },
  );

  app.post(
    RECORD_PATHS.collectRecordBatch,
    {
      schema: {
        tags,
        summary: '批量收藏（JSON 数组，一次最多100件；已收藏的不重复添加）',
        security: bearerSecurity,
        body: favouriteBatchSchema,
        response: responses(favouriteBatchResultSchema),
      },
      onRequest,
    },
    async (request) => {
      const account = accountOf(currentMember(request));
      return ok(await collectFavourites(app.db, account, request.body, app.now()), m.collected);
    },
  );

  app.post(
    RECORD_PATHS.removeCollectRecordBatch,
    {
      schema: {
        tags,
        summary: '删除收藏（?ids=1,2,3；只删除本账户的收藏，data.removed 为删除数）',
        security: bearerSecurity,
        querystring: favouriteIdsQuerySchema,
        response: responses(removeResultSchema),
      },
      onRequest,
    },
    async (request) => {
      const account = accountOf(currentMember(request));
      const removed = await removeFavourites(app.db, account, request.query.ids);
      return ok({ removed }, m.uncollected);
    },
  );
};
