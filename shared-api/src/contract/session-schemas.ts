import { z } from 'zod';
import { authMessages } from './auth';

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
