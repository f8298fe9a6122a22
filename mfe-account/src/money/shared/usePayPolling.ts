import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { accountLimits, useVerifyPayMutation, type PayChannel } from 'shared-api';

/**
 * Spec 3 §4 'Payment page flow': asks every 2 s whether the order is paid, calls `onPaid`
 * once it is, and gives up after 10 minutes. The next poll is set after the previous answer,
 * so a slow server never has two polls of one page in flight. `attempt` restarts the clock.
 */
export function usePayPolling(
  orderNo: string | null,
  channel: PayChannel,
  attempt: number,
  onPaid: () => void,
) {
  const [verifyPay] = useVerifyPayMutation();
  const [expiredAttempt, setExpiredAttempt] = useState<number | null>(null);
  const onPaidRef = useRef(onPaid);
  useLayoutEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  useEffect(() => {
    if (!orderNo) return undefined;
    let stopped = false;
    let nextPoll: ReturnType<typeof setTimeout> | undefined;
    const giveUp = setTimeout(() => {
      stop();
      setExpiredAttempt(attempt);
    }, accountLimits.paymentTimeoutMs);
    const stop = () => {
      stopped = true;
      clearTimeout(nextPoll);
      clearTimeout(giveUp);
    };
    const poll = async () => {
      const result = await verifyPay({ orderNo, channel });
      if (stopped) return;
      if (result.data?.paid) {
        stop();
        onPaidRef.current();
        return;
      }
      // Not paid yet, or a failed poll (network): keep asking until the time is up.
      nextPoll = setTimeout(poll, accountLimits.pollMs);
    };
    nextPoll = setTimeout(poll, accountLimits.pollMs);
    return stop;
  }, [orderNo, channel, attempt, verifyPay]);

  return { expired: expiredAttempt === attempt };
}
