import { dict } from '@node-rs/jieba/dict';
import { PLEASANT_CHARS, UNSUITABLE_ENDINGS, UNSUITABLE_WORDS } from './brand-chars';

/** Pleasant dictionary words by length, drawn from jieba's dict.txt. */
export interface Vocabulary {
  two: readonly string[];
  three: readonly string[];
  four: readonly string[];
}

/** Parts of speech a brand is made of: nouns and adjectives (jieba's n, a, an). */
const BRAND_TAGS = new Set(['n', 'a', 'an']);
/** Below this frequency jieba's entries are mostly obscure terms and names. */
const MIN_FREQUENCY = 10;

let cached: Vocabulary | null = null;

/**
 * Nouns and adjectives of two to four characters, all of them pleasant, none unsuitable.
 * Proper nouns (nz) are left out on purpose: they include real famous brands (海信, 汇丰).
 * Parsed once per process (the dictionary has 350,000 lines).
 */
export function vocabulary(): Vocabulary {
  if (cached) return cached;
  const two: string[] = [];
  const three: string[] = [];
  const four: string[] = [];
  const text = Buffer.from(dict.buffer, dict.byteOffset, dict.byteLength).toString('utf8');
  for (const line of text.split('\n')) {
    const [word, frequency, tag] = line.split(' ');
    if (!word || !tag || !BRAND_TAGS.has(tag.trim()) || Number(frequency) < MIN_FREQUENCY) continue;
    const chars = [...word];
    if (chars.length < 2 || chars.length > 4 || !chars.every((c) => PLEASANT_CHARS.has(c)))
      continue;
    if (UNSUITABLE_WORDS.has(word) || UNSUITABLE_ENDINGS.has(chars[chars.length - 1] ?? ''))
      continue;
    // Reduplications (天天, 圆圆) read as baby talk rather than brands.
    if (chars[0] === chars[1]) continue;
    [two, three, four][chars.length - 2]?.push(word);
  }
  cached = { two, three, four };
  return cached;
}
