/** China Standard Time is UTC+8 all year (no daylight saving since 1991). */
const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai, the format of every time the API returns. */
export function formatShanghai(date: Date): string {
  return new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Midnight in Asia/Shanghai of the day `date` falls in: daily caps reset at local midnight. */
export function shanghaiDayStart(date: Date): Date {
  const local = date.getTime() + SHANGHAI_OFFSET_MS;
  const dayMs = 24 * 3600 * 1000;
  return new Date(local - (local % dayMs) - SHANGHAI_OFFSET_MS);
}

/**
 * The earliest year a time sent to the API may name. Year 1 in Shanghai is year 0 in UTC,
 * which PostgreSQL refuses ("date/time field value out of range": a 500); no order,
 * announcement or trademark of this portal is older than this anyway.
 */
const EARLIEST_YEAR = 1900;

/**
 * 'yyyy-MM-dd HH:mm:ss' in Asia/Shanghai → the instant, or null when the text is not that
 * format, names no real time (2024-02-30 would otherwise roll over to March) or lies before
 * EARLIEST_YEAR.
 */
export function parseShanghai(text: string): Date | null {
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(date.getTime()) || formatShanghai(date) !== text) return null;
  if (Number(text.slice(0, 4)) < EARLIEST_YEAR) return null;
  return date;
}
