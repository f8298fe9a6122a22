import { formatClassCode } from './classification';

/**
 * The home page's database overview (spec 1 §2, §3 'Class count item'). The spec hides the
 * path; this is the portal's choice, beside the other DBData calls.
 */
export const CLASS_COUNT_PATH = '/shebiao/cloud-search/swapi/trademark/DBData/classCount';

/** While the corpus builds, the widget asks again this often (and the server caches this long). */
export const CLASS_COUNT_BUILDING_POLL_MS = 2000;

/**
 * A class count item's name: space-separated words with the class number at word 2 and the
 * label at word 4 (spec 1 §3), e.g. '第 01 类 化学原料'.
 */
export function classCountName(classId: number, label: string): string {
  return `第 ${formatClassCode(classId)} 类 ${label}`;
}

/** Reads a class count item's name back: {code: '01', label: '化学原料'}. */
export function parseClassCountName(name: string): { code: string; label: string } {
  const words = name.split(/\s+/);
  return { code: words[1] ?? '', label: words[3] ?? '' };
}
