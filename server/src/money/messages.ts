/** Refusals of the money domain (spec 3 §8 gives no wording for these). The screens show
 * them as the server's message (a toast), so they stay on the server. */
export const moneyMessages = {
  orderNotFound: '订单不存在',
  orderPaid: '订单已支付，请勿重复支付',
  orderClosed: '订单已关闭，请重新下单',
  insufficientBalance: '账户余额不足，请先充值',
  amountMismatch: '支付金额与订单金额不符',
  rechargeByBalance: '充值订单不能使用余额支付',
  noticeInvalid: '支付通知验签失败',
  timeInvalid: '时间格式不正确',
  paymentRequired: '该操作需要付费，请扫码支付',
  vipPriceChanged: '会员价格已变化，请重新下单',
} as const;

/** Reminder texts (spec 3 §3 'Reminder message': readable text plus links). */
export const moneyReminders = {
  paidTitle: '付款成功',
  paidText: (orderSn: string, name: string, yuan: string) =>
    `您的订单${orderSn}（${name}）已付款${yuan}元。`,
  rechargeText: (yuan: string) => `账户余额已增加${yuan}元。`,
  vipText: (description: string, end: string) => `您的${description}有效期至${end}。`,
  vipPriceChangedText: (yuan: string) =>
    `会员价格已变化，本订单未开通会员，${yuan}元已转入账户余额，请重新下单。`,
  creditedTitle: '付款已转入余额',
  creditedText: (orderSn: string, name: string, state: string, yuan: string) =>
    `您的订单${orderSn}（${name}）${state}，收到的付款${yuan}元已转入账户余额。`,
  expiryTitle: (description: string) => `您的${description}即将到期`,
  expiryText: (description: string, end: string) =>
    `您的${description}将于${end}到期，请及时续费，以免影响使用。`,
  orderLink: { title: '查看订单', url: '/order' },
  profileLink: { title: '个人中心', url: '/personalInfo' },
  renewLink: { title: '续费会员', url: '/personalInfo' },
} as const;
