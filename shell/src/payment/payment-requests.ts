import type { PaymentRequiredContext, PaymentRequiredData } from 'shared-api';
import { accountMessages } from 'shared-api';
import { createEventBus, toast } from 'shared-ui';

/** One code-6000 answer waiting for the dialog: the trade to pay and how to answer the base query. */
export interface PaymentRequest {
  id: number;
  trade: PaymentRequiredData;
  /** true once paid (the base query repeats the call), false when given up or cancelled. */
  resolve(paid: boolean): void;
}

/**
 * The channel from the shell service (called by shared-api's base query, outside React) to the
 * one dialog host mounted in the App. A bus rather than a global so the host can come and go.
 */
export const paymentRequests = createEventBus<PaymentRequest>();
let nextId = 1;

/** The data of a code-6000 envelope, checked: it comes from the network. */
export function isPaymentRequiredData(data: unknown): data is PaymentRequiredData {
  if (typeof data !== 'object' || data === null) return false;
  const { tradeCode, totalAmount, productName } = data as Record<string, unknown>;
  return (
    typeof tradeCode === 'string' &&
    tradeCode !== '' &&
    Number.isInteger(totalAmount) &&
    typeof productName === 'string'
  );
}

/**
 * The shell's `onPaymentRequired` (spec 3 §4 'In-dialog payment'): opens the payment dialog for
 * the trade the answer names and resolves true once it is paid.
 */
export function requestPayment(context: PaymentRequiredContext): Promise<boolean> {
  if (!isPaymentRequiredData(context.data)) {
    // Nothing to pay with: the user still learns why the action stopped.
    toast.error(context.message || accountMessages.payError);
    return Promise.resolve(false);
  }
  if (paymentRequests.listenerCount() === 0) {
    console.warn('[payment] no payment dialog mounted for', context.endpoint);
    return Promise.resolve(false);
  }
  const trade = context.data;
  return new Promise((resolve) => paymentRequests.emit({ id: nextId++, trade, resolve }));
}
