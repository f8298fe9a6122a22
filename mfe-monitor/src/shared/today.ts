/** Today in the browser's own calendar, 'YYYY-MM-DD' (deadlines are calendar days). */
export function today(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Cents as yuan with two decimals, as every price on the portal is shown. */
export const yuan = (cents: number) => (cents / 100).toFixed(2);
