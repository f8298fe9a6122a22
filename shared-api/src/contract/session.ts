import { z } from 'zod';
import { authMessages } from './auth';

/** Member-centre calls of spec 1 §7 and spec 3 §7 (under /shebiao like every call). */
export const MEMBER_VIEW_BASE = '/shebiao/cloud-portal/memberView';
export const USER_REMIND_BASE = '/shebiao/cloud-portal/v2/userRemind';

/**
 * A response header `Authorization: renew` tells the client its access token is close to
 * expiry; the base query then refreshes (spec 1 §4). CORS exposes the header.
 */
export const RENEW_HEADER = 'authorization';
export const RENEW_HEADER_VALUE = 'renew';

/** GET …/memberLogin/refresh?refreshToken=… */
export const refreshQuerySchema = z.object({
  refreshToken: z
    .string()
    .trim()
    .min(1, authMessages.refreshRefused)
    .max(256, authMessages.refreshRefused),
});
export type RefreshQuery = z.infer<typeof refreshQuerySchema>;

/** POST …/memberLogin/validateName/{value}, body {keyword}: the path value is checked. */
export const validateNameParamsSchema = z.object({
  value: z.string().trim().max(64, '手机号/用户名过长'),
});
export const validateNameBodySchema = z
  .object({ keyword: z.string().trim().max(64, '手机号/用户名过长').optional() })
  .nullish();

/**
 * validateName answers HTTP 200 either way: code 200 '可以使用' when free, code 500
 * (ApiCode.nameTaken) '手机号已注册' when a member has that name or mobile (spec 3 §7).
 */
export const validateNameResultSchema = z.object({ registered: z.boolean() });
export type ValidateNameData = z.infer<typeof validateNameResultSchema>;
export const VALIDATE_NAME_AVAILABLE = '可以使用';
