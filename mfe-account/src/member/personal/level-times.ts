import { memberTexts } from '../texts';

/**
 * How a level's end time reads (spec 3 §2.2): an end containing 9999 (how the server marks a
 * level that never ends) is 永久; a missing time is a dash.
 */
export function formatLevelEnd(endTime: string | null): string {
  if (!endTime) return memberTexts.none;
  return endTime.includes('9999') ? memberTexts.permanent : endTime;
}

export function formatLevelStart(startTime: string | null): string {
  return startTime || memberTexts.none;
}
