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

export const currentDetailsSchema = z.object({
  memberDto: memberDtoSchema,
  memberLevelInfo: memberLevelInfoSchema,
});
export type CurrentDetails = z.infer<typeof currentDetailsSchema>;

/** One unread reminder; the header counts the list (spec 1 §7). */
export const unreadItemSchema = z.object({ id: z.number().int(), title: z.string() });
export type UnreadItem = z.infer<typeof unreadItemSchema>;
