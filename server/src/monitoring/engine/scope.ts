import type { EngineWatch } from './watch-rows';

/** Every Nice class: a watch listing them all looks at every mark. */
const ALL_CLASSES = 45;

/** The part of a mark that decides whether a watch looks at it. */
export interface ScopedMark {
  class_id: number;
  group_codes: string[];
}

/**
 * A mark is in a watch's scope when its class is watched, or when it shares a similar-goods
 * group with the watch (the member's own goods): a conflict crosses classes through
 * similar goods (区分表 类似群), as mode 6 searches them.
 */
export function inScope(watch: EngineWatch, mark: ScopedMark): boolean {
  if (watch.classes.length >= ALL_CLASSES || watch.classes.includes(mark.class_id)) return true;
  if (watch.groupCodes.length === 0) return false;
  return mark.group_codes.some((code) => watch.groupCodes.includes(code));
}
