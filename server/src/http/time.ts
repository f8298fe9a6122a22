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
 * 'yyyy-MM-dd HH:mm:ss' in Asia/Shanghai → the instant, or null when the text is not that
 * format or names no real time (2024-02-30 would otherwise roll over to March).
 */
export function parseShanghai(text: string): Date | null {
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(date.getTime()) || formatShanghai(date) !== text) return null;
  return date;
}
