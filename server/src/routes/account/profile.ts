import {
  PROFILE_PATHS,
  accountMessages,
  updatePasswordBodySchema,
  updatePersonalBodySchema,
  validationPasswordBodySchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { ok } from '../../http/envelope';
import { acceptFormBodies } from '../../http/form-body';
import type { ZodPlugin } from '../../http/zod';
import { currentMember } from '../../plugins/app/require-member';
import { bearerSecurity, responses } from '../schemas';
import { assertCurrentPassword, type PasswordTryLimit } from './password-check';

const tags = ['account'];
/**
 * Personal-centre edits of the caller's own row (spec 3 §2.2, §7): company name and address,
 * the password check, the password change. A sub-account edits its own profile too.
 */
export const profileRoutes: ZodPlugin<{ passwordTryLimit: PasswordTryLimit }> = async (
  app,
  { passwordTryLimit },
) => {
  // Spec 3 §7 sends validationPassword as a form; JSON works as well. Only this plugin's
  // routes accept forms (the parser is encapsulated here).
  acceptFormBodies(app);

  app.patch(
    PROFILE_PATHS.updatePersonal,
    {
      schema: {
        tags,
        summary: '修改公司名称与地址',
        security: bearerSecurity,
        body: updatePersonalBodySchema,
        response: responses(z.null()),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      await app.members.updatePersonal(currentMember(request).id, request.body);
      return ok(null, accountMessages.updated);
    },
  );

  app.post(
    PROFILE_PATHS.validationPassword,
    {
      schema: {
        tags,
        summary: '校验当前登录密码（表单或 JSON：password）',
        security: bearerSecurity,
        body: validationPasswordBodySchema,
        response: responses(z.null()),
      },
      onRequest: app.requireMember,
      preHandler: passwordTryLimit,
    },
    async (request) => {
      await assertCurrentPassword(app, currentMember(request).id, request.body.password);
      return ok(null);
    },
  );

  app.patch(
    PROFILE_PATHS.updatePassword,
    {
      schema: {
        tags,
        summary: '修改登录密码（当前密码 + 新密码两次）',
        security: bearerSecurity,
        body: updatePasswordBodySchema,
        response: responses(z.null()),
      },
      onRequest: app.requireMember,
      preHandler: passwordTryLimit,
    },
    async (request) => {
      const { id, family } = currentMember(request);
      await assertCurrentPassword(app, id, request.body.password);
      await app.members.setPassword(id, await hashPassword(request.body.newPassword));
      // whoever else holds a session may be why the password changes: only this one stays
      await app.tokens.revokeOthers(id, family);
      return ok(null, accountMessages.updated);
    },
  );
};
