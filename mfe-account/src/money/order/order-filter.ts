import type { OrderQueryBody } from 'shared-api';

/** The filter as the form holds it: select values and datetime-local texts, '' = any. */
export interface OrderFilterValues {
  payType: string;
  productCategaryId: string;
  memberId: string;
  status: string;
  start: string;
  end: string;
}

export const EMPTY_FILTER: OrderFilterValues = {
  payType: '',
  productCategaryId: '',
  memberId: '',
  status: '',
  start: '',
  end: '',
};

// Browsers may add milliseconds (…T18:00:05.000); the filter goes to the second.
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(\.\d+)?$/;

/**
 * A datetime-local value as the order filter sends it, yyyy-MM-dd HH:mm:ss (spec 3 §5). A
 * minute without seconds covers the whole minute: :00 for the start, :59 for the end.
 */
export function toOrderTime(local: string, edge: 'start' | 'end'): string | undefined {
  const match = LOCAL_TIME.exec(local.trim());
  if (!match) return undefined;
  const seconds = match[3] ?? (edge === 'start' ? ':00' : ':59');
  return `${match[1]} ${match[2]}${seconds}`;
}

const numberOrNothing = (text: string) => (text === '' ? undefined : Number(text));

/** The body of queryOrder: only the fields chosen, numbers as numbers (spec 3 §5, §7). */
export function orderQueryBody(
  filter: OrderFilterValues,
  pageNum: number,
  pageSize: number,
): OrderQueryBody {
  const body: OrderQueryBody = {
    memberId: numberOrNothing(filter.memberId),
    payType: numberOrNothing(filter.payType),
    productCategaryId: numberOrNothing(filter.productCategaryId),
    status: numberOrNothing(filter.status),
    startQueryOrderTime: toOrderTime(filter.start, 'start'),
    endQueryOrderTime: toOrderTime(filter.end, 'end'),
    pageNum,
    pageSize,
  };
  // Absent, not undefined: the body is JSON and the server reads a missing field as 'any'.
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as OrderQueryBody;
}

/** True when both ends are set and the start comes after the end. */
export const startsAfterEnd = (filter: OrderFilterValues): boolean => {
  const start = toOrderTime(filter.start, 'start');
  const end = toOrderTime(filter.end, 'end');
  return Boolean(start && end && start > end);
};
