import { z } from 'zod';

export const memberLevelInfoSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** the 7-day registration trial rather than a bought level */
  trial: z.boolean(),
});
export type MemberLevelInfo = z.infer<typeof memberLevelInfoSchema>;

export const memberDtoSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  companyName: z.string().nullable(),
  address: z.string().nullable(),
  createdTime: z.string(),
});
export type MemberDto = z.infer<typeof memberDtoSchema>;

/** The account's searches today (spec 3 §9): limit and remaining are null when uncapped. */
export const searchQuotaTodaySchema = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
});
export type SearchQuotaToday = z.infer<typeof searchQuotaTodaySchema>;

export const currentDetailsSchema = z.object({
  memberDto: memberDtoSchema,
  memberLevelInfo: memberLevelInfoSchema,
  searchQuota: searchQuotaTodaySchema.optional(),
});
export type CurrentDetails = z.infer<typeof currentDetailsSchema>;

/** One unread reminder; the header counts the list (spec 1 §7). */
export const unreadItemSchema = z.object({ id: z.number().int(), title: z.string() });
export type UnreadItem = z.infer<typeof unreadItemSchema>;
