import { MAX_SEARCH_CLASSES } from 'shared-api';
import type { ChosenGroup } from './types';

export const classOfGroup = (code: string) => code.slice(0, 2);

/** The distinct classes of the chosen groups, two digits each, in order. */
export const chosenClasses = (groups: readonly ChosenGroup[]) =>
  [...new Set(groups.map((group) => classOfGroup(group.code)))].sort();

/**
 * Ticks or unticks a similar group. A group is chosen once, and the groups may span at most
 * MAX_SEARCH_CLASSES classes (spec 1 §5); null when this one would pass that.
 */
export function toggleGroup(
  chosen: readonly ChosenGroup[],
  group: ChosenGroup,
): ChosenGroup[] | null {
  if (chosen.some((g) => g.code === group.code)) return chosen.filter((g) => g.code !== group.code);
  if (new Set([...chosenClasses(chosen), classOfGroup(group.code)]).size > MAX_SEARCH_CLASSES) {
    return null;
  }
  return [...chosen, group].sort((a, b) => a.code.localeCompare(b.code));
}
