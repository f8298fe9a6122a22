/** The reasons shown to users, in the guideline's words (short, Chinese). */
export const REASON = {
  identical: '文字相同',
  scriptForm: '繁简/字体不同',
  reordered: '字序调换',
  sameSound: '读音相同',
  nearSound: '读音近似',
  nearShape: '字形近似',
  oneCharacter: '一字之差',
  /** the candidate holds the query (华为科技 for 华为): the query as the earlier mark */
  containsEarlier: '包含在先商标',
  /** the query holds the candidate (华为 for 华为科技) */
  contained: '被包含',
  pinyin: '中文与拼音对应',
  letterShape: '字母形近',
  letterEdit: '字母增减/替换',
} as const;
export type Reason = (typeof REASON)[keyof typeof REASON];

export const GRADE = {
  same: '相同',
  high: '高度近似',
  similar: '近似',
  weak: '弱近似',
} as const;

/** Below this a pair is not shown at all. */
export const MIN_SHOWN_SCORE = 40;

export function gradeOf(score: number): string {
  if (score >= 100) return GRADE.same;
  if (score >= 85) return GRADE.high;
  if (score >= 60) return GRADE.similar;
  return GRADE.weak;
}

/** One rule's verdict on a pair, before the best is chosen. */
export interface Verdict {
  score: number;
  reasons: Reason[];
  /** indexes into the candidate's normalized name of the characters that match */
  at: number[];
}

export const best = (verdicts: readonly (Verdict | null)[]): Verdict | null =>
  verdicts.reduce<Verdict | null>((top, v) => (v && (!top || v.score > top.score) ? v : top), null);
