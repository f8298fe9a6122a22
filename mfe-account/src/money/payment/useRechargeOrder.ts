import { useEffect, useRef, useState } from 'react';
import { useCreateRechargeOrderMutation } from 'shared-api';

interface Created {
  price: string;
  orderNo?: string;
  failed?: boolean;
}

/**
 * Creates the top-up order of `price` yuan once (null: none). The page may render twice on
 * mount (React's strict mode), and each order is a row on the member's order list, so the
 * price asked for is remembered and not asked again.
 */
export function useRechargeOrder(price: string | null) {
  const [create] = useCreateRechargeOrderMutation();
  const [created, setCreated] = useState<Created>();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (price === null || asked.current === price) return;
    asked.current = price;
    create(price)
      .unwrap()
      .then(
        (orderNo) => setCreated({ price, orderNo: orderNo || undefined, failed: !orderNo }),
        () => setCreated({ price, failed: true }),
      );
  }, [price, create]);

  const mine = created?.price === price ? created : undefined;
  return { orderNo: mine?.orderNo ?? null, failed: mine?.failed ?? false };
}
