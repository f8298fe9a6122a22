import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PaymentDialog } from './PaymentDialog';
import { paymentRequests, type PaymentRequest } from './payment-requests';

/**
 * Mounted once in the App: shows the payment dialog for each code-6000 answer, whichever remote
 * made the call. Answers arriving together are paid one after another.
 */
export function PaymentDialogHost() {
  const [queue, setQueue] = useState<PaymentRequest[]>([]);
  const queueRef = useRef(queue);
  useLayoutEffect(() => {
    queueRef.current = queue;
  }, [queue]);

  useEffect(() => {
    const unsubscribe = paymentRequests.subscribe((request) =>
      setQueue((waiting) => [...waiting, request]),
    );
    return () => {
      unsubscribe();
      // Nobody will pay these any more: let their calls end instead of waiting for ever.
      for (const request of queueRef.current) request.resolve(false);
    };
  }, []);

  const current = queue[0];
  const finish = useCallback(
    (paid: boolean) => {
      if (!current) return;
      current.resolve(paid);
      setQueue((waiting) => waiting.filter((request) => request !== current));
    },
    [current],
  );

  return current ? (
    <PaymentDialog key={current.id} trade={current.trade} onFinish={finish} />
  ) : null;
}
