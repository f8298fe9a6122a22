import { useState } from 'react';
import type { PayChannel } from 'shared-api';
import { useOrderCode } from './useOrderCode';
import { usePayPolling } from './usePayPolling';

export type QrPayment = ReturnType<typeof useQrPayment>;

/**
 * One order paid by QR code: its code for the chosen wallet, polling once the code is shown,
 * and a retry after the 10 minutes are up that fetches a fresh code and polls again.
 */
export function useQrPayment(orderNo: string | null, channel: PayChannel, onPaid: () => void) {
  const [attempt, setAttempt] = useState(0);
  const { code, failed } = useOrderCode(orderNo, channel, attempt);
  const { expired } = usePayPolling(code ? orderNo : null, channel, attempt, onPaid);
  return { code, failed, expired, retry: () => setAttempt((n) => n + 1) };
}
