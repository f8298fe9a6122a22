import type { PayChannel } from 'shared-api';

/** The success page of a payment of `price` yuan (spec 3 §2.6). */
export const successPath = (price: string) => `/chongzhi/success?${new URLSearchParams({ price })}`;

/** The QR page of a VIP order the confirm page created (spec 3 §2.6 'Upgrade payment page'). */
export const upgradePath = (order: {
  active: PayChannel;
  price: string;
  ordernum: string;
  time: string;
}) => `/chongzhi/upgrade?${new URLSearchParams(order)}`;

/** The top-up payment page, opened in a new tab by /recharge (spec 3 §2.4). */
export const wapayPath = (active: PayChannel, price: string) =>
  `/chongzhi/wapay?${new URLSearchParams({ active, price })}`;

/** The pay-again page of a pending order (spec 3 §2.3). */
export const afreshPayPath = (order: {
  upName: string;
  num: string;
  price: string;
  orderNum: string;
  time: string;
}) => `/afreshpay?${new URLSearchParams(order)}`;
