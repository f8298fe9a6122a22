import type { FastifyRequest } from 'fastify';
import {
  RECORD_PATHS,
  archiveMessages as m,
  matchAgentQuerySchema,
  matchAgentResultSchema,
  subjectCreateQuoteSchema,
  subjectIdParamsSchema,
  subjectInputSchema,
  subjectListQuerySchema,
  subjectPageSchema,
  subjectQuotaSchema,
  subjectSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { ownSubject } from '../../archives/subject-store';
import {
  createQuote,
  createSubject,
  listSubjects,
  matchNames,
  removeSubject,
  renameSubject,
  setDefaultSubject,
  subjectQuota,
  subjectView,
} from '../../archives/subjects';
import { ok } from '../../http/envelope';
import { acceptFormBodies } from '../../http/form-body';
import type { ZodPlugin } from '../../http/zod';
import { shanghaiDate } from '../../monitoring/watches';
import { requireEnterpriseVip } from '../../plugins/app/require-enterprise-vip';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';

const tags = ['archive'];
/**
 * Spec 2 §7 'Subjects and archives', the subjects: list, quotas, create, rename, default,
 * remove and the name suggestions. Enterprise or agency VIP only (else code 4002); a
 * sub-account acts on its main account's subjects. The rules are in src/archives/subjects/.
 */
export const subjectRoutes: ZodPlugin = async (app) => {
  // create and update may come as forms (spec 2 §7); only this plugin parses them
  acceptFormBodies(app);
  const onRequest = requireEnterpriseVip(app);

  /** The caller, the account whose subjects it acts on, and today in Shanghai. */
  const caller = (request: FastifyRequest) => {
    const member = currentMember(request);
    return { member, account: member.mainMemberId ?? member.id, today: shanghaiDate(app.now()) };
  };
  const levelOf = async (request: FastifyRequest) =>
    (await app.members.currentLevel(currentMember(request).id)).id;
  const view = async (account: number, id: number) =>
    subjectView(app.db, await ownSubject(app.db, account, id));

  app.post(
    RECORD_PATHS.query,
    {
      schema: {
        tags,
        summary: '主体列表（monitorValue 按名称筛选；默认主体在前，含商标数与更新日期）',
        security: bearerSecurity,
        body: subjectListQuerySchema,
        response: responses(subjectPageSchema),
      },
      onRequest,
    },
    async (request) => ok(await listSubjects(app.db, caller(request).account, request.body)),
  );

  app.get(
    RECORD_PATHS.createQuery,
    {
      schema: {
        tags,
        summary: '添加主体前：每类免费主体数、剩余数（申请人、代理机构分开计）与可改名次数',
        security: bearerSecurity,
        response: responses(subjectCreateQuoteSchema),
      },
      onRequest,
    },
    async (request) =>
      ok(await createQuote(app.db, caller(request).account, await levelOf(request))),
  );

  app.get(
    RECORD_PATHS.quota,
    {
      schema: {
        tags,
        summary: '主体配额：当前等级每类免费主体数（企业VIP 9，代理VIP 15）',
        security: bearerSecurity,
        response: responses(subjectQuotaSchema),
      },
      onRequest,
    },
    async (request) => ok(subjectQuota(await levelOf(request))),
  );

  app.post(
    RECORD_PATHS.create,
    {
      schema: {
        tags,
        summary: '添加主体（monitorType 3 商标申请人、4 代理机构；首个主体为默认主体）',
        security: bearerSecurity,
        body: subjectInputSchema,
        response: responses(subjectSchema),
      },
      onRequest,
    },
    async (request) => {
      const { account, today } = caller(request);
      const id = await createSubject(app.db, account, await levelOf(request), request.body, today);
      return ok(await view(account, id), m.added);
    },
  );

  app.put(
    RECORD_PATHS.update(':id'),
    {
      schema: {
        tags,
        summary: '修改主体名称或类型（自添加之日起最多修改 3 次）',
        security: bearerSecurity,
        params: subjectIdParamsSchema,
        body: subjectInputSchema,
        response: responses(subjectSchema),
      },
      onRequest,
    },
    async (request) => {
      const { account } = caller(request);
      const { id } = request.params;
      await renameSubject(app.db, account, id, await levelOf(request), request.body);
      return ok(await view(account, id), m.updated);
    },
  );

  app.put(
    RECORD_PATHS.setDefault(':id'),
    {
      schema: {
        tags,
        summary: '设为默认主体（其他主体取消默认）',
        security: bearerSecurity,
        params: subjectIdParamsSchema,
        response: responses(subjectSchema),
      },
      onRequest,
    },
    async (request) => {
      const { account } = caller(request);
      await setDefaultSubject(app.db, account, request.params.id);
      return ok(await view(account, request.params.id));
    },
  );

  app.get(
    RECORD_PATHS.remove(':id'),
    {
      schema: {
        tags,
        summary: '删除主体（自添加之日起90天内不可删除；删除默认主体后最早添加的成为默认）',
        security: bearerSecurity,
        params: subjectIdParamsSchema,
        response: responses(z.null()),
      },
      onRequest,
    },
    async (request) => {
      const { account, today } = caller(request);
      await removeSubject(app.db, account, request.params.id, today);
      return ok(null, m.removed);
    },
  );

  app.post(
    RECORD_PATHS.matchAgent,
    {
      schema: {
        tags,
        summary: '主体名称联想：名称包含关键词的申请人（type 3）或代理机构（4），商标多者在前',
        security: bearerSecurity,
        body: matchAgentQuerySchema,
        response: responses(matchAgentResultSchema),
      },
      onRequest,
    },
    async (request) => {
      const { keyword, type, count } = request.body;
      return ok(await matchNames(app.db, keyword, type, count));
    },
  );
};
