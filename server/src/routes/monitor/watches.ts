import type { FastifyRequest } from 'fastify';
import {
  MONITOR_PATHS,
  WATCH_TYPES,
  monitorMessages as m,
  watchCreateQuerySchema,
  watchCreateQuoteSchema,
  watchEditQuoteSchema,
  watchIdParamsSchema,
  watchInputSchema,
  watchListQuerySchema,
  watchPageSchema,
  watchSchema,
  watchUpdateSchema,
  type WatchInput,
  type WatchType,
} from 'shared-api/contract';
import { badRequest } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { acceptFormBodies } from '../../http/form-body';
import type { ZodPlugin } from '../../http/zod';
import {
  createQuote,
  createWatch,
  editQuote,
  listWatches,
  ownWatch,
  renewWatch,
  shanghaiDate,
  toWatchView,
  updateWatch,
} from '../../monitoring/watches';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

const tags = ['monitor'];
/** Spec 2 §7 'Monitored marks': list, slots, create, renew, edits. Members only. */
export const watchRoutes: ZodPlugin = async (app) => {
  // createQueryText and the creates may come as forms (spec 2 §7); only this plugin parses them
  acceptFormBodies(app);
  const onRequest = app.requireMember;

  /** The caller, the account whose watches it acts on, and today in Shanghai. */
  const caller = (request: FastifyRequest) => {
    const member = currentMember(request);
    const today = shanghaiDate(app.now());
    return { member, account: member.mainMemberId ?? member.id, today };
  };

  /** A watch as the pages show it, read again after a change. */
  async function view(account: number, id: number, today: string) {
    return toWatchView(await ownWatch(app.db, account, id), today, undefined);
  }

  app.post(
    MONITOR_PATHS.query,
    {
      schema: {
        tags,
        summary: '监测商标列表（备注申请人、备注关键词、状态 1 监测中 2 已过期）',
        security: bearerSecurity,
        body: watchListQuerySchema,
        response: responses(watchPageSchema),
      },
      onRequest,
    },
    async (request) => {
      const { account, today } = caller(request);
      return ok(await listWatches(app.db, account, request.body, today));
    },
  );

  const quoteRoute = (path: string, type: WatchType, summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          security: bearerSecurity,
          querystring: watchCreateQuerySchema,
          response: responses(watchCreateQuoteSchema),
        },
        onRequest,
      },
      async (request) => {
        const { member, account, today } = caller(request);
        const level = await app.members.currentLevel(member.id);
        return ok(await createQuote(app.db, account, level.id, type, today));
      },
    );
  quoteRoute(
    MONITOR_PATHS.createQueryText,
    WATCH_TYPES.text,
    '文字监测：免费名额、剩余免费名额、超出后每年价格（分）',
  );
  quoteRoute(
    MONITOR_PATHS.createQueryImg,
    WATCH_TYPES.image,
    '图形监测：免费名额、剩余免费名额、超出后每年价格（分）',
  );

  const createRoute = (path: string, type: WatchType, summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          security: bearerSecurity,
          body: watchInputSchema,
          response: responses(watchSchema),
        },
        onRequest,
      },
      async (request) => {
        const input: WatchInput = request.body;
        if (input.monitorType !== type) throw badRequest(m.badType);
        const { member, account, today } = caller(request);
        const level = await app.members.currentLevel(member.id);
        const id = await createWatch(app, member, level, input);
        await app.onWatchesChanged([id]);
        return ok(await view(account, id, today), m.added);
      },
    );
  createRoute(
    MONITOR_PATHS.createText,
    WATCH_TYPES.text,
    '添加文字监测（超出免费名额：code 6000 付款后重试）',
  );
  createRoute(
    MONITOR_PATHS.createImg,
    WATCH_TYPES.image,
    '添加图形监测（monitorValue 为上传图片地址；超出免费名额：code 6000）',
  );

  app.get(
    MONITOR_PATHS.renew(':id'),
    {
      schema: {
        tags,
        summary: '监测商标续费一年（code 6000 付款后重试）',
        security: bearerSecurity,
        params: watchIdParamsSchema,
        response: responses(watchSchema),
      },
      onRequest,
    },
    async (request) => {
      const { member, account, today } = caller(request);
      await renewWatch(app, member, request.params.id);
      // an expired watch in force again is run on the issues it missed
      await app.onWatchesChanged([request.params.id]);
      return ok(await view(account, request.params.id, today));
    },
  );

  app.post(
    MONITOR_PATHS.updateQuery(':id'),
    {
      schema: {
        tags,
        summary: '监测商标剩余修改次数与间隔天数',
        security: bearerSecurity,
        params: watchIdParamsSchema,
        response: responses(watchEditQuoteSchema),
      },
      onRequest,
    },
    async (request) => {
      const { account, today } = caller(request);
      return ok(editQuote(await ownWatch(app.db, account, request.params.id), today));
    },
  );

  app.put(
    MONITOR_PATHS.update(':id'),
    {
      schema: {
        tags,
        summary: '修改监测商标（名称或图形、类别算一次修改；备注随时可改）',
        security: bearerSecurity,
        params: watchIdParamsSchema,
        body: watchUpdateSchema,
        response: responses(watchSchema),
      },
      onRequest,
    },
    async (request) => {
      const { account, today } = caller(request);
      const { id } = request.params;
      const changed = await updateWatch(app.db, account, id, request.body, today, app.now());
      if (changed) await app.onWatchesChanged([id]);
      return ok(await view(account, id, today), m.updated);
    },
  );
};
