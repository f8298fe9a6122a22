import { pinyin } from 'pinyin-pro';
import { readDataFile } from './data-files';

/** One Han character's reading in its name. */
export interface Reading {
  /** 'hua2'; neutral tone 'de0'; a character without a reading stands for itself */
  toned: string;
  /** 'hua' */
  plain: string;
  /** plain with the near sounds merged (zh/z, ch/c, sh/s, n/l, ing/in, eng/en, ü/u) */
  fuzzy: string;
}

const CACHE_LIMIT = 20_000;
const cache = new Map<string, Reading[]>();

/**
 * Readings of a run of Han characters, one per character. A character with one toneless
 * reading (华 hua, whatever its tone) is looked up once and kept; a run holding a character
 * read in several ways (长 chang/zhang, 行 xing/hang) goes to pinyin-pro whole, which picks
 * the reading in context (长城 chang, 银行 hang). Tones of kept characters are their
 * commonest, which only the small 读音相同 tone penalty looks at.
 */
export function readingsOf(han: string): Reading[] {
  let readings = cache.get(han);
  if (readings) return readings;
  readings = [];
  for (const char of han) {
    const reading = singleReading(char);
    if (!reading) {
      readings = pinyin(han, { toneType: 'num', type: 'array', v: true }).map(readingFrom);
      break;
    }
    readings.push(reading);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(han, readings);
  return readings;
}

const singles = new Map<string, Reading | null>();

function singleReading(char: string): Reading | null {
  let reading = singles.get(char);
  if (reading === undefined) {
    const all = pinyin(char, { toneType: 'num', type: 'array', v: true, multiple: true });
    const plains = new Set(all.map((syllable) => syllable.replace(/[0-9]/g, '')));
    reading = plains.size === 1 && all[0] ? readingFrom(all[0]) : null;
    singles.set(char, reading);
  }
  return reading;
}

function readingFrom(syllable: string): Reading {
  const plain = syllable.replace(/[0-9]/g, '');
  return /^[a-z]+$/.test(plain)
    ? { toned: syllable, plain, fuzzy: fuzzySyllable(plain) }
    : { toned: syllable, plain: syllable, fuzzy: syllable };
}

/** zhang → zang, cheng → cen, shi → si, nü → lu, ling → lin: what ears from many regions merge. */
export function fuzzySyllable(plain: string): string {
  let initial = /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?/.exec(plain)?.[0] ?? '';
  let final = plain.slice(initial.length);
  if (initial.length === 2) initial = initial[0]!;
  else if (initial === 'n') initial = 'l';
  if (final.endsWith('ing')) final = final.slice(0, -1);
  else if (final.endsWith('eng')) final = final.slice(0, -1);
  return initial + final.replace(/v/g, 'u');
}

const SYLLABLES = new Set(readDataFile('pinyin-syllables.txt').join(' ').split(' '));
const LONGEST_SYLLABLE = Math.max(...[...SYLLABLES].map((s) => s.length));
const parsed = new Map<string, string[] | null>();

/**
 * A Latin word read as toneless pinyin, in as few syllables as it splits into (huawei →
 * hua wei, xian → xian), or null when it is not pinyin (apple).
 */
export function parsePinyin(latin: string): string[] | null {
  if (!/^[a-z]+$/.test(latin)) return null;
  const known = parsed.get(latin);
  if (known !== undefined) return known;
  // best[i]: the fewest syllables that spell latin[0, i)
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= latin.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - LONGEST_SYLLABLE); start < end; start++) {
      const before = best[start];
      const piece = latin.slice(start, end);
      if (!before || !SYLLABLES.has(piece)) continue;
      if (!best[end] || before.length + 1 < best[end]!.length) best[end] = [...before, piece];
    }
  }
  const result = best[latin.length] ?? null;
  if (parsed.size >= CACHE_LIMIT) parsed.clear();
  parsed.set(latin, result);
  return result;
}

export const fuzzyJoined = (syllables: readonly string[]) => syllables.map(fuzzySyllable).join('');
