import { accountLimits, accountMessages } from 'shared-api/contract';
import { badRequest } from '../http/api-error';
import { parseYuan } from './yuan';

/**
 * A top-up amount in cents from the yuan text of the payment page (spec 3 §5 'Top-up'): a
 * positive number with at most two decimals, at most 30000 yuan per payment.
 */
export function topUpCents(price: string): number {
  const cents = parseYuan(price);
  if (cents === null || cents <= 0) throw badRequest(accountMessages.amountInvalid);
  if (cents > accountLimits.maxTopUpYuan * 100) throw badRequest(accountMessages.topUpTooMuch);
  return cents;
}
