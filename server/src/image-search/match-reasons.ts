import type { Alignment } from './fine-match';

/** The reasons column of an image search, in the examiners' words. */
export const IMAGE_REASON = {
  same: '图形相同',
  similar: '图形近似',
  turned: '图形近似（旋转/镜像）',
} as const;

/** The grades of similarity-match rows (the text search uses the same words). */
export const IMAGE_GRADE = {
  same: '相同',
  high: '高度近似',
  similar: '近似',
  weak: '弱近似',
} as const;

/**
 * Overlap at or below FLOOR is what any two logos of this register share (both are a
 * centred, filled figure of about the same extent); the score spreads FLOOR…1 over 0…100.
 */
const FLOOR = 0.5;
/** Marks scoring less are not listed. */
export const MIN_IMAGE_SCORE = 40;
/** From this score on the figures are the same (noise, compression, a small crop). */
const SAME_SCORE = 95;
/** Turns smaller than this (degrees) are the grid's resolution, not a turned figure. */
const TURN_TOLERANCE = 5;

export function scoreOf(alignment: Alignment): number {
  const spread = (alignment.overlap - FLOOR) / (1 - FLOOR);
  return Math.round(100 * Math.max(0, Math.min(1, spread)));
}

export function isTurned(alignment: Alignment): boolean {
  const turn = Math.min(alignment.degrees, 360 - alignment.degrees);
  return alignment.mirrored || turn >= TURN_TOLERANCE;
}

export function reasonsOf(alignment: Alignment): string[] {
  if (isTurned(alignment)) return [IMAGE_REASON.turned];
  return [scoreOf(alignment) >= SAME_SCORE ? IMAGE_REASON.same : IMAGE_REASON.similar];
}

export function gradeOf(score: number): string {
  if (score >= SAME_SCORE) return IMAGE_GRADE.same;
  if (score >= 80) return IMAGE_GRADE.high;
  if (score >= 60) return IMAGE_GRADE.similar;
  return IMAGE_GRADE.weak;
}
