import { accountLimits, accountMessages } from 'shared-api';

export interface TopUpInput {
  /** What the field holds after the rules ran. */
  value: string;
  error?: string;
}

/** While typing: digits with one point and up to two decimals ('12.' is on its way). */
const TYPING = /^\d+(\.\d{0,2})?$/;
/** To pay: a whole amount of cents. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Spec 3 §5 'Top-up' as the member types: the input is trimmed to two decimals, more than
 * 30000 is refused and the field cleared, anything but a non-negative number is named invalid.
 */
export function applyTopUpInput(raw: string): TopUpInput {
  const value = raw.trim().replace(/^(\d*\.\d{2})\d+$/, '$1');
  if (value === '') return { value };
  if (!TYPING.test(value)) return { value, error: accountMessages.amountInvalid };
  if (Number(value) > accountLimits.maxTopUpYuan) {
    return { value: '', error: accountMessages.topUpTooMuch };
  }
  return { value };
}

/** The check before paying: a positive amount of whole cents within the limit. */
export function topUpError(value: string): string | undefined {
  if (!AMOUNT.test(value) || Number(value) <= 0) return accountMessages.amountInvalid;
  if (Number(value) > accountLimits.maxTopUpYuan) return accountMessages.topUpTooMuch;
  return undefined;
}
