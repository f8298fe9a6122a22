/** Member levels of spec 1 §3 and spec 3 §3. Levels 1 and 5 have no VIP rights. */
export const MEMBER_LEVELS = [
  { id: 1, description: '注册会员' },
  { id: 2, description: '个人VIP' },
  { id: 3, description: '企业VIP' },
  { id: 4, description: '代理VIP' },
  { id: 5, description: '未知' },
  { id: 6, description: '内部账户' },
] as const;

export type MemberLevelId = (typeof MEMBER_LEVELS)[number]['id'];

/** Levels that carry a badge in the header (spec 1 §2). */
export const BADGE_LEVELS: readonly number[] = [2, 3, 4, 6];

/** The level a new registration gets for its 7-day trial (spec 1 §1). */
export const TRIAL_LEVEL_ID = 3;
export const TRIAL_DAYS = 7;
