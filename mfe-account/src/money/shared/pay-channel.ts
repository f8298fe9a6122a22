import type { PayChannel } from 'shared-api';

/** The two wallets a QR code is paid with, as the pages name them. */
export const PAY_CHANNELS: readonly { key: PayChannel; label: string }[] = [
  { key: 'weChat', label: '微信' },
  { key: 'aliPay', label: '支付宝' },
];

export const channelLabel = (channel: PayChannel): string =>
  PAY_CHANNELS.find((item) => item.key === channel)?.label ?? '';

/** The query's `active`: Alipay when it says so, WeChat otherwise (the first choice). */
export const parseChannel = (raw: string | null): PayChannel =>
  raw === 'aliPay' ? 'aliPay' : 'weChat';
