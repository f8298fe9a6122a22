import type { NoticeCode } from '../notice-types';

/** The mark types the generator produces (特殊标志 are not trademarks filed by the public). */
export type GeneratedMarkType = '普通商标' | '集体商标' | '证明商标';

/** Which notice codes announce each stage for a mark type. */
export interface TypeCodes {
  firstReview: NoticeCode;
  registration: NoticeCode;
  /** name/address changes; collective and certification marks also announce transfers here */
  change: NoticeCode;
  transfer: NoticeCode;
}

export const CODES_BY_TYPE: Record<GeneratedMarkType, TypeCodes> = {
  普通商标: { firstReview: 'TMZCSQ', registration: 'TMZCZC', change: 'TMBG', transfer: 'TMZR' },
  集体商标: { firstReview: 'TMJTSQ', registration: 'TMJTZC', change: 'TMJTBG', transfer: 'TMJTBG' },
  证明商标: { firstReview: 'TMZMSQ', registration: 'TMZMZC', change: 'TMZMBG', transfer: 'TMZMBG' },
};

/**
 * Months from filing to the examiner's decision, by filing year: about a year in the 1980s,
 * the backlog of 2005–2008 (close to three years), then ever faster examination down to the
 * six to nine months of recent years.
 */
export function examinationMonths(year: number): readonly [number, number] {
  if (year < 1990) return [10, 16];
  if (year < 2000) return [12, 22];
  if (year < 2005) return [18, 30];
  if (year < 2009) return [26, 36];
  if (year < 2012) return [14, 24];
  if (year < 2015) return [9, 13];
  if (year < 2017) return [8, 10];
  return [6, 9];
}

/** Share of applications refused outright; it rose with the filing boom after 2015. */
export function refusalRate(year: number): number {
  if (year < 2000) return 0.08;
  if (year < 2013) return 0.12;
  if (year < 2017) return 0.18;
  return 0.25;
}
