import {
  AUTH_BASE,
  ApiCode,
  VALIDATE_NAME_AVAILABLE,
  authMessages,
  phoneParamSchema,
  registerBodySchema,
  smsLoginBodySchema,
  tokenPairSchema,
  validateNameBodySchema,
  validateNameParamsSchema,
  validateNameResultSchema,
} from 'shared-api/contract';
import { z } from 'zod';
import { clearLoginFailures, lockAccountKey } from '../../auth/login-lock';
import { badRequest, conflict } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { responses } from '../schemas';
import type { LoginLimit } from './login-limit';
import { assertActive, phoneNotRegistered } from './refusals';
import { tokenPairFor } from './token-pair';

const tags = ['account'];

/** SMS-code calls of spec 1 §7: send a code, log in with it, register with it, name check. */
export const memberLoginRoutes: ZodPlugin<{ loginLimit: LoginLimit }> = async (
  app,
  { loginLimit },
) => {
  app.get(
    `${AUTH_BASE}/sendCode/:phone`,
    {
      schema: {
        tags,
        summary: '发送短信验证码',
        params: phoneParamSchema,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await app.sms.sendCode(request.params.phone, request.ip);
      return ok(null, authMessages.smsSent);
    },
  );

  app.post(
    `${AUTH_BASE}/smsLogin`,
    {
      schema: {
        tags,
        summary: '手机号 + 验证码登录',
        body: smsLoginBodySchema,
        response: responses(tokenPairSchema),
      },
      preHandler: loginLimit,
    },
    async (request) => {
      const { mobile, smscode } = request.body;
      const member = await app.members.findByMobile(mobile);
      if (!member) throw phoneNotRegistered();
      await app.sms.checkCode(mobile, smscode);
      assertActive(member);
      // The way out of a password lock: whoever holds the phone may use the password again.
      await clearLoginFailures(app.db, lockAccountKey(member.id, mobile));
      return ok(await tokenPairFor(app, member));
    },
  );

  app.post(
    `${AUTH_BASE}/mobileRegisterVip`,
    {
      schema: {
        tags,
        summary: '手机号注册（赠送7天企业VIP）',
        body: registerBodySchema,
        response: responses(tokenPairSchema),
      },
    },
    async (request) => {
      const { mobile, code } = request.body;
      if (await app.members.findByMobile(mobile)) throw conflict(authMessages.phoneRegistered);
      await app.sms.checkCode(mobile, code);
      const member = await app.members.registerWithTrial(mobile);
      return ok(await tokenPairFor(app, member));
    },
  );

  app.post(
    `${AUTH_BASE}/validateName/:value`,
    {
      schema: {
        tags,
        summary: '手机号/用户名是否已被使用（code 500 表示已注册）',
        params: validateNameParamsSchema,
        body: validateNameBodySchema,
        response: responses(validateNameResultSchema),
      },
    },
    async (request) => {
      const value = request.params.value || request.body?.keyword || '';
      if (!value) throw badRequest('请输入手机号或用户名');
      if (await app.members.isTaken(value)) {
        return {
          code: ApiCode.nameTaken,
          message: authMessages.phoneRegistered,
          data: { registered: true },
        };
      }
      return ok({ registered: false }, VALIDATE_NAME_AVAILABLE);
    },
  );
};
