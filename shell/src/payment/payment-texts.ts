/** The dialog's own wording; the spec gives none for these. */
export const paymentTexts = {
  title: '扫码支付',
  preparing: '正在生成支付二维码…',
  hint: '请使用微信或支付宝扫描二维码完成支付，支付成功后将自动继续您的操作',
  amount: '应付金额',
  weChat: '微信支付',
  aliPay: '支付宝支付',
  openOnPhone: '在手机上打开',
  cancel: '取消支付',
  timedOut: '支付超时，如需继续支付请前往订单中心',
  cancelFailed: '取消订单失败，请稍后重试',
} as const;

/** Cents as yuan with two decimals (spec 3 §9: amounts are cents, shown divided by 100). */
export function formatYuan(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}
