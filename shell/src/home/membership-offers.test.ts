import { decideOffer, MEMBERSHIP_OFFERS, REGISTRATION_OFFER } from './membership-offers';

describe('decideOffer (spec 1 §4, membership purchase from the ad cards)', () => {
  it('the registration card sends a visitor to register', () => {
    expect(decideOffer(REGISTRATION_OFFER.levelId, null)).toEqual({ kind: 'register' });
  });

  it.each([1, 2, 3, 4, 5, 6])(
    'the registration card tells a level-%i member they are one',
    (level) => {
      expect(decideOffer(0, level)).toEqual({ kind: 'message', text: '您已经是注册会员！' });
    },
  );

  it.each([
    [3, 3, '您目前已经是企业VIP了!'],
    [2, 2, '您目前已经是个人VIP了!'],
    [4, 4, '您目前已经是代理VIP了!'],
    [2, 3, '您目前已经是企业VIP了!'],
    [3, 4, '您目前已经是代理VIP了!'],
    // Internal accounts rank with agency VIP.
    [4, 6, '您目前已经是内部账户了!'],
    [2, 6, '您目前已经是内部账户了!'],
  ])('level %i card for a level-%i member → %s', (card, member, text) => {
    expect(decideOffer(card, member)).toEqual({ kind: 'message', text });
  });

  it.each([
    [4, 2],
    [3, 2],
    [4, 3],
    [2, 1],
    [2, 5], // level 5 holds no VIP rights
  ])('level %i card for a level-%i member opens the order confirmation', (card, member) => {
    expect(decideOffer(card, member)).toEqual({
      kind: 'confirm',
      url: `/confirm?routes=vip&type=${card}&num=1`,
    });
  });

  it('a level-4 card for a level-2 member confirms /confirm?routes=vip&type=4&num=1', () => {
    expect(decideOffer(4, 2)).toEqual({ kind: 'confirm', url: '/confirm?routes=vip&type=4&num=1' });
  });

  it('a VIP card for a visitor opens the order confirmation (the guard asks for login there)', () => {
    expect(decideOffer(3, null)).toEqual({
      kind: 'confirm',
      url: '/confirm?routes=vip&type=3&num=1',
    });
  });

  it('offers exactly the purchasable levels 2, 3 and 4 (spec 3 §6)', () => {
    expect(MEMBERSHIP_OFFERS.map((offer) => offer.levelId)).toEqual([2, 3, 4]);
  });
});
