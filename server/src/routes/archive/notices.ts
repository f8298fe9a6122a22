import type { FastifyRequest } from 'fastify';
import {
  NOTICE_PATHS,
  noticeCodeQuerySchema,
  noticeCreateQuoteSchema,
  noticeEditQuoteSchema,
  noticeMarkIdParamsSchema,
  noticeMarkListQuerySchema,
  noticeMarkPageSchema,
  noticeMarkSchema,
  noticeMessages as m,
  noticeValidationSchema,
} from 'shared-api/contract';
import {
  NOTICE_EDIT_RULE,
  createNoticeMark,
  knownNumber,
  latestNotices,
  listNoticeMarks,
  noticeCreateQuote,
  ownNoticeMark,
  registerNumber,
  renewNoticeMark,
  toNoticeMarkView,
  updateNoticeMark,
} from '../../archives/notices';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { editQuote, shanghaiDate } from '../../monitoring/watches';
import { requireEnterpriseVip } from '../../plugins/app/require-enterprise-vip';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

const tags = ['archive'];

/**
 * Spec 2 §7 'Announcement customisation': the notice marks, their free slots and price,
 * validation, create (code 6000 beyond the free slots), edits and renewal. Enterprise or
 * agency VIP only (4002); the rules live in src/archives/notices/.
 */
export const noticeMarkRoutes: ZodPlugin = async (app) => {
  const onRequest = requireEnterpriseVip(app);

  /** The caller, the account whose notice marks it acts on, and today in Shanghai. */
  const caller = (request: FastifyRequest) => {
    const member = currentMember(request);
    return { member, account: member.mainMemberId ?? member.id, today: shanghaiDate(app.now()) };
  };

  /** A notice mark as the pages show it, read again after a change. */
  async function view(account: number, id: number, today: string) {
    const mark = await ownNoticeMark(app.db, account, id);
    return toNoticeMarkView(mark, today, (await latestNotices(app.db, [mark])).get(id));
  }

  app.post(
    NOTICE_PATHS.query,
    {
      schema: {
        tags,
        summary: '公告定制商标列表（申请人、商标名称包含；状态 1 定制中 2 已过期）',
        security: bearerSecurity,
        body: noticeMarkListQuerySchema,
        response: responses(noticeMarkPageSchema),
      },
      onRequest,
    },
    async (request) => {
      const { account, today } = caller(request);
      return ok(await listNoticeMarks(app.db, account, request.body, today));
    },
  );

  app.post(
    NOTICE_PATHS.createQuery,
    {
      schema: {
        tags,
        summary: '公告定制：免费名额、剩余免费名额、超出后每年价格（分）、修改次数规则',
        security: bearerSecurity,
        response: responses(noticeCreateQuoteSchema),
      },
      onRequest,
    },
    async (request) => {
      const { member, account, today } = caller(request);
      const level = await app.members.currentLevel(member.id);
      return ok(await noticeCreateQuote(app.db, account, level.id, today));
    },
  );

  app.get(
    NOTICE_PATHS.validation,
    {
      schema: {
        tags,
        summary: '校验商标注册号（注册簿中有此号：200 与商标；否则 校验失败，请重新输入）',
        security: bearerSecurity,
        querystring: noticeCodeQuerySchema,
        response: responses(noticeValidationSchema),
      },
      onRequest,
    },
    async (request) => ok(await knownNumber(app.db, registerNumber(request.query.code)), m.valid),
  );

  app.post(
    NOTICE_PATHS.create,
    {
      schema: {
        tags,
        summary: '添加公告定制（?code=；超出免费名额：code 6000 付款后重试）',
        security: bearerSecurity,
        querystring: noticeCodeQuerySchema,
        response: responses(noticeMarkSchema),
      },
      onRequest,
    },
    async (request) => {
      const { member, account, today } = caller(request);
      const level = await app.members.currentLevel(member.id);
      const regNo = registerNumber(request.query.code);
      const id = await createNoticeMark(app, member, level, regNo);
      return ok(await view(account, id, today), m.added);
    },
  );

  app.post(
    NOTICE_PATHS.updateQuery(':id'),
    {
      schema: {
        tags,
        summary: '公告定制商标剩余修改次数与间隔天数',
        security: bearerSecurity,
        params: noticeMarkIdParamsSchema,
        response: responses(noticeEditQuoteSchema),
      },
      onRequest,
    },
    async (request) => {
      const { account, today } = caller(request);
      const mark = await ownNoticeMark(app.db, account, request.params.id);
      return ok(editQuote(mark, today, NOTICE_EDIT_RULE));
    },
  );

  app.put(
    NOTICE_PATHS.update(':id'),
    {
      schema: {
        tags,
        summary: '修改公告定制的注册号（?code=；添加当日3次，之后每90天1次）',
        security: bearerSecurity,
        params: noticeMarkIdParamsSchema,
        querystring: noticeCodeQuerySchema,
        response: responses(noticeMarkSchema),
      },
      onRequest,
    },
    async (request) => {
      const { account, today } = caller(request);
      const { id } = request.params;
      const regNo = registerNumber(request.query.code);
      await updateNoticeMark(app.db, account, id, regNo, today, app.now());
      return ok(await view(account, id, today), m.updated);
    },
  );

  app.get(
    NOTICE_PATHS.renew(':id'),
    {
      schema: {
        tags,
        summary: '公告定制续费一年（code 6000 付款后重试）',
        security: bearerSecurity,
        params: noticeMarkIdParamsSchema,
        response: responses(noticeMarkSchema),
      },
      onRequest,
    },
    async (request) => {
      const { member, account, today } = caller(request);
      await renewNoticeMark(app, member, request.params.id);
      return ok(await view(account, request.params.id, today));
    },
  );
};
