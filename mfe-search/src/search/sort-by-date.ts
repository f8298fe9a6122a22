import type { SearchRow } from 'shared-api';

export type DateOrder = 'none' | 'asc' | 'desc';

/** The next order of a click on the date header: ascending first, then it toggles. */
export const nextDateOrder = (order: DateOrder): DateOrder => (order === 'asc' ? 'desc' : 'asc');

/**
 * Spec 1 §4: the date sort orders the rows of the current page only; the server's order
 * stays as it is for the other pages. Dates are 'YYYY-MM-DD', so text order is date order.
 */
export function sortByDate(rows: readonly SearchRow[], order: DateOrder): SearchRow[] {
  if (order === 'none') return [...rows];
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * a.TM_APP_DATE.localeCompare(b.TM_APP_DATE));
}
