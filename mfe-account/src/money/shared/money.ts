import { accountLimits } from 'shared-api';

/** Cents as yuan with two decimals, the way every amount is shown: 299900 → '2999.00'. */
export const yuan = (cents: number): string => (cents / 100).toFixed(2);

const DECIMAL = /^\d+(\.\d+)?$/;
const AT_MOST_CENTS = /^\d+(\.\d{1,2})?$/;

/**
 * Spec 3 §5 'Payment price query': a price that is not a positive number becomes 0.01. The
 * text is kept as given otherwise, since it is what the top-up order is created with.
 */
export function payPriceFromQuery(raw: string | null): string {
  const text = raw?.trim() ?? '';
  return DECIMAL.test(text) && Number(text) > 0 ? text : String(accountLimits.defaultPayPrice);
}

/** A price a QR payment can be made for: positive, whole cents, within the top-up limit. */
export function isPayableYuan(text: string): boolean {
  const value = Number(text);
  return AT_MOST_CENTS.test(text) && value > 0 && value <= accountLimits.maxTopUpYuan;
}

/** A yuan text from a query shown with two decimals; anything else as it came. */
export function yuanText(raw: string | null): string {
  const text = raw?.trim() ?? '';
  return DECIMAL.test(text) ? Number(text).toFixed(2) : text;
}
