import { useEffect, useState } from 'react';
import { useAliCodeMutation, useWxCodeMutation, type PayChannel } from 'shared-api';

/** What a wallet's submit call answers, the same for both wallets. */
export interface OrderCode {
  /** What the QR code holds: the wallet's payment URL. */
  url: string;
  orderSn: string;
  /** cents */
  totalAmount: number;
  orderTime: string;
}

interface Answer {
  key: string;
  code?: OrderCode;
  failed?: boolean;
}

/**
 * The QR code of an order for one wallet, fetched again when the order, the wallet or the
 * attempt changes. An answer belongs to the request it came for, so an old wallet's code is
 * never shown under the new wallet's name.
 */
export function useOrderCode(orderNo: string | null, channel: PayChannel, attempt: number) {
  const [wxCode] = useWxCodeMutation();
  const [aliCode] = useAliCodeMutation();
  const [answer, setAnswer] = useState<Answer>();
  const key = `${orderNo}|${channel}|${attempt}`;

  useEffect(() => {
    if (!orderNo) return undefined;
    let current = true;
    const request: Promise<OrderCode> =
      channel === 'aliPay'
        ? aliCode(orderNo)
            .unwrap()
            .then(({ qrCode, ...order }) => ({ url: qrCode, ...order }))
        : wxCode(orderNo)
            .unwrap()
            .then(({ code_url, ...order }) => ({ url: code_url, ...order }));
    request.then(
      (code) => current && setAnswer({ key, code: code.url ? code : undefined, failed: !code.url }),
      () => current && setAnswer({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [orderNo, channel, key, wxCode, aliCode]);

  const mine = answer?.key === key ? answer : undefined;
  return { code: mine?.code, failed: mine?.failed ?? false };
}
