import { MEMBER_LEVELS } from 'shared-api';

/** The home page's membership ad cards (spec 1 §1, §2); id 0 is the registration offer. */
export const MEMBERSHIP_OFFERS = [
  {
    levelId: 2,
    name: '个人VIP',
    price: '399元/年起',
    perks: ['每日查询2000次', '图形近似查询', '商标监测'],
  },
  {
    levelId: 3,
    name: '企业VIP',
    price: '2999元/年',
    perks: ['每日查询15000次', '9个主体档案', '30个子账户'],
  },
  {
    levelId: 4,
    name: '代理VIP',
    price: '4999元/年',
    perks: ['每日查询30000次', '15个主体档案', '每日免费导出500条'],
  },
] as const;

export const REGISTRATION_OFFER = {
  levelId: 0,
  name: '免费注册',
  price: '送7天VIP',
  perks: ['注册即享7天企业VIP体验'],
};

export type OfferDecision =
  { kind: 'register' } | { kind: 'message'; text: string } | { kind: 'confirm'; url: string };

/**
 * What clicking a card does (spec 1 §4 'Membership purchase from the ad cards'): the
 * registration card sends a visitor to register; a member who already holds the level or a
 * higher one is told so; otherwise the order confirmation opens.
 */
export function decideOffer(
  levelId: number,
  memberLevelId: number | null,
  /** a trial lends a level without selling it: the member may still buy it */
  trial = false,
): OfferDecision {
  if (levelId === 0) {
    return memberLevelId === null
      ? { kind: 'register' }
      : { kind: 'message', text: '您已经是注册会员！' };
  }
  if (!trial && memberLevelId !== null && levelId <= rankOf(memberLevelId)) {
    const description =
      MEMBER_LEVELS.find((level) => level.id === memberLevelId)?.description ?? '';
    return { kind: 'message', text: `您目前已经是${description}了!` };
  }
  return { kind: 'confirm', url: `/confirm?routes=vip&type=${levelId}&num=1` };
}

// Level 6 (internal) ranks with agency VIP; levels 1 and 5 hold no VIP rights.
function rankOf(memberLevelId: number): number {
  if (memberLevelId === 6) return 4;
  if (memberLevelId === 5) return 1;
  return memberLevelId;
}
