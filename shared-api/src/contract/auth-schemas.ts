import { z } from 'zod';
import { authMessages } from './auth';
import { patternMessages, patterns } from './patterns';

const phone = z.string().trim().regex(patterns.phone, patternMessages.phone);
const smsCode = z
  .string()
  .trim()
  .min(1, '请输入验证码！')
  .regex(patterns.smsCode, patternMessages.smsCode);

export const phoneParamSchema = z.object({ phone });

export const smsLoginBodySchema = z.object({ mobile: phone, smscode: smsCode });
export type SmsLoginBody = z.infer<typeof smsLoginBodySchema>;

export const passwordLoginBodySchema = z.object({
  nameOrMobile: z.string().trim().min(1, '请输入手机号或用户名').max(32),
  password: z.string().min(1, '密码不能为空').max(64),
});
export type PasswordLoginBody = z.infer<typeof passwordLoginBodySchema>;

export const mobileLoginBodySchema = z.object({
  mobile: phone,
  password: z.string().min(1, '密码不能为空').max(64),
});
export type MobileLoginBody = z.infer<typeof mobileLoginBodySchema>;

export const registerBodySchema = z.object({ mobile: phone, code: smsCode });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgetPasswordBodySchema = z
  .object({
    mobile: phone,
    code: smsCode,
    password: z.string().regex(patterns.loginPassword, patternMessages.loginPassword),
    validationPassword: z.string(),
  })
  .refine((b) => b.password === b.validationPassword, {
    message: authMessages.passwordsDiffer,
    path: ['validationPassword'],
  });
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBodySchema>;

/** What every successful login, registration and refresh returns. */
export const tokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  userName: z.string(),
  memberLevelId: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;
