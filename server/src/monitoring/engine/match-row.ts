/** One watch_matches row: what a watch found in an issue, and why. */
export interface MatchRow {
  watchId: number;
  issueNo: number;
  trademarkId: number;
  score: number;
  grade: string;
  reasons: string[];
  highlight: number[];
}
