import type { VipOptions } from 'shared-api';
import type { ChoiceOption } from '../shared/ChoiceGroup';
import { DEFAULT_LEVEL_ID, levelDescription, PURCHASABLE_LEVEL_IDS } from '../shared/member-level';
import { moneyTexts as t } from '../texts';

/**
 * Every purchasable level, enabled only if the server offers it now (spec 3 §4), plus any
 * other level the server offers, lowest first.
 */
export function levelChoices(options: VipOptions): ChoiceOption<number>[] {
  const offered = new Map(options.memberLevelDtos.map((level) => [level.id, level.description]));
  const ids = [...new Set([...PURCHASABLE_LEVEL_IDS, ...offered.keys()])].sort((a, b) => a - b);
  return ids.map((id) => ({
    value: id,
    label: offered.get(id) || levelDescription(id),
    disabled: !offered.has(id),
  }));
}

/** The level to start on: the one asked for if offered, else enterprise, else the first offered. */
export function initialLevel(wanted: number | null, options: VipOptions): number | undefined {
  const offered = options.memberLevelDtos.map((level) => level.id);
  if (wanted !== null && offered.includes(wanted)) return wanted;
  if (offered.includes(DEFAULT_LEVEL_ID)) return DEFAULT_LEVEL_ID;
  return offered[0];
}

/** Year counts the server allows, minNum to maxNum (spec 3 §4). */
export function yearChoices(options: VipOptions): ChoiceOption<number>[] {
  const years: ChoiceOption<number>[] = [];
  for (let n = options.minNum; n <= options.maxNum; n += 1) {
    years.push({ value: n, label: t.yearsOption(n) });
  }
  return years;
}

/** The years asked for, kept within the server's bounds; the minimum when none was asked. */
export function initialYears(wanted: number | null, options: VipOptions): number {
  if (wanted === null) return options.minNum;
  return Math.min(Math.max(wanted, options.minNum), options.maxNum);
}
