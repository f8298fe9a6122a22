const countFormat = new Intl.NumberFormat('zh-CN');

/** 1234567 → '1,234,567'. */
export function formatCount(n: number): string {
  return countFormat.format(n);
}

/** Share of a corpus build done, in whole percent; 100 only once everything is written. */
export function buildPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}
