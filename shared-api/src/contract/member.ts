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

/**
 * Levels with the enterprise features of spec 3 §6 and spec 2 §6 (sub-accounts, export,
 * subjects, archives …): enterprise, agency and internal; the 7-day trial is level 3.
 */
export const ENTERPRISE_FEATURE_LEVELS: readonly number[] = [3, 4, 6];
/** Code 4002's message for the other levels, word for word (spec 3 §6, spec 2 §6). */
export const NEEDS_ENTERPRISE_VIP = '请升级企业VIP或代理VIP获取权限！';
export const TRIAL_DAYS = 7;
