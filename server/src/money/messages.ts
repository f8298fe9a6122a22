/** Refusals of the money domain (spec 3 §8 gives no wording for these; issue 5 may move them
 * into the shared contract with the screens that show them). */
export const moneyMessages = {
  orderNotFound: '订单不存在',
  orderPaid: '订单已支付，请勿重复支付',
  orderClosed: '订单已关闭，请重新下单',
  insufficientBalance: '账户余额不足，请先充值',
  amountMismatch: '支付金额与订单金额不符',
} as const;
