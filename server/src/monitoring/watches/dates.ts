import { formatShanghai } from '../../http/time';

/** 'YYYY-MM-DD' of the Shanghai day `date` falls in: watches start and end on local days. */
export const shanghaiDate = (date: Date): string => formatShanghai(date).slice(0, 10);

/** Whole days from day `from` to day `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The same day `years` later ('YYYY-MM-DD'); 29 February becomes 28 February. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y + years}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
}
