import { z } from 'zod';

/** Order numbers are digits (money/orders.ts newOrderSn); anything else names no order. */
export const orderNumber = z.string().regex(/^\d{1,32}$/, '订单号格式不正确');
