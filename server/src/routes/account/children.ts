import {
  CHILDREN_BASE,
  accountMessages,
  childAddRequestSchema,
  childIdParamSchema,
  childPageSchema,
  childPasswordBodySchema,
  childQueryBodySchema,
  childRenameQuerySchema,
  childSchema,
  childStatusQuerySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';
import { requireChildManager } from './child-permission';

const tags = ['account'];

/**
 * Sub-account management (spec 3 §2.7, §7 'Sub-accounts'). The hook lets only a main account
 * with the right level in, so the caller's id is the account whose sub-accounts these are.
 * A change that locks a sub-account out (password, disable, remove) ends its sessions.
 */
export const childrenRoutes: ZodPlugin = async (app) => {
  const onRequest = requireChildManager(app);
  const common = { tags, security: bearerSecurity };

  app.post(
    `${CHILDREN_BASE}/query`,
    {
      schema: {
        ...common,
        summary: '子账户列表',
        body: childQueryBodySchema,
        response: responses(childPageSchema),
      },
      onRequest,
    },
    async (request) => {
      const { pageNum, pageSize } = request.body;
      return ok(await app.children.page(currentMember(request).id, pageNum, pageSize));
    },
  );

  app.post(
    `${CHILDREN_BASE}/add`,
    {
      schema: {
        ...common,
        summary: '添加子账户（至多30个）',
        body: childAddRequestSchema,
        response: responses(childSchema),
      },
      onRequest,
    },
    async (request) => {
      const { name, password } = request.body;
      // Hashing happens before the add's transaction so the account's lock is held briefly.
      const passwordHash = await hashPassword(password);
      const child = await app.children.add(currentMember(request).id, name, passwordHash);
      return ok(child, accountMessages.childAdded);
    },
  );

  app.patch(
    `${CHILDREN_BASE}/updateName/:id`,
    {
      schema: {
        ...common,
        summary: '修改子账户用户名（query userName）',
        params: childIdParamSchema,
        querystring: childRenameQuerySchema,
        response: responses(z.null()),
      },
      onRequest,
    },
    async (request) => {
      const { id } = request.params;
      await app.children.rename(currentMember(request).id, id, request.query.userName);
      return ok(null, accountMessages.updated);
    },
  );

  app.post(
    `${CHILDREN_BASE}/updatePassword`,
    {
      schema: {
        ...common,
        summary: '重置子账户密码',
        body: childPasswordBodySchema,
        response: responses(z.null()),
      },
      onRequest,
    },
    async (request) => {
      const { id, password } = request.body;
      await app.children.setPassword(currentMember(request).id, id, await hashPassword(password));
      await app.tokens.revokeAll(id);
      return ok(null, accountMessages.updated);
    },
  );

  app.patch(
    `${CHILDREN_BASE}/updateStatus/:id`,
    {
      schema: {
        ...common,
        summary: '启用（1）或停用（0）子账户',
        params: childIdParamSchema,
        querystring: childStatusQuerySchema,
        response: responses(z.null()),
      },
      onRequest,
    },
    async (request) => {
      const { id } = request.params;
      const status = request.query.status === '1' ? 1 : 0;
      await app.children.setStatus(currentMember(request).id, id, status);
      // Enabling it again must not bring back the sessions it had before.
      if (status === 0) await app.tokens.revokeAll(id);
      return ok(null, accountMessages.updated);
    },
  );

  app.patch(
    `${CHILDREN_BASE}/remove/:id`,
    {
      schema: {
        ...common,
        summary: '删除子账户',
        params: childIdParamSchema,
        response: responses(z.null()),
      },
      onRequest,
    },
    async (request) => {
      const { id } = request.params;
      await app.children.remove(currentMember(request).id, id);
      await app.tokens.revokeAll(id);
      return ok(null, accountMessages.childRemoved);
    },
  );
};
